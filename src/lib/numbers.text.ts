import { catalogue } from "./i18n.js";

const NBSP = "\u00a0";

/**
 * How each language writes a number, an amount and a figure with its unit: « 4,8 », « 1 234 », « 42,50 € »,
 * « 50 % », « 24 h » in French (a no-break space before the unit), "4.8", "1,234", "€42.50", "50%", "24 hours" in
 * English.
 */
export const numbersText = catalogue({
  fr: {
    decimal: ",",
    thousands: NBSP,
    /** « 42 € », « 42,50 € »: the whole euros already grouped in thousands. */
    euros: (whole: string, cents?: string) => `${whole}${cents ? `,${cents}` : ""}${NBSP}€`,
    percent: (percent: number) => `${percent}${NBSP}%`,
    /** « 24 h », or « 24 heures » (`long`) in running text. */
    hours: (hours: number, long = false) => `${hours}${NBSP}${long ? `heure${hours === 1 ? "" : "s"}` : "h"}`,
  },
  en: {
    decimal: ".",
    thousands: ",",
    euros: (whole: string, cents?: string) => `€${whole}${cents ? `.${cents}` : ""}`,
    percent: (percent: number) => `${percent}%`,
    hours: (hours: number) => `${hours}${NBSP}hour${hours === 1 ? "" : "s"}`,
  },
});
