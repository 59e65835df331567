import { OPERATOR_DAY_AT } from "../../config/trips.js";
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
  /** When the operator's day leaves, Nantes time "HH:MM". */
  dayAt: string;
  openRequests: OpenRequests;
  proposals: ProposalIndex;
};

export function defaultOperatorDayDeps(request: Request): OperatorDayDeps {
  return {
    ...defaultTripJobDeps(request),
    dayAt: getEnv().OPERATOR_DAY_AT ?? OPERATOR_DAY_AT,
    openRequests: getOpenRequests(),
    proposals: getProposalIndex(),
  };
}

/** GET /api/operator-day: from `dayAt` until midnight (Nantes time), once a day, tomorrow's trips to the business. */
export function handleOperatorDay(request: Request, deps?: OperatorDayDeps): Promise<Response> {
  const d = deps ?? defaultOperatorDayDeps(request);
  const clock = jobClock("operator-day");
  return cronJob("day", request, d, () => operatorDay(d, clock));
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
  const c = parisClock(now);
  const time = `${String(c.hour).padStart(2, "0")}:${String(c.minute).padStart(2, "0")}`;
  if (time < d.dayAt) return json(200, { due: false, sent: 0 });
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
