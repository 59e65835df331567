import type { Redis } from "@upstash/redis";
import type { LimitSpec } from "../limits/rate-limit.js";
import { callRedis, isQuotaError, redisPaused } from "./redis.js";

/** Whether requests may still spend the shared store's quota today (`open`), and counting those that do. */
export type StoreGate = { open(): boolean; spend(): Promise<void> };

export const openGate: StoreGate = { open: () => true, spend: async () => {} };

/**
 * A ceiling for everyone that costs almost nothing to keep: each instance counts in memory and adds its
 * count to Upstash once every `batch` requests or `everyMs` (one INCRBY, which also returns the total), so
 * the gate itself spends about one command per `batch` requests. Once the window's total passes the
 * ceiling, or Upstash says its quota is spent, the gate stays shut in this instance until the window ends.
 * The count is approximate by at most a batch per instance, which a ceiling in the thousands can afford.
 */
export function storeGate(
  redis: Redis,
  name: string,
  spec: LimitSpec,
  options: { batch?: number; everyMs?: number; timeoutMs?: number } = {},
): StoreGate {
  const { batch = 50, everyMs = 10_000, timeoutMs = 800 } = options;
  let pending = 0;
  let lastFlush = Date.now();
  let shutUntil = 0;
  let flushing: Promise<void> | undefined;

  async function flush(window: number): Promise<void> {
    const count = pending;
    pending = 0;
    lastFlush = Date.now();
    const key = `gate:${name}:${window}`;
    try {
      const total = await callRedis(
        async () => {
          const [added] = await redis
            .multi()
            .incrby(key, count)
            .pexpire(key, spec.windowMs * 2)
            .exec<[number, number]>();
          return added;
        },
        timeoutMs,
        "Redis INCRBY",
      );
      if (total >= spec.requests) shutUntil = (window + 1) * spec.windowMs;
    } catch (error) {
      // Down: nothing is being spent, the other layers decide. Out of quota: shut, nothing more to spend.
      if (isQuotaError(error)) shutUntil = (window + 1) * spec.windowMs;
    }
  }

  return {
    open: () => Date.now() >= shutUntil,
    async spend() {
      const now = Date.now();
      pending++;
      if (!flushing && !redisPaused(now) && (pending >= batch || now - lastFlush >= everyMs)) {
        flushing = flush(Math.floor(now / spec.windowMs)).finally(() => {
          flushing = undefined;
        });
        await flushing;
      }
    },
  };
}
