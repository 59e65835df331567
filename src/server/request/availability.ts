import type { Redis } from "@upstash/redis";
import { MAX_UNAVAILABLE_DAYS, MAX_UNAVAILABLE_PERIODS } from "../../config/console.js";
import { parisToUtc } from "../../lib/paris-time.js";
import { isPlainObject, json } from "../kernel/http.js";
import { callRedis, storeOnce } from "../kernel/store/redis.js";

/**
 * The periods the operator marks unavailable from his console (docs/decisions/260-operator-console.md): during one,
 * the form offers a request only, never a booking at the fare, and the booking function refuses a booking at the
 * fare whose pickup falls in it (a page left open since). Nantes days and times, kept as one small list.
 */
export type Period = { from: string; to: string; note?: string };
/** A period as instants: from its first minute to its last. */
export type Span = { from: number; to: number };

const KEY = "availability:unavailable";
const TIMEOUT_MS = 800;
const DAY_MS = 86_400_000;
const STAMP = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d$/;

export const spanOf = (p: Period): Span => {
  const [fromDay, fromTime] = p.from.split("T") as [string, string];
  const [toDay, toTime] = p.to.split("T") as [string, string];
  return { from: parisToUtc(fromDay, fromTime).getTime(), to: parisToUtc(toDay, toTime).getTime() };
};

/** A period the console sent, checked: two Nantes moments « 2026-12-24T18:00 », in order, at most a few weeks apart. */
export function periodFrom(value: unknown, now: number): Period | null {
  if (!isPlainObject(value) || typeof value.from !== "string" || typeof value.to !== "string") return null;
  if (!STAMP.test(value.from) || !STAMP.test(value.to)) return null;
  const note =
    typeof value.note === "string"
      ? value.note
          .normalize("NFKC")
          .replace(/[\p{Cc}\p{Cf}]/gu, "")
          .trim()
          .slice(0, 80)
      : "";
  const period: Period = { from: value.from, to: value.to, ...(note ? { note } : {}) };
  const span = spanOf(period);
  if (!(span.to > span.from) || span.to <= now || span.to - span.from > MAX_UNAVAILABLE_DAYS * DAY_MS) return null;
  return period;
}

/** Whether a pickup falls in one of the periods. */
export const unavailableAt = (periods: readonly Period[], at: number) =>
  periods.some((p) => {
    const span = spanOf(p);
    return at >= span.from && at < span.to;
  });

export type AvailabilityStore = {
  /** The periods not over yet. */
  list(now: number): Promise<Period[]>;
  add(period: Period, now: number): Promise<Period[] | "full">;
  remove(index: number, now: number): Promise<Period[]>;
};

export function redisAvailability(redis: Redis): AvailabilityStore {
  const run = <T>(call: () => Promise<T>, what: string) => callRedis(call, TIMEOUT_MS, `Redis ${what}`);
  const read = async (now: number): Promise<Period[]> => {
    const value = await run(() => redis.get<unknown>(KEY), "GET availability");
    const list = (typeof value === "string" ? JSON.parse(value) : (value ?? [])) as Period[];
    return Array.isArray(list) ? list.filter((p) => spanOf(p).to > now) : [];
  };
  const write = (periods: Period[]) =>
    run(() => redis.set(KEY, JSON.stringify(periods.sort((a, b) => a.from.localeCompare(b.from)))), "SET availability");
  return {
    list: read,
    async add(period, now) {
      const periods = await read(now);
      if (periods.length >= MAX_UNAVAILABLE_PERIODS) return "full";
      periods.push(period);
      await write(periods);
      return periods;
    },
    async remove(index, now) {
      const periods = await read(now);
      periods.splice(index, 1);
      await write(periods);
      return periods;
    },
  };
}

export const getAvailability = storeOnce<AvailabilityStore>(redisAvailability);

/** Kept by each instance for this long: the form's question costs at most one store command a minute per instance. */
const KEPT_MS = 60_000;
let kept: { at: number; periods: Period[] } | undefined;

/** The periods as the booking form and the booking function read them: from this instance's minute-old copy. */
export async function unavailablePeriods(store: AvailabilityStore, now: number): Promise<Period[]> {
  if (kept && now - kept.at < KEPT_MS) return kept.periods;
  const periods = await store.list(now).catch((error: unknown) => {
    console.error("[availability] the periods could not be read: bookings at the fare stay open", error);
    return kept?.periods ?? [];
  });
  kept = { at: now, periods };
  return periods;
}

/** Forgets this instance's copy: the console changed the periods here. */
export function forgetPeriods(): void {
  kept = undefined;
}

/**
 * GET /api/availability: the periods to come, for the booking form, public and cached a minute by the CDN and by
 * each instance; no name, no reason beyond the operator's short note, which the form does not show.
 */
export async function handleAvailability(
  request: Request,
  store: AvailabilityStore = getAvailability(),
  now: () => number = Date.now,
): Promise<Response> {
  if (request.method !== "GET") return json(405, { error: "Méthode non autorisée." }, { allow: "GET" });
  const periods = await unavailablePeriods(store, now());
  return json(
    200,
    { periods: periods.map(({ from, to }) => ({ from, to })) },
    { "cache-control": "public, max-age=60, s-maxage=60, stale-while-revalidate=300" },
  );
}
