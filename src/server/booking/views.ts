import type { Cents } from "../../lib/money.js";
import {
  type ArrivalStatus,
  expectedAt,
  type Following,
  lawfulWaitFrom,
  waitingFrom,
  waitingMinutes,
} from "./arrival.js";
import type { BookingRecord, PendingChange } from "./record.js";

/**
 * What the letters and the pages show of a booking's record: its cancellation, its no-show, its change asked for.
 * Amounts in cents. Pure, so that the islands can import these types.
 */
export type CancellationView = {
  at: string;
  by: "customer" | "operator";
  reason?: string;
  feePercent: number;
  fee: Cents;
  /** Free only thanks to the grace minutes after the booking became firm inside a fee window. */
  graceUsed: boolean;
  /** The calendar event's SEQUENCE of the cancellation: one more than the trip's. */
  sequence: number;
};

export type NoShowView = { at: string; feePercent: number; fee: Cents };

export type { PendingChange };

export function cancellationOf(record: BookingRecord | null, tripSequence: number): CancellationView | null {
  const c = record?.cancellation;
  if (!c) return null;
  const fee = record.fee?.kind === "late-cancel" ? record.fee : null;
  return {
    at: c.at,
    by: c.by,
    ...(c.reason ? { reason: c.reason } : {}),
    feePercent: fee?.percent ?? 0,
    fee: fee?.amount ?? 0,
    graceUsed: c.graceUsed,
    sequence: tripSequence + 1,
  };
}

export function noShowOf(record: BookingRecord | null): NoShowView | null {
  if (!record || record.fee?.kind !== "no-show") return null;
  return { at: record.fee.at, feePercent: record.fee.percent, fee: record.fee.amount };
}

/**
 * The arrival a pickup waits for, as the customer's and the operator's pages show it (docs/decisions/250-arrivals-followed.md): times as
 * ISO instants; `pickup`, the pickup now (moved with the arrival, or the agreed one); `waitingFrom`, when the free
 * waiting starts; `lawfulFrom`, the earliest the chauffeur may wait there (an hour before the pickup).
 */
export type ArrivalView = {
  kind: "flight" | "train";
  number: string;
  status: ArrivalStatus;
  following: Following;
  scheduled?: string;
  estimated?: string;
  landed?: string;
  international?: boolean;
  origin?: string;
  pickup: string;
  moved: boolean;
  waitingFrom: string;
  waitingMinutes: number;
  lawfulFrom: string;
};

const iso = (at: number | undefined) => (at === undefined ? undefined : new Date(at).toISOString());

export function arrivalViewOf(
  record: BookingRecord | null,
  trip: { flightOrTrain: string; from: string },
  agreed: number,
): ArrivalView | null {
  const a = record?.arrival;
  if (!a) return null;
  const pickup = a.pickup ?? agreed;
  const view: ArrivalView = {
    kind: a.kind,
    number: a.number,
    status: a.status,
    following: a.following,
    pickup: new Date(pickup).toISOString(),
    moved: pickup !== agreed,
    waitingFrom: new Date(waitingFrom(agreed, a)).toISOString(),
    waitingMinutes: waitingMinutes(trip, a),
    lawfulFrom: new Date(lawfulWaitFrom(pickup)).toISOString(),
  };
  const scheduled = iso(a.scheduled);
  const estimated = a.landed === undefined ? iso(expectedAt(a) === a.scheduled ? undefined : a.estimated) : undefined;
  const landed = iso(a.landed);
  return {
    ...view,
    ...(scheduled ? { scheduled } : {}),
    ...(estimated ? { estimated } : {}),
    ...(landed ? { landed } : {}),
    ...(a.international !== undefined ? { international: a.international } : {}),
    ...(a.origin ? { origin: a.origin } : {}),
  };
}
