import { CANCELLATION_FEES, CHANGE_UNTIL_HOURS } from "../../config/trips.js";
import { pickupOf, type Trip } from "./store.js";

const HOUR_MS = 3_600_000;

export type Fee = { percent: number; amount: number };

/** What cancelling now costs under the terms of sale (art. 7), or null once the pickup time has come. */
export function cancellationFee(trip: Trip, now: number): Fee | null {
  const left = pickupOf(trip) - now;
  if (left <= 0) return null;
  const rule = CANCELLATION_FEES.find((r) => left > r.beforeHours * HOUR_MS) ?? CANCELLATION_FEES.at(-1)!;
  return { percent: rule.percent, amount: Math.round(trip.price * rule.percent) / 100 };
}

/** Until when cancelling is free, and until when it costs half (epoch ms). */
export function feeDeadlines(trip: Trip): { free: number; half: number } {
  const pickup = pickupOf(trip);
  return {
    free: pickup - CANCELLATION_FEES[0].beforeHours * HOUR_MS,
    half: pickup - CANCELLATION_FEES[1].beforeHours * HOUR_MS,
  };
}

/** Until when a change can be asked for online (the terms, art. 6). */
export function changeDeadline(trip: Trip): number {
  return pickupOf(trip) - CHANGE_UNTIL_HOURS * HOUR_MS;
}
