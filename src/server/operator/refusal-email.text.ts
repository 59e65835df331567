import { site } from "../../config/site.js";
import { formatEuros } from "../../lib/fares.js";
import { catalogue } from "../../lib/i18n.js";

const NBSP = "\u00a0";

/** No chauffeur free for a request (./refusal-email.ts): a courteous answer, in the customer's language. */
export const refusalEmailText = catalogue({
  fr: {
    title: "Aucun chauffeur disponible pour votre demande",
    /** What he paid online at his act (cents), given back. */
    refunded: (cents: number) =>
      ` Les ${formatEuros(cents / 100)} réglés en ligne vous sont remboursés en totalité, sur la carte utilisée (comptez quelques jours).`,
    text: (firstName: string, day: string, time: string, reference: string, refund: string, phone: string) =>
      `Bonjour ${firstName}, merci d’avoir pensé à nous. Nous sommes sincèrement désolés${NBSP}: aucun de nos chauffeurs n’est disponible le ${day} à ${time} pour votre demande ${reference}. Elle n’est donc pas retenue et rien ne vous sera facturé.${refund} Si votre horaire peut bouger, appelez-nous au ${phone}${NBSP}: nous chercherons volontiers une solution avec vous.`,
    request: "Votre demande",
    reference: "Référence",
    dateAndTime: "Date et heure",
    when: (day: string, time: string) => `${day} à ${time}`,
    from: "Départ",
    to: "Arrivée",
    /** The footer; the French one names no page of the terms. */
    footer: (phone: string, _termsUrl: string) => `${site.brand} – ${phone} – ${site.email.contact}`,
    subject: (reference: string) => `Votre demande ${reference} – ${site.brand}`,
  },
  en: {
    title: "No chauffeur available for your request",
    refunded: (cents: number) =>
      ` The ${formatEuros(cents / 100, "en")} you paid online is refunded in full, to the card you paid with (allow a few days).`,
    text: (firstName: string, day: string, time: string, reference: string, refund: string, phone: string) =>
      `Hello ${firstName}, thank you for thinking of us. We are very sorry: none of our chauffeurs is available on ${day} at ${time} for your request ${reference}. It is therefore not booked, and nothing will be charged.${refund} If your time can change, please call us on ${phone}: we will gladly look for another solution with you.`,
    request: "Your request",
    reference: "Reference",
    dateAndTime: "Date and time",
    when: (day: string, time: string) => `${day} at ${time}`,
    from: "From",
    to: "To",
    footer: (phone: string, termsUrl: string) => `${site.brand} – ${phone} – ${site.email.contact} – ${termsUrl}`,
    subject: (reference: string) => `Your request ${reference} – ${site.brand}`,
  },
});
