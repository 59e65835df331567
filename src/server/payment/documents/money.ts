import { VAT } from "../../../config/payment.js";

const NBSP = "\u00a0";

/**
 * « 1 234,56 € » from 123456 cents: always two decimals, as a document of account writes them, and a
 * non-breaking space where Intl would put U+202F, which the PDF's standard fonts cannot draw.
 */
export function eurosText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not an amount in cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const whole = String(Math.trunc(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+$)/g, NBSP);
  return `${sign}${whole},${String(Math.abs(cents) % 100).padStart(2, "0")}${NBSP}€`;
}

/** « 10 % ». */
export function rateText(percent: number): string {
  return `${String(percent).replace(".", ",")}${NBSP}%`;
}

export type Vat = { regime: "franchise" | "applicable"; ratePercent: number };

/** A price split as a document states it: TTC as agreed (terms, art. 4), HT and VAT derived from it. */
export type Split = { ttc: number; ht: number; vat: number };

/** HT rounded to the cent from the TTC price; the VAT is what remains, so HT + VAT is always the price agreed. */
export function splitTtc(ttc: number, vat: Vat = VAT): Split {
  if (vat.regime === "franchise") return { ttc, ht: ttc, vat: 0 };
  const ht = Math.round((ttc * 100) / (100 + vat.ratePercent));
  return { ttc, ht, vat: ttc - ht };
}

/** The totals of several lines: each line split on its own, then added, so the lines and the totals agree. */
export function sumSplits(splits: Split[]): Split {
  return splits.reduce((a, b) => ({ ttc: a.ttc + b.ttc, ht: a.ht + b.ht, vat: a.vat + b.vat }), {
    ttc: 0,
    ht: 0,
    vat: 0,
  });
}
