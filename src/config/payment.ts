import { provisional } from "./placeholders.js";

/**
 * How the business gets paid and what its receipts and invoices say (docs/decisions/180-payments.md). Every
 * figure here is written once: the invoices (src/server/payment/documents/), the terms of sale in both languages
 * (through `props.invoice`, src/lib/terms-of-sale.text.ts) and docs/operator-guide.md read it from here.
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

/**
 * Every way a booking's money is settled, one row each (docs/decisions/200-booking-state.md): the three a customer
 * chooses at his act, and the two the operator records when he is paid outside Stripe. The form, the proposal's
 * page, the payment page, the terms, the e-mails, the operator's pages and the documents read this table; the
 * functions that branch on a mode switch over its ids exhaustively, so that a row added here is named by the
 * compiler wherever it is not handled yet. The words for each row are in src/lib/payment-methods.text.ts.
 * - `chosenBy`: who picks it: the customer at his act, or the operator recording a payment;
 * - `online`: when Stripe takes the money: `now` (at the customer's act), `after` (a card kept, charged when the
 *   ride ends or for a fee), `never` (the driver or the operator collects it);
 * - `keepsCard`: whether a card is kept on Stripe for later charges (the extras, a fee of the terms).
 */
export const PAYMENT_MODES = {
  prepaid: { chosenBy: "customer", online: "now", keepsCard: true },
  guarantee: { chosenBy: "customer", online: "after", keepsCard: true },
  "in-car": { chosenBy: "customer", online: "never", keepsCard: false },
  cash: { chosenBy: "operator", online: "never", keepsCard: false },
  transfer: { chosenBy: "operator", online: "never", keepsCard: false },
} as const satisfies Record<
  string,
  { chosenBy: "customer" | "operator"; online: "now" | "after" | "never"; keepsCard: boolean }
>;

export type PaymentMethod = keyof typeof PAYMENT_MODES;
/** How a booking is paid, as the customer chose at his act. */
export type PaymentMode = {
  [M in PaymentMethod]: (typeof PAYMENT_MODES)[M]["chosenBy"] extends "customer" ? M : never;
}[PaymentMethod];
/** How the operator says he was paid outside Stripe. */
export type RecordedMethod = Exclude<PaymentMethod, PaymentMode>;

export const CUSTOMER_MODES = (Object.keys(PAYMENT_MODES) as PaymentMethod[]).filter(
  (m): m is PaymentMode => PAYMENT_MODES[m].chosenBy === "customer",
);
export const RECORDED_METHODS = (Object.keys(PAYMENT_MODES) as PaymentMethod[]).filter(
  (m): m is RecordedMethod => PAYMENT_MODES[m].chosenBy === "operator",
);

export const isPaymentMode = (value: unknown): value is PaymentMode =>
  typeof value === "string" && (CUSTOMER_MODES as readonly string[]).includes(value);

/** Whether the operator's settings offer a mode: paying now, keeping a card, paying in the car. */
export function offered(mode: PaymentMode, settings: typeof PAYMENT_SETTINGS = PAYMENT_SETTINGS): boolean {
  switch (mode) {
    case "prepaid":
      return settings.prepay === "offered";
    case "guarantee":
      return settings.guarantee !== "off";
    case "in-car":
      return settings.guarantee !== "required";
    default: {
      const never: never = mode;
      return never;
    }
  }
}

/** The modes a customer may choose among at his act, most complete first; one alone is no choice. */
export function paymentModes(settings: typeof PAYMENT_SETTINGS = PAYMENT_SETTINGS): PaymentMode[] {
  return CUSTOMER_MODES.filter((mode) => offered(mode, settings));
}

/** Whether the settings ask for a card (or a payment) at every booking: the operator's pages flag one without it. */
export const cardRequired = (settings: typeof PAYMENT_SETTINGS = PAYMENT_SETTINGS) => settings.guarantee === "required";

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
