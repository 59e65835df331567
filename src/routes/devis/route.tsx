import type { Route } from "./+types/route";
import { subpageMeta } from "~/components/pages/page-meta";
import { QuotePage, type QuoteCopy } from "~/components/pages/quote-page";
import { atLeast, figures } from "~/content/figures";
import { getTestimonials } from "~/content/site-content.server";

export function loader() {
  const { reviews, notice } = getTestimonials("devis");
  return { testimonials: reviews.slice(0, 3), notice };
}

export function meta() {
  return subpageMeta({
    title: "Votre Devis Gratuit en 2h | VTC Premium Nantes",
    description:
      "Demandez votre devis de chauffeur privé à Nantes : réponse gratuite sous 2 heures, un prix péages et carburant compris, ferme seulement si vous l’acceptez.",
    path: "/demande-devis",
    noindex: true,
    crumb: "Devis gratuit",
  });
}

const copy: QuoteCopy = {
  hero: {
    eyebrow: "Devis gratuit, sans engagement",
    title: "Votre Devis Gratuit en 2h",
    lead: (
      <p>
        Quelques informations sur votre trajet suffisent : nous revenons vers vous avec un prix en moins de deux heures,
        qui ne devient ferme que si vous l’acceptez.
      </p>
    ),
  },
  formId: "formulaire",
  benefits: [
    { title: "Réponse sous 2 heures", text: "Un prix précis pour votre trajet, de jour comme de nuit." },
    {
      title: "Prix complet, ferme une fois accepté",
      text: "Carburant, péages et stationnement compris : aucune surprise à l’arrivée.",
    },
    { title: "Sans engagement", text: "Le devis est gratuit ; vous ne réservez qu’après l’avoir accepté." },
    { title: "Disponibles 24 h/24", text: "Départs à l’aube, retours tardifs, week-ends et jours fériés." },
  ],
  trust: {
    eyebrow: "Ils nous font confiance",
    title: `Plus de ${atLeast(figures.clients)} clients satisfaits`,
    backToForm: "Retour au formulaire",
  },
};

export default function DevisRoute({ loaderData }: Route.ComponentProps) {
  return <QuotePage copy={copy} locale="fr" testimonials={loaderData.testimonials} notice={loaderData.notice} />;
}
