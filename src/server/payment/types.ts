/**
 * What a call to Stripe can end in, besides its answer.
 *
 * - `refused`: Stripe answered no (an invalid request, a key it does not know): nothing was done. Retrying the
 *   same call changes nothing; the request must change, with a new idempotency key.
 * - `unavailable`: Stripe could not be reached, or turned the call away before running it (a refused connection,
 *   429): nothing was done. The same call may be made again, with the same key.
 * - `uncertain`: Stripe may have done it (a timeout, a lost connection, a 5xx) and the deadline came before a
 *   retry could tell. Logged in full here; only the same call with the same key, later, or the dashboard can
 *   say what happened. Never made again with another key: that could charge twice.
 */
export type PaymentFailure = {
  kind: "refused" | "unavailable" | "uncertain";
  operation: string;
  /** The idempotency key the call was made with (reads have none). */
  key?: string;
  reason: string;
  status?: number;
  code?: string;
  requestId?: string;
  attempts: number;
};

/** Each call that changes something carries its idempotency key and answers by its deadline (epoch ms). */
export type CallOptions = { key: string; deadline: number };

/** A read changes nothing: it needs only its deadline. */
export type ReadOptions = { deadline: number };

/** Where Stripe sends the customer back from its hosted page. */
export type Return = {
  /** `{CHECKOUT_SESSION_ID}` in it is replaced by the session's id, as Stripe does. */
  successUrl: string;
  cancelUrl: string;
};

export type CheckoutSession = {
  id: string;
  /** The hosted page the customer is sent to, while the session is open. */
  url: string | null;
  mode: "payment" | "setup";
  /** Stripe's enums are open: a value added later arrives as itself. */
  status: "open" | "complete" | "expired" | (string & {});
  paymentStatus: "paid" | "unpaid" | "no_payment_required" | (string & {});
  /** What was asked, in cents (payment mode), and in which currency. */
  amount: number | null;
  currency: string | null;
  /** The booking it was made for, from our metadata (never the client_reference_id alone). */
  reference: string | null;
  /** The act on the booking it was made for (its metadata). */
  act: string | null;
  customerId: string | null;
  /** The address the payer gave Stripe's page (or the one we passed it), once the session is complete. */
  customerEmail: string | null;
  /** The language the page was shown in (ours: "fr" or "en"). */
  locale: string | null;
  paymentIntentId: string | null;
  paymentIntentStatus: string | null;
  setupIntentId: string | null;
  setupIntentStatus: string | null;
  /** The card (or wallet, or PayPal account) the customer used or saved. */
  paymentMethodId: string | null;
  expiresAt: Date;
};

/**
 * An off-session charge of a saved card:
 * - `succeeded`: the money is taken;
 * - `needs-customer`: the bank wants the customer (SCA): send him a payment link, nothing was taken;
 * - `declined`: the card was refused (`reason`: Stripe's decline code), nothing was taken: send him a link too;
 * - `pending`: a payment method that settles later (not a card): the webhook's event says how it ends.
 */
export type ChargeOutcome =
  | { status: "succeeded"; paymentIntentId: string; amount: number }
  | { status: "pending"; paymentIntentId: string }
  | { status: "needs-customer"; paymentIntentId: string | null; reason: string }
  | { status: "declined"; paymentIntentId: string | null; reason: string };

export type RefundOutcome = { refundId: string; status: string; amount: number };

export type SavedCard = {
  id: string;
  type: string;
  brand: string | null;
  last4: string | null;
  customerId: string | null;
};
