import type { Cents } from "../../lib/money.js";
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
