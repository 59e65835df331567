import { phoneDisplay, site } from "../../../config/site.js";
import { formatEuros } from "../../../lib/fares.js";
import { catalogue } from "../../../lib/i18n.js";

const NBSP = "\u00a0";

/** A change the customer asks for (./change.ts): what he is told, in his language; the business's copies read the French. */
export const changeText = catalogue({
  fr: {
    current: "Réservation actuelle",
    asked: "Modification demandée",
    dateAndTime: "Date et heure",
    when: (day: string, time: string) => `${day} à ${time}`,
    from: "Départ",
    to: "Arrivée",
    price: "Prix",
    euros: (price: number) => `${formatEuros(price)} TTC`,
    received: {
      title: (reference: string) => `Demande de modification de ${reference}`,
      text: (firstName: string) =>
        `Bonjour ${firstName}, nous avons bien reçu la modification que vous demandez. Votre réservation tient telle quelle jusqu’à notre réponse${NBSP}: si nous pouvons l’effectuer, vous recevrez un nouveau bon de réservation qui remplacera l’actuel${NBSP}; si elle doit coûter plus, nous vous appellerons d’abord, et vous resterez libre de garder votre réservation sans changement.`,
      footer: (reference: string) => `Urgent${NBSP}? Appelez-nous au ${phoneDisplay("fr")}. Référence ${reference}.`,
      subject: (reference: string) => `Votre demande de modification de ${reference} – ${site.brand}`,
    },
    declined: {
      title: (reference: string) => `Votre réservation ${reference} est maintenue`,
      text: (firstName: string) =>
        `Bonjour ${firstName}, nous sommes désolés${NBSP}: nous ne pouvons pas effectuer la modification demandée. Votre réservation est maintenue telle qu’elle était, et votre bon de réservation reste valable. Pour chercher ensemble une autre solution, appelez-nous au ${phoneDisplay("fr")}.`,
      footer: `${site.brand} – ${phoneDisplay("fr")} – ${site.email.contact}`,
      subject: (reference: string) => `Votre réservation ${reference} est maintenue – ${site.brand}`,
    },
  },
  en: {
    current: "Your booking as it stands",
    asked: "The change you asked for",
    dateAndTime: "Date and time",
    when: (day: string, time: string) => `${day} at ${time}`,
    from: "From",
    to: "To",
    price: "Price",
    euros: (price: number) => `${formatEuros(price, "en")} incl. VAT`,
    received: {
      title: (reference: string) => `Change requested for ${reference}`,
      text: (firstName: string) =>
        `Hello ${firstName}, we have received the change you asked for. Your booking stands as it is until we answer: if we can make the change, you will receive a new booking confirmation that replaces the current one; if it must cost more, we will call you first, and you remain free to keep your booking unchanged.`,
      footer: (reference: string) => `Urgent? Call us on ${phoneDisplay("en")}. Reference ${reference}.`,
      subject: (reference: string) => `Your change request for ${reference} – ${site.brand}`,
    },
    declined: {
      title: (reference: string) => `Your booking ${reference} stands unchanged`,
      text: (firstName: string) =>
        `Hello ${firstName}, we are sorry: we cannot make the change you asked for. Your booking stands exactly as it was, and your booking confirmation remains valid. To look for another solution together, please call us on ${phoneDisplay("en")}.`,
      footer: `${site.brand} – ${phoneDisplay("en")} – ${site.email.contact}`,
      subject: (reference: string) => `Your booking ${reference} stands unchanged – ${site.brand}`,
    },
  },
});
