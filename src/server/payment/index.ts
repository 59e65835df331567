/**
 * The payment layer (docs/decisions/180-payments.md): Stripe as Stripe intends it, for every stage that takes
 * money. Hosted Checkout (`payment` and `setup` modes), off-session charges of a kept card, refunds, each call
 * with an idempotency key derived from the booking and the act (`idempotencyKey`) and a deadline; webhook events
 * verified and handled once; receipts and invoices as PDF, the invoices numbered without a gap. It uses only the
 * kernel; in the local mode it talks to the stand-in of scripts/local-vercel/stripe/.
 */
export { chargeOffSession, ensureCustomer, readSavedCard, refundPayment } from "./charges.js";
export type { CustomerInput, OffSessionCharge } from "./charges.js";
export { createPaymentCheckout, createSetupCheckout, expireCheckoutSession, readCheckoutSession } from "./checkout.js";
export type { PaymentCheckout, SetupCheckout } from "./checkout.js";
export { getStripe, STRIPE_API_VERSION } from "./client.js";
export { invoicePdf } from "./documents/invoice.js";
export type { Buyer, InvoiceInput } from "./documents/invoice.js";
export type { Paid, ServiceLine } from "./documents/parts.js";
export { receiptPdf } from "./documents/receipt.js";
export type { ReceiptInput } from "./documents/receipt.js";
export { getInvoiceNumbers } from "./invoice-number.js";
export type { InvoiceNumbers } from "./invoice-number.js";
export { idempotencyKey } from "./keys.js";
export { openPaymentLink, paymentUrl, sealPaymentLink } from "./link.js";
export type { PaymentLink } from "./link.js";
export { getMoneyActs, getPaymentRecords, memoryMoneyActs, memoryPaymentRecords } from "./record.js";
export type { KeptCard, MoneyAct, Paid as PaidOnline, Payment, PaymentRecords } from "./record.js";
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
