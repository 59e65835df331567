import type { Route } from "./+types/route";
import { HomePage, type HomeCopy } from "~/components/pages/home-page";
import { homeMeta } from "~/components/pages/page-meta";
import { site } from "~/config/site";
import { getAdvantages, getExtras, getServices, getTestimonials } from "~/content/site-content.server";
import { ExtrasSection, TestimonialsSection } from "./sections";

export function loader() {
  return {
    services: getServices(),
    advantages: getAdvantages(),
    extras: getExtras(),
    testimonials: getTestimonials("home"),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return homeMeta({
    title: "Chauffeur privé à Nantes, 24 h/24 | VTC Premium Nantes",
    description:
      "Chauffeur privé VTC à Nantes : transferts aéroport et gare, mariages, événements et trajets d’affaires en Tesla Model S ou Mercedes Classe E. Devis en 2 h.",
    path: "/",
    services: data?.services.map((s) => s.title),
  });
}

const copy: HomeCopy = {
  hero: {
    eyebrow: "Chauffeur privé · Nantes & Loire-Atlantique",
    title: "Votre chauffeur privé à Nantes, à toute heure",
    lead: (
      <p>
        Transferts aéroport et gare, mariages, soirées et rendez-vous d’affaires en Tesla Model S ou Mercedes Classe E.
        Un prix ferme annoncé d’avance, un devis gratuit sous 2 heures.
      </p>
    ),
    book: "Réserver un chauffeur",
    rating: (
      <>
        {site.figures.rating.value}/5 sur {site.figures.rating.count} avis · {site.figures.years} ans d’expérience
      </>
    ),
  },
  figures: {
    label: "Chiffres clés",
    items: [
      { value: site.figures.clients, label: "clients satisfaits" },
      { value: "5\u00a0000+", label: "trajets réalisés" },
      { value: site.figures.punctuality, label: "de ponctualité" },
      { value: site.figures.availability, label: "disponibilité" },
    ],
  },
  services: {
    eyebrow: "Nos services",
    title: "Un chauffeur pour chaque trajet qui compte",
    lead: (
      <p>
        De l’aéroport au domaine de votre mariage, nous organisons le trajet pour que vous n’ayez qu’à monter à bord.
      </p>
    ),
  },
  fleet: {
    id: "avantages",
    eyebrow: "Nos avantages",
    title: "Deux berlines d’exception, une exigence constante",
    lead: (
      <p>
        Des véhicules récents, contrôlés tous les 6 mois et assurés tous risques, conduits par des chauffeurs qui
        connaissent chaque route de la région.
      </p>
    ),
  },
  contact: {
    eyebrow: "Réservation",
    title: "Demandez votre chauffeur en deux minutes",
    text: "Indiquez votre trajet : nous vous répondons sous 2 heures avec un prix ferme, péages, carburant et stationnement compris. Pour un départ imminent, appelez-nous directement.",
    callNow: "Réservation immédiate",
    hours: "24 h/24 et 7 j/7, jours fériés compris",
    quote: "Devis gratuit sous 2 heures",
  },
};

const proofs = [
  { value: site.figures.loyalty, label: "de clients fidèles" },
  { value: `${site.figures.rating.value}/5`, label: `sur ${site.figures.rating.count} avis` },
  { value: `${site.figures.years} ans`, label: "d’expérience à Nantes" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, advantages, extras, testimonials } = loaderData;
  return (
    <HomePage copy={copy} locale="fr" services={services} fleet={{ ...advantages, proofs }}>
      <TestimonialsSection testimonials={testimonials} />
      <ExtrasSection extras={extras} />
    </HomePage>
  );
}
