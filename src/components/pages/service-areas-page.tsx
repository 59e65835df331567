import { ArrowRight, Clock, Compass, MapPinned, ShieldCheck } from "../sprite-icons";
import type { ReactNode } from "react";
import { ClosingBand, type ClosingCopy } from "~/components/closing-band";
import { FeatureCards, type FeatureText, withIcons } from "~/components/feature-cards";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/section";
import { communePath } from "~/content/commune-paths";

/** A town as its card shows it; `travelTime` is null where the page's language has no words for it. */
export type TownCard = { name: string; slug: string; population: string; travelTime: string | null };

/** The words of the service-areas page in one language. */
export type ServiceAreasCopy = {
  hero: { eyebrow: string; title: string; lead: (townCount: number) => ReactNode };
  /** Premium transport, hours, area, local knowledge: in that order, each under its icon. */
  features: [FeatureText, FeatureText, FeatureText, FeatureText];
  towns: {
    id: string;
    eyebrow: string;
    title: string;
    lead: ReactNode;
    /** The language of the town pages, where it is not the page's own. */
    linkLang?: "fr";
  };
  base: {
    eyebrow: string;
    title: (name: string) => ReactNode;
    detail: (population: string) => ReactNode;
    action: (name: string) => ReactNode;
  };
  town: { population: (population: string) => ReactNode; travelTime: (time: string) => ReactNode; action: ReactNode };
  closing: ClosingCopy;
};

const featureIcons = [ShieldCheck, Clock, MapPinned, Compass];

const arrow = <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />;

/** The service-areas page of either language: the base town, then every other town the service covers. */
export function ServiceAreasPage({ copy, towns, base }: { copy: ServiceAreasCopy; towns: TownCard[]; base: TownCard }) {
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead(towns.length)}
        image="zones-hero"
      />
      <Section>
        <FeatureCards features={withIcons(featureIcons, copy.features)} />
      </Section>
      <Section tone="sand" id={copy.towns.id}>
        <SectionHeading eyebrow={copy.towns.eyebrow} title={copy.towns.title} lead={copy.towns.lead} />
        <BaseTownCard copy={copy} base={base} />
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {towns.map((town) => (
            <li key={town.slug}>
              <TownLink copy={copy} town={town} />
            </li>
          ))}
        </ul>
      </Section>
      <ClosingBand layout="side" {...copy.closing} />
    </>
  );
}

function BaseTownCard({ copy, base }: { copy: ServiceAreasCopy; base: TownCard }) {
  return (
    <a
      href={communePath(base.slug)}
      hrefLang={copy.towns.linkLang}
      className="group mt-10 flex flex-col justify-between gap-4 rounded-2xl bg-ink p-7 text-ivory sm:flex-row sm:items-center"
    >
      <span>
        <span className="eyebrow text-gold">{copy.base.eyebrow}</span>
        <span className="mt-2 block font-display text-2xl text-white">{copy.base.title(base.name)}</span>
        <span className="mt-1 block text-mist">{copy.base.detail(base.population)}</span>
      </span>
      <span className="btn-gold shrink-0">
        {copy.base.action(base.name)}
        {arrow}
      </span>
    </a>
  );
}

function TownLink({ copy, town }: { copy: ServiceAreasCopy; town: TownCard }) {
  return (
    <a
      href={communePath(town.slug)}
      hrefLang={copy.towns.linkLang}
      className="group card flex h-full flex-col p-6 transition-shadow hover:shadow-lg"
    >
      <span className="font-display text-xl">{town.name}</span>
      <span className="mt-2 text-sm text-muted">{copy.town.population(town.population)}</span>
      {town.travelTime && (
        <span className="mt-1 flex items-center gap-2 text-sm text-muted">
          <Clock aria-hidden="true" className="h-4 w-4 text-gold-ink" /> {copy.town.travelTime(town.travelTime)}
        </span>
      )}
      <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-gold-ink">
        {copy.town.action}
        {arrow}
      </span>
    </a>
  );
}
