import { INVOICE_TERMS } from "../config/payment.js";
import { catalogue } from "./i18n.js";

const NBSP = "\u00a0";
const i = INVOICE_TERMS;

/** A multiple of the legal rate, in words as the terms write it: « trois », "three times". */
function timesIn(words: readonly string[], times: number): string {
  const word = words[times];
  if (!word) throw new Error(`No words for ${times} times the legal rate`);
  return word;
}
const FR_TIMES = ["", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"] as const;
const EN_TIMES = [
  "",
  "once",
  "twice",
  "three times",
  "four times",
  "five times",
  "six times",
  "seven times",
  "eight times",
] as const;

/**
 * A business customer's payment terms (src/config/payment.ts), as the invoices and the terms of sale (art. 5,
 * through `props.invoice`) state them: « 30 jours », « trois fois le taux d’intérêt légal », « 40 € ».
 */
export const invoiceTermsText = catalogue({
  fr: {
    paymentTerm: `${i.paymentDays}${NBSP}jours`,
    penaltyRate: `${timesIn(FR_TIMES, i.latePenaltyTimesLegalRate)} fois le taux d’intérêt légal`,
    recoveryFee: `${i.recoveryFeeEuros}${NBSP}€`,
  },
  en: {
    paymentTerm: `${i.paymentDays}${NBSP}days`,
    penaltyRate: `${timesIn(EN_TIMES, i.latePenaltyTimesLegalRate)} the legal interest rate`,
    recoveryFee: `€${i.recoveryFeeEuros}`,
  },
});
