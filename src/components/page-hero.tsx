import type { ReactNode } from "react";
import { Picture } from "./picture";

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Artwork name (a *hero image); omitted for text pages, which get the plain dark band. */
  image?: string;
  children?: ReactNode;
  size?: "full" | "compact";
};

/** The gold light at the top of a dark band that has no picture. */
export function BandGlow() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_80%_0%,rgb(200_164_93/0.18),transparent_55%)]"
    />
  );
}

/** The dark band every page opens with: the transparent header sits on it. */
export function PageHero({ eyebrow, title, lead, image, children, size = "compact" }: PageHeroProps) {
  return (
    <section
      id="hero"
      className={`relative isolate overflow-hidden bg-ink text-ivory ${size === "full" ? "min-h-[88svh] lg:min-h-[92vh]" : ""}`}
    >
      {image ? (
        <div className="absolute inset-0 -z-10">
          <Picture name={image} alt="" sizes="100vw" priority className="h-full w-full object-cover object-[70%_50%]" />
          <div className="absolute inset-0 bg-gradient-to-r from-ink via-ink/80 to-ink/10" />
          <div className="absolute inset-x-0 bottom-0 h-32 bg-gradient-to-t from-ink/70 to-transparent" />
        </div>
      ) : (
        <BandGlow />
      )}
      <div
        className={`container-page ${size === "full" ? "flex min-h-[88svh] flex-col justify-center pt-28 pb-20 lg:min-h-[92vh]" : "pt-36 pb-16 sm:pt-40 sm:pb-20"}`}
      >
        {eyebrow && <p className="eyebrow text-gold">{eyebrow}</p>}
        <h1
          className={`mt-4 max-w-3xl text-white ${size === "full" ? "text-[2.6rem] leading-[1.05] sm:text-6xl lg:text-7xl" : "text-4xl leading-tight sm:text-5xl"}`}
        >
          {title}
        </h1>
        {lead && <div className="mt-6 max-w-2xl text-lg leading-relaxed text-mist">{lead}</div>}
        {children}
      </div>
    </section>
  );
}
