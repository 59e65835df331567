import { OPEN_REQUEST_AFTER_PICKUP_HOURS } from "../../config/retention.js";
import type { Redis } from "@upstash/redis";
import { callRedis, storeOnce } from "../kernel/store/redis.js";

/**
 * The requests still awaiting the operator's answer, by pickup time, so that his evening list shows tomorrow's
 * beside the trips. Each entry keeps the request's sealed link (encrypted: Upstash never reads a name or an
 * address), which the list opens to show it and to give its two answers again. An entry leaves once the operator
 * has answered, and expires a day after its pickup.
 */
export type OpenRequests = {
  add(reference: string, pickup: number, token: string): Promise<void>;
  /** References whose pickup is in [from, to), earliest first. */
  between(from: number, to: number, limit: number): Promise<string[]>;
  token(reference: string): Promise<string | null>;
  remove(reference: string): Promise<void>;
};

const INDEX = "booking:open-requests";
const tokenKey = (reference: string) => `booking:open-request:${reference}`;
const DAY_MS = OPEN_REQUEST_AFTER_PICKUP_HOURS * 3_600_000;
const REDIS_TIMEOUT_MS = 800;

export function redisOpenRequests(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS): OpenRequests {
  const run = <T>(call: () => Promise<T>, what: string) => callRedis(call, timeoutMs, `Redis ${what}`);
  return {
    async add(reference, pickup, token) {
      const pipeline = redis.multi();
      pipeline.set(tokenKey(reference), token, { ex: Math.max(60, Math.ceil((pickup + DAY_MS - Date.now()) / 1000)) });
      pipeline.zadd(INDEX, { score: pickup, member: reference });
      // Entries whose pickup passed more than a day ago: their tokens are gone, the index forgets them too.
      pipeline.zremrangebyscore(INDEX, "-inf", `(${Date.now() - DAY_MS}`);
      await run(() => pipeline.exec(), "MULTI open request");
    },
    async between(from, to, limit) {
      return run(
        () => redis.zrange<string[]>(INDEX, from, `(${to}`, { byScore: true, offset: 0, count: limit }),
        "ZRANGE BYSCORE",
      );
    },
    async token(reference) {
      return run(() => redis.get<string>(tokenKey(reference)), "GET");
    },
    async remove(reference) {
      const pipeline = redis.multi();
      pipeline.zrem(INDEX, reference);
      pipeline.del(tokenKey(reference));
      await run(() => pipeline.exec(), "MULTI answered request");
    },
  };
}

export const getOpenRequests = storeOnce<OpenRequests>((redis) => redisOpenRequests(redis));
