import { CalendarDays, CalendarRange, Clock, Phone, Sparkles, Users } from "lucide-react";
import type { Route } from "./+types/route";
import { FeatureCards, type Feature } from "~/components/feature-cards";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/section";
import { absoluteUrl } from "~/config/env-public";
import { site, telHref } from "~/config/site";
import { getEvents } from "~/content/site-content.server";
import { seo } from "~/lib/seo";
import { breadcrumbs, localBusiness } from "~/lib/structured-data";
import { EventCard, type EventCardWords } from "./event-card";

const FR_WORDS: EventCardWords = {
  when: "Quand",
  duration: "Durée",
  where: "Lieu",
  book: "Réserver pour cet événement",
  bookHref: "/#contact",
  bookSeparator: "\u00a0: ",
};

export function loader() {
  return { events: getEvents() };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Événements Nantes - Transport VTC Premium",
    description:
      "Hellfest, FC Nantes, Folle Journée, Voyage à Nantes : votre chauffeur privé vous dépose au plus près et vous ramène à l’heure choisie.",
    path: "/events",
    image: "og-default",
    jsonLd: [
      localBusiness({
        path: "/events",
        services: ["Transport pour festivals", "Transport pour matchs", "Transport pour concerts et spectacles"],
      }),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Événements desservis",
        url: absoluteUrl("/events"),
        itemListElement: (data?.events ?? []).map((e, i) => ({
          "@type": "ListItem",
          position: i + 1,
          name: `${e.name} (${e.location})`,
        })),
      },
      breadcrumbs([
        { name: "Accueil", path: "/" },
        { name: "Événements", path: "/events" },
      ]),
    ],
  });
}

const benefits: Feature[] = [
  {
    icon: CalendarRange,
    title: "Réservez tôt",
    text: "Pour les grands événements, réservez 2 à 3 semaines à l’avance : les soirs de festival, chaque véhicule compte.",
  },
  {
    icon: Clock,
    title: "Service 24 h/24",
    text: "Retour après le rappel ou le dernier but, même au milieu de la nuit : nous vous attendons.",
  },
  {
    icon: Users,
    title: "Évitez la foule",
    text: "Dépose et reprise aux points autorisés les plus proches, sans parking à chercher ni navette bondée.",
  },
  {
    icon: Sparkles,
    title: "Service premium",
    text: "Tesla Model S ou Mercedes Classe E, eau fraîche à bord et chauffeur en tenue pour une soirée sans fausse note.",
  },
];

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        image="events-hero"
        eyebrow="Événements à Nantes et en Loire-Atlantique"
        title="Vivez l’événement, nous gérons le trajet"
        lead={
          <p>
            Festivals, matchs, concerts et salons : arrivez détendu, repartez quand vous le décidez, sans vous soucier
            du stationnement ni du dernier tram.
          </p>
        }
      >
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <a href="#evenements" className="btn-gold">
            <CalendarDays aria-hidden="true" className="h-5 w-5" /> Voir les événements
          </a>
          <a href="/#contact" className="btn-ghost-light">
            Réserver un trajet
          </a>
        </div>
      </PageHero>

      <Section>
        <FeatureCards features={benefits} />
      </Section>

      <Section id="evenements" tone="sand">
        <SectionHeading
          eyebrow="Agenda"
          title="Les rendez-vous que nous desservons"
          lead={<p>Six temps forts de la région, et tous les autres sur simple demande.</p>}
        />
        <ul className="mt-12 grid gap-7 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.events.map((event) => (
            <EventCard
              key={event.id}
              event={{
                ...event,
                categoryLabel: event.category,
                when: event.date,
                place: `${event.location} · ${event.venue.name}`,
              }}
              words={FR_WORDS}
            />
          ))}
        </ul>
      </Section>

      <Section tone="dark">
        <div className="mx-auto max-w-3xl text-center">
          <h2 className="text-3xl text-white sm:text-4xl">Un événement en vue ?</h2>
          <p className="mt-4 text-lg text-mist">
            Dites-nous la date et le lieu : devis gratuit sous 2 heures, aller et retour compris.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a href="/#contact" className="btn-gold">
              Demander un devis
            </a>
            <a href={telHref} className="btn-ghost-light">
              <Phone aria-hidden="true" className="h-5 w-5" /> Appeler le {site.phone.display}
            </a>
          </div>
        </div>
      </Section>
    </>
  );
}
