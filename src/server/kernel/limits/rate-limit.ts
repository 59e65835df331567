import { configuredLimit, type LimitSpec, parseLimit } from "../../../lib/rate-limit-spec.js";
import { Ratelimit } from "@upstash/ratelimit";
import type { Redis } from "@upstash/redis";
import { NETWORK_MULTIPLIER, perClientLimits, type LimitName } from "../../../config/rate-limits.js";
import { networkKeyOf } from "./client-ip.js";
import { getEnv } from "../env.js";
import { callRedis, getRedis, isQuotaError, pauseRedis, redisPaused, storeBound } from "../store/redis.js";

/** `retryAt`: when the window will accept this identifier's next request (epoch ms; now when accepted). */
export type LimitDecision = { success: boolean; limit: number; remaining: number; retryAt: number };
/** `localOnly`: decide on this instance's own count, without the shared store (its budget is spent). */
export type LimitOptions = { localOnly?: boolean };
export type Limiter = { limit(identifier: string, options?: LimitOptions): Promise<LimitDecision> };
/** A shared store may be unreachable, or out of quota; the caller then falls back on its own count. */
export type Unavailable = { unavailable: "down" | "quota" };
export type RemoteLimiter = { limit(identifier: string): Promise<LimitDecision | Unavailable> };
export { type LimitSpec, parseLimit };

export function limitFor(name: LimitName): LimitSpec {
  return configuredLimit(name, getEnv());
}

/**
 * Upstash's sliding window counts `floor(previous × (1 − elapsed/window)) + current` and refuses at the
 * limit. From the two counts this finds the first millisecond at which a request would pass again: the
 * weight of the previous window decays within the current one, then the current becomes the previous.
 */
export function nextAcceptedAt(spec: LimitSpec, now: number, previous: number, current: number): number {
  const { requests: limit, windowMs: window } = spec;
  const start = Math.floor(now / window) * window;
  // floor(p × (1 − e/W)) < k  ⇔  e > W × (1 − k/p), for whole k.
  const firstElapsed = (p: number, k: number) => (p < k ? 0 : Math.floor(window * (1 - k / p)) + 1);
  if (current < limit) {
    const at = start + firstElapsed(previous, limit - current);
    if (at < start + window) return Math.max(now, at);
  }
  return start + window + firstElapsed(current, limit);
}

/** In-process sliding window with Upstash's arithmetic: the local store, and every instance's own floor. */
export function memoryLimiter(spec: LimitSpec, now: () => number = Date.now): Limiter {
  const windows = new Map<string, number>();
  let swept = 0;
  return {
    async limit(identifier) {
      const t = now();
      const current = Math.floor(t / spec.windowMs);
      const currentKey = `${identifier}:${current}`;
      const previousCount = windows.get(`${identifier}:${current - 1}`) ?? 0;
      const currentCount = windows.get(currentKey) ?? 0;
      const weighted = Math.floor((1 - (t % spec.windowMs) / spec.windowMs) * previousCount) + currentCount;
      if (current > swept) {
        for (const key of windows.keys()) {
          if (Number(key.slice(key.lastIndexOf(":") + 1)) < current - 1) windows.delete(key);
        }
        swept = current;
      }
      if (weighted >= spec.requests) {
        return {
          success: false,
          limit: spec.requests,
          remaining: 0,
          retryAt: nextAcceptedAt(spec, t, previousCount, currentCount),
        };
      }
      windows.set(currentKey, currentCount + 1);
      return { success: true, limit: spec.requests, remaining: spec.requests - weighted - 1, retryAt: t };
    },
  };
}

/** Upstash's sliding window, shared by every instance. A timeout or an error reports it unavailable, and why. */
export function upstashLimiter(redis: Redis, name: string, spec: LimitSpec, timeoutMs = 800): RemoteLimiter {
  const prefix = `ratelimit:${name}`;
  const ratelimit = new Ratelimit({
    redis,
    prefix,
    limiter: Ratelimit.slidingWindow(spec.requests, `${spec.windowMs} ms`),
    // Past this Upstash answers success with reason "timeout": read as "unavailable", never as a pass.
    timeout: storeBound(timeoutMs),
    analytics: false,
    // Its cache blocks a refused identifier until the window's end, later than the window really allows;
    // the in-memory layer in front already spares Redis the refusals it knows.
    ephemeralCache: false,
  });
  return {
    async limit(identifier) {
      if (redisPaused()) return { unavailable: "down" };
      try {
        const result = await ratelimit.limit(identifier);
        if (result.reason === "timeout") {
          pauseRedis("the rate limit timed out");
          return { unavailable: "down" };
        }
        const now = Date.now();
        if (result.success) return { success: true, limit: result.limit, remaining: result.remaining, retryAt: now };
        const window = Math.floor(now / spec.windowMs);
        // Only a refusal pays this read: the two counts tell when the window accepts again.
        const counts = await callRedis(
          () =>
            redis.mget<(string | number | null)[]>(
              `${prefix}:${identifier}:${window}`,
              `${prefix}:${identifier}:${window - 1}`,
            ),
          timeoutMs,
          "Redis MGET",
        ).catch(() => [spec.requests, spec.requests]);
        const [current, previous] = counts.map((c) => Number(c ?? 0));
        return {
          success: false,
          limit: spec.requests,
          remaining: 0,
          retryAt: nextAcceptedAt(spec, now, previous ?? 0, current ?? 0),
        };
      } catch (error) {
        pauseRedis(error);
        return { unavailable: isQuotaError(error) ? "quota" : "down" };
      }
    },
  };
}

