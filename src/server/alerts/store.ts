import type { Redis } from "@upstash/redis";
import { callRedis, storeOnce } from "../kernel/store/redis.js";
import { DEVICES_KEY, parseDevices, type Device } from "./devices.js";
import type { AlertEvent } from "./events.js";

/**
 * Where the alerts keep what they need (docs/decisions/260-operator-console.md): each alert once (`alert:<id>`, a few
 * days, so that a retried call pushes nothing more), the urgent ones waiting for their SMS (`alerts:escalate`, by the
 * time it is due), the bookings the operator has opened since (`alerts:opened:<reference>`), and the SMS counted
 * against the day's ceiling (`alerts:sms:<day>`).
 */
export type KeptAlert = { event: AlertEvent; urgent: boolean; at: string };

const ESCALATE = "alerts:escalate";
const alertKey = (id: string) => `alert:${id}`;
const openedKey = (reference: string) => `alerts:opened:${reference}`;
const smsKey = (day: string) => `alerts:sms:${day}`;
/** An alert and its opening are kept this long: longer than any delay before its SMS. */
export const ALERT_TTL_SECONDS = 3 * 86_400;
const TIMEOUT_MS = 800;

/** Claims the alert once and, when it is urgent, queues its SMS; answers the devices to push it to, in one command. */
const CLAIM = `
local unpack = unpack or table.unpack
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'EX', tonumber(ARGV[2])) then return {0} end
if ARGV[3] ~= '' then redis.call('ZADD', KEYS[2], tonumber(ARGV[3]), ARGV[4]) end
local devices = redis.call('HVALS', KEYS[3])
return {1, unpack(devices)}
`;

/** Counts `segments` against the day's ceiling, only if they fit: {1, total} or {0, what was spent already}. */
const SPEND = `
local n = redis.call('INCRBY', KEYS[1], tonumber(ARGV[1]))
if n == tonumber(ARGV[1]) then redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3])) end
if n > tonumber(ARGV[2]) then
  redis.call('DECRBY', KEYS[1], tonumber(ARGV[1]))
  return {0, n - tonumber(ARGV[1])}
end
return {1, n}
`;

export type AlertStore = {
  /** The alert claimed once (null: it was already), with the devices to push it to. */
  claim(id: string, kept: KeptAlert, escalateAt: number | null): Promise<Record<string, Device> | null>;
  /** A notification of the day (the morning summary) claimed once. */
  once(key: string, ttlSeconds: number): Promise<boolean>;
  opened(reference: string): Promise<void>;
  /** The urgent alerts whose SMS is due, each taken off the queue by this call only, with whether it was opened. */
  takeDue(now: number, limit: number): Promise<{ id: string; alert: KeptAlert | null; opened: boolean }[]>;
  /** Puts an alert back on the queue (its SMS failed before anything left). */
  requeue(id: string, at: number): Promise<void>;
  spendSms(day: string, segments: number, perDay: number): Promise<{ ok: boolean; spent: number }>;
  refundSms(day: string, segments: number): Promise<void>;
};

export function redisAlertStore(redis: Redis): AlertStore {
  const run = <T>(call: () => Promise<T>, what: string, evenIfPaused = false) =>
    callRedis(call, TIMEOUT_MS, `Redis ${what}`, { evenIfPaused });
  return {
    async claim(id, kept, escalateAt) {
      const answer = await run(
        () =>
          redis.eval<string[], unknown[]>(
            CLAIM,
            [alertKey(id), ESCALATE, DEVICES_KEY],
            [JSON.stringify(kept), String(ALERT_TTL_SECONDS), escalateAt === null ? "" : String(escalateAt), id],
          ),
        "alert claim",
      );
      if (Number(answer[0]) !== 1) return null;
      return parseDevices(answer.slice(1));
    },
    async once(key, ttlSeconds) {
      return (await run(() => redis.set(`alert:${key}`, "1", { nx: true, ex: ttlSeconds }), "SET once")) === "OK";
    },
    async opened(reference) {
      await run(() => redis.set(openedKey(reference), "1", { ex: ALERT_TTL_SECONDS }), "SET opened", true);
    },
    async takeDue(now, limit) {
      const ids = await run(
        () => redis.zrange<string[]>(ESCALATE, "-inf", now, { byScore: true, offset: 0, count: limit }),
        "ZRANGE escalate",
      );
      if (!ids.length) return [];
      const pipeline = redis.multi();
      for (const id of ids) {
        pipeline.zrem(ESCALATE, id);
        pipeline.get(alertKey(id));
        pipeline.exists(openedKey(id.split(":")[1] ?? ""));
      }
      const answers = await run(() => pipeline.exec<unknown[]>(), "MULTI take due");
      return ids.flatMap((id, i) => {
        // Taken by another run of the job at the same moment: not ours to send.
        if (Number(answers[i * 3]) !== 1) return [];
        const value = answers[i * 3 + 1];
        const alert = (typeof value === "string" ? JSON.parse(value) : (value ?? null)) as KeptAlert | null;
        return [{ id, alert, opened: Number(answers[i * 3 + 2]) === 1 }];
      });
    },
    async requeue(id, at) {
      await run(() => redis.zadd(ESCALATE, { score: at, member: id }), "ZADD escalate", true);
    },
    async spendSms(day, segments, perDay) {
      const answer = await run(
        () =>
          redis.eval<string[], number[]>(SPEND, [smsKey(day)], [String(segments), String(perDay), String(2 * 86_400)]),
        "SMS ceiling",
      );
      return { ok: Number(answer[0]) === 1, spent: Number(answer[1]) };
    },
    async refundSms(day, segments) {
      await run(() => redis.decrby(smsKey(day), segments), "DECRBY SMS", true);
    },
  };
}

export const getAlertStore = storeOnce<AlertStore>(redisAlertStore);
