import { CANCELLATION, CHANGE_UNTIL_HOURS, COMPLAINT_WITHIN_HOURS } from "../config/terms-of-sale.js";
import { catalogue } from "./i18n.js";
import { numbersText } from "./numbers.text.js";

/**
 * The terms of sale's rules (src/config/terms-of-sale.ts) said one way in both languages: the e-mails, the
 * customer's pages, /tarifs, the English pages, and the terms and articles through their MDX props (`props.terms`) all print these texts, never figures of their own; content/FACTS.md points here. The waiting
 * terms come from the fare grid (src/lib/fares.text.ts).
 */
const NBSP = "\u00a0";
const c = CANCELLATION;

const { hours: frHours, percent: frPercent } = numbersText.fr;
const { hours: enHours, percent: enPercent } = numbersText.en;

/** How many hours before the pickup the window of a fee of `percent` closes: the late fee's, or the last one's. */
const windowHours = (percent: number) => (percent === c.lastPercent ? c.lateBeforeHours : c.freeBeforeHours);

const fr = {
  freeBefore: frHours(c.freeBeforeHours),
  lateBefore: frHours(c.lateBeforeHours),
  latePercent: frPercent(c.latePercent),
  lastPercent: frPercent(c.lastPercent),
  changeUntil: frHours(CHANGE_UNTIL_HOURS),
  complaintWithin: frHours(COMPLAINT_WITHIN_HOURS),
  graceMinutes: `${c.graceMinutes}${NBSP}minutes`,
};
const en = {
  freeBefore: enHours(c.freeBeforeHours),
  lateBefore: enHours(c.lateBeforeHours),
  latePercent: enPercent(c.latePercent),
  lastPercent: enPercent(c.lastPercent),
  changeUntil: enHours(CHANGE_UNTIL_HOURS),
  complaintWithin: enHours(COMPLAINT_WITHIN_HOURS),
  graceMinutes: `${c.graceMinutes}${NBSP}minutes`,
};

const frFees = `Annulation gratuite plus de ${fr.freeBefore} avant la prise en charge${NBSP}; entre ${fr.freeBefore} et ${fr.lateBefore} avant${NBSP}: ${fr.latePercent} du prix${NBSP}; moins de ${fr.lateBefore} avant ou absence${NBSP}: ${fr.lastPercent} du prix.`;
const enFees = `Free cancellation more than ${en.freeBefore} before pickup; between ${c.freeBeforeHours} and ${en.lateBefore} before: ${en.latePercent} of the price; less than ${en.lateBefore} before, or no-show: ${en.lastPercent} of the price.`;
const frChangeUntil = `jusqu’à ${fr.changeUntil} avant la prise en charge`;
const enChangeUntil = `up to ${en.changeUntil} before pickup`;

export const termsOfSaleText = catalogue({
  fr: {
    /** Each figure a text may state: what MDX texts get as `props.terms`. */
    figures: fr,
    /** The cancellation fees by deadline, in one sentence. */
    cancellationFees: frFees,
    /** Until when a change can be asked for, after « possible » or « demandée ». */
    changeUntil: frChangeUntil,
    /** The fees and the change deadline: the « Conditions » row of the documents. */
    cancellation: `${frFees} Modification possible ${frChangeUntil}.`,
    /** The free cancellation alone, for a page that only reassures. */
    freeCancellation: `Annulation gratuite plus de ${fr.freeBefore} avant la prise en charge`,
    /** When a fee of `percent` applies, as a cancellation states it: « moins de 24 h avant la prise en charge ». */
    feeWindow: (percent: number) => `moins de ${frHours(windowHours(percent))} avant la prise en charge`,
    /** The pickup is closer than the change deadline: « à moins de 2 heures ». */
    changeClosed: `à moins de ${frHours(CHANGE_UNTIL_HOURS, true)}`,
    includes: "carburant, péages et stationnement compris",
    termsPath: "/cgv",
    faresPath: "/tarifs",
  },
  en: {
    figures: en,
    cancellationFees: enFees,
    changeUntil: enChangeUntil,
    cancellation: `${enFees} Changes possible ${enChangeUntil}.`,
    freeCancellation: `Free cancellation up to ${en.freeBefore} before pickup`,
    feeWindow: (percent: number) => `less than ${enHours(windowHours(percent))} before pickup`,
    changeClosed: `less than ${enHours(CHANGE_UNTIL_HOURS)} away`,
    includes: "fuel, tolls and parking included",
    termsPath: "/en/terms",
    faresPath: "/en/fares",
  },
});
