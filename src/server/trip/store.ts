import { OPT_OUT_YEARS } from "../../config/retention.js";
import type { Redis } from "@upstash/redis";
import { TRIP_RETENTION_DAYS } from "../../config/trips.js";
import { parisToUtc } from "../../lib/paris-time.js";
import { type OnceState, type OnceStore, redisOnceStore } from "../kernel/store/once.js";
import { type Env, getEnv } from "../kernel/env.js";
import { callRedis, storeOnce } from "../kernel/store/redis.js";
import { checkedRequest, type SealedRequest } from "../request/sealed-request.js";

/**
 * An accepted trip: the request as sealed in the links (no free text), the price the customer accepted (euros; the
 * booking's record keeps it in cents, ../booking), when the booking first became firm (kept through changes), and
 * the calendar event's SEQUENCE (0 at the proof, one more at each change and at the cancellation). Recorded when the proof leaves, removed TRIP_RETENTION_DAYS after the pickup
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
};

/** A message sent once per trip (reminder, review request) or per day (the operator's day). */
export type Sent = { state: OnceState; at: string };

/**
 * What a trip keeps besides its booking's record (src/server/booking): its details, the messages sent once about
 * it, and the addresses that asked for no more review requests. Whether it is cancelled, ended or paid is the
 * booking's state, never a record of its own.
 */
export type TripStores = {
  trips: TripStore;
  sent: OnceStore<Sent>;
  optOuts: OptOutStore;
};

/** Mailboxes (by hash) that asked for no more review requests or other marketing-like messages. */
export type OptOutStore = { add(mailboxHash: string): Promise<void>; has(mailboxHash: string): Promise<boolean> };

const DAY_MS = 86_400_000;
const INDEX = "trips:by-pickup";
const tripKey = (reference: string) => `trip:${reference}`;
const REDIS_TIMEOUT_MS = 800;
/** An opt-out is kept three years, as a marketing objection may be (the privacy policy says so). */
export const OPT_OUT_TTL_SECONDS = OPT_OUT_YEARS * 365 * 86_400;

/**
 * The trip a proof makes firm: the request as sealed, without what only the links needed. A change keeps the
 * booking's own time of request and of becoming firm (`previous`), whatever the change's own dates.
 */
export function tripFrom(
  request: SealedRequest,
  price: number,
  bookedAt: Date,
  sequence = 0,
  previous?: Trip | null,
): Trip {
  const { changes: _changes, ...kept } = request;
  if (previous)
    return {
      request: { ...kept, receivedAt: previous.request.receivedAt },
      price,
      bookedAt: previous.bookedAt,
      sequence,
    };
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

const isState = (value: unknown) => value === "pending" || value === "done" || value === "uncertain";
const record = (value: unknown) =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

function isSent(value: unknown): value is Sent {
  const v = record(value);
  return isState(v.state) && typeof v.at === "string";
}

/**
 * Seconds until a trip's record is removed: a cancellation or an outcome written with it is kept exactly as long
 * as the trip it concerns, as the privacy pages say.
 */
export function secondsUntilRemoval(trip: Trip, retention: number, now = Date.now()): number {
  return Math.max(60, Math.ceil((removalOf(trip, retention) - now) / 1000));
}

export function redisTripStores(redis: Redis, retention = TRIP_RETENTION_DAYS): TripStores {
  return {
    trips: redisTripStore(redis, retention),
    sent: redisOnceStore(redis, "trip:sent:", isSent),
    optOuts: redisOptOutStore(redis),
  };
}

/** The one place the trips' stores are chosen: Upstash when configured, else this process's memory (local mode). */
export const getTripStores = storeOnce((redis) => redisTripStores(redis, retentionDays()));
