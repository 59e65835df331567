import { ARRIVALS } from "../../config/arrivals.js";
import { type ArrivalKind, arrivalNumberOf } from "../../lib/arrival-number.js";
import { grid } from "../../lib/fares.js";

const MINUTE_MS = 60_000;

/**
 * The arrival a booking's pickup waits for, as the product follows it (docs/decisions/250-arrivals-followed.md): kept
 * on the booking's record, so that the machine's guards read it with the rest (a no-show, the waiting charged) and an
 * act on a booking is refused when its arrival moved since it was read. Times in epoch ms.
 */
export type ArrivalStatus = "unchecked" | "expected" | "en-route" | "landed" | "diverted" | "cancelled" | "unknown";
/** Whether the arrival is still followed, or why not: it is over, the month's ceiling, no news, not at Nantes. */
export type Following = "on" | "done" | "ceiling" | "no-news" | "not-here";

export type FollowedArrival = {
  kind: ArrivalKind;
  number: string;
  /** The day it arrives (Nantes), YYYY-MM-DD. */
  date: string;
  status: ArrivalStatus;
  scheduled?: number;
  /** The provider's latest estimate (revised, predicted). */
  estimated?: number;
  /** The actual landing (a flight's runway time) or a train's arrival. */
  landed?: number;
  /** From abroad: the longer free waiting applies. */
  international?: boolean;
  /** Where it comes from, as the provider names it. */
  origin?: string;
  /** The pickup now, moved with the arrival; absent, the agreed one. */
  pickup?: number;
  /** The pickup last told to the customer and the operator (absent: the agreed one), and the one told before it. */
  told?: number;
  toldFrom?: number;
  following: Following;
  /** The provider's alert subscription, while there is one. */
  subscription?: string;
  /** When the news came, and from where. */
  checkedAt?: string;
  source?: "lookup" | "alert" | "poll";
};

const DONE: readonly ArrivalStatus[] = ["landed", "diverted", "cancelled"];
export const isDisrupted = (a: FollowedArrival | undefined) => a?.status === "diverted" || a?.status === "cancelled";

/** The arrival a new booking will follow: a flight picked up at the airport, a train at the station. */
export function arrivalToFollow(
  trip: { flightOrTrain: string; from: string; date: string },
  known?: Partial<FollowedArrival>,
): FollowedArrival | null {
  const found = arrivalNumberOf(trip.from, trip.flightOrTrain);
  if (!found) return null;
  return { ...found, date: trip.date, status: "unchecked", following: "on", ...known };
}

/** What a provider's news says of an arrival (its status, times, from abroad, origin), as the record keeps it. */
export function newsOf(s: {
  status: Exclude<ArrivalStatus, "unchecked">;
  scheduled: number;
  estimated?: number;
  landed?: number;
  international: boolean;
  origin?: string;
}): Pick<FollowedArrival, "status" | "scheduled" | "estimated" | "landed" | "international" | "origin"> {
  return {
    status: s.status,
    scheduled: s.scheduled,
    ...(s.estimated !== undefined ? { estimated: s.estimated } : {}),
    ...(s.landed !== undefined ? { landed: s.landed } : {}),
    international: s.international,
    ...(s.origin ? { origin: s.origin } : {}),
  };
}

/** When it is expected now: landed, else the latest estimate, else the schedule. */
export const expectedAt = (a: FollowedArrival): number | undefined => a.landed ?? a.estimated ?? a.scheduled;

/**
 * The pickup once the arrival has moved: it keeps its distance from the arrival (the customer chose it from the
 * schedule), so it moves by as much as the arrival, later or earlier, to the minute.
 */
export function movedPickup(agreed: number, a: FollowedArrival): number {
  const now = expectedAt(a);
  if (a.scheduled === undefined || now === undefined || isDisrupted(a)) return a.pickup ?? agreed;
  return Math.round((agreed + now - a.scheduled) / MINUTE_MS) * MINUTE_MS;
}

/** The waiting offered after the pickup (terms, art. 7 and 8), in minutes. */
export function waitingMinutes(trip: { flightOrTrain: string; from: string }, a?: FollowedArrival): number {
  if (a?.kind === "train") return grid.waiting.freeMinutes;
  // A flight whose origin is not known yet counts as international: the doubt goes to the customer.
  if (a?.kind === "flight")
    return a.international === false ? grid.waiting.freeMinutes : grid.waiting.internationalArrivalFreeMinutes;
  const airport = /a[ée]roport|airport/i.test(trip.from);
  return airport && trip.flightOrTrain.trim() !== ""
    ? grid.waiting.internationalArrivalFreeMinutes
    : grid.waiting.freeMinutes;
}

/**
 * From when the free waiting runs: the agreed pickup, or later when the arrival moved it, or later still when the
 * arrival itself came after it. Never before the agreed pickup: an early flight moves the chauffeur, not the waiting.
 */
export function waitingFrom(agreed: number, a?: FollowedArrival): number {
  return Math.max(agreed, a?.pickup ?? agreed, a?.landed ?? agreed);
}

/**
 * What the machine's guards read of the arrival: none followed; still awaited (not landed, and following goes on:
 * no no-show then, whatever the clock says); landed; diverted or cancelled (no no-show, no fee); no longer followed
 * (a ceiling, no news: the operator checks it himself).
 */
export type ArrivalFact = "none" | "awaited" | "landed" | "disrupted" | "unfollowed";

export function arrivalFact(a: FollowedArrival | undefined): ArrivalFact {
  if (!a || a.following === "not-here") return "none";
  if (isDisrupted(a)) return "disrupted";
  if (a.status === "landed") return "landed";
  return a.following === "on" && !DONE.includes(a.status) ? "awaited" : "unfollowed";
}

/**
 * Until when an arrival still awaited holds a no-show back: some hours after it was expected. The following job gives
 * up then and tells the operator; should it not run at all, the guard lets go at the same time all the same.
 */
export function awaitedUntil(a: FollowedArrival | undefined, agreed: number): number {
  const expected = (a && expectedAt(a)) ?? agreed;
  return Math.max(expected, agreed) + ARRIVALS.giveUpAfterMinutes * MINUTE_MS;
}

/**
 * The earliest the chauffeur may wait at the airport or the station for this pickup: the law allows an hour before
 * the pickup time (Code des transports, D3120-3), which is why the pickup moves with a late arrival.
 */
export const lawfulWaitFrom = (pickup: number) => pickup - ARRIVALS.lawfulWaitBeforePickupMinutes * MINUTE_MS;

/** The arrival read back from the record's field, or undefined when it is not one. */
export function arrivalFrom(value: unknown): FollowedArrival | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const a = value as Partial<FollowedArrival>;
  if ((a.kind !== "flight" && a.kind !== "train") || typeof a.number !== "string" || typeof a.date !== "string")
    return undefined;
  if (typeof a.status !== "string" || typeof a.following !== "string") return undefined;
  return a as FollowedArrival;
}
