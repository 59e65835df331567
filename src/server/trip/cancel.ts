import { performLogged, type Written } from "../booking/act.js";
import { expireSessions, type MoneyDeps, returnExcess } from "../booking/money.js";
import { type BookingRecord, excess } from "../booking/record.js";
import type { Refusal } from "../booking/states.js";
import type { BookingStore } from "../booking/store.js";
import { type CancellationView, cancellationOf } from "../booking/views.js";
import type { Mailer } from "../mail/index.js";
import { sendOnce } from "../mail/send-once.js";
import { cancellationCopyEmail, cancellationEmail } from "./emails/cancellation.js";
import type { Trip, TripStores } from "./store.js";

export type CancelDeps = {
  bookings: BookingStore;
  stores: TripStores;
  mailer: Mailer;
  inbox: string;
  siteOrigin: string;
  now: () => Date;
};

/** Who cancels: the customer, at the fee the page showed him (its share, checked again here), or the operator. */
export type Canceller =
  | {
      by: "customer";
      fee: (record: BookingRecord) => { percent: number; amount: number; grace: boolean };
      shown: unknown;
    }
  | { by: "operator"; reason?: string };

export type Cancelled =
  | {
      kind: "done";
      cancellation: CancellationView;
      record: BookingRecord;
      customerTold: boolean;
      refunded: number;
      owed: number;
    }
  | { kind: "refused"; refusal: Refusal | "conflict"; record: BookingRecord | null }
  | { kind: "not-recorded" };

/**
 * Cancels a trip, whoever asks (the customer from « Gérer ma réservation », the operator from his page), as the
 * booking's state allows it (docs/decisions/200-booking-state.md): the state moves first, in one step with the fee
 * the terms set at that moment (once it has, no reminder or review request leaves, and no later act can end, charge
 * or cancel it again); then what was paid online beyond what may be kept goes back (all of it when the operator
 * cancels, all but the fee when the customer does), the payment pages still open are closed, the business is told
 * (its chauffeur is the one to free), then the customer, each once, with the calendar file that removes the trip.
 */
export async function cancelTrip(
  trip: Trip,
  canceller: Canceller,
  deps: CancelDeps,
  deadlines: { business: number; customer: number },
  label: string,
): Promise<Cancelled> {
  const r = trip.request;
  const now = deps.now();
  const performed = await performLogged(
    {
      store: deps.bookings,
      reference: r.reference,
      act: canceller.by === "customer" ? "cancel" : "operator-cancel",
      actor: canceller.by,
      now,
      trip: r,
      refuse: (record) =>
        canceller.by === "customer" && record && canceller.fee(record).percent !== canceller.shown
          ? "fee-changed"
          : null,
      write: (record): Written => {
        const at = now.toISOString();
        if (canceller.by === "operator")
          return {
            set: {
              cancellation: JSON.stringify({
                by: "operator",
                at,
                graceUsed: false,
                ...(canceller.reason ? { reason: canceller.reason } : {}),
              }),
            },
            del: ["fee", "pendingChange"],
            ceiling: 0,
          };
        const fee = canceller.fee(record!);
        return {
          set: {
            cancellation: JSON.stringify({ by: "customer", at, graceUsed: fee.grace }),
            fee: JSON.stringify({ amount: fee.amount, percent: fee.percent, kind: "late-cancel", at }),
          },
          del: ["pendingChange"],
          ceiling: fee.amount,
        };
      },
    },
    `[${label}] ${r.reference} CANCELLATION NOT RECORDED (Upstash failed); nothing sent. Trip: ${r.date} ${r.time}`,
  );
  if (!performed) return { kind: "not-recorded" };
  if (!performed.ok) return { kind: "refused", refusal: performed.refusal, record: performed.record };
  const record = performed.record;
  const cancellation = cancellationOf(record, trip.sequence)!;
  const money: MoneyDeps = { bookings: deps.bookings, now: deps.now };
  await expireSessions(money, record, deadlines.business - 6_000);
  const refund = await returnExcess(money, r.reference, deadlines.business - 4_000, label).catch((error: unknown) => {
    console.error(`[${label}] ${r.reference}: refund on cancellation failed; the settling job tries again`, error);
    return { kind: "failed" as const, reason: String(error) };
  });
  const refunded = refund.kind === "refunded" ? refund.amount : 0;
  const after = await deps.bookings.get(r.reference).catch(() => record);
  // What should have gone back and has not yet (Stripe silent or refusing): the job tries again, the copy says it.
  const owed = after ? excess(after.ledger) : 0;
  const at = now.toISOString();
  const options = (deadline: number) => ({ mailer: deps.mailer, at, deadline, label });
  const business = await sendOnce(
    deps.stores.sent,
    `cancel-copy:${r.reference}`,
    cancellationCopyEmail(trip, cancellation, deps.inbox, deps.siteOrigin, { refunded, owed }),
    options(deadlines.business),
  ).catch(() => "refused" as const);
  if (business === "refused")
    console.error(
      `[${label}] ${r.reference}: cancellation e-mail to the business NOT SENT; the cancellation is recorded: ${r.date} ${r.time}, fee ${cancellation.feePercent} %`,
    );
  const customer = await sendOnce(
    deps.stores.sent,
    `cancel:${r.reference}`,
    cancellationEmail(trip, cancellation, deps.siteOrigin, refunded),
    options(deadlines.customer),
  ).catch(() => "refused" as const);
  console.info(`[${label}] ${r.reference} cancelled by the ${cancellation.by} (fee ${cancellation.feePercent} %)`);
  return {
    kind: "done",
    cancellation,
    record: after ?? record,
    customerTold: customer === "sent" || customer === "already",
    refunded,
    owed,
  };
}
