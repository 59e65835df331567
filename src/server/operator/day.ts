import { PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES } from "../../config/booking.js";
import { OPERATOR_DAY_AT } from "../../config/trips.js";
import { parisClock, parisToUtc } from "../../lib/paris-time.js";
import { cronJob } from "../kernel/cron.js";
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

/** Most entries of each kind one evening's e-mail lists: a day of a few cars never comes near it. */
const DAY_LIMIT = 200;

async function operatorDay(d: OperatorDayDeps): Promise<Response> {
  const now = d.now();
  const c = parisClock(now);
  const clock = `${String(c.hour).padStart(2, "0")}:${String(c.minute).padStart(2, "0")}`;
  if (clock < d.dayAt) return json(200, { due: false, sent: 0 });
  const day = parisTomorrow(now);
  const key = `day:${day}`;
  if (await d.stores.sent.get(key)) return json(200, { day, sent: 0, already: true });
  const from = parisToUtc(day, "00:00").getTime();
  const to = parisToUtc(nextDay(day), "00:00").getTime();
  const trips = await dayTrips(d, from, to);
  const open = await dayOpen(d, day, from, to);
  const message = operatorDayEmail(day, trips, d.inbox, d.siteOrigin, now, open);
  const outcome = await sendJobMessage(d, key, message, "day");
  if (outcome === "sent")
    console.info(
      `[day] ${day}: ${trips.length} trip(s), ${open.requests.length} open request(s), ${open.proposals.length} open proposal(s) sent to the business`,
    );
  return json(200, { day, trips: trips.length, sent: outcome === "sent" ? 1 : 0 });
}

async function dayTrips(d: OperatorDayDeps, from: number, to: number): Promise<DayTrip[]> {
  const trips: DayTrip[] = [];
  for (const reference of await d.stores.trips.between(from, to, DAY_LIMIT)) {
    const trip = await d.stores.trips.get(reference);
    if (!trip) continue;
    const [cancellation, change] = await Promise.all([
      d.stores.cancellations.get(reference),
      d.stores.changes.get(reference),
    ]);
    trips.push({ trip, cancellation, change, operatorUrl: operatorTripUrlFor(trip, d.secret!, d.origin, d.retention) });
  }
  return trips;
}

/** Tomorrow's requests still awaiting his answer, and proposals awaiting the customer's (not answered, not lapsed). */
async function dayOpen(d: OperatorDayDeps, day: string, from: number, to: number): Promise<DayOpen> {
  const now = d.now().getTime();
  const open: DayOpen = { requests: [], proposals: [] };
  for (const reference of await d.openRequests.between(from, to, DAY_LIMIT)) {
    const token = await d.openRequests.token(reference);
    const opened = openToken(token, d.secret!, now);
    if (opened.ok) open.requests.push({ request: opened.value, links: linksOf(d.origin, token!) });
  }
  const closes = PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES * 60_000;
  for (const reference of await d.proposals.between(Math.max(from - closes, now), to - closes, DAY_LIMIT)) {
    if (await d.proposalAnswers.get(reference)) continue;
    const opened = openProposal(await d.proposals.token(reference), d.secret!, now);
    if (opened.ok && !opened.value.expired && opened.value.proposal.request.date === day)
      open.proposals.push({ proposal: opened.value.proposal });
  }
  return open;
}
