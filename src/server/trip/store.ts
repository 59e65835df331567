import { OPT_OUT_YEARS } from "../../config/retention.js";
import type { Redis } from "@upstash/redis";
import { BOOKING_WINDOW_DAYS } from "../../config/booking.js";
import { TRIP_RETENTION_DAYS } from "../../config/trips.js";
import { parisToUtc } from "../../lib/paris-time.js";
import { memoryOnceStore, type OnceState, type OnceStore, redisOnceStore } from "../kernel/store/once.js";
import { type Env, getEnv } from "../kernel/env.js";
import { callRedis, storeOnce } from "../kernel/store/redis.js";
import { checkedRequest, type SealedRequest } from "../request/sealed-request.js";

/**
 * An accepted trip: the request as sealed in the links (no free text), the price the customer accepted, when
 * the booking became firm, and the calendar event's SEQUENCE (0 at the proof, one more at each change and at
 * the cancellation). Recorded when the proof leaves, removed TRIP_RETENTION_DAYS after the pickup
 * (docs/decisions/110-trips.md). Upstash holds only this: what the reminder, the operator's day, the manage
 * page and the review request need.
 */
export type Trip = { request: SealedRequest; price: number; bookedAt: string; sequence: number };

export type TripStore = {
  /** Records (or replaces) the trip and indexes it by pickup time. */
  record(trip: Trip): Promise<void>;
  get(reference: string): Promise<Trip | null>;
  /** References whose pickup is in [from, to), earliest first. */
  between(from: number, to: number, limit: number): Promise<string[]>;
  remove(reference: string): Promise<void>;
  /** Drops from the index the trips whose pickup is before `before` (their records expire on their own). */
  prune(before: number): Promise<void>;
  /**
   * Rides not yet settled (docs/decisions/190-getting-paid.md) whose pickup is before `before`, earliest first: every
   * recorded trip is one until the settling job has ended it, taken its amount and sent its document.
   */
  unsettled(before: number, limit: number): Promise<string[]>;
  /** Takes the trip off that list: nothing is left to do for it. */
  settled(reference: string): Promise<void>;
};

/**
 * A trip's cancellation, recorded once; its existence is what every job checks. `by`: the customer from « Gérer ma
 * réservation » (absent on records made before the operator could cancel) or the operator from his page, with the
 * reason he gave. `graceUsed`: free only because it came within the grace minutes after the booking became firm.
 */
export type Cancellation = {
  state: OnceState;
  at: string;
  feePercent: number;
  fee: number;
  sequence: number;
  by?: "customer" | "operator";
  reason?: string;
  graceUsed?: boolean;
};
/** How a ride ended when the operator says so: the customer was not there (a no-show, and its fee). */
export type TripOutcome = { state: OnceState; at: string; kind: "no-show"; feePercent: number; fee: number };
/**
 * How a ride ended (docs/decisions/190-getting-paid.md): recorded once, by the operator with its final amount (the
 * waiting past the time offered, an extra he agreed with the customer) or on its own some hours after the pickup
 * (`by: "auto"`, nothing added). Amounts in euros, as the trip's price; `total` is the price and the extras.
 */
export type TripEnd = {
  state: OnceState;
  at: string;
  by: "operator" | "auto";
  waitingMinutes: number;
  waiting: number;
  extra: number;
  extraLabel?: string;
  total: number;
};
/** A change the customer asked for, open until the operator answers it (one at a time). */
export type PendingChange = {
  state: OnceState;
  at: string;
  /** The change request's own reference, the one the operator's link answers. */
  reference: string;
  date: string;
  time: string;
  from: string;
  to: string;
};
/** A message sent once per trip (reminder, review request) or per day (the operator's day). */
export type Sent = { state: OnceState; at: string };

export type TripStores = {
  trips: TripStore;
  cancellations: OnceStore<Cancellation>;
  changes: OnceStore<PendingChange>;
  sent: OnceStore<Sent>;
  outcomes: OnceStore<TripOutcome>;
  ends: OnceStore<TripEnd>;
  optOuts: OptOutStore;
};

/** Mailboxes (by hash) that asked for no more review requests or other marketing-like messages. */
export type OptOutStore = { add(mailboxHash: string): Promise<void>; has(mailboxHash: string): Promise<boolean> };

const DAY_MS = 86_400_000;
const INDEX = "trips:by-pickup";
const UNSETTLED = "trips:unsettled";
const tripKey = (reference: string) => `trip:${reference}`;
const REDIS_TIMEOUT_MS = 800;
/** An opt-out is kept three years, as a marketing objection may be (the privacy policy says so). */
export const OPT_OUT_TTL_SECONDS = OPT_OUT_YEARS * 365 * 86_400;

