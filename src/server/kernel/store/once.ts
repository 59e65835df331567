import { ANSWER_RECORD_DAYS } from "../../../config/retention.js";
import type { Redis } from "@upstash/redis";
import { callRedis, getRedis } from "./redis.js";

/**
 * Something done at most once under a key: the first caller claims the key with SET NX, acts (sends), then
 * settles the claim with what was done and when, so every later caller can say « déjà fait le … ». A refused
 * send releases the claim (nothing left: it may be tried again); an uncertain one settles as such (it may have
 * left: never sent twice).
 *
 * A claim is written to last as long as a settled record. Should the settle itself fail after a send, or the
 * instance die mid-send, the claim stays, and once it is older than any request can run it reads as
 * « uncertain »: a failed record never reopens anything (docs/decisions/090-price-acceptance.md).
 *
 * The operator's answer to a request, the customer's to a proposal, a trip's cancellation, a reminder sent:
 * each stage keeps its own records on these rules, under its own key prefix.
 */
export type OnceState = "pending" | "done" | "uncertain";
export type OnceRecord = { state: OnceState; at: string };

export type Claim<O> = { claimed: true } | { claimed: false; existing: O };

/** `ttlSeconds`, when given, keeps this record that long instead of the store's own lifetime. */
export type OnceStore<O> = {
  claim(key: string, record: O, ttlSeconds?: number): Promise<Claim<O>>;
  get(key: string): Promise<O | null>;
  settle(key: string, record: O, ttlSeconds?: number): Promise<void>;
  release(key: string): Promise<void>;
};

/** Longer than a link lives (30 days, or a proposal until its pickup): while a link opens, its answer is remembered. */
export const SETTLED_TTL_SECONDS = ANSWER_RECORD_DAYS * 24 * 60 * 60;
/** Longer than any request runs (30 s): a pending claim older than this was never settled. */
export const PENDING_STALE_MS = 60_000;
const REDIS_TIMEOUT_MS = 800;

const STATES: readonly unknown[] = ["pending", "done", "uncertain"];

/** Whether a value read back is a record at all: a state and a time. */
export function isOnceRecord(value: unknown): value is OnceRecord & Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const { state, at } = value as Record<string, unknown>;
  return STATES.includes(state) && typeof at === "string";
}

/** What is stored: the record and, for a claim, when it was taken (this machine's clock, whatever `at` says). */
type Stored<O> = O & { claimedAt?: number };

/** A claim nobody settled in time (an instance stopped mid-send, or the settle failed) may have sent: uncertain. */
function aged<O extends { state: OnceState }>({ claimedAt, ...record }: Stored<O>, now = Date.now()): O {
  const stale = record.state === "pending" && claimedAt !== undefined && now - claimedAt > PENDING_STALE_MS;
  return (stale ? { ...record, state: "uncertain" } : record) as O;
}

export function redisOnceStore<O extends OnceRecord>(
  redis: Redis,
  prefix: string,
  valid: (value: unknown) => value is O,
  ttlSeconds = SETTLED_TTL_SECONDS,
  timeoutMs = REDIS_TIMEOUT_MS,
): OnceStore<O> {
  const key = (name: string) => `${prefix}${name}`;
  const run = <T>(call: () => Promise<T>, what: string, evenIfPaused = false) =>
    callRedis(call, timeoutMs, `Redis ${what}`, { evenIfPaused });
  const store: OnceStore<O> = {
    async claim(name, record, ttl = ttlSeconds) {
      const set = await run(
        () => redis.set(key(name), JSON.stringify({ ...record, claimedAt: Date.now() }), { nx: true, ex: ttl }),
        "SET NX",
      );
      if (set === "OK") return { claimed: true };
      const existing = await store.get(name);
      if (!existing) return store.claim(name, record, ttl);
      return { claimed: false, existing };
    },
    async get(name) {
      const value = await run(() => redis.get<unknown>(key(name)), "GET");
      const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
      return valid(parsed) ? aged(parsed) : null;
    },
    async settle(name, record, ttl = ttlSeconds) {
      // Recording what has left: tried even while this instance leaves Redis alone.
      await run(() => redis.set(key(name), JSON.stringify(record), { ex: ttl }), "SET", true);
    },
    async release(name) {
      await run(() => redis.del(key(name)), "DEL");
    },
  };
  return store;
}

/**
 * Records of one kind under `prefix`. Unlike the booking's de-duplication, a Redis failure here is not papered over
 * with process memory: another instance could not see the claim, and a customer could get two proofs. The caller
 * says to retry instead.
 */
export function onceStore<O extends OnceRecord>(
  prefix: string,
  valid: (value: unknown) => value is O,
  ttlSeconds = SETTLED_TTL_SECONDS,
): OnceStore<O> {
  return redisOnceStore(getRedis(), prefix, valid, ttlSeconds);
}
