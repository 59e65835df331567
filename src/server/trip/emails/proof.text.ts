import { phoneDisplay } from "../../../config/site.js";
import { catalogue } from "../../../lib/i18n.js";

const NBSP = "\u00a0";

/** The booking proof (./proof.ts), in the customer's language; the business's copy reads the French. */
export const proofText = catalogue({
  fr: {
    /** The customer's notes: his own in his proof, the customer's in the business's copy. */
    notes: (forCustomer: boolean) => (forCustomer ? "Vos précisions" : "Précisions du client"),
    price: "Prix",
    included: "Compris",
    booking: "Réservation",
    reference: "Référence",
    customer: "Client",
    customerPhone: "Téléphone du client",
    requestedOn: "Réservation demandée le",
    acceptedOn: "Prix accepté le",
    confirmedOn: "Réservation confirmée le",
    operator: "Exploitant VTC",
    conditions: "Conditions",
    cancelling: "Annuler cette course",
    /** The calendar event's description. */
    calendar: {
      pickup: "Prise en charge",
      destination: "Destination",
      customer: "Client",
      price: "Prix TTC",
      operator: "Exploitant",
      register: "registre VTC",
    },
    title: (reference: string, changed: boolean) => `Bon de réservation ${reference}${changed ? " (modifié)" : ""}`,
    changed: (firstName: string, byOperator: boolean) =>
      `Bonjour ${firstName}, ${byOperator ? "nous avons corrigé votre réservation, à un prix inchangé ou inférieur" : "la modification que vous avez demandée est confirmée"}. Ce bon de réservation remplace le précédent, et son fichier calendrier met à jour l’événement que vous avez peut-être ajouté.`,
    confirmed: (firstName: string) => `Bonjour ${firstName}, votre réservation est confirmée.`,
    manage: `Pour annuler ou modifier votre course, utilisez «${NBSP}Gérer ma réservation${NBSP}»${NBSP}: la page indique les conditions qui s’appliquent.`,
    keep: (opening: string) =>
      `${opening} Ce bon de réservation atteste votre commande préalable, que votre chauffeur peut avoir à présenter lors d’un contrôle${NBSP}: conservez-le jusqu’à la fin de la course.`,
    manageButton: "Gérer ma réservation",
    footer: `Une question, un changement${NBSP}? Répondez à cet e-mail ou appelez le ${phoneDisplay("fr")}.`,
  },
  en: {
    notes: () => "Your notes",
    price: "Price",
    included: "Included",
    booking: "Booking",
    reference: "Reference",
    customer: "Customer",
    customerPhone: "Customer’s phone",
    requestedOn: "Booking requested on",
    acceptedOn: "Price accepted on",
    confirmedOn: "Booking confirmed on",
    operator: "Your VTC operator",
    conditions: "Conditions",
    cancelling: "Cancelling this trip",
    calendar: {
      pickup: "Pickup",
      destination: "Destination",
      customer: "Customer",
      price: "Price incl. VAT",
      operator: "Operator",
      register: "VTC register",
    },
    title: (reference: string, changed: boolean) => `Booking confirmation ${reference}${changed ? " (changed)" : ""}`,
    changed: (firstName: string, byOperator: boolean) =>
      `Hello ${firstName}, ${byOperator ? "we have corrected your booking, at an unchanged or lower price" : "the change you asked for is confirmed"}. This booking confirmation replaces the previous one, and its calendar file updates the event you may have added.`,
    confirmed: (firstName: string) => `Hello ${firstName}, your booking is confirmed.`,
    manage: "To cancel or change your trip, use “Manage my booking”: the page states the terms that apply.",
    keep: (opening: string) =>
      `${opening} This booking confirmation proves your booking in advance, which your chauffeur may have to show during a roadside check: please keep it until the end of the trip.`,
    manageButton: "Manage my booking",
    footer: `A question, a change? Reply to this e-mail or call ${phoneDisplay("en")}.`,
  },
});
