import Stripe from "stripe";
import { json, readBodyBytes } from "../kernel/http.js";
import { isOnceRecord, type OnceRecord, type OnceStore, onceStore } from "../kernel/store/once.js";
import { withTimeout } from "../kernel/timeout.js";
import { webhookSecret } from "./client.js";

/**
 * Stripe's webhook events, taken as Stripe intends (docs/decisions/180-payments.md): the signature checked on the
 * raw body, each event handled once, the answer within the function's budget.
 *
 * Stripe delivers an event at least once, in no particular order, and again and again (for up to three days)
 * until an answer is 2xx. So `onEvent` must not trust the order: `checkout.session.completed` may come after
 * `payment_intent.succeeded`, a `charge.refunded` before the charge's own event. It reads the current state from
 * Stripe (`readCheckoutSession`…) or from the booking's record rather than from the event alone, and what it does
 * is keyed on the booking (sendOnce, idempotency keys), so that running it twice could do no harm: the claim
 * below keeps duplicates out, but an instance that dies mid-way leaves its claim to be taken over.
 */
export type EventHandler = (event: Stripe.Event, context: { deadline: number }) => Promise<void>;

export type WebhookDeps = {
  /** STRIPE_WEBHOOK_SECRET, or the stand-in's in the local mode (./client.ts). */
  secret: string;
  /** Event ids already handled (or being handled), under their own key prefix. */
  events: OnceStore<OnceRecord>;
  /** Epoch ms by which the answer must have left. */
  deadline: number;
  now?: () => Date;
};

/** Far above any event Stripe sends (a few kilobytes); a body past it is not read further. */
export const WEBHOOK_MAX_BYTES = 256 * 1024;
const EVENT_PREFIX = "stripe:event:";
/** What the answer itself needs once `onEvent` is done: settling the claim and writing a few bytes. */
const ANSWER_MARGIN_MS = 1_000;

let events: OnceStore<OnceRecord> | undefined;

/** The dependencies a function mounting the handler needs, from the environment; `deadline` is its budget's end. */
export function webhookDeps(deadline: number): WebhookDeps {
  events ??= onceStore(EVENT_PREFIX, isOnceRecord);
  return { secret: webhookSecret(), events, deadline };
}

/**
 * POST only; the body read raw (the signature is over its exact bytes) within `WEBHOOK_MAX_BYTES`; the event
 * verified with the endpoint's secret (400 and logged otherwise); its id claimed; `onEvent` called; the claim
 * settled. A duplicate answers 200 at once; an event still being handled elsewhere answers 409, so Stripe sends it
 * again later; a failure of `onEvent` releases the claim and answers 500, so Stripe sends it again and it is
 * handled then; `onEvent` still running at the deadline gets a 500 too and settles or releases when it ends.
 */
export async function handleStripeWebhook(
  request: Request,
  deps: WebhookDeps,
  onEvent: EventHandler,
): Promise<Response> {
  if (request.method !== "POST") return json(405, { error: "POST only" }, { allow: "POST" });
  const body = await readRawBody(request, WEBHOOK_MAX_BYTES);
  if (!body.ok) return json(body.status, { error: body.status === 413 ? "too large" : "no body" });
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(body.value, request.headers.get("stripe-signature") ?? "", deps.secret);
  } catch (error) {
    console.error(`[stripe-webhook] REFUSED: ${error instanceof Error ? error.message : error}`);
    return json(400, { error: "bad signature" });
  }
  const at = (deps.now?.() ?? new Date()).toISOString();
  let claim: Awaited<ReturnType<OnceStore<OnceRecord>["claim"]>>;
  try {
    claim = await deps.events.claim(event.id, { state: "pending", at });
    if (!claim.claimed && claim.existing.state === "uncertain") {
      // Claimed long ago and never settled: the instance stopped mid-way. Handled again (see above).
      console.error(
        `[stripe-webhook] ${event.id} ${event.type} was never settled (${claim.existing.at}): handled again`,
      );
      await deps.events.release(event.id);
      claim = await deps.events.claim(event.id, { state: "pending", at });
    }
  } catch (error) {
    console.error(`[stripe-webhook] ${event.id} ${event.type}: claim failed, Stripe will send it again`, error);
    return json(503, { error: "store unavailable" });
  }
  if (!claim.claimed)
    return claim.existing.state === "pending"
      ? json(409, { error: "being handled" })
      : json(200, { received: true, duplicate: true });

  const handled = handle(event, deps, onEvent, at);
  const budget = deps.deadline - Date.now() - ANSWER_MARGIN_MS;
  let failure: unknown;
  try {
    failure = await withTimeout(handled, Math.max(0, budget), `${event.type} ${event.id}`);
  } catch (timeout) {
    failure = timeout;
    void handled.then(
      (late) => late && console.error(`[stripe-webhook] ${event.id} ${event.type} failed after its answer:`, late),
    );
  }
  if (failure === undefined) return json(200, { received: true });
  console.error(`[stripe-webhook] ${event.id} ${event.type} NOT HANDLED, Stripe will send it again:`, failure);
  return json(500, { error: "not handled" });
}

/** `onEvent`, then the claim settled (done) or released (failed), whenever it ends; what failed, if anything. */
async function handle(event: Stripe.Event, deps: WebhookDeps, onEvent: EventHandler, at: string): Promise<unknown> {
  try {
    await onEvent(event, { deadline: deps.deadline });
  } catch (error) {
    await deps.events
      .release(event.id)
      .catch((e) => console.error(`[stripe-webhook] ${event.id}: release failed (taken over once stale)`, e));
    return error ?? new Error("onEvent failed");
  }
  await deps.events
    .settle(event.id, { state: "done", at })
    .catch((e) => console.error(`[stripe-webhook] ${event.id}: handled but not recorded (a redelivery redoes it)`, e));
  return undefined;
}

type RawBody = { ok: true; value: Buffer } | { ok: false; status: 400 | 413 };

/** The body's exact bytes, at most `maxBytes`: the signature is checked on them, never on a re-encoded JSON. */
async function readRawBody(request: Request, maxBytes: number): Promise<RawBody> {
  const read = await readBodyBytes(request, maxBytes);
  return read.ok ? { ok: true, value: Buffer.from(read.value) } : read;
}
