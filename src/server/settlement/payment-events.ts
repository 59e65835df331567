import type Stripe from "stripe";
import { getEnv } from "../kernel/env.js";
import { answerDeadline } from "../kernel/functions.js";
import { linkSecret } from "../kernel/links/seal.js";
import { readCheckoutSession } from "../payment/checkout.js";
import { handleStripeWebhook, webhookDeps } from "../payment/webhook.js";
import { type SettlementDeps, settlementDeps } from "./deps.js";
import { sendDueLink } from "./due.js";
import { type ActName, loadFacts, owedFor } from "./owed.js";
import { sendPaperwork } from "./paperwork.js";
import { recordSession } from "./payment-sessions.js";

/**
 * POST /api/stripe-webhook: Stripe's events about our sessions and charges (docs/decisions/190-getting-paid.md),
 * verified and claimed once by the payment layer. Stripe sends them more than once and in no order, so each reads
 * the current state (the session from Stripe, the act from its record) and does only what is still to do:
 * - a completed Checkout session is recorded on its booking, as the payment page does when the customer comes
 *   back (whichever comes first records it, the other writes the same); an amount owed paid through its link
 *   then gets its note or invoice, once;
 * - a charge of a kept card that was still settling (`pending`) ends: paid (its document leaves) or failed (the
 *   customer gets a payment link).
 * Nothing here charges or refunds: every money act is made by the act that asks for it, keyed to happen once.
 */
export function handleStripeEvents(request: Request, deps?: SettlementDeps): Promise<Response> {
  const deadline = answerDeadline("stripe-webhook");
  const env = getEnv();
  const d = deps ?? settlementDeps({ secret: linkSecret(env), origin: new URL(env.SITE_URL).origin });
  return handleStripeWebhook(request, webhookDeps(deadline), (event, context) => onEvent(event, d, context.deadline));
}

const ACTS: readonly string[] = ["fee", "ride"] satisfies ActName[];
const isAct = (value: unknown): value is ActName => typeof value === "string" && ACTS.includes(value);

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
  const recorded = await recordSession(session, { records: deps.payments, acts: deps.acts, deadline });
  console.info(`[stripe-webhook] session ${id} (${session.reference ?? "no reference"}): ${recorded}`);
  const act = session.act?.startsWith("due-") ? session.act.slice(4) : null;
  if (recorded !== "paid" || !session.reference || !isAct(act)) return;
  await documentOf(session.reference, act, deps, deadline);
}

/** The note or invoice of an act now paid, once (a replayed event finds it sent). */
async function documentOf(reference: string, act: ActName, deps: SettlementDeps, deadline: number) {
  const [facts, record] = await Promise.all([
    loadFacts(reference, deps.stores, deps.payments),
    deps.acts.get(`${reference}:${act}`),
  ]);
  if (!facts) return;
  const sent = await sendPaperwork(facts, act, record, deps, deadline, "stripe-webhook");
  console.info(`[stripe-webhook] ${reference}:${act} paid: its document ${sent}`);
}

async function chargeSettled(
  intent: Stripe.PaymentIntent,
  succeeded: boolean,
  deps: SettlementDeps,
  deadline: number,
): Promise<void> {
  const reference = intent.metadata?.reference;
  const act = intent.metadata?.act;
  if (!reference || !isAct(act)) return;
  const key = `${reference}:${act}`;
  const record = await deps.acts.get(key);
  // Only a charge still settling is ours to end here; the act that made it recorded every other outcome.
  if (record?.outcome !== "pending" || record.paymentIntentId !== intent.id) return;
  if (succeeded) {
    await deps.acts.settle(key, { ...record, outcome: "succeeded" });
    await documentOf(reference, act, deps, deadline);
    return;
  }
  await deps.acts.settle(key, { ...record, outcome: "declined", reason: intent.last_payment_error?.code ?? "failed" });
  const facts = await loadFacts(reference, deps.stores, deps.payments);
  const owed = facts && owedFor(facts, act);
  if (facts && owed) await sendDueLink(facts, owed, "declined", deps, deadline, "stripe-webhook");
}
