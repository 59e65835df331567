import { PAYMENT_SETTINGS } from "../../config/payment.js";
import { JOB_BATCH } from "../../config/trips.js";
import { cronJob, cronSecretOf, jobClock, SEND_COST_MS, STORE_CALL_MS } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { json } from "../kernel/http.js";
import { linkOrigin } from "../kernel/links/origin.js";
import { linkSecret } from "../kernel/links/seal.js";
import { pickupOf } from "../trip/store.js";
import { type SettlementDeps, settlementDeps } from "./deps.js";
import { endRide, settleRide } from "./end.js";
import { feeOf, loadFacts } from "./owed.js";
import { type PaperworkOutcome, sendPaperwork } from "./paperwork.js";

const HOUR_MS = 3_600_000;
/** How far back the job looks for a ride still to end or settle: a week of missed runs is made up. */
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
 * GET /api/settle-rides, run by Vercel Cron every hour (docs/decisions/190-getting-paid.md): each ride whose
 * pickup is PAYMENT_SETTINGS.rideEndsAfterHours past and that the operator has not closed ends on its own,
 * nothing added; its amount is taken or asked, its document sent. The same run finishes what an earlier one or
 * the operator's page left undone (a charge Stripe could not take, a note the mail provider refused): every act
 * and every e-mail is done once under its key, so a run repeated or overlapping does nothing twice.
 */
export function handleSettleRides(request: Request, deps?: SettleJobDeps): Promise<Response> {
  const d = deps ?? defaultSettleJobDeps(request);
  const clock = jobClock("settle-rides");
  return cronJob("settle-rides", request, d, async () => {
    const now = d.now().getTime();
    const due = await d.stores.trips.unsettled(now - PAYMENT_SETTINGS.rideEndsAfterHours * HOUR_MS, JOB_BATCH);
    // Every step answers by then, its last record and the list's update written after: the job's own answer is
    // never cut off.
    const deadline = clock.answerBy - 2 * STORE_CALL_MS;
    const done: string[] = [];
    let ended = 0;
    let left = 0;
    for (const [i, reference] of due.entries()) {
      // A trip's reads, then at least one send from claim to record.
      if (!clock.fits(2 * STORE_CALL_MS + SEND_COST_MS)) {
        left = due.length - i;
        break;
      }
      const { state, endedNow } = await settleOne(reference, d, now, deadline);
      if (endedNow) ended++;
      if (state === "settled") done.push(reference);
      if (state !== "open") await d.stores.trips.settled(reference);
    }
    if (done.length) console.info(`[settle-rides] settled: ${done.join(", ")}`);
    if (left) console.warn(`[settle-rides] out of time: ${left} left for the next run`);
    return json(200, { checked: due.length, ended, settled: done.length, left });
  });
}

type Settled = {
  /** `settled`: nothing left to do; `dropped`: nothing more the job can do (past the week it looks back, or the
   * trip gone); `open`: something is awaited (a payment through its link, a fee the operator has not asked, a
   * provider that failed): the next run looks again. */
  state: "settled" | "dropped" | "open";
  /** The ride ended on its own in this run. */
  endedNow?: boolean;
};

/** One trip of the list. */
async function settleOne(reference: string, d: SettleJobDeps, now: number, deadline: number): Promise<Settled> {
  const label = "settle-rides";
  const facts = await loadFacts(reference, d.stores, d.payments);
  if (!facts) return { state: "dropped" };
  const tooOld = pickupOf(facts.trip) < now - LOOK_BACK_HOURS * HOUR_MS;
  if (facts.cancellation || facts.outcome) {
    // No ride: only a fee, taken from the operator's page, may still need its document.
    if (!feeOf(facts)) return { state: "settled" };
    const fee = await d.acts.get(`${reference}:fee`);
    if (fee?.outcome === "succeeded" && (await sendPaperwork(facts, "fee", fee, d, deadline, label)) === "sent")
      return { state: "settled" };
    if (tooOld) console.warn(`[${label}] ${reference}: a fee is still open a week on; see the trip's page`);
    return { state: tooOld ? "dropped" : "open" };
  }
  let paperwork: PaperworkOutcome;
  let endedNow = false;
  if (!facts.end) {
    const result = await endRide(facts, "auto", { waitingMinutes: 0, extra: 0 }, d, deadline, label);
    if (result.kind !== "ended") return { state: result.kind === "no-ride" ? "settled" : "open" };
    endedNow = true;
    paperwork = result.paperwork;
  } else {
    paperwork = (await settleRide(facts, d, deadline, label)).paperwork;
  }
  if (paperwork === "sent" || paperwork === "uncertain" || paperwork === "none") return { state: "settled", endedNow };
  if (tooOld) console.warn(`[${label}] ${reference}: still not paid a week on; see the trip's page`);
  return { state: tooOld ? "dropped" : "open", endedNow };
}
