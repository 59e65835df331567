import type Stripe from "stripe";
import { answerDeadline } from "../kernel/functions.js";
import { readCheckoutSession } from "../payment/checkout.js";
import { getMoneyActs, getPaymentRecords } from "../payment/record.js";
import { handleStripeWebhook, webhookDeps } from "../payment/webhook.js";
import { recordSession } from "./payment-sessions.js";

/**
 * POST /api/stripe-webhook: Stripe's events about our sessions and charges (docs/decisions/190-getting-paid.md),
 * verified and claimed once by the payment layer. A completed Checkout session is read back from Stripe (the
 * event may be old, or come before another) and recorded on its booking, as the payment page does when the customer
 * comes back: whichever comes first records it, the other writes the same. Other events change nothing here: every
 * charge and refund is made and recorded by the act that asks for it, keyed so that it happens once.
 */
export function handleStripeEvents(request: Request): Promise<Response> {
  const deadline = answerDeadline("stripe-webhook");
  return handleStripeWebhook(request, webhookDeps(deadline), (event, context) => onEvent(event, context.deadline));
}

export async function onEvent(event: Stripe.Event, deadline: number): Promise<void> {
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded") return;
  const id = (event.data.object as { id?: string }).id;
  if (!id) return;
  const read = await readCheckoutSession(id, { deadline: deadline - 3_000 });
  // Stripe unreachable: thrown, so the claim is released and Stripe sends the event again.
  if (!read.ok) throw new Error(`session ${id} not read: ${read.error.reason}`);
  const recorded = await recordSession(read.value, { records: getPaymentRecords(), acts: getMoneyActs(), deadline });
  console.info(`[stripe-webhook] ${event.type} ${id} (${read.value.reference ?? "no reference"}): ${recorded}`);
}
