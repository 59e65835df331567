import { PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES } from "../../config/booking.js";
import { OPERATOR_DAY_AT } from "../../config/trips.js";
import { parisClock, parisToUtc } from "../../lib/paris-time.js";
import { cronJob, type JobClock, jobClock, MIN_SEND_MS, STORE_CALL_MS } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { json } from "../kernel/http.js";
import { getProposalIndex, type ProposalIndex } from "../proposal/open-proposals.js";
import { getProposalAnswerStore, type ProposalAnswerStore } from "../proposal/reply-store.js";
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
  proposalAnswers: ProposalAnswerStore;
};

export function defaultOperatorDayDeps(request: Request): OperatorDayDeps {
  return {
    ...defaultTripJobDeps(request),
    dayAt: getEnv().OPERATOR_DAY_AT ?? OPERATOR_DAY_AT,
    openRequests: getOpenRequests(),
    proposals: getProposalIndex(),
    proposalAnswers: getProposalAnswerStore(),
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
    references.map((reference) =>
      Promise.all([
        d.stores.trips.get(reference),
        d.stores.cancellations.get(reference),
        d.stores.changes.get(reference),
      ]),
    ),
  );
  return read.flatMap(([trip, cancellation, change]) =>
    trip
      ? [{ trip, cancellation, change, operatorUrl: operatorTripUrlFor(trip, d.secret!, d.origin, d.retention) }]
      : [],
  );
}

/** Tomorrow's requests still awaiting his answer, and proposals awaiting the customer's (not answered, not lapsed). */
async function dayOpen(d: OperatorDayDeps, day: string, from: number, to: number): Promise<DayOpen> {
  const now = d.now().getTime();
  const open: DayOpen = { requests: [], proposals: [] };
  const closes = PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES * 60_000;
  const [requests, proposals] = await Promise.all([
    d.openRequests.between(from, to, DAY_LIMIT),
    d.proposals.between(Math.max(from - closes, now), to - closes, DAY_LIMIT),
  ]);
  const [tokens, proposalReads] = await Promise.all([
    Promise.all(requests.map((reference) => d.openRequests.token(reference))),
    Promise.all(
      proposals.map((reference) => Promise.all([d.proposalAnswers.get(reference), d.proposals.token(reference)])),
    ),
  ]);
  for (const token of tokens) {
    const opened = openToken(token, d.secret!, now);
    if (opened.ok) open.requests.push({ request: opened.value, links: linksOf(d.origin, token!) });
  }
  for (const [answered, token] of proposalReads) {
    if (answered) continue;
    const opened = openProposal(token, d.secret!, now);
    if (opened.ok && !opened.value.expired && opened.value.proposal.request.date === day)
      open.proposals.push({ proposal: opened.value.proposal });
  }
  return open;
}
