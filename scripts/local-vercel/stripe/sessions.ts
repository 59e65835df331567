import type { TestCard } from "./cards";
import { list, metadata, object, type Params, text } from "./form";
import { type Emit, fail, newIntent, paymentMethodFor, succeed } from "./payments";
import { amountParam, ApiError, missing, newId, nowSeconds, type State, type StripeObject } from "./state";

/**
 * Checkout Sessions as Stripe keeps them: created open, completed on the hosted page (./hosted.ts), expired by
 * the API or by their `expires_at`. In `payment` mode the PaymentIntent is made when the customer pays; in
 * `setup` mode the SetupIntent exists from the start, as Stripe does.
 */
type Session = StripeObject & {
  mode: "payment" | "setup";
  status: "open" | "complete" | "expired";
  customer: string | null;
  amount_total: number | null;
  currency: string | null;
  payment_intent: string | null;
  setup_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  metadata: Record<string, string>;
  payment_intent_data: {
    setup_future_usage: string | null;
    description: string | null;
    metadata: Record<string, string>;
  };
};

const MIN_LIFE = 30 * 60;
const MAX_LIFE = 24 * 60 * 60;

export function createSession(state: State, params: Params, origin: string): StripeObject {
  const mode = text(params, "mode");
  if (mode !== "payment" && mode !== "setup")
    throw new ApiError(
      400,
      { type: "invalid_request_error", param: "mode" },
      "mode must be payment or setup (stand-in).",
    );
  const success = text(params, "success_url");
  if (!success) throw missing("success_url");
  const customer = text(params, "customer") ?? null;
  if (customer) state.need(customer, "customer", "customer");
  const now = nowSeconds();
  const expires = text(params, "expires_at") === undefined ? now + MAX_LIFE : Number(text(params, "expires_at"));
  if (!(expires >= now + MIN_LIFE - 5 && expires <= now + MAX_LIFE + 5))
    throw new ApiError(
      400,
      { type: "invalid_request_error", param: "expires_at" },
      "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
    );
  let amount: number | null = null;
  let currency = text(params, "currency") ?? null;
  const intentData = object(params, "payment_intent_data");
  if (mode === "payment") {
    const items = params.line_items;
    const first = Array.isArray(items) && items.length === 1 ? (items[0] as Params) : undefined;
    if (!first) throw missing("line_items");
    amount =
      amountParam(text(first, "price_data", "unit_amount"), "line_items[0][price_data][unit_amount]") *
      Number(text(first, "quantity") ?? "1");
    currency = text(first, "price_data", "currency") ?? null;
    if (!currency) throw missing("line_items[0][price_data][currency]");
    if (!text(first, "price_data", "product_data", "name"))
      throw missing("line_items[0][price_data][product_data][name]");
  } else if (!currency) throw missing("currency");
  const future = text(intentData, "setup_future_usage") ?? null;
  if ((mode === "setup" || future) && !customer)
    throw new ApiError(
      400,
      { type: "invalid_request_error", param: "customer" },
      "A card kept for later needs a customer (stand-in).",
    );
  const id = newId("cs_test");
  const setupIntent =
    mode === "setup"
      ? state.put({
          id: newId("seti"),
          object: "setup_intent",
          status: "requires_payment_method",
          customer,
          payment_method: null,
          usage: "off_session",
          description: text(object(params, "setup_intent_data"), "description") ?? null,
          metadata: metadata(object(params, "setup_intent_data")),
          created: now,
          livemode: false,
        })
      : undefined;
  return state.put({
    id,
    object: "checkout.session",
    mode,
    status: "open",
    payment_status: mode === "setup" ? "no_payment_required" : "unpaid",
    amount_total: amount,
    amount_subtotal: amount,
    currency,
    customer,
    customer_email: text(params, "customer_email") ?? null,
    customer_details: null,
    client_reference_id: text(params, "client_reference_id") ?? null,
    metadata: metadata(params),
    locale: text(params, "locale") ?? "auto",
    success_url: success,
    cancel_url: text(params, "cancel_url") ?? null,
    url: `${origin}/checkout/${id}`,
    payment_intent: null,
    setup_intent: setupIntent?.id ?? null,
    payment_intent_data: {
      setup_future_usage: future,
      description: text(intentData, "description") ?? null,
      metadata: metadata(intentData),
    },
    line_item_label: mode === "payment" ? text(params, "line_items", 0, "price_data", "product_data", "name") : null,
    custom_text: { submit: { message: text(params, "custom_text", "submit", "message") ?? null } },
    expires_at: expires,
    created: now,
    livemode: false,
  });
}

