import { REQUEST_FINGERPRINT_HOURS } from "../../config/retention.js";
import type { Redis } from "@upstash/redis";
import { sha256 } from "../kernel/hash.js";
import { callRedis, storeOnce } from "../kernel/store/redis.js";

/**
 * One booking per idempotency key (docs/decisions/001-sending-semantics.md). The first request claims the
 * key with SET NX and a digest of the booking it carries; a repeat gets the first one's outcome and sends
 * nothing; the same key with another booking is told so. A claim whose business e-mail was refused is
 * released so the visitor's retry may send it; an uncertain one stays, so no retry sends it twice.
 */
export type ClaimState = "pending" | "sent" | "uncertain";
export type Claim = { state: ClaimState; reference: string; digest: string };
export type ClaimOutcome = { claimed: true } | { claimed: false; existing: Claim };

export type IdempotencyStore = {
  claim(key: string, claim: Claim): Promise<ClaimOutcome>;
  get(key: string): Promise<Claim | null>;
  settle(key: string, claim: Claim): Promise<void>;
  release(key: string): Promise<void>;
};

/** A settled claim lives a day: long enough for any retry or double click, short enough to keep nothing personal. */
export const CLAIM_TTL_SECONDS = REQUEST_FINGERPRINT_HOURS * 60 * 60;
/**
 * A pending claim outlives the longest request (30 s) with a margin, then expires: an instance that died
 * mid-request cannot block the key for a day.
 */
export const PENDING_TTL_SECONDS = 60;
const REDIS_TIMEOUT_MS = 600;

function isClaim(value: unknown): value is Claim {
  if (typeof value !== "object" || value === null) return false;
  const { state, reference, digest } = value as Record<string, unknown>;
  return (
    (state === "pending" || state === "sent" || state === "uncertain") &&
    typeof reference === "string" &&
    typeof digest === "string"
  );
}

export function redisStore(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS): IdempotencyStore {
  const k = (key: string) => `booking:idempotency:${key}`;
  const run = <T>(call: () => Promise<T>, what: string) => callRedis(call, timeoutMs, `Redis ${what}`);
  return {
    async claim(key, claim) {
      const set = await run(
        () => redis.set(k(key), JSON.stringify(claim), { nx: true, ex: PENDING_TTL_SECONDS }),
        "SET NX",
      );
      if (set === "OK") return { claimed: true };
      const existing = await this.get(key);
      // The holder released it between our SET and GET: try once more.
      if (!existing) return this.claim(key, claim);
      return { claimed: false, existing };
    },
    async get(key) {
      const value = await run(() => redis.get<unknown>(k(key)), "GET");
      const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
      return isClaim(parsed) ? parsed : null;
    },
    async settle(key, claim) {
      await run(() => redis.set(k(key), JSON.stringify(claim), { ex: CLAIM_TTL_SECONDS }), "SET");
    },
    async release(key) {
      await run(() => redis.del(k(key)), "DEL");
    },
  };
}

/** This instance's own memory: where a booking is de-duplicated while Redis fails, never instead of it. */
export function instanceStore(): IdempotencyStore {
  const claims = new Map<string, { claim: Claim; expires: number }>();
  const live = (key: string) => {
    const entry = claims.get(key);
    if (entry && entry.expires < Date.now()) claims.delete(key);
    return claims.get(key)?.claim ?? null;
  };
  return {
    async claim(key, claim) {
      const existing = live(key);
      if (existing) return { claimed: false, existing };
      claims.set(key, { claim, expires: Date.now() + PENDING_TTL_SECONDS * 1000 });
      return { claimed: true };
    },
    async get(key) {
      return live(key);
    },
    async settle(key, claim) {
      claims.set(key, { claim, expires: Date.now() + CLAIM_TTL_SECONDS * 1000 });
    },
    async release(key) {
      claims.delete(key);
    },
  };
}

/**
 * Redis, with this instance's memory as the fallback when Redis fails: duplicates across
 * instances are then possible, a lost booking is not (logged).
 */
export function resilientStore(primary: IdempotencyStore, fallback: IdempotencyStore): IdempotencyStore {
  // Keys claimed in memory stay in memory: their settling must not wait on a Redis that just failed.
  const inMemory = new Set<string>();
  async function attempt<T>(key: string, what: string, run: (store: IdempotencyStore) => Promise<T>): Promise<T> {
    if (inMemory.has(key)) return run(fallback);
    try {
      return await run(primary);
    } catch (error) {
      console.error(`[idempotency] ${what} failed on Redis, using process memory`, error);
      inMemory.add(key);
      return run(fallback);
    }
  }
  return {
    claim: (key, claim) => attempt(key, "claim", (s) => s.claim(key, claim)),
    get: (key) => attempt(key, "get", (s) => s.get(key)),
    // A key settled in memory stays answered from memory: a Redis that came back does not know it.
    settle: (key, claim) => attempt(key, "settle", (s) => s.settle(key, claim)),
    release: async (key) => {
      await attempt(key, "release", (s) => s.release(key));
      inMemory.delete(key);
    },
  };
}

export const getIdempotencyStore = storeOnce<IdempotencyStore>((redis) =>
  resilientStore(redisStore(redis), instanceStore()),
);

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** What binds an idempotency key to its request: the validated booking, in the schema's field order. */
export function bookingDigest(booking: object): Promise<string> {
  return sha256(JSON.stringify(booking));
}

/**
 * The client's Idempotency-Key when well formed; otherwise the booking's own digest, so the same request
 * sent twice (a double submit from a script) is still sent once.
 */
export function idempotencyKeyFor(header: string | null, digest: string): string {
  return header && KEY.test(header) ? `key:${header}` : `body:${digest}`;
}
