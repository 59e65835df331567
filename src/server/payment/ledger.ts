import type { OnceStore } from "../kernel/store/once.js";
import type { MoneyAct, Payment, RefundPart } from "./record.js";

/**
 * A booking's money acts, read together (docs/decisions/190-getting-paid.md). Each is done once under its name:
 * - `fee`, `ride`: what the trip owed at its end (./owed.ts), charged, kept, or asked through a payment link;
 * - `refund-declined`, `refund-proposed`: the fare paid at booking, given back when the operator declined the
 *   booking or answered it with another price;
 * - `refund-cancel`: given back when the booking is cancelled: all of it, or all but the fee the terms allow;
 * - `refund-overpaid`: the part of a fare paid at booking that the ride did not come to (a cheaper change since);
 * - `refund-1` to `refund-3`: refunds the operator makes from his page (past three, Stripe's dashboard).
 */
export const AUTOMATIC_REFUNDS = ["refund-declined", "refund-proposed", "refund-cancel", "refund-overpaid"] as const;
export const OPERATOR_REFUNDS = ["refund-1", "refund-2", "refund-3"] as const;
export const ACT_NAMES = ["fee", "ride", ...AUTOMATIC_REFUNDS, ...OPERATOR_REFUNDS] as const;
export type ActKey = (typeof ACT_NAMES)[number];
export type Acts = Partial<Record<ActKey, MoneyAct>>;

export async function loadActs(reference: string, acts: OnceStore<MoneyAct>): Promise<Acts> {
  const found = await Promise.all(ACT_NAMES.map((name) => acts.get(`${reference}:${name}`)));
  return Object.fromEntries(ACT_NAMES.flatMap((name, i) => (found[i] ? [[name, found[i]] as const] : []))) as Acts;
}

/** What a refund act gave back, part by part (a refund of one payment records it as its one part). */
export function refundParts(act: MoneyAct | undefined): RefundPart[] {
  if (!act || act.outcome !== "refunded") return [];
  if (act.parts) return act.parts;
  return act.paymentIntentId ? [{ paymentIntentId: act.paymentIntentId, amount: act.amount }] : [];
}

/** A payment taken on the booking, and what of it is still held (taken less refunded), in cents. */
export type Held = { paymentIntentId: string; taken: number; held: number; what: "fare" | "fee" | "ride" };

/**
 * Every payment the booking holds, newest first: the fare paid at booking, then a fee or a ride's amount taken
 * from the card (a fee kept from the fare is the fare's own payment, counted once).
 */
export function heldPayments(record: Payment | null, acts: Acts): Held[] {
  const taken: Held[] = [];
  if (record?.paid)
    taken.push({ paymentIntentId: record.paid.paymentIntentId, taken: record.paid.amount, held: 0, what: "fare" });
  for (const name of ["fee", "ride"] as const) {
    const act = acts[name];
    if (act?.outcome !== "succeeded" || !act.paymentIntentId) continue;
    if (taken.some((t) => t.paymentIntentId === act.paymentIntentId)) continue;
    taken.push({ paymentIntentId: act.paymentIntentId, taken: act.amount, held: 0, what: name });
  }
  const refunds = [...AUTOMATIC_REFUNDS, ...OPERATOR_REFUNDS].flatMap((name) => refundParts(acts[name]));
  return taken
    .map((t) => ({
      ...t,
      held: t.taken - refunds.filter((r) => r.paymentIntentId === t.paymentIntentId).reduce((s, r) => s + r.amount, 0),
    }))
    .reverse();
}

/** The cents still held on the booking, all payments together. */
export const totalHeld = (held: Held[]) => held.reduce((sum, h) => sum + Math.max(0, h.held), 0);

/** The next refund the operator may make from his page, or null past the last. */
export function nextOperatorRefund(acts: Acts): (typeof OPERATOR_REFUNDS)[number] | null {
  return OPERATOR_REFUNDS.find((name) => !acts[name]) ?? null;
}

/**
 * A refund whose outcome nobody heard (Stripe silent past its deadline) or that is still running: until the
 * dashboard says what happened, no other refund is made, or the same money could go back twice.
 */
export function openRefund(acts: Acts): MoneyAct | null {
  return (
    [...AUTOMATIC_REFUNDS, ...OPERATOR_REFUNDS].map((name) => acts[name]).find((act) => act && act.state !== "done") ??
    null
  );
}
