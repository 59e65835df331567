import { catalogue } from "~/lib/i18n";
import { termsOfSaleText } from "~/lib/terms-of-sale.text";

/** « Gérer ma réservation » (/ma-reservation, /en/my-booking) around its panel: the hero and the notes beside it; the panel's own texts ship with its island. */
export const managePageText = catalogue({
  fr: {
    eyebrow: "Votre réservation",
    title: "Gérer ma réservation",
    lead: "Votre course telle qu’elle est réservée. Vous pouvez l’annuler, aux conditions du moment, ou nous demander d’en changer la date, l’heure ou les adresses.",
    termsTitle: "Nos conditions",
    terms: [
      termsOfSaleText.fr.cancellationFees,
      `Une modification peut être demandée ${termsOfSaleText.fr.changeUntil}. Votre réservation tient telle quelle jusqu’à notre réponse.`,
    ],
    termsLink: "Conditions générales de vente",
    safe: "Ce lien ne montre que cette réservation et ne vaut que jusqu’à quelques semaines après la course. Il vous a été envoyé à vous seul\u00a0: ne le transférez pas.",
    noScript: "Cette page a besoin de JavaScript pour lire la réservation contenue dans le lien.",
  },
  en: {
    eyebrow: "Your booking",
    title: "Manage my booking",
    lead: "Your trip as it is booked. You can cancel it, on the terms that apply at that moment, or ask us to change its date, time or addresses.",
    termsTitle: "Our terms",
    terms: [
      termsOfSaleText.en.cancellationFees,
      `A change can be asked for ${termsOfSaleText.en.changeUntil}. Your booking stands as it is until we answer.`,
    ],
    termsLink: "Terms of sale",
    safe: "This link shows only this booking and works until a few weeks after the trip. It was sent to you alone: please do not forward it.",
    noScript: "This page needs JavaScript to read the booking in its link.",
  },
});
