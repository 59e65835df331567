import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BandGlow } from "./page-hero";

/**
 * The frame of every page a sealed link opens (the operator's answer, a price proposal, « Gérer ma
 * réservation »): a short dark band, so the transparent header reads as on every other page, then the island that
 * reads the link beside a column of short notes, and what a visitor without JavaScript is told.
 */
export function LinkPage({
  eyebrow,
  title,
  lead,
  island,
  notes,
  noScript,
  notesWidth = "17rem",
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  island: ReactNode;
  notes: ReactNode;
  noScript: string;
  notesWidth?: "17rem" | "18rem";
}) {
  return (
    <>
      <section className="relative isolate bg-ink text-ivory">
        <BandGlow />
        <div className="container-page pt-32 pb-10 sm:pt-36 sm:pb-12">
          <p className="eyebrow text-gold">{eyebrow}</p>
          <h1 className="mt-3 text-3xl leading-tight text-white sm:text-4xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-mist">{lead}</p>
        </div>
      </section>
      <div className="bg-sand/60">
        <div
          className={`container-page grid gap-8 py-12 sm:py-16 lg:gap-12 ${notesWidth === "18rem" ? "lg:grid-cols-[1fr_18rem]" : "lg:grid-cols-[1fr_17rem]"}`}
        >
          {island}
          <aside className="grid content-start gap-4 text-sm leading-relaxed text-muted">{notes}</aside>
        </div>
      </div>
      <noscript>
        <p className="container-page py-6 text-center">{noScript}</p>
      </noscript>
    </>
  );
}

/** One note of the column: an icon, a title, and what it says. */
export function LinkPageNote({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="card flex gap-3 p-5">
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" />
      <div>
        <h2 className="font-sans text-base font-semibold text-ink">{title}</h2>
        {children}
      </div>
    </div>
  );
}
