import type { Redis } from "@upstash/redis";
import { getRedis, withTimeout } from "./redis.js";

/**
 * One booking per idempotency key (DECISIONS 12). The first request claims the key with SET NX; a repeat
 * gets the first one's reference and sends nothing. A claim whose e-mails failed is released, so the
 * visitor's retry may send them.
 */
export type Claim = { state: "pending" | "sent"; reference: string };
export type ClaimOutcome = { claimed: true } | { claimed: false; existing: Claim };

export type IdempotencyStore = {
  claim(key: string, claim: Claim): Promise<ClaimOutcome>;
  get(key: string): Promise<Claim | null>;
  complete(key: string, reference: string): Promise<void>;
  release(key: string): Promise<void>;
};

/** A day: long enough for any retry or double click, short enough to keep nothing personal. */
export const CLAIM_TTL_SECONDS = 24 * 60 * 60;
const REDIS_TIMEOUT_MS = 600;

export function redisStore(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS): IdempotencyStore {
  const k = (key: string) => `booking:idempotency:${key}`;
  const run = <T,>(promise: Promise<T>, what: string) => withTimeout(promise, timeoutMs, `Redis ${what}`);
  return {
    async claim(key, claim) {
      const set = await run(redis.set(k(key), JSON.stringify(claim), { nx: true, ex: CLAIM_TTL_SECONDS }), "SET NX");
      if (set === "OK") return { claimed: true };
      const existing = await this.get(key);
      // The holder released it between our SET and GET: try once more.
      if (!existing) return this.claim(key, claim);
      return { claimed: false, existing };
    },
    async get(key) {
      const value = await run(redis.get<Claim | string>(k(key)), "GET");
      if (!value) return null;
      return typeof value === "string" ? (JSON.parse(value) as Claim) : value;
    },
    async complete(key, reference) {
      await run(redis.set(k(key), JSON.stringify({ state: "sent", reference } satisfies Claim), { ex: CLAIM_TTL_SECONDS }), "SET");
    },
    async release(key) {
      await run(redis.del(k(key)), "DEL");
    },
  };
}

export function memoryStore(): IdempotencyStore {
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
      claims.set(key, { claim, expires: Date.now() + CLAIM_TTL_SECONDS * 1000 });
      return { claimed: true };
    },
    async get(key) {
      return live(key);
    },
    async complete(key, reference) {
      claims.set(key, { claim: { state: "sent", reference }, expires: Date.now() + CLAIM_TTL_SECONDS * 1000 });
    },
    async release(key) {
      claims.delete(key);
    },
  };
}

/**
 * Redis when configured, with this process's memory as the fallback when Redis fails: duplicates across
 * instances are then possible, a lost booking is not (logged).
 */
export function resilientStore(primary: IdempotencyStore, fallback: IdempotencyStore): IdempotencyStore {
  // Keys claimed in memory stay in memory: their completion must not wait on a Redis that just failed.
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
    complete: async (key, reference) => {
      await attempt(key, "complete", (s) => s.complete(key, reference));
      inMemory.delete(key);
    },
    release: async (key) => {
      await attempt(key, "release", (s) => s.release(key));
      inMemory.delete(key);
    },
  };
}

let store: IdempotencyStore | undefined;

export function getIdempotencyStore(): IdempotencyStore {
  if (!store) {
    const redis = getRedis();
    store = redis ? resilientStore(redisStore(redis), memoryStore()) : memoryStore();
  }
  return store;
}

