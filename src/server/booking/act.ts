import { parisToUtc } from "../../lib/paris-time.js";
import { factsOf } from "./facts.js";
import { type BookingRecord, givenUp, isOperatorRefund, recordOf } from "./record.js";
import {
  ACTS,
  type ActName,
  type Actor,
  type BookingState,
  check,
  type Refusal,
  stateAfter,
  type StateOrNone,
} from "./states.js";
import type { BookingStore, IndexChange, Move } from "./store.js";

/**
 * One act on a booking, as the machine allows it (./states.ts) and atomically where the record lives
 * (docs/decisions/200-booking-state.md): the record is read, the act checked against its state, its times and its
 * money, then written by one script that passes only if the record is still the version that was checked. Two acts
 * at once: one passes, the other reads the record again and is checked again, so it is refused with the reason
 * that now applies (« déjà annulée »), never applied on a state it was not checked on.
 */
export type Written = {
  set?: Record<string, string | number>;
  del?: string[];
  /** What the booking may keep after the act, in cents, when the act sets it (a fee, a ride's total, a new price). */
  ceiling?: number;
  /** Other bookings moved in the same step (a change's request and the booking it changes). */
  also?: Move[];
  indexes?: IndexChange[];
  ttlSeconds?: number;
};

/**
 * The confirmed booking a change replaces, moved in the same step as the change's request once its price is agreed
 * (by the operator's answer or the customer's acceptance): it takes the new price and pickup, and its pending change
 * is done.
 */
export function changeApplied(
  reference: string,
  original: BookingRecord,
  change: { at: Date; by: Actor; price: number; pickup: { date: string; time: string } },
): Move {
  return {
    reference,
    from: ["confirmed"],
    expect: original.v,
    set: {
      act: "change",
      at: change.at.toISOString(),
      by: change.by,
      price: change.price,
      // What the operator refunded on the booking stays given up at its new price.
      ceiling: Math.max(0, change.price - givenUp(original)),
      ...loweredBy(original, change.price),
      pickup: parisToUtc(change.pickup.date, change.pickup.time).getTime(),
    },
    del: ["pendingChange"],
  };
}

export type Performed =
  | { ok: true; from: StateOrNone; record: BookingRecord }
  | { ok: false; refusal: Refusal; record: BookingRecord | null }
  | { ok: false; refusal: "conflict"; record: BookingRecord | null; reference: string };

export type ActInput = {
  store: BookingStore;
  reference: string;
  act: ActName;
  actor: Actor;
  now: Date;
  /** The trip's details the guards read (the waiting offered depends on where and how it starts). */
  trip?: { flightOrTrain: string; from: string } | null;
  /** A record already read for this act: used for the first try. */
  record?: BookingRecord | null;
  /** Read the record back after it moved (the default); an act whose caller needs nothing of it spares a command. */
  readBack?: boolean;
  /** A refusal of the act's own beyond the machine's (a price above the fare): checked on each try. */
  refuse?: (record: BookingRecord | null) => Refusal | null;
  write?: (record: BookingRecord | null) => Written;
  /**
   * Not recorded as the booking's last act (its `act`, `at`, `by`, which the pages read as « answered on … » and to
   * tell a repeated answer): the arrival's news (`follow`) changes neither who answered nor when.
   */
  quiet?: boolean;
};

/** Reads after a lost race before giving up: each try follows another act that passed, so a few always suffice. */
const TRIES = 4;

export async function perform(input: ActInput): Promise<Performed> {
  const { store, reference, act, actor, now } = input;
  let record = input.record === undefined ? await store.get(reference) : input.record;
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const refusal =
      check(act, actor, factsOf(record, input.trip ?? null), now.getTime()) ?? input.refuse?.(record) ?? null;
    if (refusal) return { ok: false, refusal, record };
    const written = input.write?.(record) ?? {};
    const from: StateOrNone = record?.state ?? "none";
    const to = from === "none" ? (ACTS[act].to as BookingState) : stateAfter(act, from);
    const ceiling = written.ceiling ?? ceilingOf(act, record);
    const set: Record<string, string | number> = {
      state: to,
      ...(input.quiet ? {} : { act, at: now.toISOString(), by: actor }),
      ...written.set,
      // What the operator refunded from his page stays given up whatever the new state lets the booking keep.
      ...(ceiling !== undefined ? { ceiling: Math.max(0, ceiling - givenUp(record)) } : {}),
      ...(ceiling !== undefined ? loweredBy(record, ceiling) : {}),
    };
    const move: Move = {
      reference,
      from: [from],
      ...(record ? { expect: record.v } : {}),
      ...(written.ttlSeconds ? { ttlSeconds: written.ttlSeconds } : {}),
      set,
      ...(written.del?.length ? { del: written.del } : {}),
    };
    const moved = await store.move(
      [move, ...(written.also ?? [])],
      [...indexesOf(reference, to, record, set, now), ...(written.indexes ?? [])],
    );
    if (moved.ok) {
      const after =
        input.readBack === false
          ? recordOf(reference, { ...flat(record), ...set, v: moved.versions[0] ?? 0 })
          : await store.get(reference);
      if (!after) throw new Error(`${reference}: moved by ${act}, then not found`);
      return { ok: true, from, record: after };
    }
    if (moved.reference !== reference) return { ok: false, refusal: "conflict", record, reference: moved.reference };
    record = await store.get(reference);
  }
  return { ok: false, refusal: "conflict", record, reference };
}

