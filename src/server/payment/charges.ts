import type Stripe from "stripe";
import { CURRENCY } from "../../config/payment.js";
import { err, ok, type Result } from "../kernel/result.js";
import { callStripe } from "./call.js";
import { failure } from "./checkout.js";
import { getStripe } from "./client.js";
import { checkAmount } from "./keys.js";
import type { CallOptions, ChargeOutcome, PaymentFailure, ReadOptions, RefundOutcome, SavedCard } from "./types.js";

export type CustomerInput = {
  reference: string;
  email: string;
  name: string;
  /** The customer already made for this booking, kept on its record: reused when Stripe still has it. */
  customerId?: string;
};

/**
 * The Stripe customer a booking's card is kept on. Reused only by the id its record keeps, never looked up by
 * e-mail: two people may share an address, and one must never see or pay with the other's card.
 */
export async function ensureCustomer(
  input: CustomerInput,
  options: CallOptions,
): Promise<Result<{ customerId: string }, PaymentFailure>> {
  const { customerId } = input;
  if (customerId) {
    const found = await callStripe(
      { operation: "read-customer", deadline: options.deadline, detail: `customer ${customerId}`, quietRefusal: true },
      (request) => getStripe().customers.retrieve(customerId, {}, request),
    );
    if (found.ok && !("deleted" in found.value && found.value.deleted)) return ok({ customerId });
    // Gone from Stripe (404, or deleted): a new one under this booking's key. Anything else is its own answer.
    if (!found.ok && found.error.kind !== "refused") return err(failure(found.error, "read-customer"));
  }
  const made = await callStripe(
    { operation: "customer", ...options, detail: `customer for ${input.reference}` },
    (request) =>
      getStripe().customers.create(
        { email: input.email, name: input.name, metadata: { reference: input.reference } },
        request,
      ),
  );
  return made.ok ? ok({ customerId: made.value.id }) : err(failure(made.error, "customer"));
}

export type OffSessionCharge = {
  reference: string;
  customerId: string;
  paymentMethodId: string;
  /** In cents, from the rule (a late cancellation's share, a no-show) applied to the sealed fare. */
  amount: number;
  /** The sealed fare: no fee is ever more than the trip it is for. */
  ceiling: number;
  /** What the customer's statement and receipt say: « Frais d’annulation tardive, course du 03/12/2026 ». */
  description: string;
  /** The act on the booking it is for (« fee », « ride »): its metadata, which a later event is matched by. */
  act?: string;
};

/**
 * Charges a card kept as a guarantee, the customer away (off-session). Only the amount asked, never above the
 * fare; the caller has had it reviewed first. A bank that wants the customer (SCA) or a refused card takes nothing:
 * the caller then sends him a payment link (a `payment` checkout for the same amount).
 */
export async function chargeOffSession(
  input: OffSessionCharge,
  options: CallOptions,
): Promise<Result<ChargeOutcome, PaymentFailure>> {
  const amount = checkAmount("charge", input.amount, input.ceiling);
  if (!amount.ok) {
    console.error(`[payment] charge REFUSED before Stripe (${input.reference}): ${amount.error.reason}`);
    return amount;
  }
  const detail = `off-session charge of ${amount.value} cents on ${input.paymentMethodId} (customer ${input.customerId}) for ${input.reference}`;
  const charged = await callStripe({ operation: "charge", ...options, detail }, (request) =>
    getStripe().paymentIntents.create(
      {
        amount: amount.value,
        currency: CURRENCY,
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        description: input.description,
        metadata: { reference: input.reference, ...(input.act ? { act: input.act } : {}) },
      },
      request,
    ),
  );
  if (charged.ok) return ok(outcome(charged.value));
  const error = charged.error;
  if (error.kind !== "card") return err(error);
  const paymentIntentId = error.paymentIntent?.id ?? null;
  if (error.code === "authentication_required")
    return ok({ status: "needs-customer", paymentIntentId, reason: error.code });
  return ok({ status: "declined", paymentIntentId, reason: error.declineCode ?? error.code });
}

function outcome(intent: Stripe.PaymentIntent): ChargeOutcome {
  if (intent.status === "succeeded") return { status: "succeeded", paymentIntentId: intent.id, amount: intent.amount };
  // Off-session, Stripe answers an error rather than these; should it not, the customer is needed all the same.
  if (intent.status === "requires_action" || intent.status === "requires_payment_method")
    return { status: "needs-customer", paymentIntentId: intent.id, reason: intent.status };
  if (intent.status === "processing") return { status: "pending", paymentIntentId: intent.id };
  return { status: "declined", paymentIntentId: intent.id, reason: intent.status };
}

/** Gives back all of a payment (no `amount`) or part of it. One refund per key: a second one is a new act. */
export async function refundPayment(
  input: { reference: string; paymentIntentId: string; amount?: number },
  options: CallOptions,
): Promise<Result<RefundOutcome, PaymentFailure>> {
  if (input.amount !== undefined) {
    const amount = checkAmount("refund", input.amount);
    if (!amount.ok) return amount;
  }
  const what = input.amount === undefined ? "all" : `${input.amount} cents`;
  const detail = `refund of ${what} of ${input.paymentIntentId} for ${input.reference}`;
  const refunded = await callStripe({ operation: "refund", ...options, detail }, (request) =>
    getStripe().refunds.create(
      {
        payment_intent: input.paymentIntentId,
        ...(input.amount !== undefined && { amount: input.amount }),
        metadata: { reference: input.reference },
      },
      request,
    ),
  );
  if (!refunded.ok) return err(failure(refunded.error, "refund"));
  const refund = refunded.value;
  return ok({ refundId: refund.id, status: refund.status ?? "pending", amount: refund.amount });
}

/** The card (or wallet) kept: what the operator sees before a fee is charged (« Visa •••• 4242 »). */
export async function readSavedCard(id: string, options: ReadOptions): Promise<Result<SavedCard, PaymentFailure>> {
  const read = await callStripe(
    { operation: "read-payment-method", deadline: options.deadline, detail: `payment method ${id}` },
    (request) => getStripe().paymentMethods.retrieve(id, {}, request),
  );
  if (!read.ok) return err(failure(read.error, "read-payment-method"));
  const method = read.value;
  return ok({
    id: method.id,
    type: method.type,
    brand: method.card?.brand ?? null,
    last4: method.card?.last4 ?? null,
    customerId: typeof method.customer === "string" ? method.customer : (method.customer?.id ?? null),
  });
}
