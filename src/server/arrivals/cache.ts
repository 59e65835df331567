import type { Redis } from "@upstash/redis";
import { ARRIVALS } from "../../config/arrivals.js";
import type { ArrivalKind } from "../../lib/arrival-number.js";
import { callRedis } from "../kernel/store/redis.js";
import type { Found } from "./types.js";

const MINUTE_S = 60;

/**
 * What a lookup found, kept a while under its flight or train and day: the form's check, then the booking that
 * follows it and everyone asking about the same flight cost one lookup, not one each. Days ahead a schedule is kept
 * hours; on the day, minutes. A store that fails is a miss (the lookup is then counted and made, or refused).
 */
export type LookupCache = {
  get(kind: ArrivalKind, number: string, date: string): Promise<Found | null>;
  set(kind: ArrivalKind, number: string, date: string, found: Found, sameDay: boolean): Promise<void>;
};

const key = (kind: ArrivalKind, number: string, date: string) => `arrivals:seen:${kind}:${number}:${date}`;

function isFound(value: unknown): value is Found {
  const f = value as Found | null;
  return (
    typeof f === "object" &&
    f !== null &&
    (f.found === "none" ||
      (f.found === "elsewhere" && Array.isArray(f.lands)) ||
      (f.found === "here" && typeof f.sighting?.scheduled === "number"))
  );
}

export function redisLookupCache(redis: Redis, timeoutMs = 800): LookupCache {
  return {
    async get(kind, number, date) {
      try {
        const value = await callRedis(() => redis.get<unknown>(key(kind, number, date)), timeoutMs, "Redis GET lookup");
        const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
        return isFound(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    async set(kind, number, date, found, sameDay) {
      const minutes = sameDay ? ARRIVALS.lookupKeptMinutes.sameDay : ARRIVALS.lookupKeptMinutes.ahead;
      await callRedis(
        () => redis.set(key(kind, number, date), JSON.stringify(found), { ex: minutes * MINUTE_S }),
        timeoutMs,
        "Redis SET lookup",
      ).catch((error) => console.error(`[arrivals] ${kind} ${number} ${date}: not kept`, error));
    },
  };
}
