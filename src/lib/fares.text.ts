import { catalogue } from "./i18n.js";

const NBSP = "\u00a0";

/**
 * The fare grid's words in each language (src/lib/fares.ts): the cars a group
 * needs, and the waiting terms every document states the same way (content/fares.json); amounts are written by
 * ./numbers.text.ts.
 */
export const faresText = catalogue({
  fr: {
    /** « 1 voiture », « 2 voitures ». */
    cars: (count: number) => `${count}${NBSP}voiture${count > 1 ? "s" : ""}`,
    /** The minutes offered, then the rate per started quarter hour (`rate`: euros, written). */
    waiting: (freeMinutes: number, internationalMinutes: number, rate: string) =>
      `${freeMinutes}${NBSP}minutes d’attente offertes après l’heure convenue (${internationalMinutes}${NBSP}minutes après l’atterrissage d’un vol international), puis ${rate} TTC par quart d’heure entamé.`,
  },
  en: {
    cars: (count: number) => `${count}${NBSP}car${count > 1 ? "s" : ""}`,
    waiting: (freeMinutes: number, internationalMinutes: number, rate: string) =>
      `${freeMinutes}${NBSP}minutes of waiting included after the agreed time (${internationalMinutes}${NBSP}minutes after an international flight lands), then ${rate} per quarter hour started.`,
  },
});
