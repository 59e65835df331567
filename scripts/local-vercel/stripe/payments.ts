import type { TestCard } from "./cards";
import { text, metadata, object, type Params } from "./form";
import { amountParam, ApiError, missing, newId, nowSeconds, type State, type StripeObject } from "./state";

/**
 * PaymentIntents, PaymentMethods, charges and refunds as Stripe plays them in test mode: a card's test number
 * decides what happens on the page and, once kept, what happens to an off-session charge.
 */
export type Emit = (type: string, object: StripeObject) => void;

type Intent = StripeObject & {
  amount: number;
  status: string;
  customer: string | null;
  metadata: Record<string, string>;
};

/** The PaymentMethod of a test card, kept on `customer` when given (Stripe attaches it for later use). */
export function paymentMethodFor(state: State, card: TestCard, customer: string | null, emit: Emit): StripeObject {
  const method = state.put({
    id: newId("pm"),
    object: "payment_method",
    type: "card",
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      country: "FR",
    },
    customer,
    created: nowSeconds(),
    livemode: false,
    metadata: {},
  });
  state.offSession.set(method.id, card.offSession);
  if (customer) emit("payment_method.attached", method);
  return method;
}

export function newIntent(state: State, fields: Partial<Intent> & { amount: number; currency: string }): Intent {
  return state.put({
    id: newId("pi"),
    object: "payment_intent",
    status: "requires_payment_method",
    customer: null,
    payment_method: null,
    latest_charge: null,
    last_payment_error: null,
    setup_future_usage: null,
    description: null,
    metadata: {},
    created: nowSeconds(),
    livemode: false,
    ...fields,
  }) as Intent;
}

/** The money taken: a charge, in the ledger the tests read. */
export function succeed(
  state: State,
  intent: Intent,
  method: StripeObject,
  emit: Emit,
  how: { offSession: boolean; idempotencyKey: string | null },
): void {
  const charge = state.put({
    id: newId("ch"),
    object: "charge",
    amount: intent.amount,
    amount_refunded: 0,
    refunded: false,
    currency: intent.currency,
    customer: intent.customer,
    payment_intent: intent.id,
    payment_method: method.id,
    status: "succeeded",
    paid: true,
    created: nowSeconds(),
    livemode: false,
    metadata: intent.metadata,
  });
  Object.assign(intent, {
    status: "succeeded",
    payment_method: method.id,
    latest_charge: charge.id,
    last_payment_error: null,
  });
  state.charged.push({
    paymentIntent: intent.id,
    charge: charge.id,
    amount: intent.amount,
    customer: intent.customer,
    paymentMethod: method.id,
    offSession: how.offSession,
    reference: intent.metadata.reference ?? null,
    idempotencyKey: how.idempotencyKey,
    at: Date.now(),
  });
  emit("charge.succeeded", charge);
  emit("payment_intent.succeeded", intent);
}

const DECLINES = {
  declined: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  authentication_required: {
    code: "authentication_required",
    decline_code: "authentication_required",
    message: "Your card was declined. This transaction requires authentication.",
  },
} as const;

/** A failed attempt: the intent waits for another payment method, as Stripe leaves it. */
export function fail(intent: Intent, method: StripeObject, why: keyof typeof DECLINES, emit: Emit): ApiError {
  const decline = DECLINES[why];
  Object.assign(intent, {
    status: "requires_payment_method",
    payment_method: null,
    last_payment_error: { type: "card_error", ...decline, payment_method: structuredClone(method) },
  });
  emit("payment_intent.payment_failed", intent);
  return new ApiError(
    402,
    {
      type: "card_error",
      code: decline.code,
      decline_code: decline.decline_code,
      payment_intent: structuredClone(intent),
    },
    decline.message,
    true,
  );
}