/** The trip a proof makes firm: the request as sealed, without what only the links needed. */
export function tripFrom(request: SealedRequest, price: number, bookedAt: Date, sequence = 0): Trip {
  const { changes: _changes, ...kept } = request;
  return { request: kept, price, bookedAt: bookedAt.toISOString(), sequence };
}

export function pickupOf(trip: Trip): number {
  return parisToUtc(trip.request.date, trip.request.time).getTime();
}

export function retentionDays(env: Env = getEnv()): number {
  return Number(env.TRIP_RETENTION_DAYS ?? TRIP_RETENTION_DAYS);
}

/** When a trip's record is removed: `retention` days after its pickup. */
export function removalOf(trip: Trip, retention: number): number {
  return pickupOf(trip) + retention * DAY_MS;
}

function tripOf(value: unknown): Trip | null {
  const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  if (typeof parsed !== "object" || parsed === null) return null;
  const t = parsed as Partial<Record<keyof Trip, unknown>>;
  const request = checkedRequest(t.request);
  if (!request || typeof t.price !== "number" || typeof t.bookedAt !== "string" || typeof t.sequence !== "number")
    return null;
  return { request, price: t.price, bookedAt: t.bookedAt, sequence: t.sequence };
}

export function redisTripStore(redis: Redis, retention: number, timeoutMs = REDIS_TIMEOUT_MS): TripStore {
  const run = <T>(call: () => Promise<T>, what: string) => callRedis(call, timeoutMs, `Redis ${what}`);
  return {
    async record(trip) {
      const ttl = Math.max(60, Math.ceil((removalOf(trip, retention) - Date.now()) / 1000));
      const pipeline = redis.multi();
      pipeline.set(tripKey(trip.request.reference), JSON.stringify(trip), { ex: ttl });
      pipeline.zadd(INDEX, { score: pickupOf(trip), member: trip.request.reference });
      pipeline.zadd(UNSETTLED, { score: pickupOf(trip), member: trip.request.reference });
      await run(() => pipeline.exec(), "MULTI trip");
    },
    async get(reference) {
      return tripOf(await run(() => redis.get<unknown>(tripKey(reference)), "GET trip"));
    },
    async between(from, to, limit) {
      return run(
        () => redis.zrange<string[]>(INDEX, from, `(${to}`, { byScore: true, offset: 0, count: limit }),
        "ZRANGE BYSCORE",
      );
    },
    async remove(reference) {
      const pipeline = redis.multi();
      pipeline.del(tripKey(reference));
      pipeline.zrem(INDEX, reference);
      await run(() => pipeline.exec(), "MULTI remove trip");
    },
    async prune(before) {
      await run(() => redis.zremrangebyscore(INDEX, "-inf", `(${before}`), "ZREMRANGEBYSCORE");
    },
    async unsettled(before, limit) {
      return run(
        () => redis.zrange<string[]>(UNSETTLED, "-inf", `(${before}`, { byScore: true, offset: 0, count: limit }),
        "ZRANGE unsettled",
      );
    },
    async settled(reference) {
      await run(() => redis.zrem(UNSETTLED, reference), "ZREM unsettled");
    },
  };
}

export function memoryTripStore(retention = TRIP_RETENTION_DAYS): TripStore {
  const entries = new Map<string, Trip>();
  const unsettled = new Map<string, number>();
  const live = (reference: string) => {
    const trip = entries.get(reference);
    if (trip && removalOf(trip, retention) < Date.now()) entries.delete(reference);
    return entries.get(reference) ?? null;
  };
  return {
    async record(trip) {
      entries.set(trip.request.reference, trip);
      unsettled.set(trip.request.reference, pickupOf(trip));
    },
    async get(reference) {
      return live(reference);
    },
    async between(from, to, limit) {
      return [...entries.keys()]
        .map((reference) => live(reference))
        .filter((trip): trip is Trip => trip !== null && pickupOf(trip) >= from && pickupOf(trip) < to)
        .sort((a, b) => pickupOf(a) - pickupOf(b))
        .slice(0, limit)
        .map((trip) => trip.request.reference);
    },
    async remove(reference) {
      entries.delete(reference);
    },
    async prune(before) {
      for (const [reference, trip] of entries) if (pickupOf(trip) < before) entries.delete(reference);
    },
    async unsettled(before, limit) {
      return [...unsettled.entries()]
        .filter(([, pickup]) => pickup < before)
        .sort((a, b) => a[1] - b[1])
        .slice(0, limit)
        .map(([reference]) => reference);
    },
    async settled(reference) {
      unsettled.delete(reference);
    },
  };
}

