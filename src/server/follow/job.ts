import { ARRIVALS } from "../../config/arrivals.js";
import { ceilingReached, checkArrival, isoDay } from "../arrivals/index.js";
import { arrivalToFollow, expectedAt, type FollowedArrival } from "../booking/arrival.js";
import type { BookingRecord } from "../booking/record.js";
import { cronJob, type JobClock, jobClock, SEND_COST_MS, STORE_CALL_MS } from "../kernel/cron.js";
import { json } from "../kernel/http.js";
import type { Trip } from "../trip/store.js";
import { alertUrl } from "./alert-link.js";
import { defaultFollowDeps, type FollowDeps } from "./deps.js";
import { type News, observe } from "./observe.js";
import { tell } from "./tell.js";

const MINUTE_MS = 60_000;
/** Bookings looked at in one run at most: the next run, five minutes later, takes the rest. */
const BATCH = 40;
/** A lookup that failed (the provider, the store) is tried again this much later, not at once. */
const RETRY_MS = 10 * MINUTE_MS;
/**
 * What one booking may cost the run before its sends, which the job's clock bounds on their own: its reads and record,
 * a lookup (4 s at most), a letter.
 */
const STEP_MS = 3 * STORE_CALL_MS + 4_000 + SEND_COST_MS;
const LIVE = new Set(["requested", "booked", "proposed", "confirmed"]);

/**
 * GET /api/follow-arrivals (Vercel Cron, every five minutes): the day's arrivals, each at its fixed checkpoints before
 * and after the time it is expected (docs/decisions/250-arrivals-followed.md). For each booking due: a new booking's
 * first check; a flight's alerts subscribed some hours before; a poll, the backstop to the alerts and the only source
 * for a train; the news written through the booking's state machine, the move told to both sides once; following
 * given up, and the operator told, when nothing is heard hours after the arrival. A run repeated or overlapping tells
 * nobody twice: every message has its key.
 */
export function handleFollowArrivals(request: Request, deps?: FollowDeps): Promise<Response> {
  const d = deps ?? defaultFollowDeps(request);
  const clock = jobClock("follow-arrivals");
  return cronJob("arrivals", request, { cronSecret: d.cronSecret, secret: d.secret }, () => run(d, clock));
}

type Tally = { checked: number; polled: number; moved: number; told: number; left: number };

async function run(d: FollowDeps, clock: JobClock): Promise<Response> {
  const now = d.now().getTime();
  const due = await d.bookings.due("arrivals", now + 1, BATCH);
  const tally: Tally = { checked: 0, polled: 0, moved: 0, told: 0, left: 0 };
  for (const [i, reference] of due.entries()) {
    if (!clock.fits(STEP_MS)) {
      tally.left = due.length - i;
      console.warn(`[arrivals] out of time: ${tally.left} left for the next run`);
      break;
    }
    tally.checked++;
    await followOne(reference, d, clock, tally);
  }
  return json(200, { due: due.length, ...tally });
}

