import { MAX_PRICE } from "../config/booking.js";
import { type Cents, parseCents } from "./money.js";

/**
 * The price the operator types on /confirmer, read the same way by the page (to show what will leave) and by
 * /api/confirm (the authority): "42", "42.5", "42,50" or a number → cents, from 1 € to the ceiling
 * (src/config/booking.ts); anything else is undefined.
 */
export function parsePriceCents(value: unknown): Cents | undefined {
  return parseCents(value, { min: 100, max: MAX_PRICE * 100 });
}

/** The same price in euros (exactly the cents typed, divided once), for the records written in euros. */
export function parsePrice(value: unknown): number | undefined {
  const cents = parsePriceCents(value);
  return cents === undefined ? undefined : cents / 100;
}

/**
 * Whether a price needs the customer's acceptance before the booking is firm (docs/decisions/150-the-contract.md).
 * A request binds nobody: every price answering it is a proposal. A booking at the fare the form showed binds the
 * customer at that fare: the operator confirms at it or below; above it, a proposal. A change the customer asked
 * for keeps the price he agreed: at it or below, the change is confirmed; above it, a proposal.
 */
export function needsAcceptance(
  request: { estimate: number | null; booked: boolean; changes?: { price: number } },
  price: number,
): boolean {
  if (request.changes) return price > request.changes.price;
  return !request.booked || request.estimate === null || price > request.estimate;
}