export function redisOptOutStore(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS): OptOutStore {
  const key = (hash: string) => `trip:optout:${hash}`;
  return {
    async add(hash) {
      // Recording a wish the customer just expressed: tried even while this instance leaves Redis alone.
      await callRedis(() => redis.set(key(hash), "1", { ex: OPT_OUT_TTL_SECONDS }), timeoutMs, "Redis SET opt-out", {
        evenIfPaused: true,
      });
    },
    async has(hash) {
      return (await callRedis(() => redis.exists(key(hash)), timeoutMs, "Redis EXISTS opt-out")) === 1;
    },
  };
}

export function memoryOptOutStore(): OptOutStore {
  const hashes = new Set<string>();
  return {
    async add(hash) {
      hashes.add(hash);
    },
    async has(hash) {
      return hashes.has(hash);
    },
  };
}

const isState = (value: unknown) => value === "pending" || value === "done" || value === "uncertain";
const record = (value: unknown) =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

function isCancellation(value: unknown): value is Cancellation {
  const v = record(value);
  return isState(v.state) && typeof v.at === "string" && typeof v.feePercent === "number" && typeof v.fee === "number";
}

function isPendingChange(value: unknown): value is PendingChange {
  const v = record(value);
  return isState(v.state) && typeof v.at === "string" && typeof v.reference === "string" && typeof v.date === "string";
}

function isOutcome(value: unknown): value is TripOutcome {
  const v = record(value);
  return isState(v.state) && typeof v.at === "string" && v.kind === "no-show" && typeof v.fee === "number";
}

function isEnd(value: unknown): value is TripEnd {
  const v = record(value);
  return isState(v.state) && typeof v.at === "string" && typeof v.total === "number" && typeof v.by === "string";
}

function isSent(value: unknown): value is Sent {
  const v = record(value);
  return isState(v.state) && typeof v.at === "string";
}

/**
 * The cancellations' store lifetime, an upper bound only: each cancellation is written with its own trip's
 * (`secondsUntilRemoval`), so it leaves with the trip.
 */
function cancellationTtl(retention: number): number {
  return (BOOKING_WINDOW_DAYS + retention + 2) * 86_400;
}

/** A no-show's record lasts as long as any trip's: the retention after a pickup that has just passed. */
function retentionTtl(retention: number): number {
  return (retention + 1) * 86_400;
}

/**
 * Seconds until a trip's record is removed: a cancellation or an outcome written with it is kept exactly as long
 * as the trip it concerns, as the privacy pages say.
 */
export function secondsUntilRemoval(trip: Trip, retention: number, now = Date.now()): number {
  return Math.max(60, Math.ceil((removalOf(trip, retention) - now) / 1000));
}

export function memoryTripStores(retention = TRIP_RETENTION_DAYS): TripStores {
  return {
    trips: memoryTripStore(retention),
    cancellations: memoryOnceStore<Cancellation>(cancellationTtl(retention)),
    changes: memoryOnceStore<PendingChange>(),
    sent: memoryOnceStore<Sent>(),
    outcomes: memoryOnceStore<TripOutcome>(retentionTtl(retention)),
    ends: memoryOnceStore<TripEnd>(retentionTtl(retention)),
    optOuts: memoryOptOutStore(),
  };
}

export function redisTripStores(redis: Redis, retention = TRIP_RETENTION_DAYS): TripStores {
  return {
    trips: redisTripStore(redis, retention),
    cancellations: redisOnceStore(redis, "trip:cancel:", isCancellation, cancellationTtl(retention)),
    changes: redisOnceStore(redis, "trip:change:", isPendingChange),
    sent: redisOnceStore(redis, "trip:sent:", isSent),
    outcomes: redisOnceStore(redis, "trip:outcome:", isOutcome, retentionTtl(retention)),
    ends: redisOnceStore(redis, "trip:end:", isEnd, retentionTtl(retention)),
    optOuts: redisOptOutStore(redis),
  };
}

/** The one place the trips' stores are chosen: Upstash when configured, else this process's memory (local mode). */
export const getTripStores = storeOnce(
  (redis) => redisTripStores(redis, retentionDays()),
  () => memoryTripStores(retentionDays()),
);