/**
 * An act whose store may fail: the failure is logged with what it left undone and the act answers null, for the
 * caller to say that nothing moved.
 */
export async function performLogged(input: ActInput, failure: string): Promise<Performed | null> {
  try {
    return await perform(input);
  } catch (error) {
    console.error(failure, error);
    return null;
  }
}

/**
 * What an act from a trip's page (the operator's, the customer's « Gérer ma réservation ») takes from the trip as the
 * page loaded it: its booking, its details for the guards, and the record read then, for the first try.
 */
export function pageTrip(
  store: BookingStore,
  loaded: {
    trip: { request: { reference: string; flightOrTrain: string; from: string } };
    record: BookingRecord | null;
  },
): Pick<ActInput, "store" | "reference" | "trip" | "record"> {
  const { request } = loaded.trip;
  return { store, reference: request.reference, trip: request, record: loaded.record };
}

/**
 * A refund still out when an act sets a new ceiling: what that ceiling counted out for it (`lowered:<name>`, which
 * the ledger gives back if Stripe refuses the refund), so that a refusal gives back no more than the new state
 * took. Measured against the ceiling before the act, a whole fare refunded then refused during a late cancellation
 * gave back 35 € to a fee's ceiling of 0: the booking kept 35 € for a fee of 17,50 €.
 */
function loweredBy(record: BookingRecord | null, ceiling: number): Record<string, number> {
  const all = givenUp(record);
  const out = Object.entries(record?.acts ?? {}).filter(
    ([name, act]) => isOperatorRefund(name) && act.state !== "done",
  );
  return Object.fromEntries(
    out.map(([name, act]) => [
      `lowered:${name}`,
      Math.max(0, ceiling - (all - act.amount)) - Math.max(0, ceiling - all),
    ]),
  );
}

/** The ceiling an act sets on its own: nothing kept, or the price as it stands; the others say theirs. */
function ceilingOf(act: ActName, record: BookingRecord | null): number | undefined {
  const keeps = ACTS[act].keeps;
  if (keeps === "nothing") return 0;
  if (keeps === "price" && record) return record.price;
  return undefined;
}

const OPEN: readonly BookingState[] = ["requested", "booked", "proposed"];

/**
 * The indexes follow the state: an answer awaited is listed by when it lapses; every booking is on the settling
 * job's list at the time it should next look at it (a confirmed ride when it ends on its own, anything else at
 * once), and leaves it once closed.
 */
function indexesOf(
  reference: string,
  to: BookingState,
  record: BookingRecord | null,
  set: Record<string, string | number>,
  now: Date,
): IndexChange[] {
  const deadline = Number(set.deadline ?? record?.deadline ?? Number.NaN);
  const pickup = Number(set.pickup ?? record?.pickup ?? 0);
  const changes: IndexChange[] = [];
  if (OPEN.includes(to) && Number.isFinite(deadline))
    changes.push({ op: "zadd", index: "open", member: reference, score: deadline });
  else changes.push({ op: "zrem", index: "open", member: reference });
  if (to === "closed") changes.push({ op: "zrem", index: "unsettled", member: reference });
  else
    changes.push({
      op: "zadd",
      index: "unsettled",
      member: reference,
      score: OPEN.includes(to) ? pickup : to === "confirmed" ? pickup : now.getTime(),
    });
  return changes;
}

/** A record's plain fields, as a hash would give them back (enough to read it again without a command). */
function flat(record: BookingRecord | null): Record<string, unknown> {
  if (!record) return {};
  const { ledger, ...rest } = record;
  return { ...rest, ...ledger };
}
