import { PAYMENT_RECORD_EXTRA_DAYS } from "../../config/retention.js";
import { chargeOffSession } from "../payment/charges.js";
import { idempotencyKey } from "../payment/keys.js";
import type { MoneyAct } from "../payment/record.js";
import { secondsUntilRemoval, type Trip } from "../trip/store.js";
import type { SettlementDeps } from "./deps.js";
import { sendDueLink } from "./due.js";
import type { Owed, TripFacts } from "./owed.js";

/**
 * Collecting what a trip owes (docs/decisions/190-getting-paid.md), once per act whoever asks (the operator's
 * press, a second press, the ride's end job, a concurrent instance): the act is claimed in Upstash, then
 * - a fee kept from the fare paid at booking is recorded as taken (nothing to charge: it is already held);
 * - a card kept is charged off-session, for the amount of the rule, never above its ceiling, with an idempotency
 *   key from the booking and the act, so that no retry can charge twice;
 * - without a card, or when the bank wants the customer (SCA) or refuses the card, nothing is taken and the
 *   customer receives a payment link for the same amount (Stripe's hosted page; ../settlement/payment-page.ts).
 * Stripe unreachable, or refusing the call itself: nothing was taken, the act is freed for another try. Stripe
 * silent past the deadline: the charge may have happened; the act stays uncertain, logged in full, and is tried
 * again only with the same key while Stripe still keeps its answer (a day), which can never charge twice.
 */
export type Collected =
  | { kind: "taken"; act: MoneyAct }
  | { kind: "processing"; act: MoneyAct }
  | { kind: "link-sent"; act: MoneyAct; told: boolean }
  /** Nothing to take online (paid in the car, or no extras on a fare paid at booking). */
  | { kind: "nothing" }
  | { kind: "busy" }
  | { kind: "already"; act: MoneyAct }
  | { kind: "failed"; reason: string }
  | { kind: "uncertain"; act: MoneyAct }
  | { kind: "not-recorded" };

/** Stripe keeps an idempotency key's answer for 24 hours: an uncertain charge is retried with it only within. */
const SAME_KEY_RETRY_MS = 23 * 3_600_000;

/** A money act is kept as long as its trip, and the payment record's own days after. */
export function actTtl(trip: Trip, retention: number): number {
  return secondsUntilRemoval(trip, retention) + PAYMENT_RECORD_EXTRA_DAYS * 86_400;
}

export async function collect(
  facts: TripFacts,
  owed: Owed,
  deps: SettlementDeps,
  deadline: number,
  by: "operator" | "auto",
  label: string,
): Promise<Collected> {
  if (owed.amount <= 0) return { kind: "nothing" };
  const r = facts.trip.request;
  const key = `${r.reference}:${owed.act}`;
  const ttl = actTtl(facts.trip, deps.retention);
  const at = deps.now().toISOString();
  let claim: Awaited<ReturnType<SettlementDeps["acts"]["claim"]>>;
  try {
    claim = await deps.acts.claim(key, { state: "pending", at, amount: owed.amount, by }, ttl);
    if (!claim.claimed) {
      const existing = claim.existing;
      const retry =
        existing.state === "uncertain" &&
        existing.outcome === undefined &&
        deps.now().getTime() - Date.parse(existing.at) < SAME_KEY_RETRY_MS;
      if (!retry) return existing.state === "pending" ? { kind: "busy" } : { kind: "already", act: existing };
      // The same call, the same key: Stripe answers what it did the first time, or does it now; never twice.
      console.warn(`[${label}] ${key}: an uncertain charge of ${existing.at}, asked again with its own key`);
      await deps.acts.release(key);
      claim = await deps.acts.claim(key, { ...existing, state: "pending" }, ttl);
      if (!claim.claimed) return { kind: "busy" };
    }
  } catch (error) {
    console.error(`[${label}] ${key}: NOT COLLECTED (the record cannot be claimed); nothing was charged`, error);
    return { kind: "not-recorded" };
  }
  const settle = async (act: MoneyAct) => {
    await deps.acts
      .settle(key, act, ttl)
      .catch((error) => console.error(`[${label}] ${key}: done but not recorded (the claim keeps it once)`, error));
    return act;
  };
  const base = { at, amount: owed.amount, by };

  if (owed.keptFrom) {
    const act = await settle({ ...base, state: "done", outcome: "succeeded", paymentIntentId: owed.keptFrom });
    console.info(`[${label}] ${key}: ${owed.amount} cents kept from the fare paid at booking`);
    return { kind: "taken", act };
  }
  const card = facts.record?.card;
  const customerId = facts.record?.customerId;
  if (!card || !customerId) {
    const act = await settle({ ...base, state: "done", outcome: "needs-customer", reason: "no card kept" });
    const told = await sendDueLink(facts, owed, "no-card", deps, deadline, label);
    return { kind: "link-sent", act, told };
  }
  const charged = await chargeOffSession(
    {
      reference: r.reference,
      customerId,
      paymentMethodId: card.paymentMethodId,
      amount: owed.amount,
      ceiling: owed.ceiling,
      description: owed.label[r.locale],
      act: owed.act,
    },
    { key: idempotencyKey(r.reference, `charge:${owed.act}`), deadline: deadline - 6_000 },
  );
  if (!charged.ok) {
    const error = charged.error;
    if (error.kind === "uncertain") {
      const act = await settle({ ...base, state: "uncertain", reason: error.reason });
      console.error(
        `[${label}] ${key}: CHARGE UNCERTAIN (${error.reason}, key ${error.key}): ${owed.amount} cents may have been taken from ${card.paymentMethodId}; check the payment in Stripe's dashboard before anything else. Asked again, the same key charges nothing more.`,
      );
      return { kind: "uncertain", act };
    }
    await deps.acts.release(key).catch(() => undefined);
    console.error(`[${label}] ${key}: NOT CHARGED, Stripe ${error.kind} (${error.reason}); nothing taken, try again`);
    return { kind: "failed", reason: error.reason };
  }
  const outcome = charged.value;
  if (outcome.status === "succeeded") {
    const act = await settle({
      ...base,
      state: "done",
      outcome: "succeeded",
      paymentIntentId: outcome.paymentIntentId,
    });
    console.info(`[${label}] ${key}: ${owed.amount} cents charged (${outcome.paymentIntentId})`);
    return { kind: "taken", act };
  }
  if (outcome.status === "pending") {
    const act = await settle({ ...base, state: "done", outcome: "pending", paymentIntentId: outcome.paymentIntentId });
    return { kind: "processing", act };
  }
  const act = await settle({
    ...base,
    state: "done",
    outcome: outcome.status,
    ...(outcome.paymentIntentId ? { paymentIntentId: outcome.paymentIntentId } : {}),
    reason: outcome.reason,
  });
  console.warn(`[${label}] ${key}: card ${outcome.status} (${outcome.reason}); a payment link goes to the customer`);
  const told = await sendDueLink(facts, owed, outcome.status, deps, deadline, label);
  return { kind: "link-sent", act, told };
}
