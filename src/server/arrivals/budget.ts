import type { Redis } from "@upstash/redis";
import { ARRIVALS, type ArrivalCeiling } from "../../config/arrivals.js";
import { parisClock } from "../../lib/paris-time.js";
import type { Env } from "../kernel/env.js";
import { callRedis } from "../kernel/store/redis.js";

/**
 * The month's ceilings of what the flight and train data cost (docs/decisions/250-arrivals-followed.md), counted
 * exactly, one command per paid call: a lookup or an alert is counted before it is asked, and refused once the month
 * has spent its ceiling. Unlike the places' gate, nothing is approximate here: each call is paid. A store that cannot
 * count refuses too (fail closed: no call is made that nobody counted).
 */
export type Spent = "ok" | "ceiling" | "unavailable";
export type Budget = {
  /** Counts one `kind` for this month if it stays within the ceiling less `keep` (the part kept for others). */
  spend(kind: ArrivalCeiling, keep?: number): Promise<Spent>;
  /** What the month has spent, for a log line and the operator's alert. */
  spent(kind: ArrivalCeiling): Promise<number>;
  ceiling(kind: ArrivalCeiling): number;
  /** The month as counted, in Nantes: « 2026-12 ». */
  month(): string;
};

/** Adds one unless it would pass the ceiling: `-1` then, else the month's count. */
const SPEND = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return -1 end
n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2])) end
return n
`;

const KEPT_SECONDS = 40 * 86_400;

export function monthlyCeilings(env: Pick<Env, "ARRIVALS_LOOKUPS_MONTH" | "ARRIVALS_ALERTS_MONTH">) {
  return {
    lookups: Number(env.ARRIVALS_LOOKUPS_MONTH ?? ARRIVALS.monthly.lookups),
    alerts: Number(env.ARRIVALS_ALERTS_MONTH ?? ARRIVALS.monthly.alerts),
  } satisfies Record<ArrivalCeiling, number>;
}

export function redisBudget(
  redis: Redis,
  ceilings: Record<ArrivalCeiling, number>,
  now: () => Date,
  timeoutMs = 800,
): Budget {
  const month = () => {
    const c = parisClock(now());
    return `${c.year}-${String(c.month).padStart(2, "0")}`;
  };
  const key = (kind: ArrivalCeiling) => `arrivals:spent:${kind}:${month()}`;
  return {
    month,
    ceiling: (kind) => ceilings[kind],
    async spend(kind, keep = 0) {
      const limit = Math.max(0, ceilings[kind] - keep);
      try {
        const n = await callRedis(
          () => redis.eval<string[], number>(SPEND, [key(kind)], [String(limit), String(KEPT_SECONDS)]),
          timeoutMs,
          "Redis arrivals budget",
        );
        return Number(n) < 0 ? "ceiling" : "ok";
      } catch (error) {
        console.error(`[arrivals] the ${kind} of the month cannot be counted just now: none is made`, error);
        return "unavailable";
      }
    },
    async spent(kind) {
      const n = await callRedis(() => redis.get<number>(key(kind)), timeoutMs, "Redis GET budget").catch(() => 0);
      return Number(n ?? 0);
    },
  };
}
