import { OPERATOR_MORNING_AT } from "../../config/alerts.js";
import { OPERATOR_DAY_AT } from "../../config/trips.js";
import { alertsText } from "../alerts/alerts.text.js";
import { notifyOperator } from "../alerts/index.js";
import { parisClock, parisToUtc } from "../../lib/paris-time.js";
import { cronJob, type JobClock, jobClock, MIN_SEND_MS, STORE_CALL_MS } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { json } from "../kernel/http.js";
import { cardMissingOf } from "../booking/facts.js";
import { held } from "../booking/record.js";
import { cancellationOf, noShowOf } from "../booking/views.js";
import { getProposalIndex, type ProposalIndex } from "../proposal/open-proposals.js";
import { openProposal } from "../proposal/token.js";
import { getOpenRequests, type OpenRequests } from "../request/open-requests.js";
import { linksOf, openToken } from "../request/sealed-request.js";
import { defaultTripJobDeps, sendJobMessage, type TripJobDeps } from "../trip/jobs.js";
import { operatorTripUrlFor } from "../trip/operator-link.js";
import { type DayOpen, type DayTrip, operatorDayEmail } from "./day-email.js";

/** The operator's day: the trips' job dependencies, what is still open, and when his evening e-mail leaves. */
export type OperatorDayDeps = TripJobDeps & {
  /** When the operator's evening list leaves, Nantes time "HH:MM". */
  dayAt: string;
  /** When his morning summary leaves (e-mail and push), Nantes time "HH:MM"; without it, none leaves. */
  morningAt?: string;
  /** Pushes the morning summary to his devices, once a day (src/server/alerts). */
  notify?: typeof notifyOperator;
  openRequests: OpenRequests;
  proposals: ProposalIndex;
};

export function defaultOperatorDayDeps(request: Request): OperatorDayDeps {
  return {
    ...defaultTripJobDeps(request),
    dayAt: getEnv().OPERATOR_DAY_AT ?? OPERATOR_DAY_AT,
    morningAt: getEnv().OPERATOR_MORNING_AT ?? OPERATOR_MORNING_AT,
    notify: notifyOperator,
    openRequests: getOpenRequests(),
    proposals: getProposalIndex(),
  };
}

/**
 * GET /api/operator-day, hourly: from `morningAt` until noon (Nantes time), once a day, the morning summary of today
 * (e-mail and push); from `dayAt` until midnight, once a day, the evening list of tomorrow. Each with every answer
 * still awaited, whatever its date.
 */
export function handleOperatorDay(request: Request, deps?: OperatorDayDeps): Promise<Response> {
  const d = deps ?? defaultOperatorDayDeps(request);
  const clock = jobClock("operator-day");
  return cronJob("day", request, d, async () => {
    const time = timeOf(d.now());
    if (d.morningAt && time >= d.morningAt && time < "12:00") return morning(d, clock);
    return operatorDay(d, clock);
  });
}

const timeOf = (at: Date) => {
  const c = parisClock(at);
  return `${String(c.hour).padStart(2, "0")}:${String(c.minute).padStart(2, "0")}`;
};

/** "2026-12-03" for the day of `at`, in Nantes. */
function parisToday(at: Date): string {
  const c = parisClock(at);
  return `${c.year}-${String(c.month).padStart(2, "0")}-${String(c.day).padStart(2, "0")}`;
}

