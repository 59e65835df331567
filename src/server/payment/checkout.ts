import type Stripe from "stripe";
import { CURRENCY } from "../../config/payment.js";
import { err, ok, type Result } from "../kernel/result.js";
import { type CallError, callStripe } from "./call.js";
import { getStripe } from "./client.js";
import { checkAmount } from "./keys.js";
import type { CallOptions, CheckoutSession, PaymentFailure, ReadOptions, Return } from "./types.js";

/**
 * Stripe Checkout, hosted: the customer types his card (or picks Apple Pay, Google Pay, PayPal, whatever the
 * dashboard enables) on Stripe's page, never on ours (docs/decisions/180-payments.md). A session is created for
 * one act on one booking, the customer is sent to its `url`, and the outcome is read back from Stripe (here, or
 * from the webhook's event), never from the browser's return.
 */

type Common = {
  reference: string;
  /** Which act on the booking the session is for (« booking », the default, or « due-fee-late-cancel »): its metadata. */
  act?: string;
  locale: "fr" | "en";
  return: Return;
  /** When the page stops taking the payment; Stripe accepts 30 minutes to 24 hours ahead (default 24 hours). */
  expiresAt?: Date;
};

export type PaymentCheckout = Common & {
  /** In cents, from the sealed booking or the rule, never from the browser. */
  amount: number;
  /** The line the page shows: « Course du 03/12/2026, Nantes → Aéroport Nantes-Atlantique ». */
  label: string;
  customerId?: string;
  customerEmail?: string;
  /**
   * Keep the card for later off-session charges (the fees of a late cancellation or a no-show): Stripe then
   * authenticates it for that use and the page shows `terms`, what the card may be charged for, above the button.
   * Needs `customerId`: a card is kept on a customer.
   */
  saveCard?: { terms: string };
};

export type SetupCheckout = Common & {
  /** The customer the card is kept on. */
  customerId: string;
  /** What the card may be charged for, shown above the button: the customer's consent is to this text. */
  terms: string;
};

type Session = Stripe.Checkout.Session;

function common(input: Common): Stripe.Checkout.SessionCreateParams {
  return {
    client_reference_id: input.reference,
    metadata: { reference: input.reference, act: input.act ?? "booking" },
    locale: input.locale,
    success_url: input.return.successUrl,
    cancel_url: input.return.cancelUrl,
    ...(input.expiresAt && { expires_at: Math.floor(input.expiresAt.getTime() / 1000) }),
  };
}

/** A session in `payment` mode: the amount asked once, the card kept for later when `saveCard` says so. */
export async function createPaymentCheckout(
  input: PaymentCheckout,
  options: CallOptions,
): Promise<Result<CheckoutSession, PaymentFailure>> {
  const amount = checkAmount("checkout", input.amount);
  if (!amount.ok) return amount;
  if (input.saveCard && !input.customerId)
    return err({ kind: "refused", operation: "checkout", reason: "a card is kept on a customer", attempts: 0 });
  const params: Stripe.Checkout.SessionCreateParams = {
    ...common(input),
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: { currency: CURRENCY, unit_amount: amount.value, product_data: { name: input.label } },
      },
    ],
    payment_intent_data: {
      description: `${input.reference} — ${input.label}`,
      metadata: { reference: input.reference, act: input.act ?? "booking" },
      ...(input.saveCard && { setup_future_usage: "off_session" as const }),
    },
    ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
    ...(input.saveCard && { custom_text: { submit: { message: input.saveCard.terms } } }),
  };
  return created(params, options, `checkout of ${amount.value} cents for ${input.reference}`);
}

