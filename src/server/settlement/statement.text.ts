import { formatEuros } from "../../lib/fares.js";
import { catalogue } from "../../lib/i18n.js";
import { paymentLinkText } from "../payment/link.text.js";

const NBSP = "\u00a0";

/**
 * What a trip's documents are called and how a ride's total is said (./statement.ts, ./documents.ts), in each
 * language: the customer's e-mail is in his, the documents themselves and the business's copy in French. Amounts
 * in cents.
 */
export const statementText = catalogue({
  fr: {
    /** « Course du 03/12/2026 à 08:00 », as its payment link names it. */
    course: paymentLinkText.fr.trip,
    fee: { "no-show": "Frais d’absence", late: "Frais d’annulation tardive" },
    /** « Frais d’absence, course du 03/12/2026 à 08:00 ». */
    feeLabel: (fee: string, course: string) => `${fee}, ${course.toLowerCase()}`,
    /** « Attente au-delà des 15 min offertes : 32 min, soit 3 quarts d’heure commencés à 15,00 € (CGV, art. 8) ». */
    waiting: (offered: number, minutes: number, quarters: number, rate: number) =>
      `Attente au-delà des ${offered}${NBSP}min offertes${NBSP}: ${minutes}${NBSP}min, soit ${quarters}${NBSP}quart${quarters > 1 ? "s" : ""} d’heure commencé${quarters > 1 ? "s" : ""} à ${formatEuros(rate / 100)} (conditions générales de vente, art.${NBSP}8)`,
    extra: "Prestation supplémentaire convenue en cours de route",
    /** A part of a ride's total: « Prix convenu : 84 € ». */
    agreed: "Prix convenu",
    part: (label: string, cents: number) => `${label}${NBSP}: ${formatEuros(cents / 100)}`,
    total: "Total",
    /** How what a document states was settled. */
    status: {
      inCar: "à régler à bord, auprès du chauffeur",
      paid: (day: string) => `réglée le ${day}`,
      due: "à régler",
    },
    creditNote: {
      label: (number: string, invoice: string) =>
        `Facture d’avoir n°${NBSP}${number}, rectifiant la facture n°${NBSP}${invoice}`,
      status: (day: string) => `remboursé le ${day}`,
    },
  },
  en: {
    course: paymentLinkText.en.trip,
    fee: { "no-show": "No-show fee", late: "Late cancellation fee" },
    feeLabel: (fee: string, course: string) => `${fee}, ${course.toLowerCase()}`,
    waiting: (offered: number, minutes: number, quarters: number, rate: number) =>
      `Waiting past the ${offered}${NBSP}minutes included: ${minutes}${NBSP}min, i.e. ${quarters} quarter hour${quarters > 1 ? "s" : ""} started at ${formatEuros(rate / 100, "en")} (terms of sale, art.${NBSP}8)`,
    extra: "An extra agreed on the way",
    agreed: "Price agreed",
    part: (label: string, cents: number) => `${label}: ${formatEuros(cents / 100, "en")}`,
    total: "Total",
    status: {
      inCar: "to be paid in the car",
      paid: (day: string) => `paid on ${day}`,
      due: "to be paid",
    },
    creditNote: {
      label: (number: string, invoice: string) => `Credit note no. ${number}, correcting invoice no. ${invoice}`,
      status: (day: string) => `refunded on ${day}`,
    },
  },
});
