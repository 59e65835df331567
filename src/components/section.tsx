import type { ReactNode } from "react";

const tones = {
  light: "bg-ivory text-ink",
  white: "bg-white text-ink",
  sand: "bg-sand/60 text-ink",
  dark: "bg-ink text-ivory",
} as const;

/**
 * A band of the page. Bands are `data-band`: the browser neither styles nor lays them out while they are far from
 * the screen, until the islands script renders them once the page is idle (src/styles/app.css, decision 100).
 * `eager` for the band that is the page's purpose and sits in its first screen (the quote pages' form): it is
 * always rendered. A band holding an island is rendered for good when the island wakes (src/islands/hydrate.ts).
 */
export function Section({
  id,
  tone = "light",
  children,
  className = "",
  eager = false,
}: {
  id?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
  eager?: boolean;
}) {
  return (
    <section id={id} data-band={eager ? undefined : ""} className={`${tones[tone]} py-20 sm:py-24 ${className}`}>
      <div className="container-page">{children}</div>
    </section>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  light = false,
  center = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  light?: boolean;
  center?: boolean;
}) {
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && <p className={`eyebrow ${light ? "text-gold" : "text-gold-ink"}`}>{eyebrow}</p>}
      <h2 className={`mt-3 text-3xl leading-tight sm:text-[2.6rem] ${light ? "text-white" : "text-ink"}`}>{title}</h2>
      {lead && <div className={`mt-5 text-lg leading-relaxed ${light ? "text-mist" : "text-muted"}`}>{lead}</div>}
    </div>
  );
}