/** A session in `setup` mode: no payment, a card authenticated once and kept as a guarantee for off-session use. */
export async function createSetupCheckout(
  input: SetupCheckout,
  options: CallOptions,
): Promise<Result<CheckoutSession, PaymentFailure>> {
  const params: Stripe.Checkout.SessionCreateParams = {
    ...common(input),
    mode: "setup",
    // Stripe needs the currency to offer the payment methods a later charge could use.
    currency: CURRENCY,
    customer: input.customerId,
    setup_intent_data: {
      description: `${input.reference} — garantie`,
      metadata: { reference: input.reference, act: input.act ?? "booking" },
    },
    custom_text: { submit: { message: input.terms } },
  };
  return created(params, options, `card guarantee for ${input.reference}`);
}

async function created(
  params: Stripe.Checkout.SessionCreateParams,
  options: CallOptions,
  detail: string,
): Promise<Result<CheckoutSession, PaymentFailure>> {
  const made = await callStripe({ operation: "checkout", ...options, detail }, (request) =>
    getStripe().checkout.sessions.create(params, request),
  );
  return made.ok ? ok(summary(made.value)) : err(failure(made.error, "checkout"));
}

/** The session as Stripe has it now: the only word on whether the customer paid or saved a card. */
export async function readCheckoutSession(
  id: string,
  options: ReadOptions,
): Promise<Result<CheckoutSession, PaymentFailure>> {
  const read = await callStripe(
    { operation: "read-session", deadline: options.deadline, detail: `session ${id}` },
    (request) => getStripe().checkout.sessions.retrieve(id, { expand: ["payment_intent", "setup_intent"] }, request),
  );
  return read.ok ? ok(summary(read.value)) : err(failure(read.error, "read-session"));
}

/**
 * Closes a session the customer has not completed (a booking cancelled, a proposal withdrawn). A session
 * completed meanwhile cannot be closed: the answer then says `complete`, and the payment stands.
 */
export async function expireCheckoutSession(
  id: string,
  options: CallOptions,
): Promise<Result<{ status: CheckoutSession["status"] }, PaymentFailure>> {
  const detail = `session ${id}`;
  const expired = await callStripe({ operation: "expire-session", ...options, detail, quietRefusal: true }, (request) =>
    getStripe().checkout.sessions.expire(id, {}, request),
  );
  if (expired.ok) return ok({ status: expired.value.status ?? "expired" });
  if (expired.error.kind !== "refused") return err(failure(expired.error, "expire-session"));
  // Refused: most often a session no longer open (the customer paid a moment ago). What it is now says which.
  const now = await readCheckoutSession(id, options);
  if (now.ok && now.value.status !== "open") return ok({ status: now.value.status });
  console.error(`[payment] expire-session REFUSED by Stripe (${detail}, key ${options.key}): ${expired.error.reason}`);
  return err(failure(expired.error, "expire-session"));
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

function summary(session: Session): CheckoutSession {
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  const setup = typeof session.setup_intent === "object" ? session.setup_intent : null;
  return {
    id: session.id,
    url: session.url,
    mode: session.mode === "setup" ? "setup" : "payment",
    status: session.status ?? "open",
    paymentStatus: session.payment_status,
    amount: session.amount_total,
    currency: session.currency ?? null,
    // Our metadata only: a session made elsewhere on the account (a Payment Link) may carry a reference of ours in
    // its client_reference_id, and must never be taken for one of ours.
    reference: session.metadata?.reference ?? null,
    act: session.metadata?.act ?? null,
    customerId: idOf(session.customer),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    locale: session.locale ?? null,
    paymentIntentId: idOf(session.payment_intent),
    paymentIntentStatus: intent?.status ?? null,
    setupIntentId: idOf(session.setup_intent),
    setupIntentStatus: setup?.status ?? null,
    paymentMethodId: idOf(intent?.payment_method) ?? idOf(setup?.payment_method),
    expiresAt: new Date(session.expires_at * 1000),
  };
}

/** A card error where none belongs (no card is charged here) is a refusal like any other. */
export function failure(error: CallError, operation: string): PaymentFailure {
  if (error.kind !== "card") return error;
  return { kind: "refused", operation, reason: `card refused: ${error.code}`, code: error.code, attempts: 1 };
}
