import { CHANGE_UNTIL_HOURS } from "../../config/terms.js";
import { type FeeStep, feePercentAt, feeSchedule, inGrace } from "../../lib/fee-schedule.js";
import { pickupOf, type Trip } from "./store.js";

const HOUR_MS = 3_600_000;

/** `grace`: free only thanks to the grace minutes after the booking became firm inside a fee window. */
export type Fee = { percent: number; amount: number; grace: boolean };

/** When the booking became firm: the operator's confirmation, or the customer's acceptance of a proposal. */
const firmAt = (trip: Trip) => Date.parse(trip.bookedAt);

/** What cancelling now costs under the terms of sale (art. 7, src/config/terms.ts), or null once the pickup has come. */
export function cancellationFee(trip: Trip, now: number): Fee | null {
  const pickup = pickupOf(trip);
  const percent = feePercentAt(pickup, firmAt(trip), now);
  if (percent === null) return null;
  const grace = percent === 0 && inGrace(pickup, firmAt(trip));
  return { percent, amount: Math.round(trip.price * percent) / 100, grace };
}

/** What cancelling costs from now on, step by step (src/lib/fee-schedule.ts): never a deadline already past. */
export function feeSteps(trip: Trip, now: number): FeeStep[] {
  return feeSchedule(pickupOf(trip), firmAt(trip), now);
}

/** Until when a change can be asked for online (the terms, art. 6). */
export function changeDeadline(trip: Trip): number {
  return pickupOf(trip) - CHANGE_UNTIL_HOURS * HOUR_MS;
}
