import { CHANGE_UNTIL_HOURS } from "../../config/terms-of-sale.js";
import { type FeeStep, feePercentAt, feeSchedule, inGrace } from "../../lib/fee-schedule.js";
import { type Cents, shareOf } from "../../lib/money.js";
import { isDisrupted } from "../booking/arrival.js";
import type { BookingRecord } from "../booking/record.js";
import { pickupOf, type Trip } from "./store.js";

const HOUR_MS = 3_600_000;

/** `amount` in cents; `grace`: free only thanks to the grace minutes after the booking became firm in a fee window. */
export type Fee = { percent: number; amount: Cents; grace: boolean };

/**
 * When the booking first became firm: the operator's confirmation or the customer's acceptance, as its record keeps
 * it (a change never moves it, so the grace after a late booking is given once); the trip's own date otherwise.
 */
const firmAt = (trip: Trip, record?: BookingRecord | null) => Date.parse(record?.firm ?? trip.bookedAt);

/** What cancelling now costs under the terms of sale (art. 7, src/config/terms-of-sale.ts), or null once the pickup has come. */
export function cancellationFee(trip: Trip, now: number, record?: BookingRecord | null): Fee | null {
  const pickup = pickupOf(trip);
  const firm = firmAt(trip, record);
  const scheduled = feePercentAt(pickup, firm, now);
  if (scheduled === null) return null;
  // A flight diverted or cancelled (a train cancelled): no fee is ever due (docs/decisions/250-arrivals-followed.md).
  const percent = isDisrupted(record?.arrival) ? 0 : scheduled;
  const grace = percent === 0 && inGrace(pickup, firm);
  return { percent, amount: shareOf(record?.price ?? Math.round(trip.price * 100), percent), grace };
}

/** What cancelling costs from now on, step by step (src/lib/fee-schedule.ts): never a deadline already past. */
export function feeSteps(trip: Trip, now: number, record?: BookingRecord | null): FeeStep[] {
  if (isDisrupted(record?.arrival)) return [{ percent: 0, until: null }];
  return feeSchedule(pickupOf(trip), firmAt(trip, record), now);
}

/** Until when a change can be asked for online (the terms, art. 6). */
export function changeDeadline(trip: Trip): number {
  return pickupOf(trip) - CHANGE_UNTIL_HOURS * HOUR_MS;
}
