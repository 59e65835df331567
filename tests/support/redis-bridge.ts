import { Redis } from "@upstash/redis";
import { afterAll, beforeAll } from "vitest";
import { startRedis, type RedisServer } from "./redis-server";
import { startBridge, type Bridge } from "./upstash-bridge";

/**
 * A real redis-server behind the Upstash REST bridge for one test file: started before its tests, stopped
 * after. `upstash()` is the client production code uses, pointed at the bridge (or at another URL).
 */
export function useRedisBridge() {
  const ctx = {} as { redis: RedisServer; bridge: Bridge; upstash(url?: string): Redis };
  beforeAll(async () => {
    ctx.redis = await startRedis();
    ctx.bridge = await startBridge(ctx.redis.client);
  });
  afterAll(async () => {
    await ctx.bridge.close();
    await ctx.redis.stop();
  });
  ctx.upstash = (url = ctx.bridge.url) =>
    new Redis({ url, token: ctx.bridge.token, retry: { retries: 1, backoff: () => 50 }, enableTelemetry: false });
  return ctx;
}
