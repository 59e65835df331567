import { Redis } from "@upstash/redis";
import { afterAll, beforeAll } from "vitest";
import { type Bridge, startBridge } from "../../scripts/local-vercel/store/bridge";
import { serverEngine } from "../../scripts/local-vercel/store/engines";
import { type RedisServer, startRedis } from "../../scripts/local-vercel/store/redis-server";
import { reachBridge } from "./reachable";

/**
 * A real redis-server behind the Upstash REST bridge for one test file, of its own (a test that counts commands,
 * takes Redis down or slows it): started before its tests, stopped after. `upstash()` is the client production code
 * uses, pointed at the bridge (or at another URL). Every other test shares its file's store (./store.ts).
 */
export function useRedisBridge() {
  const ctx = {} as { redis: RedisServer; bridge: Bridge; upstash(url?: string): Redis };
  beforeAll(async () => {
    ctx.redis = await startRedis();
    ctx.bridge = await startBridge(serverEngine(ctx.redis), "test-token");
    reachBridge(ctx.bridge);
  });
  afterAll(async () => {
    await ctx.bridge.close();
    await ctx.redis.stop();
  });
  ctx.upstash = (url = ctx.bridge.url) =>
    new Redis({ url, token: ctx.bridge.token, retry: { retries: 1, backoff: () => 50 }, enableTelemetry: false });
  return ctx;
}
