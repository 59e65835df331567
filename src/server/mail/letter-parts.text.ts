import { formatEuros } from "../../lib/fares.js";
import { catalogue } from "../../lib/i18n.js";

const NBSP = "\u00a0";

/**
 * What several of our letters state the same way, in the letter's language (./rows.ts, ./layout.ts): a price, the
 * conditions, the operator's identity, the trip. The business's copies use the French.
 */
export const letterPartsText = catalogue({
  fr: {
    /** After a label in the plain-text body: French puts a no-break space before the colon. */
    colon: `${NBSP}:`,
    /** « 42 € TTC ». */
    euros: (amount: number) => `${formatEuros(amount)} TTC`,
    vehicles: "Véhicules",
    waiting: "Attente",
    cancellation: "Annulation",
    termsOfSale: "Conditions générales de vente",
    fares: "Nos tarifs",
    operator: "Exploitant",
    /** The operator's legal form, after his name: an entrepreneur individuel. */
    legalForm: "EI",
    address: "Adresse",
    phone: "Téléphone",
    vtcRegister: "N° d’inscription au registre VTC",
    /** The trip's rows; a booking proof names the pickup in full, as the arrêté of 6 August 2025 does. */
    trip: {
      heading: "Votre course",
      date: "Date",
      time: "Heure",
      from: "Départ",
      to: "Arrivée",
      passengers: "Passagers",
      flight: "Vol ou train",
    },
    proofTrip: {
      date: "Date de prise en charge",
      time: "Heure de prise en charge",
      from: "Lieu de prise en charge",
      to: "Destination",
    },
  },
  en: {
    colon: ":",
    euros: (amount: number) => `${formatEuros(amount, "en")} incl. VAT`,
    vehicles: "Vehicles",
    waiting: "Waiting",
    cancellation: "Cancellation",
    termsOfSale: "Terms of sale",
    fares: "Our fares",
    operator: "Operator",
    legalForm: "EI, sole proprietorship",
    address: "Address",
    phone: "Phone",
    vtcRegister: "VTC register number",
    trip: {
      heading: "Your trip",
      date: "Pickup date",
      time: "Pickup time",
      from: "Pickup place",
      to: "Destination",
      passengers: "Passengers",
      flight: "Flight or train",
    },
    proofTrip: {
      date: "Pickup date",
      time: "Pickup time",
      from: "Pickup place",
      to: "Destination",
    },
  },
});