/**
 * Every instance counts in memory first, so a refusal it already knows costs no Redis call, and a Redis
 * that fails or lags leaves the instance's own limit in force instead of none. The shared count decides
 * when Redis answers; a refusal it gives is remembered until the moment it named, so a client (or "all")
 * already refused costs nothing more until then.
 */
export function layeredLimiter(name: string, local: Limiter, shared: RemoteLimiter | null, log = storeLog): Limiter {
  const refused = new Map<string, number>();
  return {
    async limit(identifier, options) {
      const here = await local.limit(identifier);
      if (!here.success || !shared || options?.localOnly) return here;
      const now = Date.now();
      const known = refused.get(identifier);
      if (known !== undefined && known > now)
        return { success: false, limit: here.limit, remaining: 0, retryAt: known };
      refused.delete(identifier);
      const everywhere = await shared.limit(identifier);
      if ("unavailable" in everywhere) {
        log(
          everywhere.unavailable === "quota"
            ? `[rate-limit] ${name}: Upstash refuses, its quota is spent; this instance's own limit applies until it resets`
            : `[rate-limit] ${name}: Redis unavailable or slow, this instance's own limit applies`,
        );
        return here;
      }
      if (!everywhere.success) {
        if (refused.size >= 10_000) for (const [id, until] of refused) if (until <= now) refused.delete(id);
        refused.set(identifier, everywhere.retryAt);
      }
      return everywhere;
    },
  };
}

/** One line a minute for every limiter of the instance: an outage is one event, not one per limit. */
const storeLog = rateLimitedLog();

/** A client's limit, then its /48's looser one when the client is an IPv6 prefix (src/server/kernel/limits/client-ip.ts). */
export function withNetworkLimit(client: Limiter, network: Limiter): Limiter {
  return {
    async limit(identifier, options) {
      const decision = await client.limit(identifier, options);
      const wider = networkKeyOf(identifier);
      return decision.success && wider ? network.limit(wider, options) : decision;
    },
  };
}

/** Several limits on one identifier (a minute's and a day's), consulted in turn: the first refusal answers. */
export function allOf(...limiters: Limiter[]): Limiter {
  return {
    async limit(identifier, options) {
      let decision: LimitDecision | undefined;
      for (const limiter of limiters) {
        decision = await limiter.limit(identifier, options);
        if (!decision.success) return decision;
      }
      return decision!;
    },
  };
}

/** At most one line a minute: a Redis outage must not flood the logs. */
export function rateLimitedLog(intervalMs = 60_000, write: (line: string) => void = (line) => console.error(line)) {
  let last = -Infinity;
  let skipped = 0;
  return (line: string) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      skipped++;
      return;
    }
    write(skipped ? `${line} (${skipped} more since the last report)` : line);
    last = now;
    skipped = 0;
  };
}

const limiters = new Map<LimitName, Limiter>();

function layered(name: string, spec: LimitSpec): Limiter {
  return layeredLimiter(name, memoryLimiter(spec), upstashLimiter(getRedis(), name, spec));
}

/** The limiter for a name: this instance's memory, backed by Upstash; per-client ones also hold each /48. */
export function getLimiter(name: LimitName): Limiter {
  let limiter = limiters.get(name);
  if (!limiter) {
    const spec = limitFor(name);
    limiter = perClientLimits.has(name)
      ? withNetworkLimit(
          layered(name, spec),
          layered(`${name}:network`, { ...spec, requests: spec.requests * NETWORK_MULTIPLIER }),
        )
      : layered(name, spec);
    limiters.set(name, limiter);
  }
  return limiter;
}

export function retryAfterSeconds(decision: LimitDecision, now = Date.now()): number {
  return Math.max(1, Math.ceil((decision.retryAt - now) / 1000));
}
