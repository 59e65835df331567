import { Phone } from "./sprite-icons";
import type { ReactNode } from "react";
import { telHref } from "~/config/site";

export type PageLink = { href: string; label: ReactNode };

/** A link that calls the business, its label after the phone icon. */
export function callLink(label: ReactNode): PageLink {
  return {
    href: telHref,
    label: (
      <>
        <Phone aria-hidden="true" className="h-5 w-5" /> {label}
      </>
    ),
  };
}

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