/** The morning's summary of today: the day's trips and what awaits an answer, by e-mail, then on his phone. */
async function morning(d: OperatorDayDeps, clock: JobClock): Promise<Response> {
  const now = d.now();
  const day = parisToday(now);
  const key = `morning:${day}`;
  if (await d.stores.sent.get(key)) return json(200, { day, sent: 0, already: true });
  const from = parisToUtc(day, "00:00").getTime();
  const to = parisToUtc(nextDay(day), "00:00").getTime();
  let trips: DayTrip[] = [];
  let open: DayOpen = { requests: [], proposals: [] };
  const outcome = await sendJobMessage(
    d,
    key,
    async () => {
      [trips, open] = await Promise.all([dayTrips(d, from, to), dayOpen(d, day, from, to)]);
      if (!clock.fits(MIN_SEND_MS + STORE_CALL_MS)) return null;
      return operatorDayEmail(day, trips, d.inbox, d.siteOrigin, now, open, "morning");
    },
    "day",
    clock,
  );
  if (outcome !== "sent") return json(200, { day, sent: 0 });
  const booked = trips.filter((t) => !t.cancellation);
  const t = alertsText.fr;
  await (d.notify ?? notifyOperator)(key, {
    kind: "morning",
    reference: "",
    title: t.morningTitle(booked.length, open.requests.length + open.proposals.length),
    body: t.morningBody(booked[0]?.trip.request.time ?? null),
    url: "/console",
  });
  console.info(`[day] ${day}: the morning summary sent (${booked.length} trip(s))`);
  return json(200, { day, trips: booked.length, sent: 1, morning: true });
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

/** Most entries of each kind one evening's e-mail lists: a day of a few cars never comes near it. */
const DAY_LIMIT = 200;

/**
 * The day is claimed before it is gathered, so two runs never gather it at once; its reads run side by side, a few
 * rounds whatever the number of trips; if they leave no time to send, the claim is released and the next run, within
 * the hour, tries again (until midnight).
 */
async function operatorDay(d: OperatorDayDeps, clock: JobClock): Promise<Response> {
  const now = d.now();
  if (timeOf(now) < d.dayAt) return json(200, { due: false, sent: 0 });
  const day = parisTomorrow(now);
  const key = `day:${day}`;
  if (await d.stores.sent.get(key)) return json(200, { day, sent: 0, already: true });
  const from = parisToUtc(day, "00:00").getTime();
  const to = parisToUtc(nextDay(day), "00:00").getTime();
  let counts = { trips: 0, requests: 0, proposals: 0 };
  const outcome = await sendJobMessage(
    d,
    key,
    async () => {
      const [trips, open] = await Promise.all([dayTrips(d, from, to), dayOpen(d, day, from, to)]);
      counts = { trips: trips.length, requests: open.requests.length, proposals: open.proposals.length };
      if (!clock.fits(MIN_SEND_MS + STORE_CALL_MS)) {
        console.warn(`[day] ${day}: gathered too slowly to send in time; the next run tries again`);
        return null;
      }
      return operatorDayEmail(day, trips, d.inbox, d.siteOrigin, now, open);
    },
    "day",
    clock,
  );
  if (outcome === "sent")
    console.info(
      `[day] ${day}: ${counts.trips} trip(s), ${counts.requests} open request(s), ${counts.proposals} open proposal(s) sent to the business`,
    );
  return json(200, { day, trips: counts.trips, sent: outcome === "sent" ? 1 : 0 });
}

/** Tomorrow's trips in pickup order, each with what happened to it: every trip's reads at once. */
async function dayTrips(d: OperatorDayDeps, from: number, to: number): Promise<DayTrip[]> {
  const references = await d.stores.trips.between(from, to, DAY_LIMIT);
  const read = await Promise.all(
    references.map((reference) => Promise.all([d.stores.trips.get(reference), d.bookings.get(reference)])),
  );
  return read.flatMap(([trip, record]) =>
    trip
      ? [
          {
            trip,
            cancellation: cancellationOf(record, trip.sequence),
            change: record?.state === "confirmed" ? (record.pendingChange ?? null) : null,
            outcome: noShowOf(record),
            operatorUrl: operatorTripUrlFor(trip, d.secret!, d.origin, d.retention),
            ...(record && cardMissingOf(record) ? { cardMissing: true } : {}),
          },
        ]
      : [],
  );
}

/**
 * Every answer still awaited, whatever its date (the lapse job closes each at its deadline, so nothing open is
 * forgotten in the meantime): the requests and bookings awaiting his answer, the proposals awaiting the customer's.
 */
async function dayOpen(d: OperatorDayDeps, _day: string, _from: number, _to: number): Promise<DayOpen> {
  const now = d.now().getTime();
  const open: DayOpen = { requests: [], proposals: [] };
  const references = await d.bookings.between("open", now, Number.MAX_SAFE_INTEGER, DAY_LIMIT);
  const read = await Promise.all(
    references.map((reference) =>
      Promise.all([d.bookings.get(reference), d.openRequests.token(reference), d.proposals.token(reference)]),
    ),
  );
  for (const [record, requestToken, proposalToken] of read) {
    if (!record) continue;
    if (record.state === "proposed") {
      const opened = openProposal(proposalToken, d.secret!, now);
      if (opened.ok && !opened.value.expired) open.proposals.push({ proposal: opened.value.proposal });
      continue;
    }
    const opened = openToken(requestToken, d.secret!, now);
    if (!opened.ok) continue;
    open.requests.push({
      request: opened.value,
      links: linksOf(d.origin, requestToken!),
      ...(record.deadline ? { deadline: record.deadline } : {}),
      ...(held(record.ledger) > 0 ? { held: held(record.ledger) } : {}),
      ...(cardMissingOf(record) ? { cardMissing: true } : {}),
    });
  }
  return open;
}
