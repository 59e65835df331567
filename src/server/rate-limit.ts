import { Ratelimit } from "@upstash/ratelimit";
import type { Redis } from "@upstash/redis";
import { rateLimits, type LimitName } from "../config/rate-limits.js";
import { getEnv } from "./env.js";
import { getRedis } from "./redis.js";

export type LimitDecision = { success: boolean; limit: number; remaining: number; reset: number };
export type Limiter = { limit(identifier: string): Promise<LimitDecision> };
export type LimitSpec = { requests: number; windowMs: number };

const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export function parseLimit(spec: string): LimitSpec {
  const match = /^(\d+)\/(\d+)\s?(ms|s|m|h|d)$/.exec(spec.trim());
  if (!match) throw new Error(`Invalid rate limit "${spec}": expected "requests/window", e.g. "5/10m"`);
  return { requests: Number(match[1]), windowMs: Number(match[2]) * UNITS[match[3] as keyof typeof UNITS] };
}

export function limitFor(name: LimitName): LimitSpec {
  const env = getEnv();
  const override = name === "booking" ? env.RATE_LIMIT_BOOKING : env.RATE_LIMIT_PLACES;
  return parseLimit(override ?? rateLimits[name]);
}

/** Upstash's sliding window: the algorithm the local store reproduces. */
export function upstashLimiter(redis: Redis, name: string, spec: LimitSpec, timeoutMs = 800): Limiter {
  const ratelimit = new Ratelimit({
    redis,
    prefix: `ratelimit:${name}`,
    limiter: Ratelimit.slidingWindow(spec.requests, `${spec.windowMs} ms`),
    // Past this, Upstash lets the request through (reason "timeout"): a slow Redis never blocks a booking.
    timeout: timeoutMs,
    analytics: false,
  });
  return {
    async limit(identifier) {
      try {
        const { success, limit, remaining, reset } = await ratelimit.limit(identifier);
        return { success, limit, remaining, reset };
      } catch (error) {
        console.error(`[rate-limit] ${name}: Redis unavailable, request allowed`, error);
        return { success: true, limit: spec.requests, remaining: spec.requests, reset: Date.now() };
      }
    },
  };
}

/** In-process sliding window with Upstash's arithmetic, for local runs without Redis (DECISIONS 18). */
export function memoryLimiter(spec: LimitSpec, now: () => number = Date.now): Limiter {
  const windows = new Map<string, number>();
  return {
    async limit(identifier) {
      const t = now();
      const current = Math.floor(t / spec.windowMs);
      const currentKey = `${identifier}:${current}`;
      const previousCount = windows.get(`${identifier}:${current - 1}`) ?? 0;
      const currentCount = windows.get(currentKey) ?? 0;
      const weighted = Math.floor((1 - (t % spec.windowMs) / spec.windowMs) * previousCount) + currentCount;
      const reset = (current + 1) * spec.windowMs;
      if (weighted >= spec.requests) return { success: false, limit: spec.requests, remaining: 0, reset };
      windows.set(currentKey, currentCount + 1);
      for (const key of windows.keys()) {
        if (Number(key.slice(key.lastIndexOf(":") + 1)) < current - 1) windows.delete(key);
      }
      return { success: true, limit: spec.requests, remaining: spec.requests - weighted - 1, reset };
    },
  };
}

const limiters = new Map<LimitName, Limiter>();

/** The limiter for a route: Upstash when configured, the in-process store otherwise. */
export function getLimiter(name: LimitName): Limiter {
  let limiter = limiters.get(name);
  if (!limiter) {
    const redis = getRedis();
    limiter = redis ? upstashLimiter(redis, name, limitFor(name)) : memoryLimiter(limitFor(name));
    limiters.set(name, limiter);
  }
  return limiter;
}

/** Vercel puts the client's address in these headers and overwrites what the client sent. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-vercel-forwarded-for") ?? request.headers.get("x-forwarded-for") ?? request.headers.get("x-real-ip");
  return forwarded?.split(",")[0]?.trim() || "unknown";
}

export function retryAfterSeconds(decision: LimitDecision, now = Date.now()): number {
  return Math.max(1, Math.ceil((decision.reset - now) / 1000));
}
