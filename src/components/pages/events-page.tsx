import { CalendarDays, CalendarRange, Clock, Sparkles, Users } from "../sprite-icons";
import type { ReactNode } from "react";
import { ClosingBand, type ClosingCopy } from "~/components/closing-band";
import { FeatureCards, type FeatureText, withIcons } from "~/components/feature-cards";
import { LinkPair, type PageLink } from "~/components/link-pair";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/section";
import { absoluteUrl } from "~/config/env-public";
import { EventCard, type EventCardView, type EventCardWords } from "~/components/event-card";

/** The words of the events page in one language. */
export type EventsCopy = {
  hero: { eyebrow: string; title: string; lead: ReactNode; seeEvents: string; book: PageLink };
  /** Book early, hours, crowds, premium: in that order, each under its icon. */
  features: [FeatureText, FeatureText, FeatureText, FeatureText];
  agenda: { id: string; eyebrow: string; title: string; lead: ReactNode };
  card: EventCardWords;
  closing: ClosingCopy;
};

const featureIcons = [CalendarRange, Clock, Users, Sparkles];

/** schema.org ItemList of the events a page lists, for its head. */
export function eventList(options: { name: string; path: string; events: { name: string; location: string }[] }) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: options.name,
    url: absoluteUrl(options.path),
    itemListElement: options.events.map((e, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: `${e.name} (${e.location})`,
    })),
  };
}

/** The events page of either language: why book with us for an event, then the events we serve. */
export function EventsPage({ copy, events }: { copy: EventsCopy; events: (EventCardView & { id: number })[] }) {
  return (
    <>
      <PageHero image="events-hero" eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead}>
        <LinkPair
          layout="hero"
          primary={{
            href: `#${copy.agenda.id}`,
            label: (
              <>
                <CalendarDays aria-hidden="true" className="h-5 w-5" /> {copy.hero.seeEvents}
              </>
            ),
          }}
          secondary={copy.hero.book}
        />
      </PageHero>

      <Section>
        <FeatureCards features={withIcons(featureIcons, copy.features)} />
      </Section>

      <Section id={copy.agenda.id} tone="sand">
        <SectionHeading eyebrow={copy.agenda.eyebrow} title={copy.agenda.title} lead={copy.agenda.lead} />
        <ul className="mt-12 grid gap-7 md:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <EventCard key={event.id} event={event} words={copy.card} />
          ))}
        </ul>
      </Section>

      <ClosingBand layout="center" {...copy.closing} />
    </>
  );
}
