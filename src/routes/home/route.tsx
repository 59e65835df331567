import type { Route } from "./+types/route";
import { GoogleRatingText, GoogleReviewsLink } from "~/components/google-rating";
import { HomePage, type HomeCopy } from "~/components/pages/home-page";
import { homeMeta } from "~/components/pages/page-meta";
import { figures } from "~/content/figures";
import { type GoogleRating, ratingValue } from "~/content/google-rating";
import { getGoogleRating } from "~/content/google-rating.server";
import { getAdvantages, getExtras, getServices, getTestimonials } from "~/content/site-content.server";
import { ExtrasSection, TestimonialsSection } from "./sections";

export function loader() {
  return {
    services: getServices(),
    advantages: getAdvantages(),
    extras: getExtras(),
    testimonials: getTestimonials("home"),
    rating: getGoogleRating(),
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
        Un tarif indicatif dès votre demande, un prix ferme dès que vous l’acceptez, une réponse sous 2 heures.
      </p>
    ),
    book: "Réserver un chauffeur",
    rating: (rating) => (
      <>
        <GoogleRatingText rating={rating} locale="fr" /> · {figures.years}&nbsp;ans d’expérience
      </>
    ),
  },
  figures: {
    label: "Chiffres clés",
    items: [
      { value: figures.clients, label: "clients satisfaits" },
      { value: figures.trips, label: "trajets réalisés" },
      { value: figures.punctuality, label: "de ponctualité" },
      { value: figures.availability, label: "disponibilité" },
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
    text: "Indiquez votre trajet : nous vous répondons sous 2 heures avec un prix tout compris (péages, carburant et stationnement), ferme dès que vous l’acceptez. Pour un départ imminent, appelez-nous directement.",
    callNow: "Réservation immédiate",
    hours: "24 h/24 et 7 j/7, jours fériés compris",
    quote: "Devis gratuit sous 2 heures",
  },
};

const proofs = (rating: GoogleRating) => [
  { value: figures.loyalty, label: "de clients fidèles" },
  {
    value: `${ratingValue(rating, "fr")}/5`,
    label: (
      <>
        sur <GoogleReviewsLink rating={rating} locale="fr" />
      </>
    ),
  },
  { value: `${figures.years}\u00a0ans`, label: "d’expérience à Nantes" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, advantages, extras, testimonials, rating } = loaderData;
  return (
    <HomePage
      copy={copy}
      locale="fr"
      rating={rating}
      services={services}
      fleet={{ ...advantages, proofs: proofs(rating) }}
    >
      <TestimonialsSection testimonials={testimonials.reviews} notice={testimonials.notice} rating={rating} />
      <ExtrasSection extras={extras} />
    </HomePage>
  );
}
