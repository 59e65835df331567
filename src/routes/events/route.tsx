import type { Route } from "./+types/route";
import { callLink } from "~/components/link-pair";
import { EventsPage, type EventsCopy, eventList } from "~/components/pages/events-page";
import { subpageMeta } from "~/components/pages/page-meta";
import { site } from "~/config/site";
import { getEvents } from "~/content/site-content.server";

export function loader() {
  return { events: getEvents() };
}

export function meta({ data }: Route.MetaArgs) {
  return subpageMeta({
    title: "Événements Nantes - Transport VTC Premium",
    description:
      "Hellfest, FC Nantes, Folle Journée, Voyage à Nantes : votre chauffeur privé vous dépose au plus près et vous ramène à l’heure choisie.",
    path: "/events",
    image: "og-default",
    crumb: "Événements",
    business: {
      services: ["Transport pour festivals", "Transport pour matchs", "Transport pour concerts et spectacles"],
    },
    jsonLd: [eventList({ name: "Événements desservis", path: "/events", events: data?.events ?? [] })],
  });
}

const copy: EventsCopy = {
  hero: {
    eyebrow: "Événements à Nantes et en Loire-Atlantique",
    title: "Vivez l’événement, nous gérons le trajet",
    lead: (
      <p>
        Festivals, matchs, concerts et salons : arrivez détendu, repartez quand vous le décidez, sans vous soucier du
        stationnement ni du dernier tram.
      </p>
    ),
    seeEvents: "Voir les événements",
    book: { href: "/#contact", label: "Réserver un trajet" },
  },
  features: [
    {
      title: "Réservez tôt",
      text: "Pour les grands événements, réservez 2 à 3 semaines à l’avance : les soirs de festival, chaque véhicule compte.",
    },
    {
      title: "Service 24 h/24",
      text: "Retour après le rappel ou le dernier but, même au milieu de la nuit : nous vous attendons.",
    },
    {
      title: "Évitez la foule",
      text: "Dépose et reprise aux points autorisés les plus proches, sans parking à chercher ni navette bondée.",
    },
    {
      title: "Service premium",
      text: "Tesla Model S ou Mercedes Classe E, eau fraîche à bord et chauffeur en tenue pour une soirée sans fausse note.",
    },
  ],
  agenda: {
    id: "evenements",
    eyebrow: "Agenda",
    title: "Les rendez-vous que nous desservons",
    lead: <p>Six temps forts de la région, et tous les autres sur simple demande.</p>,
  },
  card: {
    when: "Quand",
    duration: "Durée",
    where: "Lieu",
    book: "Réserver pour cet événement",
    bookHref: "/#contact",
    bookSeparator: "\u00a0: ",
  },
  closing: {
    title: "Un événement en vue ?",
    text: "Dites-nous la date et le lieu : devis gratuit sous 2 heures, aller et retour compris.",
    primary: { href: "/#contact", label: "Demander un devis" },
    secondary: callLink(`Appeler le ${site.phone.display}`),
  },
};

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  const events = loaderData.events.map((event) => ({
    ...event,
    categoryLabel: event.category,
    when: event.date,
    place: `${event.location} · ${event.venue.name}`,
  }));
  return <EventsPage copy={copy} events={events} />;
}
