import type { Redis } from "@upstash/redis";
import { callRedis, getRedis } from "./redis.js";

/**
 * One answer per request: the first use of a link claims its reference with SET NX, sends, then settles
 * the claim with what was done and when, so every later use can say « déjà confirmée le … ». A refused send
 * releases the claim (nothing left, the operator may try again); an uncertain one settles as such (it may
 * have left: never sent twice).
 */
export type Answer = "confirmed" | "declined";
export type Outcome = {
  state: "pending" | "done" | "uncertain";
  answer: Answer;
  /** ISO time of the operator's answer. */
  at: string;
  /** Euros TTC, for a confirmation. */
  price?: number;
};

export type ConfirmationStore = {
  claim(reference: string, outcome: Outcome): Promise<{ claimed: true } | { claimed: false; existing: Outcome }>;
  get(reference: string): Promise<Outcome | null>;
  settle(reference: string, outcome: Outcome): Promise<void>;
  release(reference: string): Promise<void>;
};

/** Longer than a link lives (30 days): while a link opens, its answer is remembered. */
export const SETTLED_TTL_SECONDS = 32 * 24 * 60 * 60;
/** Outlives the longest request (30 s): an instance that died mid-send cannot block the link for long. */
export const PENDING_TTL_SECONDS = 60;
const REDIS_TIMEOUT_MS = 800;

function isOutcome(value: unknown): value is Outcome {
  if (typeof value !== "object" || value === null) return false;
  const { state, answer, at } = value as Record<string, unknown>;
  return (
    (state === "pending" || state === "done" || state === "uncertain") &&
    (answer === "confirmed" || answer === "declined") &&
    typeof at === "string"
  );
}

export function redisConfirmationStore(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS): ConfirmationStore {
  const key = (reference: string) => `booking:answer:${reference}`;
  const run = <T>(call: () => Promise<T>, what: string) => callRedis(call, timeoutMs, `Redis ${what}`);
  return {
    async claim(reference, outcome) {
      const set = await run(
        () => redis.set(key(reference), JSON.stringify(outcome), { nx: true, ex: PENDING_TTL_SECONDS }),
        "SET NX",
      );
      if (set === "OK") return { claimed: true };
      const existing = await this.get(reference);
      if (!existing) return this.claim(reference, outcome);
      return { claimed: false, existing };
    },
    async get(reference) {
      const value = await run(() => redis.get<unknown>(key(reference)), "GET");
      const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
      return isOutcome(parsed) ? parsed : null;
    },
    async settle(reference, outcome) {
      await run(() => redis.set(key(reference), JSON.stringify(outcome), { ex: SETTLED_TTL_SECONDS }), "SET");
    },
    async release(reference) {
      await run(() => redis.del(key(reference)), "DEL");
    },
  };
}

export function memoryConfirmationStore(): ConfirmationStore {
  const entries = new Map<string, { outcome: Outcome; expires: number }>();
  const live = (reference: string) => {
    const entry = entries.get(reference);
    if (entry && entry.expires < Date.now()) entries.delete(reference);
    return entries.get(reference)?.outcome ?? null;
  };
  return {
    async claim(reference, outcome) {
      const existing = live(reference);
      if (existing) return { claimed: false, existing };
      entries.set(reference, { outcome, expires: Date.now() + PENDING_TTL_SECONDS * 1000 });
      return { claimed: true };
    },
    async get(reference) {
      return live(reference);
    },
    async settle(reference, outcome) {
      entries.set(reference, { outcome, expires: Date.now() + SETTLED_TTL_SECONDS * 1000 });
    },
    async release(reference) {
      entries.delete(reference);
    },
  };
}

let store: ConfirmationStore | undefined;

/**
 * Redis when configured. Unlike the booking's de-duplication, a Redis failure here is not papered over
 * with process memory: another instance could not see the claim, and the customer could get two proofs.
 * The operator is told to retry instead (src/server/confirm.ts).
 */
export function getConfirmationStore(): ConfirmationStore {
  if (!store) {
    const redis = getRedis();
    store = redis ? redisConfirmationStore(redis) : memoryConfirmationStore();
  }
  return store;
}
