import type { ReactNode } from "react";

export type PageLink = { href: string; label: ReactNode };

const layouts = {
  /** Under a page hero's lead. */
  hero: "mt-10 flex flex-col gap-3 sm:flex-row",
  /** Under the text of a centred closing band. */
  center: "mt-8 flex flex-col justify-center gap-3 sm:flex-row",
  /** Beside the text of a closing band, on wide screens. */
  side: "flex shrink-0 flex-col gap-3 sm:flex-row",
} as const;

/** The two ways on from a dark band: a gold link (the main one) and an outlined light one. */
export function LinkPair({
  primary,
  secondary,
  layout,
}: {
  primary: PageLink;
  secondary: PageLink;
  layout: keyof typeof layouts;
}) {
  return (
    <div className={layouts[layout]}>
      <a href={primary.href} className="btn-gold">
        {primary.label}
      </a>
      <a href={secondary.href} className="btn-ghost-light">
        {secondary.label}
      </a>
    </div>
  );
}
