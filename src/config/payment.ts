import { provisional } from "./placeholders.js";

/**
 * How the business gets paid and what its receipts and invoices say (docs/decisions/180-payments.md). Every
 * figure here is written once: the invoices (src/server/payment/documents/), the terms of sale in both languages
 * (through `props.invoice`, src/lib/terms.ts) and the README read it from here.
 */

/**
 * At the customer's act (booking at the fare shown, or accepting a proposal): whether a card must, may or need
 * not be saved as a guarantee for the fees of a late cancellation or a no-show, and whether paying the fare now
 * is offered. Both stay `off` until the booking flows and the pages that state them are wired: nothing asks a
 * customer for a card that no page has told him about.
 */
export const PAYMENT_SETTINGS = {
  guarantee: "off" as "required" | "optional" | "off",
  prepay: "off" as "offered" | "off",
} as const;

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
