import { PAYMENT_MODES } from "../../config/payment.js";
import { type RideExtras, rideTotal } from "../../lib/ride-total.js";
import { performLogged } from "../booking/act.js";
import { returnExcess } from "../booking/money.js";
import type { BookingRecord } from "../booking/record.js";
import type { Refusal } from "../booking/states.js";
import type { Trip } from "../trip/store.js";
import { type Collected, collect } from "./collect.js";
import type { SettlementDeps } from "./dependencies.js";
import { type DocumentOutcome, sendDocument } from "./documents.js";
import { tellRefund } from "./refund-notice.js";

export type Ended =
  | { kind: "ended"; record: BookingRecord; collected: Collected; document: DocumentOutcome }
  | { kind: "refused"; refusal: Refusal | "conflict"; record: BookingRecord | null }
  | { kind: "not-recorded" };

/**
 * Ends a ride (docs/decisions/200-booking-state.md): by the operator with its final amount (the waiting past the time
 * offered, an extra agreed on the way, each kept as its own part), or on its own some hours after its pickup with
 * nothing added. The end is an act of the booking's state machine: once a ride has ended, it can no longer be
 * cancelled, marked absent or ended again. Then the money follows: a fare paid beyond the total goes back, what is
 * still owed is taken (all of it from a card kept, the extras alone when the fare was paid at booking; nothing when it
 * is paid in the car), and its document leaves.
 */
export async function endRide(
  trip: Trip,
  by: "operator" | "auto",
  extras: RideExtras & { label?: string },
  deps: SettlementDeps,
  deadline: number,
  label: string,
  record?: BookingRecord | null,
): Promise<Ended> {
  const now = deps.now();
  const performed = await performLogged(
    {
      store: deps.bookings,
      reference: trip.request.reference,
      act: by === "operator" ? "end" : "auto-end",
      actor: by === "operator" ? "operator" : "job",
      now,
      trip: trip.request,
      ...(record !== undefined ? { record } : {}),
      write: (current) => {
        const total = rideTotal(current?.price ?? 0, extras);
        return {
          set: {
            end: JSON.stringify({
              by,
              at: now.toISOString(),
              waitingMinutes: extras.waitingMinutes,
              quarters: total.quarters,
              rate: total.rate,
              waiting: total.waiting,
              extra: total.extra,
              ...(extras.label ? { extraLabel: extras.label } : {}),
              total: total.total,
            }),
            "due:ride": "1",
          },
          del: ["pendingChange"],
          ceiling: total.total,
        };
      },
    },
    `[${label}] ${trip.request.reference}: RIDE END NOT RECORDED; nothing charged`,
  );
  if (!performed) return { kind: "not-recorded" };
  if (!performed.ok) return { kind: "refused", refusal: performed.refusal, record: performed.record };
  const ended = performed.record;
  const end = ended.end!;
  console.info(
    `[${label}] ${trip.request.reference}: ride ended by ${by === "auto" ? "itself" : "the operator"}, total ${end.total} cents (waiting ${end.waiting}, extra ${end.extra})`,
  );
  const settled = await settleRide(trip, ended, deps, deadline, label);
  return { kind: "ended", record: ended, ...settled };
}

/**
 * What an ended ride still needs, done once whoever asks (its end, or the job's next run after a failure): what it
 * holds beyond its total given back, what it owes taken or asked, then its document.
 */
export async function settleRide(
  trip: Trip,
  record: BookingRecord,
  deps: SettlementDeps,
  deadline: number,
  label: string,
): Promise<{ collected: Collected; document: DocumentOutcome }> {
  const money = { bookings: deps.bookings, now: deps.now };
  // A fare paid beyond what the ride came to (a cheaper change since) goes back, and the customer is told.
  const back = await returnExcess(money, record.reference, deadline - 8_000, label).catch((error) => {
    console.error(`[${label}] ${record.reference}: a fare beyond the ride's total not refunded yet`, error);
    return null;
  });
  if (back?.kind === "refunded" && !back.already)
    await tellRefund(trip, record, back.amount, `overpaid-v${record.v}`, "overpaid", deps, deadline - 6_000);
  const mode = record.mode ?? "in-car";
  const current = (await deps.bookings.get(record.reference)) ?? record;
  const collected: Collected =
    PAYMENT_MODES[mode].online === "never"
      ? { kind: "nothing" }
      : await collect(trip, current, "ride", deps, deadline, label);
  const after = (await deps.bookings.get(record.reference)) ?? current;
  const document = await sendDocument(trip, after, "ride", deps, deadline, label).catch((error) => {
    console.error(`[${label}] ${record.reference}: the ride's document not sent (the next run tries again)`, error);
    return "retry" as const;
  });
  return { collected, document };
}
