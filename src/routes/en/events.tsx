import { CalendarDays, CalendarRange, Clock, Phone, Sparkles, Users } from "lucide-react";
import type { Route } from "./+types/events";
import { FeatureCards, type Feature } from "~/components/feature-cards";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/section";
import { absoluteUrl } from "~/config/env-public";
import { site, telHref } from "~/config/site";
import { eventsEn } from "~/content/en/copy";
import { getEvents } from "~/content/site-content.server";
import { seo } from "~/lib/seo";
import { breadcrumbs, localBusiness, webPage } from "~/lib/structured-data";
import { EventCard, type EventCardWords } from "../events/event-card";

const PATH = "/en/events";
const TITLE = "Events in Nantes – Premium Chauffeur Service | VTC Premium Nantes";

/** The French events (dates, places, pictures), each with its English copy; an event without one fails the build. */
const EN_WORDS: EventCardWords = {
  when: "When",
  duration: "How long",
  where: "Where",
  book: "Book for this event",
  bookHref: "/en#contact",
  bookSeparator: ": ",
};

export function loader() {
  return {
    events: getEvents().map((event) => {
      const copy = eventsEn[event.id];
      if (!copy) throw new Error(`src/content/en/copy.ts: no English copy for event ${event.id} (${event.name})`);
      // The French category picks the badge's and the fallback's colour; the English one is shown.
      return {
        ...copy,
        id: event.id,
        image: event.image,
        category: event.category,
        categoryLabel: copy.category,
        location: event.location,
        venue: event.venue.name,
      };
    }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: TITLE,
    description:
      "Hellfest, FC Nantes, La Folle Journée, Le Voyage à Nantes: your private chauffeur drops you as close as possible and takes you home at the time you choose.",
    path: PATH,
    jsonLd: [
      localBusiness({
        path: PATH,
        locale: "en",
        services: ["Festival transport", "Match-day transport", "Concert and show transport"],
      }),
      webPage({ path: PATH, name: TITLE, locale: "en" }),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Events we serve",
        url: absoluteUrl(PATH),
        itemListElement: (data?.events ?? []).map((e, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: `${e.name} (${e.location})`,
        })),
      },
      breadcrumbs([
        { name: "Home", path: "/en" },
        { name: "Events", path: PATH },
      ]),
    ],
  });
}

const benefits: Feature[] = [
  {
    icon: CalendarRange,
    title: "Book early",
    text: "For major events, book 2 to 3 weeks ahead: on festival nights, every car counts.",
  },
  {
    icon: Clock,
    title: "Around the clock",
    text: "Home after the encore or the final whistle, even in the middle of the night: we wait for you.",
  },
  {
    icon: Users,
    title: "Skip the crowds",
    text: "Drop-off and pickup at the nearest authorised points, with no parking to find and no packed shuttle.",
  },
  {
    icon: Sparkles,
    title: "Premium service",
    text: "Tesla Model S or Mercedes E-Class, chilled water on board and a smartly dressed chauffeur for a flawless evening.",
  },
];

export default function EventsEn({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        image="events-hero"
        eyebrow="Events in Nantes and Loire-Atlantique"
        title="Enjoy the event, we handle the journey"
        lead={
          <p>
            Festivals, matches, concerts and fairs: arrive relaxed and leave when you decide, without worrying about
            parking or the last tram.
          </p>
        }
      >
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <a href="#events" className="btn-gold">
            <CalendarDays aria-hidden="true" className="h-5 w-5" /> See the events
          </a>
          <a href="/en#contact" className="btn-ghost-light">
            Book a ride
          </a>
        </div>
      </PageHero>

      <Section>
        <FeatureCards features={benefits} />
      </Section>

      <Section id="events" tone="sand">
        <SectionHeading
          eyebrow="What’s on"
          title="The events we serve"
          lead={<p>Six highlights of the region, and any other on request.</p>}
        />
        <ul className="mt-12 grid gap-7 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.events.map((event) => (
            <EventCard
              key={event.id}
              event={{ ...event, place: `${event.location} · ${event.venue}` }}
              words={EN_WORDS}
            />
          ))}
        </ul>
      </Section>

      <Section tone="dark">
        <div className="mx-auto max-w-3xl text-center">
          <h2 className="text-3xl text-white sm:text-4xl">An event coming up?</h2>
          <p className="mt-4 text-lg text-mist">
            Tell us the date and the place: free quote within 2 hours, return journey included.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a href="/en#contact" className="btn-gold">
              Request a quote
            </a>
            <a href={telHref} className="btn-ghost-light">
              <Phone aria-hidden="true" className="h-5 w-5" /> Call {site.phone.display}
            </a>
          </div>
        </div>
      </Section>
    </>
  );
}
