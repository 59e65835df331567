import { JOB_BATCH } from "../../config/trips.js";
import { perform } from "../booking/act.js";
import { factsOf } from "../booking/facts.js";
import { returnExcess, SAME_KEY_RETRY_MS } from "../booking/money.js";
import { resolveRefund } from "../booking/refund-again.js";
import { excess, isOperatorRefund, isRefund } from "../booking/record.js";
import { check } from "../booking/states.js";
import { cronJob, cronSecretOf, jobClock, SEND_COST_MS, STORE_CALL_MS } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { json } from "../kernel/http.js";
import { linkOrigin } from "../kernel/links/link-origin.js";
import { linkSecret } from "../kernel/links/seal.js";
import { collect } from "./collect.js";
import { keepInRegister } from "./register.js";
import { tellRefund } from "./refund-notice.js";
import { type SettlementDeps, settlementDeps } from "./dependencies.js";
import { sendDueDocuments, settledHow } from "./documents.js";
import { endRide, settleRide } from "./ride-end.js";

const HOUR_MS = 3_600_000;
/** How long the job keeps looking at a booking that still owes or awaits something: a week of runs is made up. */
const LOOK_BACK_HOURS = 7 * 24;

export type SettleJobDeps = SettlementDeps & { cronSecret: string | null | undefined };

export function defaultSettleJobDeps(request: Request): SettleJobDeps {
  const env = getEnv();
  return {
    ...settlementDeps({ secret: linkSecret(env), origin: linkOrigin(request, env) }),
    cronSecret: cronSecretOf(env),
  };
}

/**
 * GET /api/settle-rides, run by Vercel Cron every hour: the reconciler of every booking's money and documents
 * (docs/decisions/200-booking-state.md). Each booking on the settling list is read and brought as far as its state
 * allows: a ride rideEndsAfterHours past its pickup that the operator has not closed ends on its own; what a booking
 * holds beyond what its state lets it keep goes back; what it owes is taken or asked; a charge nobody heard the end of
 * is asked again with its key; every document due leaves; a booking with nothing left is closed. Every act and every
 * e-mail is done once under its name, so a run repeated or overlapping does nothing twice.
 */
export function handleSettleRides(request: Request, deps?: SettleJobDeps): Promise<Response> {
  const d = deps ?? defaultSettleJobDeps(request);
  const clock = jobClock("settle-rides");
  return cronJob("settle-rides", request, d, async () => {
    const now = d.now().getTime();
    const due = await d.bookings.due("unsettled", now, JOB_BATCH);
    // Every step answers by then, its last record written after: the job's own answer is never cut off.
    const deadline = clock.answerBy - 2 * STORE_CALL_MS;
    let ended = 0;
    let closed = 0;
    let left = 0;
    for (const [i, reference] of due.entries()) {
      // Its settling, then its lines in the receipts register (two rounds more): both, or it waits for the next run.
      if (!clock.fits(5 * STORE_CALL_MS + SEND_COST_MS)) {
        left = due.length - i;
        break;
      }
      const outcome = await settleOne(reference, d, now, deadline).catch((error) => {
        console.error(`[settle-rides] ${reference}: not settled in this run (the next one tries again)`, error);
        return { state: "open" as const, endedNow: false };
      });
      if (outcome.endedNow) ended++;
      if (outcome.state === "closed") closed++;
      // The receipts register keeps the booking's lines as its record now stands (./register.ts).
      await keepInRegister(d, reference, deadline);
    }
    if (left) console.warn(`[settle-rides] out of time: ${left} left for the next run`);
    return json(200, { checked: due.length, ended, closed, left });
  });
}

type Outcome = "closed" | "open" | "later" | "dropped";

