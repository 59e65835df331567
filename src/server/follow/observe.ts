import { ARRIVALS } from "../../config/arrivals.js";
import type { Sighting } from "../arrivals/index.js";
import { perform } from "../booking/act.js";
import { expectedAt, type FollowedArrival, isDisrupted, movedPickup, newsOf } from "../booking/arrival.js";
import type { BookingRecord } from "../booking/record.js";
import type { BookingStore } from "../booking/store.js";

const MINUTE_MS = 60_000;

/** What the following learnt: the provider's news, or that it stops, or a subscription made or dropped. */
export type News =
  | { kind: "sighting"; sighting: Sighting; source: "lookup" | "alert" | "poll" }
  | { kind: "not-here" }
  | { kind: "stop"; why: "ceiling" | "no-news" }
  | { kind: "subscribed"; id: string }
  | { kind: "unsubscribed" }
  /** The booking was changed to another day or number: its arrival is followed afresh (its alerts dropped first). */
  | { kind: "reset"; arrival: FollowedArrival };

/** A pickup that moved past the threshold, to tell: from the time last told, to the new one. */
export type Move = { from: number; to: number };

export type Observed =
  | { ok: true; record: BookingRecord; move: Move | null }
  | { ok: false; record: BookingRecord | null; why: string };

const FINAL = new Set(["landed", "diverted", "cancelled"]);

/**
 * The arrival after the news. A landing, a diversion or a cancellation is never taken back by older news (an alert
 * delivered late, a poll of a provider that lags). The pickup keeps its distance from the arrival; a move past the
 * threshold from the time last told is to be told (`told`), once, and only for a confirmed booking, the one whose
 * customer has a trip to be told about.
 */
export function arrivalAfter(
  a: FollowedArrival,
  news: News,
  agreed: number,
  tellable: boolean,
  now: Date,
): { arrival: FollowedArrival; move: Move | null } {
  const at = now.toISOString();
  switch (news.kind) {
    case "subscribed":
      return { arrival: { ...a, subscription: news.id }, move: null };
    case "reset":
      return { arrival: news.arrival, move: null };
    case "unsubscribed": {
      const { subscription: _dropped, ...rest } = a;
      return { arrival: rest, move: null };
    }
    case "not-here":
      return { arrival: { ...a, status: "unknown", following: "not-here", checkedAt: at }, move: null };
    case "stop":
      return { arrival: { ...a, following: news.why, checkedAt: at }, move: null };
    case "sighting": {
      const s = news.sighting;
      if (FINAL.has(a.status) && s.status !== a.status) return { arrival: a, move: null };
      // News of another day (a flight number flown daily) is not this arrival's.
      if (s.date !== a.date || s.number !== a.number) return { arrival: a, move: null };
      const { estimated: _e, landed: _l, origin: _o, ...kept } = a;
      const next: FollowedArrival = {
        ...kept,
        ...newsOf(s),
        following: FINAL.has(s.status) ? "done" : "on",
        checkedAt: at,
        source: news.source,
      };
      next.pickup = movedPickup(agreed, next);
      const told = a.told ?? agreed;
      if (tellable && !isDisrupted(next) && Math.abs(next.pickup - told) > ARRIVALS.tellMoveMinutes * MINUTE_MS) {
        next.told = next.pickup;
        next.toldFrom = told;
        return { arrival: next, move: { from: told, to: next.pickup } };
      }
      return { arrival: next, move: null };
    }
  }
}

/**
 * When the job should next look at an arrival: the next of its fixed checkpoints around the expected arrival (and,
 * for a flight, the subscription to its alerts some hours before), or when following gives up; null once it is over.
 */
export function nextLookAt(a: FollowedArrival, agreed: number, now: number): number | null {
  if (a.following !== "on") return null;
  // Not checked yet (a new booking, a change): at the next run.
  if (a.status === "unchecked") return now;
  const expected = expectedAt(a) ?? agreed;
  const times = ARRIVALS.pollAtMinutes.map((m) => expected + m * MINUTE_MS);
  if (a.kind === "flight" && !a.subscription) times.push(expected - ARRIVALS.subscribeBeforeMinutes * MINUTE_MS);
  const ahead = times.filter((t) => t > now);
  return ahead.length ? Math.min(...ahead) : Math.max(now, expected + ARRIVALS.giveUpAfterMinutes * MINUTE_MS);
}

/**
 * The news written on the booking's record, through its state machine (act `follow`): of the alert and the poll
 * seeing the same delay at once, one writes it and the other reads it back and finds nothing more to tell. The
 * arrivals index follows: the next look, or off it once following is over.
 */
export async function observe(
  store: BookingStore,
  reference: string,
  news: News,
  now: Date,
  record?: BookingRecord | null,
): Promise<Observed> {
  let move: Move | null = null;
  let missing = false;
  const performed = await perform({
    store,
    reference,
    act: "follow",
    actor: "job",
    now,
    quiet: true,
    ...(record !== undefined ? { record } : {}),
    refuse: (current) => (current?.arrival ? null : "gone"),
    write: (current) => {
      const a = current!.arrival!;
      const after = arrivalAfter(a, news, current!.pickup, current!.state === "confirmed", now);
      move = after.move;
      const next = nextLookAt(after.arrival, current!.pickup, now.getTime());
      return {
        set: { arrival: JSON.stringify(after.arrival) },
        indexes: [
          next === null
            ? { op: "zrem", index: "arrivals", member: reference }
            : { op: "zadd", index: "arrivals", member: reference, score: next },
        ],
      };
    },
  }).catch((error: unknown) => {
    missing = true;
    console.error(`[arrivals] ${reference}: the news could not be recorded just now`, error);
    return null;
  });
  if (!performed || missing) return { ok: false, record: null, why: "store" };
  if (!performed.ok) return { ok: false, record: performed.record, why: performed.refusal };
  return { ok: true, record: performed.record, move };
}
