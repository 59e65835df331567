import type { OnceStore } from "../kernel/store/once.js";
import { refundPayment } from "../payment/charges.js";
import { idempotencyKey } from "../payment/keys.js";
import type { MoneyAct, Payment } from "../payment/record.js";

/**
 * Refunds a fare paid online, once (the act `name`, and Stripe's key from the same names): all of it, or `amount`
 * cents of it (what is left of it once a fee is kept). The refund
 * that cannot be made now is logged for the operator, who makes it from Stripe's dashboard: the refusal then
 * says nothing it could not keep. Answers the amount refunded, in cents, or 0.
 */
export async function refundOnce(
  reference: string,
  name: string,
  paid: NonNullable<Payment["paid"]>,
  deps: { acts: OnceStore<MoneyAct>; now: () => Date },
  answerBy: number,
  label: string,
  amount?: number,
): Promise<number> {
  const act = `${reference}:${name}`;
  const at = deps.now().toISOString();
  try {
    const claim = await deps.acts.claim(act, { state: "pending", at, amount: amount ?? paid.amount });
    if (!claim.claimed) return claim.existing.outcome === "refunded" ? claim.existing.amount : 0;
  } catch (error) {
    console.error(
      `[${label}] ${reference}: REFUND NOT MADE (the record cannot be claimed): refund ${paid.amount} cents from Stripe's dashboard`,
      error,
    );
    return 0;
  }
  const refund = await refundPayment(
    { reference, paymentIntentId: paid.paymentIntentId, ...(amount !== undefined ? { amount } : {}) },
    { key: idempotencyKey(reference, name), deadline: answerBy - 12_000 },
  );
  if (!refund.ok) {
    console.error(
      `[${label}] ${reference}: REFUND ${refund.error.kind.toUpperCase()} (${refund.error.reason}): check ${paid.paymentIntentId} in Stripe's dashboard; ${paid.amount} cents are owed back`,
    );
    await deps.acts
      .settle(act, {
        state: refund.error.kind === "uncertain" ? "uncertain" : "done",
        at,
        amount: paid.amount,
        outcome: "failed",
        reason: refund.error.reason,
      })
      .catch(() => undefined);
    return 0;
  }
  await deps.acts
    .settle(act, {
      state: "done",
      at,
      amount: refund.value.amount,
      outcome: "refunded",
      refundId: refund.value.refundId,
    })
    .catch((error) =>
      console.error(`[${label}] ${reference}: refund ${refund.value.refundId} made but not recorded`, error),
    );
  console.info(`[${label}] ${reference}: ${refund.value.amount} cents refunded (${refund.value.refundId})`);
  return refund.value.amount;
}
