import { refundPayment } from "../payment/charges.js";
import { idempotencyKey } from "../payment/keys.js";
import { type MoneyDeps, type Part, SAME_KEY_RETRY_MS, settleRefund, sum } from "./money.js";

/**
 * A refund nobody heard the end of (`uncertain`), asked again part by part with the keys it was first asked with,
 * while Stripe still keeps their answers (SAME_KEY_RETRY_MS): Stripe answers what it did, or does it now, never twice.
 * Its parts all answered, it is done: the customer's money left. An answer still missing, or a refusal (which may
 * mean the operator gave it back in his dashboard), leaves it uncertain for him to check; so does a key too old to
 * be asked again.
 */
export async function resolveRefund(
  deps: MoneyDeps,
  reference: string,
  name: string,
  deadline: number,
  label: string,
): Promise<"refunded" | "uncertain" | "nothing"> {
  const record = await deps.bookings.get(reference);
  const act = record?.acts[name];
  if (!act || act.state !== "uncertain" || act.outcome !== undefined) return "nothing";
  if (deps.now().getTime() - Date.parse(act.at) >= SAME_KEY_RETRY_MS) return "uncertain";
  const parts = act.parts ?? [];
  const before = act.refundIds?.length ?? 0;
  const refundIds = [...(act.refundIds ?? [])];
  const done: Part[] = [];
  for (const [i, part] of parts.entries()) {
    if (i < before) continue;
    const asked = await refundPayment(
      { reference, paymentIntentId: part.paymentIntentId, amount: part.amount },
      { key: idempotencyKey(reference, parts.length === 1 ? `refund:${name}` : `refund:${name}:${i + 1}`), deadline },
    );
    if (!asked.ok) {
      console.error(
        `[${label}] ${reference}: ${name} asked again, still not confirmed (${asked.error.kind}: ${asked.error.reason}); check it in Stripe's dashboard`,
      );
      return "uncertain";
    }
    done.push(part);
    refundIds.push(asked.value.refundId);
  }
  // What was still reserved for it: the parts not confirmed before. Recorded at the version read, and only while the
  // act is still as it was read: two runs of the job that overlap both hear Stripe's kept answer, one records it.
  const rest = sum(parts.slice(before));
  let current = record!;
  for (let attempt = 1; attempt <= 4; attempt++) {
    const recorded = await settleRefund(
      deps,
      reference,
      { name, amount: rest },
      {
        act: { ...act, state: "done", outcome: "refunded", refundIds, reason: undefined },
        done: rest,
        keepHold: false,
        parts: done,
      },
      current.v,
    );
    if (recorded.ok) return "refunded";
    if (recorded.why !== "version") return "uncertain";
    const again = await deps.bookings.get(reference);
    if (!again || JSON.stringify(again.acts[name]) !== JSON.stringify(act)) return "nothing";
    current = again;
  }
  return "uncertain";
}
