import type { Route } from "./+types/events";
import { callLink } from "~/components/link-pair";
import { EventsPage, type EventsCopy, eventList } from "~/components/pages/events-page";
import { subpageMeta } from "~/components/pages/page-meta";
import { eventsEn } from "~/content/en/copy";
import { phoneDisplay } from "~/config/site";
import { getEvents } from "~/content/site-content.server";

const PATH = "/en/events";

/** The French events (dates, places, pictures), each with its English copy; an event without one fails the build. */
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
  return subpageMeta({
    title: "Events in Nantes – Premium Chauffeur Service | VTC Premium Nantes",
    description:
      "Hellfest, FC Nantes, La Folle Journée, Le Voyage à Nantes: your private chauffeur drops you as close as possible and takes you home at the time you choose.",
    path: PATH,
    crumb: "Events",
    business: { services: ["Festival transport", "Match-day transport", "Concert and show transport"] },
    jsonLd: [eventList({ name: "Events we serve", path: PATH, events: data?.events ?? [] })],
  });
}

const copy: EventsCopy = {
  hero: {
    eyebrow: "Events in Nantes and Loire-Atlantique",
    title: "Enjoy the event, we handle the journey",
    lead: (
      <p>
        Festivals, matches, concerts and fairs: arrive relaxed and leave when you decide, without worrying about parking
        or the last tram.
      </p>
    ),
    seeEvents: "See the events",
    book: { href: "/en#contact", label: "Book a ride" },
  },
  features: [
    {
      title: "Book early",
      text: "For major events, book 2 to 3 weeks ahead: on festival nights, every car counts.",
    },
    {
      title: "Around the clock",
      text: "Home after the encore or the final whistle, even in the middle of the night: we wait for you.",
    },
    {
      title: "Skip the crowds",
      text: "Drop-off and pickup at the nearest authorised points, with no parking to find and no packed shuttle.",
    },
    {
      title: "Premium service",
      text: "Tesla Model S or Mercedes E-Class, chilled water on board and a smartly dressed chauffeur for a flawless evening.",
    },
  ],
  agenda: {
    id: "events",
    eyebrow: "What’s on",
    title: "The events we serve",
    lead: <p>Six highlights of the region, and any other on request.</p>,
  },
  card: {
    when: "When",
    duration: "How long",
    where: "Where",
    book: "Book for this event",
    bookHref: "/en#contact",
    bookSeparator: ": ",
  },
  closing: {
    title: "An event coming up?",
    text: "Tell us the date and the place: free quote within 2 hours, return journey included.",
    primary: { href: "/en#contact", label: "Request a quote" },
    secondary: callLink(`Call ${phoneDisplay("en")}`),
  },
};

export default function EventsEn({ loaderData }: Route.ComponentProps) {
  const events = loaderData.events.map((event) => ({ ...event, place: `${event.location} · ${event.venue}` }));
  return <EventsPage copy={copy} events={events} />;
}
