import { list, type Params } from "./form";
import { createCustomer, createIntent, createRefund, type Emit } from "./payments";
import { createSession, currentSession, expireSession } from "./sessions";
import { ApiError, expanded, type State, type StripeObject } from "./state";

/**
 * The part of Stripe's API the payment layer uses (src/server/payment/), routed: customers, Checkout Sessions,
 * PaymentIntents, SetupIntents, PaymentMethods and refunds. Anything else answers Stripe's 404.
 */
export type Call = {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
  /** This stand-in's own origin, for the hosted page's URL. */
  origin: string;
};

type Route = { method: string; pattern: RegExp; run(state: State, call: Call, emit: Emit, id: string): StripeObject };

const read =
  (object: string) =>
  (state: State, call: Call, emit: Emit, id: string): StripeObject => {
    const found = object === "checkout.session" ? currentSession(state, id, emit) : state.need(id, object, "id");
    return expanded(state, found, list(call.params, "expand"));
  };

const ROUTES: Route[] = [
  { method: "POST", pattern: /^\/v1\/customers$/, run: (state, call) => createCustomer(state, call.params) },
  { method: "GET", pattern: /^\/v1\/customers\/([^/]+)$/, run: read("customer") },
  {
    method: "POST",
    pattern: /^\/v1\/checkout\/sessions$/,
    run: (state, call) => createSession(state, call.params, call.origin),
  },
  { method: "GET", pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, run: read("checkout.session") },
  {
    method: "POST",
    pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
    run: (state, _call, emit, id) => expireSession(state, id, emit),
  },
  {
    method: "POST",
    pattern: /^\/v1\/payment_intents$/,
    run: (state, call, emit) => createIntent(state, call.params, emit, call.idempotencyKey),
  },
  { method: "GET", pattern: /^\/v1\/payment_intents\/([^/]+)$/, run: read("payment_intent") },
  { method: "GET", pattern: /^\/v1\/setup_intents\/([^/]+)$/, run: read("setup_intent") },
  { method: "GET", pattern: /^\/v1\/payment_methods\/([^/]+)$/, run: read("payment_method") },
  { method: "POST", pattern: /^\/v1\/refunds$/, run: (state, call, emit) => createRefund(state, call.params, emit) },
  { method: "GET", pattern: /^\/v1\/refunds\/([^/]+)$/, run: read("refund") },
];

/** Runs one call: its object, or the ApiError Stripe would answer. */
export function execute(state: State, call: Call, emit: Emit): StripeObject {
  for (const route of ROUTES) {
    const match = route.method === call.method ? route.pattern.exec(call.path) : null;
    if (match) return route.run(state, call, emit, decodeURIComponent(match[1] ?? ""));
  }
  throw new ApiError(
    404,
    { type: "invalid_request_error" },
    `Unrecognized request URL (${call.method}: ${call.path}). The local Stripe stand-in speaks only the part of the API this site uses.`,
  );
}
