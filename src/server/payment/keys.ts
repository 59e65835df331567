import { MAX_PRICE } from "../../config/booking.js";
import { isReference } from "../kernel/reference.js";
import { err, ok, type Result } from "../kernel/result.js";
import type { PaymentFailure } from "./types.js";

const ACTION = /^[a-z][a-z0-9-]*(?::[a-z0-9-]+)*$/;

/**
 * The idempotency key of one act on one booking: « VPN-261122-K7QM:prepay », « VPN-261122-K7QM:fee:no-show ».
 * The same act on the same booking always gets the same key, so a retry, a double click or a second instance can
 * never make Stripe do it twice; a new act (a second refund) needs a new action name. The parameters of a key
 * never change either (Stripe refuses a key reused with others): what varies goes into the action.
 */
export function idempotencyKey(reference: string, action: string): string {
  if (!isReference(reference)) throw new Error(`Not a booking reference: ${reference}`);
  if (!ACTION.test(action)) throw new Error(`Not an action name: ${action}`);
  return `${reference}:${action}`;
}

/** The highest amount any call may ask, in cents: the price ceiling of a trip (src/config/booking.ts). */
export const MAX_AMOUNT = MAX_PRICE * 100;

/**
 * An amount Stripe may be asked for: integer cents, above zero, at most `ceiling` (the sealed fare a fee may not
 * exceed) and never above a trip's price ceiling. Anything else is refused before Stripe is called.
 */
export function checkAmount(operation: string, amount: number, ceiling = MAX_AMOUNT): Result<number, PaymentFailure> {
  const limit = Math.min(ceiling, MAX_AMOUNT);
  if (Number.isSafeInteger(amount) && amount > 0 && amount <= limit) return ok(amount);
  return err({
    kind: "refused",
    operation,
    reason: `amount ${amount} is not whole cents between 1 and ${limit}`,
    attempts: 0,
  });
}