async function followOne(reference: string, d: FollowDeps, clock: JobClock, tally: Tally): Promise<void> {
  const [record, trip] = await Promise.all([d.bookings.get(reference), d.trips.trips.get(reference)]);
  const a = record?.arrival;
  if (!record || !a || !LIVE.has(record.state) || a.following !== "on") {
    // Declined, cancelled, ended, or no longer followed: off the list, its alerts dropped.
    if (a?.subscription) await unsubscribe(record!, d);
    await d.bookings.schedule("arrivals", reference, null);
    return;
  }
  // A change of day, time or number since: the arrival the trip names now is followed afresh.
  const named = trip ? arrivalToFollow(trip.request) : a;
  if (!named || named.kind !== a.kind || named.number !== a.number || named.date !== a.date) {
    if (a.subscription) await unsubscribe(record, d);
    if (named) await observe(d.bookings, reference, { kind: "reset", arrival: named }, d.now());
    else await observe(d.bookings, reference, { kind: "not-here" }, d.now());
    return;
  }
  const now = d.now().getTime();
  const expected = expectedAt(a) ?? record.pickup;
  if (a.status !== "unchecked" && now >= expected + ARRIVALS.giveUpAfterMinutes * MINUTE_MS) {
    await stop(record, trip, { kind: "stop", why: "no-news" }, d, clock);
    return;
  }
  if (a.kind === "flight" && !a.subscription && now >= expected - ARRIVALS.subscribeBeforeMinutes * MINUTE_MS)
    await subscribe(record, d);
  // On the day, the provider's news as it is now; days ahead, a schedule checked a moment ago will do.
  const fresh = isoDay(now) === a.date;
  const checked = await checkArrival(d.lookup, a.kind, a.number, a.date, "follow", fresh);
  tally.polled++;
  let news: News;
  switch (checked.found) {
    case "here":
      news = { kind: "sighting", sighting: checked.sighting, source: a.status === "unchecked" ? "lookup" : "poll" };
      break;
    case "elsewhere":
    case "none":
      news = { kind: "not-here" };
      break;
    case "unchecked":
      if (checked.why === "ceiling" || checked.why === "off") {
        // The month's lookups are spent (the operator has been told) or nothing can look: back to the schedule.
        await stop(record, trip, { kind: "stop", why: "ceiling" }, d, clock);
        return;
      }
      await d.bookings.schedule("arrivals", reference, now + RETRY_MS);
      return;
  }
  const observed = await observe(d.bookings, reference, news, d.now());
  if (!observed.ok) {
    await d.bookings.schedule("arrivals", reference, now + RETRY_MS).catch(() => undefined);
    return;
  }
  if (observed.move) tally.moved++;
  if (news.kind === "not-here") return stopped(observed.record, trip, "not-here", d, clock);
  const told = await tell(observed.record, trip, d, clock.sendDeadline(), "arrivals");
  if (told.customer === "sent") tally.told++;
  if (observed.record.arrival?.following !== "on" && observed.record.arrival?.subscription)
    await unsubscribe(observed.record, d);
}

/** Following stops (no news hours after the arrival, a ceiling): written, the alerts dropped, the operator told. */
async function stop(record: BookingRecord, trip: Trip | null, news: News, d: FollowDeps, clock: JobClock) {
  const observed = await observe(d.bookings, record.reference, news, d.now(), record);
  if (!observed.ok) return;
  if (news.kind === "stop" && news.why === "no-news") await stopped(observed.record, trip, "no-news", d, clock);
  else if (observed.record.arrival?.subscription) await unsubscribe(observed.record, d);
}

async function stopped(
  record: BookingRecord,
  trip: Trip | null,
  why: "no-news" | "not-here",
  d: FollowDeps,
  clock: JobClock,
) {
  const a = record.arrival as FollowedArrival;
  if (a.subscription) await unsubscribe(record, d);
  if (!trip || record.state !== "confirmed") return;
  const r = trip.request;
  await d.tellOperator(
    {
      kind: "no-news",
      why,
      reference: record.reference,
      arrivalKind: a.kind,
      number: a.number,
      pickup: a.pickup ?? record.pickup,
      client: { firstName: r.firstName, lastName: r.lastName, phone: r.phone, email: r.email },
    },
    clock.sendDeadline(),
  );
}

/**
 * The flight's alerts, some hours before it lands: one subscription (billed), counted in the month's alerts; past
 * their ceiling the operator is told once and the polls alone follow it.
 */
async function subscribe(record: BookingRecord, d: FollowDeps): Promise<void> {
  const a = record.arrival!;
  if (!d.alerts || !d.secret) return;
  const spent = await d.lookup.budget.spend("alerts");
  if (spent === "ceiling") return ceilingReached(d.lookup, "alerts");
  if (spent !== "ok") return;
  const made = await d.alerts.subscribe(a.number, alertUrl(d.origin, record.reference, d.secret));
  if (!made.ok) {
    console.error(
      `[arrivals] ${record.reference}: alerts for ${a.number} not subscribed (${made.error}); the polls follow it`,
    );
    return;
  }
  const observed = await observe(d.bookings, record.reference, { kind: "subscribed", id: made.value.id }, d.now());
  if (!observed.ok) await d.alerts.unsubscribe(made.value.id).catch(() => undefined);
}

/** Its alerts dropped (free) once the flight has landed or is no longer followed: no more are billed. */
async function unsubscribe(record: BookingRecord, d: FollowDeps): Promise<void> {
  const id = record.arrival?.subscription;
  if (!id || !d.alerts) return;
  const dropped = await d.alerts.unsubscribe(id);
  if (!dropped.ok) {
    console.error(
      `[arrivals] ${record.reference}: its alerts could not be dropped (${dropped.error}); tried again later`,
    );
    return;
  }
  if (record.arrival && ["requested", "booked", "proposed", "confirmed"].includes(record.state))
    await observe(d.bookings, record.reference, { kind: "unsubscribed" }, d.now());
}
