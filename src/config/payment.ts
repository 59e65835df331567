import { provisional } from "./placeholders.js";

/**
 * How the business gets paid and what its receipts and invoices say (docs/decisions/180-payments.md). Every
 * figure here is written once: the invoices (src/server/payment/documents/), the terms of sale in both languages
 * (through `props.invoice`, src/lib/terms.ts) and docs/operator-guide.md read it from here.
 */

/**
 * At the customer's act (booking at the fare shown, or accepting a proposal; docs/decisions/190-getting-paid.md):
 * - `guarantee`: a card kept on Stripe, as the best services do: charged the fare (and the ride's extras: waiting
 *   past the time offered, a stop) when the ride ends, or the fee of the terms on a late cancellation or a no-show.
 *   `required`: a booking asks for a card (or for paying now); `optional`: he may pay in the car instead; `off`: no
 *   card is kept, the ride is paid in the car.
 * - `prepay`: `offered`, he may pay the fare at once, online (his card is then kept too, unless `guarantee` is off).
 * - `rideEndsAfterHours`: a ride ends on its own this many hours after its pickup, unless the operator closes it
 *   before with its final amount; its receipt (and a business customer's invoice) then leaves.
 * The form, the proposal's page, the terms (art. 5) and the proof state what these allow: change them here only.
 */
export const PAYMENT_SETTINGS = {
  guarantee: "required" as "required" | "optional" | "off",
  prepay: "offered" as "offered" | "off",
  rideEndsAfterHours: 4,
} as const;

/** How a booking is paid: the fare now, online; a card kept, charged when the ride ends; or in the car. */
export type PaymentMode = "prepaid" | "guarantee" | "in-car";

/** The modes a customer may choose among at his act, most complete first; one alone is no choice. */
export function paymentModes(settings: typeof PAYMENT_SETTINGS = PAYMENT_SETTINGS): PaymentMode[] {
  return [
    ...(settings.prepay === "offered" ? (["prepaid"] as const) : []),
    ...(settings.guarantee !== "off" ? (["guarantee"] as const) : []),
    ...(settings.guarantee !== "required" ? (["in-car"] as const) : []),
  ];
}

/** Every amount is in this currency, in integer cents. */
export const CURRENCY = "eur";

/**
 * The VAT regime the invoices state. `franchise`: the franchise en base of a micro-entrepreneur (CGI art. 293 B):
 * no VAT is charged and every invoice says so. `applicable`: prices stay TTC (terms, art. 4) and invoices split
 * them at `ratePercent` (10 % for passenger transport) with the VAT number of src/config/site.ts. Provisional
 * until the operator's accountant confirms the regime.
 */
export const VAT = provisional(
  { regime: "franchise" as "franchise" | "applicable", ratePercent: 10 },
  { regime: "Régime de TVA des factures (franchise en base ou TVA applicable)" },
);

/** What an invoice under the franchise must carry instead of any VAT. */
export const VAT_FRANCHISE_MENTION = "TVA non applicable, art. 293 B du CGI";

/**
 * A business customer's payment terms (Code de commerce, art. L441-10): the invoice is due this many days after
 * it is issued; late payment costs penalties at this multiple of the legal interest rate (three is the least the
 * law allows) and a fixed recovery fee in euros (art. D441-5). The terms of sale, art. 5, state the same figures.
 */
export const INVOICE_TERMS = {
  paymentDays: 30,
  latePenaltyTimesLegalRate: 3,
  recoveryFeeEuros: 40,
} as const;

/** Invoices and receipts are kept this many years (Code de commerce, art. L123-22: accounting documents). */
export const INVOICE_RETENTION_YEARS = 10;

/**
 * A payment link sent by e-mail for an amount a card could not pay (a fee, a ride's price or extras) opens for
 * this many days; past it, the customer calls (the page says so).
 */
export const PAYMENT_LINK_DAYS = 30;
