import { Redis } from "@upstash/redis";
import { getEnv, isLocal } from "../env.js";
import { withTimeout } from "../timeout.js";

/**
 * The token of the embedded store the local commands start on this machine (docs/decisions/220-one-store.md). It
 * is public: that store listens on the loopback only, holds nothing real, and is never used under the deployed rules.
 */
export const LOCAL_STORE_TOKEN = "local-store-token";

let client: Redis | undefined;

/**
 * How many times Upstash's time bounds a call to the embedded store gets. That store runs on the same machine as
 * everything else (a busy laptop, a CI runner whose two cores run the tests): a bound meant for Upstash's network
 * would there measure the machine, not the store. Deployed, the bounds are Upstash's own.
 */
export const LOCAL_STORE_TIME_SCALE = 10;
let timeScale = 1;

/**
 * The one store client: Upstash when it is configured; in the local mode, the embedded store that `npm start`,
 * `npm run dev` and the tests run, which speaks Upstash's protocol, so that the same client and the same code run
 * everywhere. There is no other store: without either, this throws (deployed, the function has already refused to
 * start without its Upstash keys). Few retries: callers fail open quickly.
 */
export function getRedis(): Redis {
  if (client) return client;
  const env = getEnv();
  const options = { retry: { retries: 1, backoff: () => 100 }, enableTelemetry: false };
  if (env.UPSTASH_REDIS_REST_URL && env.UPSTASH_REDIS_REST_TOKEN)
    client = new Redis({ url: env.UPSTASH_REDIS_REST_URL, token: env.UPSTASH_REDIS_REST_TOKEN, ...options });
  else if (isLocal(env) && env.LOCAL_STORE_URL && isLoopback(env.LOCAL_STORE_URL)) {
    client = new Redis({ url: env.LOCAL_STORE_URL, token: LOCAL_STORE_TOKEN, ...options });
    timeScale = LOCAL_STORE_TIME_SCALE;
  } else
    throw new Error(
      "No store: UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN are not set (locally, npm start runs an embedded store and sets LOCAL_STORE_URL)",
    );
  return client;
}

/** A time bound for a call to the store: Upstash's own, or that many times more on the embedded store. */
export const storeBound = (ms: number): number => ms * timeScale;

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "127.0.0.1" || host === "localhost" || host === "[::1]";
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
    return await withTimeout(run(), storeBound(ms), what);
  } catch (error) {
    pauseRedis(error);
    throw error;
  }
}

/** A store made once per instance, on the one store client. */
export function storeOnce<T>(make: (redis: Redis) => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make(getRedis());
    return made;
  };
}
