import { INVOICE_TERMS } from "../config/payment.js";
import { CANCELLATION, CHANGE_UNTIL_HOURS, COMPLAINT_WITHIN_HOURS } from "../config/terms.js";

/**
 * The terms of sale's rules (src/config/terms.ts) said one way in both languages: the e-mails, the customer's
 * pages, /tarifs, the English pages, and the terms and articles through their MDX props (`props.terms`) all
 * print these texts, never figures of their own; content/FACTS.md points here. The waiting terms come from the
 * fare grid (`waitingText` in src/lib/fares.ts).
 */
const NBSP = "\u00a0";
type Locale = "fr" | "en";

/** « 24 h » (« 24 heures » in running French text), "24 hours". */
export function hoursText(hours: number, locale: Locale, long = false): string {
  if (locale === "en") return `${hours}${NBSP}hour${hours === 1 ? "" : "s"}`;
  return `${hours}${NBSP}${long ? `heure${hours === 1 ? "" : "s"}` : "h"}`;
}

/** « 50 % », "50%". */
export function percentText(percent: number, locale: Locale): string {
  return locale === "en" ? `${percent}%` : `${percent}${NBSP}%`;
}

const c = CANCELLATION;

/** Each figure a text may state, in its language: what MDX texts get as `props.terms`. */
export const termsFigures = {
  fr: {
    freeBefore: hoursText(c.freeBeforeHours, "fr"),
    lateBefore: hoursText(c.lateBeforeHours, "fr"),
    latePercent: percentText(c.latePercent, "fr"),
    lastPercent: percentText(c.lastPercent, "fr"),
    changeUntil: hoursText(CHANGE_UNTIL_HOURS, "fr"),
    complaintWithin: hoursText(COMPLAINT_WITHIN_HOURS, "fr"),
    graceMinutes: `${c.graceMinutes}${NBSP}minutes`,
  },
  en: {
    freeBefore: hoursText(c.freeBeforeHours, "en"),
    lateBefore: hoursText(c.lateBeforeHours, "en"),
    latePercent: percentText(c.latePercent, "en"),
    lastPercent: percentText(c.lastPercent, "en"),
    changeUntil: hoursText(CHANGE_UNTIL_HOURS, "en"),
    complaintWithin: hoursText(COMPLAINT_WITHIN_HOURS, "en"),
    graceMinutes: `${c.graceMinutes}${NBSP}minutes`,
  },
} as const;

const fr = termsFigures.fr;
const en = termsFigures.en;

/** The cancellation fees by deadline, in one sentence. */
export const cancellationFeesText = {
  fr: `Annulation gratuite plus de ${fr.freeBefore} avant la prise en charge${NBSP}; entre ${fr.freeBefore} et ${fr.lateBefore} avant${NBSP}: ${fr.latePercent} du prix${NBSP}; moins de ${fr.lateBefore} avant ou absence${NBSP}: ${fr.lastPercent} du prix.`,
  en: `Free cancellation more than ${en.freeBefore} before pickup; between ${c.freeBeforeHours} and ${en.lateBefore} before: ${en.latePercent} of the price; less than ${en.lateBefore} before, or no-show: ${en.lastPercent} of the price.`,
} as const;

/** Until when a change can be asked for, after « possible » or « demandée »: "jusqu’à 2 h avant la prise en charge". */
export const changeUntilText = {
  fr: `jusqu’à ${fr.changeUntil} avant la prise en charge`,
  en: `up to ${en.changeUntil} before pickup`,
} as const;

/** The fees and the change deadline: the « Conditions » row of the documents. */
export const cancellationText = {
  fr: `${cancellationFeesText.fr} Modification possible ${changeUntilText.fr}.`,
  en: `${cancellationFeesText.en} Changes possible ${changeUntilText.en}.`,
} as const;

/** The free cancellation alone, for a page that only reassures: "Free cancellation up to 24 hours before pickup". */
export const freeCancellationText = {
  fr: `Annulation gratuite plus de ${fr.freeBefore} avant la prise en charge`,
  en: `Free cancellation up to ${en.freeBefore} before pickup`,
} as const;

/**
 * When a fee of `percent` applies, as a cancellation states it: « moins de 24 h avant la prise en charge » for
 * the late fee, « moins de 2 h » for the last one.
 */
export function feeWindowText(percent: number, locale: Locale): string {
  const hours = percent === c.lastPercent ? c.lateBeforeHours : c.freeBeforeHours;
  return locale === "en"
    ? `less than ${hoursText(hours, "en")} before pickup`
    : `moins de ${hoursText(hours, "fr")} avant la prise en charge`;
}

/** The pickup is closer than the change deadline: « à moins de 2 heures », "less than 2 hours away". */
export const changeClosedText = {
  fr: `à moins de ${hoursText(CHANGE_UNTIL_HOURS, "fr", true)}`,
  en: `less than ${hoursText(CHANGE_UNTIL_HOURS, "en")} away`,
} as const;

export const includesText = {
  fr: "carburant, péages et stationnement compris",
  en: "fuel, tolls and parking included",
} as const;

const TIMES = {
  fr: ["", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"],
  en: ["", "once", "twice", "three times", "four times", "five times", "six times", "seven times", "eight times"],
} as const;

/** « trois fois », "three times": a multiple of the legal rate, in words as the terms write it. */
function timesText(times: number, locale: Locale): string {
  const word = TIMES[locale][times];
  if (!word) throw new Error(`No words for ${times} times the legal rate`);
  return locale === "en" ? word : `${word} fois`;
}

const i = INVOICE_TERMS;

/**
 * A business customer's payment terms (src/config/payment.ts), as the invoices and the terms of sale (art. 5,
 * through `props.invoice`) state them: « 30 jours », « trois fois le taux d’intérêt légal », « 40 € ».
 */
export const invoiceFigures = {
  fr: {
    paymentTerm: `${i.paymentDays}${NBSP}jours`,
    penaltyRate: `${timesText(i.latePenaltyTimesLegalRate, "fr")} le taux d’intérêt légal`,
    recoveryFee: `${i.recoveryFeeEuros}${NBSP}€`,
  },
  en: {
    paymentTerm: `${i.paymentDays}${NBSP}days`,
    penaltyRate: `${timesText(i.latePenaltyTimesLegalRate, "en")} the legal interest rate`,
    recoveryFee: `€${i.recoveryFeeEuros}`,
  },
} as const;

export const termsPath = { fr: "/cgv", en: "/en/terms" } as const;
export const faresPath = { fr: "/tarifs", en: "/en/fares" } as const;
