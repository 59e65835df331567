import type { OnceStore } from "../kernel/store/once.js";
import { heldPayments, loadActs, totalHeld } from "../payment/ledger.js";
import type { MoneyAct, PaymentRecords } from "../payment/record.js";
import { refundOnce } from "../payment/refunds.js";
import { type Cancellation, secondsUntilRemoval, type Trip } from "./store.js";
import { PAYMENT_RECORD_EXTRA_DAYS } from "../../config/retention.js";

export type CancelMoney = { payments: PaymentRecords; acts: OnceStore<MoneyAct>; now: () => Date; retention: number };

/** What a cancellation gave back (cents), and what it could not (the operator's page shows it, the log says it). */
export type CancelRefund = { refunded: number; owed: number };

/**
 * What a cancelled booking gives back of what was paid online (docs/decisions/190-getting-paid.md), at once and
 * once (the act `refund-cancel`): all of it when the operator cancels; when the customer does, all but the fee the
 * terms set, which stays held until the operator takes it or gives it back from his page (no fee is taken but by
 * his act). Nothing held, nothing to do.
 */
export async function refundOnCancel(
  trip: Trip,
  cancellation: Cancellation,
  money: CancelMoney,
  deadline: number,
  label: string,
): Promise<CancelRefund> {
  const reference = trip.request.reference;
  let held: ReturnType<typeof heldPayments>;
  try {
    const [record, acts] = await Promise.all([money.payments.get(reference), loadActs(reference, money.acts)]);
    held = heldPayments(record, acts);
  } catch (error) {
    console.error(
      `[${label}] ${reference}: payment record not read; any amount paid online is to refund from the trip's page`,
      error,
    );
    return { refunded: 0, owed: 0 };
  }
  const total = totalHeld(held);
  const fee = cancellation.by === "operator" ? 0 : Math.min(Math.round(cancellation.fee * 100), total);
  const amount = total - fee;
  if (amount <= 0) return { refunded: 0, owed: 0 };
  const ttl = secondsUntilRemoval(trip, money.retention) + PAYMENT_RECORD_EXTRA_DAYS * 86_400;
  const refund = await refundOnce(reference, "refund-cancel", amount, held, money, deadline, label, {
    by: cancellation.by ?? "customer",
    ttl,
  });
  return refund.kind === "refunded" ? { refunded: refund.amount, owed: 0 } : { refunded: 0, owed: amount };
}