/** POST /v1/payment_intents: with `confirm` and `off_session`, a kept card charged now, customer away. */
export function createIntent(state: State, params: Params, emit: Emit, idempotencyKey: string | null): StripeObject {
  const amount = amountParam(text(params, "amount"), "amount");
  const currency = text(params, "currency");
  if (!currency) throw missing("currency");
  const customer = text(params, "customer") ?? null;
  if (customer) state.need(customer, "customer", "customer");
  const methodId = text(params, "payment_method");
  const method = methodId ? state.need(methodId, "payment_method", "payment_method") : undefined;
  const confirm = text(params, "confirm") === "true";
  const offSession = text(params, "off_session") === "true";
  if (method && customer && method.customer !== customer)
    throw new ApiError(
      400,
      { type: "invalid_request_error", param: "payment_method" },
      `The PaymentMethod ${method.id} is not attached to customer ${customer} (stand-in: attach it when it is kept).`,
    );
  if (confirm && !method) throw missing("payment_method");
  const intent = newIntent(state, {
    amount,
    currency,
    customer,
    description: text(params, "description") ?? null,
    metadata: metadata(params),
    status: confirm ? "processing" : "requires_confirmation",
    payment_method: method?.id ?? null,
  });
  emit("payment_intent.created", intent);
  if (!confirm || !method) return intent;
  const rule = state.offSession.get(method.id) ?? "succeeds";
  if (rule === "succeeds") succeed(state, intent, method, emit, { offSession, idempotencyKey });
  else if (rule === "declined") throw fail(intent, method, "declined", emit);
  else if (offSession) throw fail(intent, method, "authentication_required", emit);
  else
    Object.assign(intent, {
      status: "requires_action",
      next_action: { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } },
    });
  return intent;
}

/** POST /v1/refunds: all that is left of a payment, or part of it; never more than was taken. */
export function createRefund(state: State, params: Params, emit: Emit): StripeObject {
  const intent = state.need(text(params, "payment_intent"), "payment_intent", "payment_intent") as Intent;
  const charge = typeof intent.latest_charge === "string" ? state.get(intent.latest_charge, "charge") : undefined;
  if (!charge || intent.status !== "succeeded")
    throw new ApiError(
      400,
      { type: "invalid_request_error", code: "charge_not_refundable", param: "payment_intent" },
      `PaymentIntent ${intent.id} has no successful charge to refund.`,
    );
  const left = (charge.amount as number) - (charge.amount_refunded as number);
  const asked = text(params, "amount");
  const amount = asked === undefined ? left : amountParam(asked, "amount");
  if (amount > left || left === 0)
    throw new ApiError(
      400,
      {
        type: "invalid_request_error",
        code: left === 0 ? "charge_already_refunded" : "amount_too_large",
        param: "amount",
      },
      `Refund amount (${amount}) is greater than what is left to refund (${left}).`,
    );
  const refund = state.put({
    id: newId("re"),
    object: "refund",
    amount,
    currency: intent.currency,
    charge: charge.id,
    payment_intent: intent.id,
    status: "succeeded",
    reason: text(params, "reason") ?? null,
    metadata: metadata(params),
    created: nowSeconds(),
  });
  const refundedTotal = (charge.amount_refunded as number) + amount;
  Object.assign(charge, { amount_refunded: refundedTotal, refunded: refundedTotal === charge.amount });
  state.refunded.push({ refund: refund.id, paymentIntent: intent.id, charge: charge.id, amount, at: Date.now() });
  emit("refund.created", refund);
  emit("charge.refunded", charge);
  return refund;
}

/** POST /v1/customers. */
export function createCustomer(state: State, params: Params): StripeObject {
  return state.put({
    id: newId("cus"),
    object: "customer",
    email: text(params, "email") ?? null,
    name: text(params, "name") ?? null,
    metadata: metadata(params),
    created: nowSeconds(),
    livemode: false,
    invoice_settings: object(params, "invoice_settings") ?? { default_payment_method: null },
  });
}
