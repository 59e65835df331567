import { Redis } from "@upstash/redis";
import { getEnv } from "./env.js";

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

/** Rejects after `ms`: a slow Redis must not hold a booking (fail open is the caller's rule). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
