import { readSavedCard } from "../payment/charges.js";
import type { OnceStore } from "../kernel/store/once.js";
import type { MoneyAct, PaymentRecords } from "../payment/record.js";
import type { CheckoutSession } from "../payment/types.js";

/**
 * What a completed Checkout session means for its booking, recorded once whoever sees it first: the payment page
 * when Stripe sends the customer back, or the webhook's event (docs/decisions/190-getting-paid.md). Read from
 * Stripe, never from the browser. Recording twice writes the same facts: nothing is charged here.
 * - `booking`, `setup` mode: the card kept (its brand and last four digits);
 * - `booking`, `payment` mode: the fare paid, and the card kept when it was saved with it;
 * - `due-<act>`: the amount owed for that act paid through its link: the act settles as paid.
 */
export type SessionDeps = { records: PaymentRecords; acts: OnceStore<MoneyAct>; deadline: number };

export type Recorded = "card-saved" | "paid" | "open" | "ignored";

export async function recordSession(
  session: CheckoutSession,
  deps: SessionDeps,
  keepUntil?: number,
): Promise<Recorded> {
  const reference = session.reference;
  if (!reference || session.status !== "complete") return "open";
  const at = new Date().toISOString();
  const act = session.act ?? "booking";
  if (act.startsWith("due-")) {
    if (session.paymentStatus !== "paid" || !session.paymentIntentId) return "open";
    await deps.acts.settle(`${reference}:${act.slice(4)}`, {
      state: "done",
      at,
      amount: session.amount ?? 0,
      outcome: "succeeded",
      paymentIntentId: session.paymentIntentId,
    });
    return "paid";
  }
  if (act !== "booking") return "ignored";
  const card = session.paymentMethodId ? await keptCard(session.paymentMethodId, deps.deadline, at) : undefined;
  if (session.mode === "setup") {
    if (session.setupIntentStatus !== "succeeded" || !card) return "open";
    await deps.records.update(
      reference,
      { card, ...(session.customerId ? { customerId: session.customerId } : {}) },
      keepUntil,
    );
    return "card-saved";
  }
  if (session.paymentStatus !== "paid" || !session.paymentIntentId) return "open";
  await deps.records.update(
    reference,
    {
      paid: { paymentIntentId: session.paymentIntentId, amount: session.amount ?? 0, at },
      // Kept with the payment only when it was saved for later (the page asked for it): Stripe says so by the
      // customer it sits on.
      ...(card && session.customerId ? { card, customerId: session.customerId } : {}),
    },
    keepUntil,
  );
  return "paid";
}

/** « Visa •••• 4242 »: what the documents and the operator's page show of the card, never more. */
async function keptCard(paymentMethodId: string, deadline: number, at: string) {
  const read = await readSavedCard(paymentMethodId, { deadline });
  if (!read.ok) {
    // The card is kept all the same: its brand is a nicety, its id is what a charge needs.
    console.error(`[payment] ${paymentMethodId}: brand not read (${read.error.reason}); kept without it`);
    return { paymentMethodId, brand: null, last4: null, at };
  }
  return { paymentMethodId, brand: read.value.brand, last4: read.value.last4, at };
}
