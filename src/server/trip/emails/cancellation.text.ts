import { phoneDisplay, site } from "../../../config/site.js";
import { catalogue } from "../../../lib/i18n.js";
import { numbersText } from "../../../lib/numbers.text.js";

const NBSP = "\u00a0";

/** The cancellation of a trip (./cancellation.ts), in the customer's language. */
export const cancellationText = catalogue({
  fr: {
    /** What it costs, as the terms of sale (art. 7) put it; `window` and `amount` already written. */
    free: `Annulation gratuite${NBSP}: rien ne vous est facturé.`,
    fee: (window: string, percent: number, amount: string) =>
      `Annulation ${window}${NBSP}: ${numbersText.fr.percent(percent)} du prix est dû, soit ${amount} TTC (conditions générales de vente, art.${NBSP}7).`,
    /** What went back to his card; `feeKept`: the fee above was kept from the rest. */
    refunded: (sum: string, feeKept: boolean) =>
      `Nous vous avons remboursé ${sum} sur la somme réglée en ligne, sur la carte ou le compte utilisé${feeKept ? `${NBSP}; les frais ci-dessus sont retenus sur le reste` : ""}. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`,
    /** We cancelled: our apologies, the operator's reason when he gave one, nothing due. */
    byUs: (firstName: string, day: string, time: string, reason: string) =>
      `Bonjour ${firstName}, nous sommes sincèrement désolés${NBSP}: nous avons dû annuler votre course du ${day} à ${time}.${reason ? ` Motif${NBSP}: ${reason}` : ""} Rien ne vous est dû, et toute somme déjà versée vous est intégralement remboursée (conditions générales de vente, art.${NBSP}7). Appelez-nous au ${phoneDisplay("fr")} si nous pouvons vous aider à trouver une autre solution.`,
    asked: (firstName: string, at: string, day: string, time: string, fee: string) =>
      `Bonjour ${firstName}, comme vous l’avez demandé le ${at}, votre course du ${day} à ${time} est annulée. ${fee}`,
    title: (reference: string) => `Réservation ${reference} annulée`,
    calendar:
      "Le fichier calendrier joint retire la course de votre agenda. Au plaisir de vous conduire une autre fois.",
    question: `Une question${NBSP}? Répondez à cet e-mail ou appelez le ${phoneDisplay("fr")}.`,
    terms: (url: string) => `Conditions générales de vente${NBSP}: ${url}`,
    subject: (reference: string) => `Réservation ${reference} annulée – ${site.brand}`,
  },
  en: {
    free: "Free cancellation: nothing is charged.",
    fee: (window: string, percent: number, amount: string) =>
      `Cancelled ${window}: ${numbersText.en.percent(percent)} of the price is due, ${amount} including VAT (terms of sale, art. 7).`,
    refunded: (sum: string, feeKept: boolean) =>
      `We have refunded ${sum} of what you paid online to the card or account you paid with${feeKept ? "; the fee above is kept from the rest" : ""}. Your bank usually shows it within 5 to 10 days.`,
    byUs: (firstName: string, day: string, time: string, reason: string) =>
      `Hello ${firstName}, we are very sorry: we have had to cancel your trip of ${day} at ${time}.${reason ? ` Reason: ${reason}` : ""} You owe nothing, and anything you have already paid is refunded in full (terms of sale, art. 7). Please call us on ${phoneDisplay("en")} if we can help you find another solution.`,
    asked: (firstName: string, at: string, day: string, time: string, fee: string) =>
      `Hello ${firstName}, as you asked on ${at}, your trip of ${day} at ${time} is cancelled. ${fee}`,
    title: (reference: string) => `Booking ${reference} cancelled`,
    calendar: "The attached calendar file removes the trip from your calendar. We hope to drive you another time.",
    question: `A question? Reply to this e-mail or call ${phoneDisplay("en")}.`,
    terms: (url: string) => `Terms of sale: ${url}`,
    subject: (reference: string) => `Booking ${reference} cancelled – ${site.brand}`,
  },
});
