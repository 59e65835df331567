import type { ReactNode } from "react";
import { LinkPair, type PageLink } from "./link-pair";
import { Section } from "./section";

/** What a closing band says, in the page's language. */
export type ClosingCopy = { title: string; text: ReactNode; primary: PageLink; secondary: PageLink };

type ClosingBandProps = ClosingCopy & {
  /** Centred under the text (pages that end on one offer) or beside it on wide screens (pages that end on a list). */
  layout: "center" | "side";
};

/** The dark band that ends a page: a question, a sentence and two links on (the main one to book). */
export function ClosingBand({ title, text, primary, secondary, layout }: ClosingBandProps) {
  const heading = <h2 className="text-3xl text-white sm:text-4xl">{title}</h2>;
  if (layout === "center")
    return (
      <Section tone="dark">
        <div className="mx-auto max-w-3xl text-center">
          {heading}
          <p className="mt-4 text-lg text-mist">{text}</p>
          <LinkPair primary={primary} secondary={secondary} layout="center" />
        </div>
      </Section>
    );
  return (
    <Section tone="dark">
      <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          {heading}
          <p className="mt-4 text-lg leading-relaxed text-mist">{text}</p>
        </div>
        <LinkPair primary={primary} secondary={secondary} layout="side" />
      </div>
    </Section>
  );
}
