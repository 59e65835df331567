import { OPERATOR_DAY_AT } from "../../config/trips.js";
import { parisClock, parisToUtc } from "../../lib/paris-time.js";
import { cronJob } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { json } from "../kernel/http.js";
import { defaultTripJobDeps, sendJobMessage, type TripJobDeps } from "../trip/jobs.js";
import { type DayTrip, operatorDayEmail } from "./day-email.js";

/** The operator's day: the trips' job dependencies, and when his evening e-mail leaves. */
export type OperatorDayDeps = TripJobDeps & {
  /** When the operator's day leaves, Nantes time "HH:MM". */
  dayAt: string;
};

export function defaultOperatorDayDeps(request: Request): OperatorDayDeps {
  return { ...defaultTripJobDeps(request), dayAt: getEnv().OPERATOR_DAY_AT ?? OPERATOR_DAY_AT };
}

/** GET /api/operator-day: from `dayAt` until midnight (Nantes time), once a day, tomorrow's trips to the business. */
export function handleOperatorDay(request: Request, deps?: OperatorDayDeps): Promise<Response> {
  const d = deps ?? defaultOperatorDayDeps(request);
  return cronJob("day", request, d, () => operatorDay(d));
}

/** "2026-12-03" for the day after `at`, in Nantes. */
export function parisTomorrow(at: Date): string {
  const c = parisClock(at);
  const next = new Date(Date.UTC(c.year, c.month - 1, c.day + 1));
  return next.toISOString().slice(0, 10);
}

function nextDay(day: string): string {
  const [y, m, dd] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, dd + 1)).toISOString().slice(0, 10);
}

async function operatorDay(d: OperatorDayDeps): Promise<Response> {
  const now = d.now();
  const c = parisClock(now);
  const clock = `${String(c.hour).padStart(2, "0")}:${String(c.minute).padStart(2, "0")}`;
  if (clock < d.dayAt) return json(200, { due: false, sent: 0 });
  const day = parisTomorrow(now);
  const key = `day:${day}`;
  if (await d.stores.sent.get(key)) return json(200, { day, sent: 0, already: true });
  const references = await d.stores.trips.between(
    parisToUtc(day, "00:00").getTime(),
    parisToUtc(nextDay(day), "00:00").getTime(),
    200,
  );
  const trips: DayTrip[] = [];
  for (const reference of references) {
    const trip = await d.stores.trips.get(reference);
    if (!trip) continue;
    const [cancellation, change] = await Promise.all([
      d.stores.cancellations.get(reference),
      d.stores.changes.get(reference),
    ]);
    trips.push({ trip, cancellation, change });
  }
  const message = operatorDayEmail(day, trips, d.inbox, d.siteOrigin, now);
  const outcome = await sendJobMessage(d, key, message, "day");
  if (outcome === "sent") console.info(`[day] ${day}: ${trips.length} trip(s) sent to the business`);
  return json(200, { day, trips: trips.length, sent: outcome === "sent" ? 1 : 0 });
}
