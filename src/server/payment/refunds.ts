import type { OnceStore } from "../kernel/store/once.js";
import { refundPayment } from "./charges.js";
import { idempotencyKey } from "./keys.js";
import type { MoneyAct, RefundPart } from "./record.js";
import type { Held } from "./ledger.js";

export type Refunded =
  /** Given back (`amount` cents), or given back before under the same name. */
  | { kind: "refunded"; amount: number; already: boolean }
  /** Another press of the same refund is running. */
  | { kind: "busy" }
  /** Nothing was given back: Stripe refused or could not be reached, or the record could not be claimed. */
  | { kind: "failed"; reason: string }
  /** Stripe may have given some of it back: the dashboard says; never made again under another name. */
  | { kind: "uncertain"; reason: string };

/**
 * Gives back `amount` cents of what the booking holds, once, under the act `name` (docs/decisions/190-getting-paid.md):
 * from the newest payment first (a ride's extras, then the fare paid at booking), each part one Stripe refund whose
 * idempotency key is derived from the act and the part, so that a retried call refunds once. A refund that cannot be
 * made is logged for the operator with what is owed back; one Stripe refused or never reached frees its name for
 * another try, one that may have happened stays as it is.
 */
export async function refundOnce(
  reference: string,
  name: string,
  amount: number,
  held: Held[],
  deps: { acts: OnceStore<MoneyAct>; now: () => Date },
  deadline: number,
  label: string,
  options: { by?: string; ttl?: number } = {},
): Promise<Refunded> {
  const act = `${reference}:${name}`;
  const at = deps.now().toISOString();
  const plan = planOf(amount, held);
  if (!plan.length) return { kind: "failed", reason: "nothing is held on this booking" };
  try {
    const claim = await deps.acts.claim(
      act,
      { state: "pending", at, amount, ...(options.by ? { by: options.by } : {}) },
      options.ttl,
    );
    if (!claim.claimed) {
      const existing = claim.existing;
      if (existing.state === "pending") return { kind: "busy" };
      if (existing.outcome === "refunded") return { kind: "refunded", amount: existing.amount, already: true };
      return { kind: "uncertain", reason: existing.reason ?? "an earlier refund under this name was not confirmed" };
    }
  } catch (error) {
    console.error(
      `[${label}] ${reference}: REFUND NOT MADE (the record cannot be claimed): ${amount} cents are owed back; refund them from Stripe's dashboard`,
      error,
    );
    return { kind: "failed", reason: "store" };
  }
  const parts: RefundPart[] = [];
  for (const [i, part] of plan.entries()) {
    const refund = await refundPayment(
      { reference, paymentIntentId: part.paymentIntentId, amount: part.amount },
      { key: idempotencyKey(reference, plan.length === 1 ? name : `${name}:${i + 1}`), deadline },
    );
    if (refund.ok) {
      parts.push({ ...part, refundId: refund.value.refundId });
      continue;
    }
    const owed = amount - parts.reduce((sum, p) => sum + p.amount, 0);
    console.error(
      `[${label}] ${reference}: REFUND ${refund.error.kind.toUpperCase()} (${refund.error.reason}, key ${refund.error.key ?? "none"}): ${owed} cents of ${part.paymentIntentId} are owed back; check it in Stripe's dashboard`,
    );
    if (refund.error.kind !== "uncertain" && parts.length === 0) {
      // Nothing was given back: the name is free for another try.
      await deps.acts.release(act).catch(() => undefined);
      return { kind: "failed", reason: refund.error.reason };
    }
    // Some of it may have been given back: recorded as it stands, never made again under this name.
    await deps.acts
      .settle(
        act,
        {
          state: "uncertain",
          at,
          amount,
          parts,
          reason: refund.error.reason,
          ...(options.by ? { by: options.by } : {}),
        },
        options.ttl,
      )
      .catch(() => undefined);
    return { kind: "uncertain", reason: refund.error.reason };
  }
  const done: MoneyAct = {
    state: "done",
    at,
    amount,
    outcome: "refunded",
    parts,
    ...(parts.length === 1 ? { paymentIntentId: parts[0]!.paymentIntentId, refundId: parts[0]!.refundId } : {}),
    ...(options.by ? { by: options.by } : {}),
  };
  await deps.acts
    .settle(act, done, options.ttl)
    .catch((error) =>
      console.error(
        `[${label}] ${reference}: ${amount} cents refunded but not recorded (the claim keeps it once)`,
        error,
      ),
    );
  console.info(`[${label}] ${reference}: ${amount} cents refunded (${parts.map((p) => p.refundId).join(", ")})`);
  return { kind: "refunded", amount, already: false };
}

/** Which payments a refund of `amount` draws on, newest first; empty when they hold less than that. */
function planOf(amount: number, held: Held[]): RefundPart[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) return [];
  const parts: RefundPart[] = [];
  let left = amount;
  for (const h of held) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, h.held));
    if (take > 0) parts.push({ paymentIntentId: h.paymentIntentId, amount: take });
    left -= take;
  }
  return left > 0 ? [] : parts;
}
