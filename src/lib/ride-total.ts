import { MAX_PRICE } from "../config/booking.js";
import { type FareGrid, grid } from "./fares.js";

/**
 * A ride's final amount when the operator closes it (docs/decisions/190-getting-paid.md): the price agreed, the
 * waiting past the time offered at the fare grid's rate per quarter hour started (terms of sale, art. 4 and 8),
 * and an extra he agreed with the customer on the way (a stop, a detour). The trip page previews it with this
 * function and the server charges what this function gives: the browser's figure is only compared with it.
 */
export type RideExtras = { waitingMinutes: number; extra: number };
export type RideTotal = { price: number; waiting: number; extra: number; total: number };

/** More waiting than this is a mise à disposition, priced on its own: the page refuses it. */
export const MAX_WAITING_MINUTES = 600;

/** Euros with cents, without the float's noise: 52.5, never 52.50000001. */
const cents = (euros: number) => Math.round(euros * 100) / 100;

/** The waiting past the time offered, each quarter hour started charged at the grid's rate. */
export function waitingCharge(minutes: number, g: FareGrid = grid): number {
  if (minutes <= 0) return 0;
  return cents(Math.ceil(minutes / 15) * g.waiting.perQuarterHour);
}

/** Whether these extras can be charged: whole minutes within bounds, an extra in cents, the total under the ceiling. */
export function validExtras(price: number, extras: RideExtras): boolean {
  const { waitingMinutes, extra } = extras;
  return (
    Number.isInteger(waitingMinutes) &&
    waitingMinutes >= 0 &&
    waitingMinutes <= MAX_WAITING_MINUTES &&
    Number.isFinite(extra) &&
    extra >= 0 &&
    Math.round(extra * 100) === extra * 100 &&
    rideTotal(price, extras).total <= MAX_PRICE
  );
}

export function rideTotal(price: number, extras: RideExtras, g: FareGrid = grid): RideTotal {
  const waiting = waitingCharge(extras.waitingMinutes, g);
  const extra = cents(extras.extra);
  return { price, waiting, extra, total: cents(price + waiting + extra) };
}
