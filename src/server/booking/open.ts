import { BOOKING_WINDOW_DAYS, REPLY_DELAY_MINUTES } from "../../config/booking.js";
import { PAYMENT_RECORD_EXTRA_DAYS } from "../../config/retention.js";
import { TRIP_RETENTION_DAYS } from "../../config/trips.js";
import { centsOf } from "../../lib/money.js";
import { parisToUtc } from "../../lib/paris-time.js";
import { type Performed, perform } from "./act.js";
import { arrivalToFollow, type FollowedArrival } from "./arrival.js";
import type { BookingStore } from "./store.js";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** What a booking's record is opened from: the request as the booking function sealed it. */
export type Opening = {
  reference: string;
  receivedAt: string;
  date: string;
  time: string;
  /** The fare shown, in euros, or null (« sur devis »). */
  estimate: number | null;
  booked: boolean;
  payment?: "prepaid" | "guarantee" | "in-car";
  /** A change asked of a booking: its reference and the price agreed on it (euros). */
  changes?: { reference: string; price: number };
  flightOrTrain: string;
  from: string;
  /** What a lookup already said of the flight or train (the form's check, kept a while): recorded at once. */
  arrival?: Partial<FollowedArrival>;
};

/**
 * When an unanswered request lapses. A booking at the fare shown binds its customer only if the operator confirms
 * within the reply promised (terms, art. 3): past that delay, or the pickup if sooner, it lapses, and whatever he
 * paid goes back. A request binds nobody: it lapses at its pickup. A change asked of a booking is answered before
 * its pickup too.
 */
export function deadlineOf(opening: Opening): number {
  const pickup = parisToUtc(opening.date, opening.time).getTime();
  if (!opening.booked || opening.changes) return pickup;
  return Math.min(Date.parse(opening.receivedAt) + REPLY_DELAY_MINUTES * MINUTE_MS, pickup);
}

/** The record lives as long as its longest use: a year's window ahead, the trip kept after, the payment's days. */
export function recordTtlSeconds(pickup: number, now: number, retentionDays = TRIP_RETENTION_DAYS): number {
  const until = pickup + (retentionDays + PAYMENT_RECORD_EXTRA_DAYS) * DAY_MS;
  return Math.max(86_400, Math.min(Math.ceil((until - now) / 1000), (BOOKING_WINDOW_DAYS + 1200) * 86_400));
}

/**
 * Opens a booking's record at the customer's act (a request, a booking at the fare shown, a change asked of a
 * booking), or finds it opened already: the booking function opens it as the request arrives, and any later act
 * that finds none (its opening failed) opens it from the sealed request before anything else.
 */
export async function openRecord(store: BookingStore, opening: Opening, now: Date): Promise<Performed> {
  const pickup = parisToUtc(opening.date, opening.time).getTime();
  const kind = opening.changes ? "change" : opening.booked ? "booking" : "request";
  const price = opening.changes
    ? centsOf(opening.changes.price)
    : opening.booked && opening.estimate !== null
      ? centsOf(opening.estimate)
      : 0;
  // A flight picked up at the airport, a train at the station: followed from now on (docs/decisions/250-arrivals-followed.md).
  const arrival = opening.changes ? null : arrivalToFollow(opening, opening.arrival);
  const performed = await perform({
    store,
    reference: opening.reference,
    act: opening.booked || opening.changes ? "book" : "request",
    actor: "customer",
    now,
    trip: opening,
    // Opened once, at the request: tried as new (a record already there refuses it, and is then read).
    record: null,
    readBack: false,
    write: () => ({
      set: {
        kind,
        ...(opening.changes ? { of: opening.changes.reference } : {}),
        created: opening.receivedAt,
        pickup,
        deadline: deadlineOf(opening),
        price,
        ...(opening.payment && !opening.changes ? { mode: opening.payment } : {}),
        ceiling: 0,
        in: 0,
        out: 0,
        inHold: 0,
        outHold: 0,
        offline: 0,
        ...(arrival ? { arrival: JSON.stringify(arrival) } : {}),
      },
      ...(arrival
        ? { indexes: [{ op: "zadd", index: "arrivals", member: opening.reference, score: now.getTime() }] }
        : {}),
      // A booking at the fare may hold its fare from now on (paid before the operator confirms); a request, and a
      // change (its money stays on the booking it changes), nothing.
      ceiling: kind === "booking" ? price : 0,
      ttlSeconds: recordTtlSeconds(pickup, now.getTime()),
    }),
  });
  if (!performed.ok && performed.refusal === "state" && performed.record)
    return { ok: true, from: performed.record.state, record: performed.record };
  return performed;
}
