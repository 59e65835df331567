import { Redis } from "@upstash/redis";
import { getEnv } from "../env.js";
import { withTimeout } from "../timeout.js";

let client: Redis | null | undefined;

/** The Upstash client, or null for local runs without Redis. Few retries: callers fail open quickly. */
export function getRedis(): Redis | null {
  if (client !== undefined) return client;
  const env = getEnv();
  client =
    env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN
      ? new Redis({
          url: env.UPSTASH_REDIS_REST_URL,
          token: env.UPSTASH_REDIS_REST_TOKEN,
          retry: { retries: 1, backoff: () => 100 },
          enableTelemetry: false,
        })
      : null;
  return client;
}

/**
 * Upstash's answer once a plan's quota is spent ("ERR max daily request limit exceeded", "ERR max requests
 * limit exceeded"): unlike an outage it lasts until the quota resets, and the messages say so.
 */
export function isQuotaError(error: unknown): boolean {
  return /max (daily )?requests? limit exceeded/i.test(error instanceof Error ? error.message : String(error));
}

/** After a failure, this instance leaves Redis alone for this long: each request then pays no timeout. */
export const REDIS_PAUSE_MS = 10_000;
let pausedUntil = 0;
let pauseReason = "";

/** Whether this instance is leaving Redis alone after a recent failure (the callers' fallbacks apply). */
export function redisPaused(now = Date.now()): boolean {
  return now < pausedUntil;
}

export function pauseRedis(reason: unknown, now = Date.now()): void {
  pausedUntil = now + REDIS_PAUSE_MS;
  pauseReason = reason instanceof Error ? reason.message : String(reason);
}

/**
 * One Redis call within `ms`. A failure (an error, a timeout, a spent quota) pauses Redis for this instance
 * for a few seconds: a Redis that hangs costs one timeout, not one per call of every request, so each answer
 * keeps its promised delay. While paused the call is not made and fails at once.
 * `evenIfPaused`: the call is made all the same (recording an answer that has already left is worth a try).
 */
export async function callRedis<T>(
  run: () => Promise<T>,
  ms: number,
  what: string,
  options: { evenIfPaused?: boolean } = {},
): Promise<T> {
  if (redisPaused() && !options.evenIfPaused)
    throw new Error(`${what} not tried: Redis failed less than ${REDIS_PAUSE_MS / 1000} s ago (${pauseReason})`);
  try {
    return await withTimeout(run(), ms, what);
  } catch (error) {
    pauseRedis(error);
    throw error;
  }
}

/**
 * A store made once per instance: on Upstash when it is configured, else in this process's memory (the local
 * mode; deployed, a function needing Upstash refuses to start without it).
 */
export function storeOnce<T>(onRedis: (redis: Redis) => T, inMemory: () => T): () => T {
  let made: T | undefined;
  return () => {
    if (made === undefined) {
      const redis = getRedis();
      made = redis ? onRedis(redis) : inMemory();
    }
    return made;
  };
}
