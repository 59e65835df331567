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
