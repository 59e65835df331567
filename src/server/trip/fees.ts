import { CANCELLATION, CHANGE_UNTIL_HOURS } from "../../config/terms.js";
import { pickupOf, type Trip } from "./store.js";

const HOUR_MS = 3_600_000;

export type Fee = { percent: number; amount: number };

/** What cancelling now costs under the terms of sale (art. 7, src/config/terms.ts), or null once the pickup has come. */
export function cancellationFee(trip: Trip, now: number): Fee | null {
  const left = pickupOf(trip) - now;
  if (left <= 0) return null;
  const percent =
    left > CANCELLATION.freeBeforeHours * HOUR_MS
      ? 0
      : left > CANCELLATION.lateBeforeHours * HOUR_MS
        ? CANCELLATION.latePercent
        : CANCELLATION.lastPercent;
  return { percent, amount: Math.round(trip.price * percent) / 100 };
}

/** Until when cancelling is free, and until when it costs the late fee rather than the last one (epoch ms). */
export function feeDeadlines(trip: Trip): { free: number; late: number } {
  const pickup = pickupOf(trip);
  return {
    free: pickup - CANCELLATION.freeBeforeHours * HOUR_MS,
    late: pickup - CANCELLATION.lateBeforeHours * HOUR_MS,
  };
}

/** Until when a change can be asked for online (the terms, art. 6). */
export function changeDeadline(trip: Trip): number {
  return pickupOf(trip) - CHANGE_UNTIL_HOURS * HOUR_MS;
}
