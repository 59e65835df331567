import type Stripe from "stripe";
import { getEnv } from "../kernel/env.js";
import { answerDeadline } from "../kernel/functions.js";
import { linkSecret } from "../kernel/links/seal.js";
import { readCheckoutSession } from "../payment/checkout.js";
import { handleStripeWebhook, webhookDeps } from "../payment/webhook.js";
import { markDue, sendDueLink } from "./collect.js";
import { type SettlementDeps, settlementDeps } from "./dependencies.js";
import { sendDueDocuments } from "./documents.js";
import { recordSession } from "./payment-sessions.js";

/**
 * POST /api/stripe-webhook: Stripe's events about our sessions and charges (docs/decisions/200-booking-state.md),
 * verified and claimed once by the payment layer. Stripe sends them more than once and in no order, so each reads
 * the current state (the session from Stripe, the booking's record) and does only what is still to do:
 * - a completed Checkout session is recorded on its booking when it is one of ours, as the payment page does when the
 *   customer comes back (whichever comes first records it; the money is counted once by its payment's id); what it
 *   brings beyond what the booking may keep goes back at once; the documents it makes due leave;
 * - a charge of a kept card that was still settling ends: paid (its document leaves) or failed (the customer gets a
 *   payment link).
 * Nothing is charged here: every charge is made by the act that asks for it, keyed to happen once.
 */
export function handleStripeEvents(request: Request, deps?: SettlementDeps): Promise<Response> {
  const deadline = answerDeadline("stripe-webhook");
  const env = getEnv();
  const d = deps ?? settlementDeps({ secret: linkSecret(env), origin: new URL(env.SITE_URL).origin });
  return handleStripeWebhook(request, webhookDeps(deadline), (event, context) => onEvent(event, d, context.deadline));
}

const CHARGED = ["fee", "ride"] as const;
const isCharged = (value: unknown): value is (typeof CHARGED)[number] => value === "fee" || value === "ride";

export async function onEvent(event: Stripe.Event, deps: SettlementDeps, deadline: number): Promise<void> {
  if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded")
    return sessionCompleted(event.data.object.id, deps, deadline);
  if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed")
    return chargeSettled(event.data.object, event.type === "payment_intent.succeeded", deps, deadline);
}

async function sessionCompleted(id: string, deps: SettlementDeps, deadline: number): Promise<void> {
  const read = await readCheckoutSession(id, { deadline: deadline - 3_000 });
  // Stripe unreachable: thrown, so the claim is released and Stripe sends the event again.
  if (!read.ok) throw new Error(`session ${id} not read: ${read.error.reason}`);
  const session = read.value;
  const recorded = await recordSession(session, deps, deadline);
  console.info(`[stripe-webhook] session ${id} (${session.reference ?? "no reference"}): ${recorded}`);
  if (recorded !== "paid" || !session.reference) return;
  await documentsOf(session.reference, deps, deadline);
}

/** The documents a payment made due, once (a replayed event finds them sent). */
async function documentsOf(reference: string, deps: SettlementDeps, deadline: number): Promise<void> {
  const [trip, record] = await Promise.all([deps.stores.trips.get(reference), deps.bookings.get(reference)]);
  if (!trip || !record) return;
  const sent = await sendDueDocuments(trip, record, deps, deadline, "stripe-webhook");
  console.info(`[stripe-webhook] ${reference}: documents ${sent.join(", ") || "none due"}`);
}

async function chargeSettled(
  intent: Stripe.PaymentIntent,
  succeeded: boolean,
  deps: SettlementDeps,
  deadline: number,
): Promise<void> {
  const reference = intent.metadata?.reference;
  const name = intent.metadata?.act;
  if (!reference || !isCharged(name)) return;
  const record = await deps.bookings.get(reference);
  const act = record?.acts[name];
  // Only a charge still settling is ours to end here; the act that made it recorded every other outcome.
  if (!record || act?.outcome !== "pending" || act.paymentIntentId !== intent.id) return;
  const at = deps.now().toISOString();
  await deps.bookings.ledger(reference, {
    op: "charged",
    name,
    reserved: act.amount,
    act: JSON.stringify({
      ...act,
      state: "done",
      at,
      outcome: succeeded ? "succeeded" : "declined",
      ...(succeeded ? {} : { reason: intent.last_payment_error?.code ?? "failed" }),
    }),
    ...(succeeded ? { paymentIntentId: intent.id } : {}),
    taken: succeeded ? intent.amount : 0,
    keepHold: false,
  });
  if (succeeded) {
    await markDue(deps, reference, name);
    await documentsOf(reference, deps, deadline);
    return;
  }
  const trip = await deps.stores.trips.get(reference);
  const after = await deps.bookings.get(reference);
  if (trip && after) await sendDueLink(trip, after, name, act.amount, "declined", deps, deadline, "stripe-webhook");
}
