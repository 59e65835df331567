import { CHANGE_UNTIL_HOURS } from "../../config/terms-of-sale.js";
import { cardRequired, PAYMENT_SETTINGS } from "../../config/payment.js";
import { arrivalFact, awaitedUntil, type FollowedArrival, waitingFrom, waitingMinutes } from "./arrival.js";
import { type BookingRecord, held, isRefund, owed, partPrefix } from "./record.js";
import type { Facts } from "./states.js";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** After the pickup, the operator may still cancel for this long (a breakdown reported late); then the trip is past. */
export const OPERATOR_CANCEL_AFTER_PICKUP_HOURS = 12;

/**
 * The waiting offered after the agreed time before a customer counts as absent (terms, art. 7 and 8): the grid's
 * minutes, or those after an international arrival for a flight from abroad (./arrival.ts): a flight not checked
 * yet, or a pickup at the airport with a number the product does not follow, counts as one (the doubt goes to the
 * customer).
 */
export function waitingOffered(trip: { flightOrTrain: string; from: string }, arrival?: FollowedArrival): number {
  return waitingMinutes(trip, arrival);
}

/**
 * A booking at the fare that the settings want paid or guaranteed online, and that is neither yet: every operator's
 * view says so, and he decides whether to confirm it all the same.
 */
export function cardMissingOf(record: Pick<BookingRecord, "kind" | "card" | "farePaid" | "mode">): boolean {
  if (record.kind !== "booking" || !cardRequired()) return false;
  return !record.card && !record.farePaid;
}

/** Whether a document of the booking is an invoice (or a credit note on one): the company's details are then fixed. */
export const isInvoiceDocument = (id: string) => id.startsWith("invoice-") || id.startsWith("credit-");

/** What the guards of ./states.ts read, from the record and the trip's details. */
export function factsOf(
  record: BookingRecord | null,
  trip: { flightOrTrain: string; from: string } | null,
  pickup: number = record?.pickup ?? 0,
): Facts {
  const ledger = record?.ledger ?? { ceiling: 0, in: 0, out: 0, inHold: 0, outHold: 0, offline: 0 };
  const acts = record?.acts ?? {};
  // Taken by the card, kept from the fare, or paid whole; a part recorded in cash (`fee-paid-1`) leaves the rest to take.
  const feeTaken =
    Object.entries(acts).some(
      ([name, act]) => (name === "fee" || name === "fee-kept") && act.state !== "pending" && act.outcome !== "failed",
    ) ||
    (Object.keys(acts).some((name) => name.startsWith(partPrefix("fee"))) && owed(ledger) <= 0);
  const unsure = Object.values(acts).some((act) => act.state !== "done");
  const state = record?.state ?? "none";
  const fee = record?.fee?.amount ?? 0;
  // The arrival a pickup at the airport or the station waits for: the waiting runs from it, the ride ends after it.
  const arrival = record?.arrival;
  const offered = waitingMinutes(trip ?? { flightOrTrain: "", from: "" }, arrival);
  return {
    state,
    pickup,
    deadline: record?.deadline ?? null,
    waitingEnds: waitingFrom(pickup, arrival) + offered * MINUTE_MS,
    arrival: arrivalFact(arrival),
    awaitedUntil: awaitedUntil(arrival, pickup),
    operatorCancelUntil: pickup + OPERATOR_CANCEL_AFTER_PICKUP_HOURS * HOUR_MS,
    changeUntil: pickup - CHANGE_UNTIL_HOURS * HOUR_MS,
    autoEndAt: waitingFrom(pickup, arrival) + PAYMENT_SETTINGS.rideEndsAfterHours * HOUR_MS,
    held: held(ledger),
    owed: owed(ledger),
    fee,
    feeTaken,
    mode: record?.mode ?? null,
    cardKept: Boolean(record?.card),
    farePaid: Boolean(record?.farePaid),
    changePending: Boolean(record?.pendingChange),
    refundUnsure: Object.entries(acts).some(([name, act]) => isRefund(name) && act.state !== "done"),
    invoiced: Object.keys(record?.documents ?? {}).some(isInvoiceDocument),
    // Nothing held beyond what may be kept, nothing asked of Stripe unanswered, every document out, nothing more
    // to collect online (a ride paid in the car is the driver's), and a fee either taken or given up.
    settled:
      !unsure &&
      ledger.inHold === 0 &&
      ledger.outHold === 0 &&
      held(ledger) <= ledger.ceiling &&
      Object.keys(record?.documentsDue ?? {}).length === 0 &&
      (owed(ledger) === 0 || (state === "ended" && record?.mode === "in-car")) &&
      (fee === 0 || feeTaken || ledger.ceiling === 0),
  };
}