/** One booking of the list: how far it got (`closed`: nothing left), and whether its ride ended in this run. */
async function settleOne(
  reference: string,
  d: SettleJobDeps,
  now: number,
  deadline: number,
): Promise<{ state: Outcome; endedNow: boolean }> {
  const label = "settle-rides";
  let record = await d.bookings.get(reference);
  if (!record) return { state: await reschedule(d, reference, null), endedNow: false };
  const trip = await d.stores.trips.get(reference);
  const at = new Date(now);
  let endedNow = false;
  // A refund nobody heard the end of is asked again with its own keys, while Stripe keeps their answers: Stripe says
  // what it did, or does it now, never twice. An operator's refund known at last is told to the customer.
  let resolved = false;
  // Still unknown and its key still kept: looked at again in an hour, even before the ride ends.
  let askAgain = false;
  for (const [name, act] of Object.entries(record.acts)) {
    if (!isRefund(name) || act.state !== "uncertain") continue;
    const answer = await resolveRefund({ bookings: d.bookings, now: d.now }, reference, name, deadline - 8_000, label);
    if (answer === "uncertain" && now - Date.parse(act.at) < SAME_KEY_RETRY_MS) askAgain = true;
    if (answer !== "refunded") continue;
    resolved = true;
    if (trip && isOperatorRefund(name)) await tellRefund(trip, record, act.amount, name, "operator", d, deadline);
  }
  if (resolved) record = (await d.bookings.get(reference)) ?? record;
  if (record.state === "confirmed") {
    const facts = factsOf(record, trip?.request ?? null);
    if (!trip || check("auto-end", "job", facts, now) !== null)
      return {
        state: await reschedule(d, reference, askAgain ? now + HOUR_MS : Math.max(facts.autoEndAt, now + HOUR_MS)),
        endedNow: false,
      };
    const result = await endRide(trip, "auto", { waitingMinutes: 0, extra: 0 }, d, deadline, label, record);
    endedNow = result.kind === "ended";
  } else if (record.state === "ended" && trip) {
    // A ride paid some way the documents can tell, whose document is not listed: listed now.
    if (
      !Object.keys(record.documents).some((id) => id.endsWith("-ride")) &&
      !("ride" in record.documentsDue) &&
      settledHow("ride", record)
    )
      await d.bookings.ledger(reference, { op: "set", set: { "due:ride": "1" } });
    await settleRide(trip, (await d.bookings.get(reference)) ?? record, d, deadline, label);
  } else {
    if (excess(record.ledger) > 0)
      await returnExcess({ bookings: d.bookings, now: d.now }, reference, deadline - 8_000, label);
    // A fee charge nobody heard the end of is asked again with its own key (Stripe answers what it did).
    if (record.acts.fee?.state === "uncertain" && trip) await collect(trip, record, "fee", d, deadline, label);
  }
  record = (await d.bookings.get(reference)) ?? record;
  if (trip && Object.keys(record.documentsDue).length) {
    await sendDueDocuments(trip, record, d, deadline, label);
    record = (await d.bookings.get(reference)) ?? record;
  }
  // Closed already and back on the list for a document made due since (a credit note after a refund): once nothing
  // is left to do, it leaves the list again (a closed booking cannot be closed twice).
  if (record.state === "closed" && factsOf(record, trip?.request ?? null).settled) {
    await d.bookings.move([], [{ op: "zrem", index: "unsettled", member: reference }]);
    return { state: "dropped", endedNow };
  }
  const closing = await perform({
    store: d.bookings,
    reference,
    act: "close",
    actor: "job",
    now: at,
    record,
    trip: trip?.request ?? null,
  });
  if (closing.ok) {
    console.info(`[${label}] ${reference}: settled and closed`);
    return { state: "closed", endedNow };
  }
  return { state: await reschedule(d, reference, record), endedNow };
}

/** Looked at again in an hour, or, a week past its pickup, left to the operator's page with a warning. */
async function reschedule(
  d: SettleJobDeps,
  reference: string,
  record: Awaited<ReturnType<SettleJobDeps["bookings"]["get"]>> | number | null,
): Promise<Outcome> {
  const now = d.now().getTime();
  if (record === null) {
    await d.bookings.move([], [{ op: "zrem", index: "unsettled", member: reference }]).catch(() => undefined);
    return "dropped";
  }
  if (typeof record === "number") {
    await d.bookings
      .move([], [{ op: "zadd", index: "unsettled", member: reference, score: record }])
      .catch(() => undefined);
    return "later";
  }
  if (record.pickup < now - LOOK_BACK_HOURS * HOUR_MS) {
    console.warn(`[settle-rides] ${reference}: still not settled a week on (${record.state}); see the trip's page`);
    await d.bookings.move([], [{ op: "zrem", index: "unsettled", member: reference }]).catch(() => undefined);
    return "dropped";
  }
  await d.bookings
    .move([], [{ op: "zadd", index: "unsettled", member: reference, score: now + HOUR_MS }])
    .catch(() => undefined);
  return "open";
}
