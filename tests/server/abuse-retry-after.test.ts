import { expect, test, vi } from "vitest";
import {
  layeredLimiter,
  memoryLimiter,
  nextAcceptedAt,
  upstashLimiter,
  type Limiter,
} from "../../src/server/kernel/limits/rate-limit";
import { useRedisBridge } from "../support/redis-bridge";

const ctx = useRedisBridge();
const spec = { requests: 3, windowMs: 60_000 };

test("nextAcceptedAt: the first millisecond the sliding window lets a request through", () => {
  const start = 1_800_000_000_000 - (1_800_000_000_000 % 60_000);
  // Three requests in the current window: wait for the next, where they weigh 3 × (1 − e/W) and must drop below 3.
  expect(nextAcceptedAt(spec, start + 10_000, 0, 3)).toBe(start + 60_000 + 1);
  // Three in the previous window, none now: 3 × (1 − e/W) < 3 from the window's first millisecond.
  expect(nextAcceptedAt(spec, start, 3, 0)).toBe(start + 1);
  // Six in the previous window: 6 × (1 − e/W) < 3 once half the window has gone.
  expect(nextAcceptedAt(spec, start + 1_000, 6, 0)).toBe(start + 30_001);
  // Two now, three before: 3 × (1 − e/W) < 1 after two thirds of the window.
  expect(nextAcceptedAt(spec, start + 5_000, 3, 2)).toBe(start + 40_001);
  // Ten in the current window: next window, once 10 × (1 − e/W) < 3.
  expect(nextAcceptedAt(spec, start + 59_999, 0, 10)).toBe(start + 60_000 + 42_001);
});

/** Asserts that `retryAt` is exact: refused one millisecond before, accepted at it. */
async function checkEdge(limiter: Limiter, clock: { t: number }, id: string) {
  const refused = await limiter.limit(id);
  expect(refused.success).toBe(false);
  clock.t = refused.retryAt - 1;
  expect((await limiter.limit(id)).success).toBe(false);
  clock.t = refused.retryAt;
  expect((await limiter.limit(id)).success).toBe(true);
}

test("the in-memory window accepts exactly at the announced time, at both kinds of edge", async () => {
  const clock = { t: 1_800_000_000_000 - (1_800_000_000_000 % 60_000) + 10_000 };
  const limiter = memoryLimiter(spec, () => clock.t);
  for (let i = 0; i < 3; i++) expect((await limiter.limit("a")).success).toBe(true);
  // Edge 1: the current window is full, the answer lies in the next window.
  await checkEdge(limiter, clock, "a");
  // Edge 2: inside a window, waiting for the previous window's weight to decay.
  clock.t += 1_000;
  await checkEdge(limiter, clock, "a");
});

test("with Redis, Retry-After is when the next request is really accepted, not the window's end", async () => {
  const window = { requests: 2, windowMs: 4_000 };
  // The date is the test's (Upstash's sliding window reads it on this side, then asks Redis), so each edge is checked
  // to the millisecond, whatever the machine's speed. It starts just after a window opens, so the refusal lands in it.
  const windowStart = 1_800_000_000_000 - (1_800_000_000_000 % window.windowMs);
  vi.useFakeTimers({ toFake: ["Date"], now: windowStart + 50 });
  try {
    const shared = upstashLimiter(ctx.upstash(), "edge", window, 2_000);
    const limiter = layeredLimiter("edge", memoryLimiter({ requests: 100, windowMs: 4_000 }), shared);
    /** Refused one millisecond before `retryAt`, by the instance and by Redis alike; accepted at it. */
    const checkEdge = async (retryAt: number) => {
      vi.setSystemTime(retryAt - 1);
      expect((await limiter.limit("c")).success).toBe(false);
      expect(await shared.limit("c")).toMatchObject({ success: false });
      vi.setSystemTime(retryAt);
      expect((await limiter.limit("c")).success).toBe(true);
    };
    expect((await limiter.limit("c")).success).toBe(true);
    expect((await limiter.limit("c")).success).toBe(true);
    const refused = await limiter.limit("c");
    expect(refused.success).toBe(false);
    // Two in the current window: the next window accepts once 2 × (1 − e/W) < 2, i.e. from its first millisecond.
    const windowEnd = windowStart + window.windowMs;
    expect(refused.retryAt).toBe(windowEnd + 1);
    await checkEdge(refused.retryAt);
    // Now one in the current window, two before: refused, and told to wait for the old weight to decay.
    const again = await limiter.limit("c");
    expect(again.success).toBe(false);
    expect(again.retryAt).toBeLessThan(windowEnd + window.windowMs);
    await checkEdge(again.retryAt);
  } finally {
    vi.useRealTimers();
  }
});
