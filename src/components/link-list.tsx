import type { ReactNode } from "react";

export type SiteLink = { label: string; href: string };

/** A list of the site's links (the header's menus, a footer column); `children` ends it with items of its own. */
export function LinkList({
  links,
  className,
  linkClassName,
  children,
}: {
  links: readonly SiteLink[];
  className: string;
  linkClassName: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((item) => (
        <li key={item.label}>
          <a href={item.href} className={linkClassName}>
            {item.label}
          </a>
        </li>
      ))}
      {children}
    </ul>
  );
}
