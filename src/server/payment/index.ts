/**
 * The payment layer (docs/decisions/180-payments.md): Stripe as Stripe intends it, for every stage that takes
 * money. Hosted Checkout (`payment` and `setup` modes), off-session charges of a kept card, refunds, each call
 * with an idempotency key derived from the booking and the act (`idempotencyKey`) and a deadline; webhook events
 * verified and handled once; receipts, invoices and credit notes as PDF (their numbers are drawn on the booking's record, src/server/booking). It uses only the
 * kernel; in the local mode it talks to the stand-in of scripts/local-vercel/stripe/.
 */
export { chargeOffSession, ensureCustomer, readSavedCard, refundPayment } from "./charges.js";
export type { CustomerInput, OffSessionCharge } from "./charges.js";
export { createPaymentCheckout, createSetupCheckout, expireCheckoutSession, readCheckoutSession } from "./checkout.js";
export type { PaymentCheckout, SetupCheckout } from "./checkout.js";
export { getStripe, STRIPE_API_VERSION } from "./client.js";
export { creditNotePdf, invoicePdf } from "./documents/invoice.js";
export type { Buyer, CreditNoteInput, InvoiceInput } from "./documents/invoice.js";
export type { Paid, ServiceLine } from "./documents/parts.js";
export { receiptPdf } from "./documents/receipt.js";
export type { ReceiptInput } from "./documents/receipt.js";
export { idempotencyKey } from "./keys.js";
export { openPaymentLink, paymentUrl, sealPaymentLink } from "./link.js";
export type { PaymentLink } from "./link.js";
export type {
  CallOptions,
  ChargeOutcome,
  CheckoutSession,
  PaymentFailure,
  ReadOptions,
  RefundOutcome,
  Return,
  SavedCard,
} from "./types.js";
export { handleStripeWebhook, webhookDeps } from "./webhook.js";
export type { EventHandler, WebhookDeps } from "./webhook.js";
