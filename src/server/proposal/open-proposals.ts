import type { Redis } from "@upstash/redis";
import { SETTLED_TTL_SECONDS } from "../kernel/store/once.js";
import { callRedis, storeOnce } from "../kernel/store/redis.js";

/**
 * The proposals awaiting a customer's answer, by deadline, so the expiry job can tell the operator which ones
 * lapsed. Each entry keeps the proposal's sealed token (encrypted: Upstash never reads a name or an address),
 * which the job opens to write its notice. An entry leaves the index once its outcome is recorded.
 */
export type ProposalIndex = {
  track(reference: string, deadline: number, token: string): Promise<void>;
  /** References whose deadline has passed, oldest first. */
  due(now: number, limit: number): Promise<string[]>;
  /** References whose deadline is in [from, to), earliest first: the proposals still open for a day's pickups. */
  between(from: number, to: number, limit: number): Promise<string[]>;
  token(reference: string): Promise<string | null>;
  untrack(reference: string): Promise<void>;
};

const INDEX = "booking:proposals";
const tokenKey = (reference: string) => `booking:proposal-token:${reference}`;
const REDIS_TIMEOUT_MS = 800;

/** Kept past the deadline as long as an answer is: the job may run late, the operator's page reads it. */
function ttlSeconds(deadline: number, now: number): number {
  return Math.max(60, Math.ceil((deadline - now) / 1000)) + SETTLED_TTL_SECONDS;
}

export function redisProposalIndex(redis: Redis, timeoutMs = REDIS_TIMEOUT_MS): ProposalIndex {
  const run = <T>(call: () => Promise<T>, what: string) => callRedis(call, timeoutMs, `Redis ${what}`);
  return {
    async track(reference, deadline, token) {
      const pipeline = redis.multi();
      pipeline.set(tokenKey(reference), token, {
        ex: ttlSeconds(deadline, Date.now()),
      });
      pipeline.zadd(INDEX, { score: deadline, member: reference });
      await run(() => pipeline.exec(), "MULTI proposal");
    },
    async due(now, limit) {
      return run(
        () =>
          redis.zrange<string[]>(INDEX, 0, now, {
            byScore: true,
            offset: 0,
            count: limit,
          }),
        "ZRANGE BYSCORE",
      );
    },
    async between(from, to, limit) {
      return run(
        () =>
          redis.zrange<string[]>(INDEX, from, `(${to}`, {
            byScore: true,
            offset: 0,
            count: limit,
          }),
        "ZRANGE BYSCORE",
      );
    },
    async token(reference) {
      return run(() => redis.get<string>(tokenKey(reference)), "GET");
    },
    async untrack(reference) {
      await run(() => redis.zrem(INDEX, reference), "ZREM");
    },
  };
}

export const getProposalIndex = storeOnce<ProposalIndex>((redis) => redisProposalIndex(redis));