/** A session as it is now: one past its `expires_at` has expired, as Stripe's own sweep would have it. */
export function currentSession(state: State, id: string | undefined, emit: Emit): Session {
  const session = state.need(id, "checkout.session", "session") as Session;
  if (session.status === "open" && (session.expires_at as number) < nowSeconds()) expire(session, emit);
  return session;
}

function expire(session: Session, emit: Emit): void {
  Object.assign(session, { status: "expired", url: null });
  emit("checkout.session.expired", session);
}

/** POST /v1/checkout/sessions/:id/expire: only an open session can be closed. */
export function expireSession(state: State, id: string, emit: Emit): StripeObject {
  const session = currentSession(state, id, emit);
  if (session.status !== "open")
    throw new ApiError(
      400,
      { type: "invalid_request_error", code: "checkout_session_not_open" },
      `Only Checkout Sessions with a status of \`open\` can be expired; this one is \`${session.status}\`.`,
    );
  expire(session, emit);
  return session;
}

export type Attempt = { ok: true; redirect: string } | { ok: false; message: string };

/**
 * The customer's card on the hosted page (authenticated already when the card asks for it). A success completes
 * the session and sends Stripe's events; a refusal leaves it open, as Checkout lets the customer try another card.
 */
export function attempt(state: State, session: Session, card: TestCard, emit: Emit): Attempt {
  const keep = session.mode === "setup" || session.payment_intent_data.setup_future_usage !== null;
  if (session.mode === "setup") {
    if (!card.setupSucceeds) return { ok: false, message: "Carte refusée par la banque (test). Essayez-en une autre." };
    const method = paymentMethodFor(state, card, session.customer, emit);
    const setup = state.need(session.setup_intent ?? undefined, "setup_intent", "setup_intent");
    Object.assign(setup, { status: "succeeded", payment_method: method.id });
    emit("setup_intent.succeeded", setup);
  } else {
    const intent =
      (session.payment_intent && state.get(session.payment_intent)) ||
      newIntent(state, {
        amount: session.amount_total ?? 0,
        currency: session.currency ?? "eur",
        customer: session.customer,
        description: session.payment_intent_data.description,
        metadata: session.payment_intent_data.metadata,
        setup_future_usage: session.payment_intent_data.setup_future_usage,
      });
    session.payment_intent = intent.id;
    const method = paymentMethodFor(state, card, keep ? session.customer : null, emit);
    if (card.onSession === "declined") {
      fail(intent as Parameters<typeof fail>[0], method, "declined", emit);
      return { ok: false, message: "Carte refusée par la banque (test). Essayez-en une autre." };
    }
    succeed(state, intent as Parameters<typeof succeed>[1], method, emit, { offSession: false, idempotencyKey: null });
    session.payment_status = "paid";
  }
  session.status = "complete";
  session.url = null;
  // The payer's address as Stripe keeps it: the one the session was given, else its customer's.
  const customer = session.customer ? state.get(session.customer) : undefined;
  session.customer_details = { email: session.customer_email ?? (customer?.email as string | undefined) ?? null };
  emit("checkout.session.completed", session);
  return { ok: true, redirect: session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id) };
}

/** The `expand[]` of a read, as sent in the query string. */
export function expansions(query: Params): string[] {
  return list(query, "expand");
}
