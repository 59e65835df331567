import { MAX_PRICE } from "../config/booking.js";
import { type FareGrid, grid } from "./fares.js";
import { type Cents, centsOf } from "./money.js";

/**
 * A ride's final amount when the operator closes it (docs/decisions/190-getting-paid.md), in cents: the price
 * agreed, the waiting past the time offered at the fare grid's rate per quarter hour started (terms of sale, art. 4
 * and 8), and an extra he agreed with the customer on the way (a stop, a detour). The trip page previews it with
 * this function and the server charges what this function gives: the browser's figure is only compared with it.
 * Each part is kept, so that the customer's e-mail and note show how the total was reached.
 */
export type RideExtras = { waitingMinutes: number; extra: Cents };
export type RideTotal = {
  price: Cents;
  /** Quarter hours started past the time offered, and the rate of one. */
  quarters: number;
  rate: Cents;
  waiting: Cents;
  extra: Cents;
  total: Cents;
};

/** More waiting than this is a mise à disposition, priced on its own: the page refuses it. */
export const MAX_WAITING_MINUTES = 600;

/** Quarter hours started in `minutes` of waiting past the time offered. */
export function quartersOf(minutes: number): number {
  return minutes <= 0 ? 0 : Math.ceil(minutes / 15);
}

/** Whether these extras can be charged: whole minutes within bounds, an extra in cents, the total under the ceiling. */
export function validExtras(price: Cents, extras: RideExtras): boolean {
  const { waitingMinutes, extra } = extras;
  return (
    Number.isInteger(waitingMinutes) &&
    waitingMinutes >= 0 &&
    waitingMinutes <= MAX_WAITING_MINUTES &&
    Number.isSafeInteger(extra) &&
    extra >= 0 &&
    rideTotal(price, extras).total <= MAX_PRICE * 100
  );
}

export function rideTotal(price: Cents, extras: RideExtras, g: FareGrid = grid): RideTotal {
  const quarters = quartersOf(extras.waitingMinutes);
  const rate = centsOf(g.waiting.perQuarterHour);
  const waiting = quarters * rate;
  return { price, quarters, rate, waiting, extra: extras.extra, total: price + waiting + extras.extra };
}
