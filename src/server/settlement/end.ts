import { type RideExtras, rideTotal } from "../../lib/ride-total.js";
import type { TripEnd } from "../trip/store.js";
import { actTtl, type Collected, collect } from "./acts.js";
import { type SettlementDeps, sendBy } from "./deps.js";
import { sendOnce } from "../mail/send-once.js";
import { heldPayments, loadActs } from "../payment/ledger.js";
import { refundOnce } from "../payment/refunds.js";
import { refundEmail } from "./emails.js";
import { type Owed, owedFor, type TripFacts } from "./owed.js";
import { type PaperworkOutcome, sendPaperwork } from "./paperwork.js";

export type Ended =
  | { kind: "ended"; end: TripEnd; collected: Collected; paperwork: PaperworkOutcome }
  /** Ended before (by the operator, or on its own): nothing changed. */
  | { kind: "already"; end: TripEnd }
  /** Cancelled, or a no-show: no ride to end. */
  | { kind: "no-ride" }
  | { kind: "not-recorded" };

/**
 * Ends a ride once (docs/decisions/190-getting-paid.md): by the operator with its final amount (waiting past the
 * time offered, an extra agreed on the way), or on its own some hours after its pickup with nothing added. The end
 * is recorded first; then what the ride still owes is taken (all of it from a card kept, the extras alone when
 * the fare was paid at booking, nothing when paid in the car) and its note or invoice leaves.
 */
export async function endRide(
  facts: TripFacts,
  by: TripEnd["by"],
  extras: RideExtras & { label?: string },
  deps: SettlementDeps,
  deadline: number,
  label: string,
): Promise<Ended> {
  if (facts.cancellation || facts.outcome) return { kind: "no-ride" };
  const r = facts.trip.request;
  const total = rideTotal(facts.trip.price, extras);
  const end: TripEnd = {
    state: "done",
    at: deps.now().toISOString(),
    by,
    waitingMinutes: extras.waitingMinutes,
    waiting: total.waiting,
    extra: total.extra,
    ...(extras.label ? { extraLabel: extras.label } : {}),
    total: total.total,
  };
  const ttl = actTtl(facts.trip, deps.retention);
  try {
    const claim = await deps.stores.ends.claim(r.reference, { ...end, state: "pending" }, ttl);
    if (!claim.claimed) return { kind: "already", end: claim.existing };
    await deps.stores.ends.settle(r.reference, end, ttl);
  } catch (error) {
    console.error(`[${label}] ${r.reference}: RIDE END NOT RECORDED; nothing charged`, error);
    return { kind: "not-recorded" };
  }
  console.info(
    `[${label}] ${r.reference}: ride ended by ${by === "auto" ? "itself" : "the operator"}, total ${total.total} € (waiting ${total.waiting} €, extra ${total.extra} €)`,
  );
  const settled = await settleRide({ ...facts, end }, deps, deadline, label);
  return { kind: "ended", end, ...settled };
}

/**
 * What an ended ride still needs, done once whoever asks (the end itself, or the job's next run after a failure):
 * its amount taken or asked, then its document once paid.
 */
export async function settleRide(
  facts: TripFacts,
  deps: SettlementDeps,
  deadline: number,
  label: string,
): Promise<{ collected: Collected; paperwork: PaperworkOutcome }> {
  const owed = owedFor(facts, "ride");
  if (!owed) return { collected: { kind: "nothing" }, paperwork: "none" };
  await refundOverpaid(facts, owed, deps, deadline, label);
  const collected = await collect(facts, owed, deps, deadline, facts.end?.by ?? "auto", label);
  const act =
    collected.kind === "taken" || collected.kind === "already"
      ? collected.act
      : await deps.acts.get(`${facts.trip.request.reference}:ride`).catch(() => null);
  const paperwork = await sendPaperwork(facts, "ride", act, deps, deadline, label).catch((error) => {
    console.error(`[${label}] ${facts.trip.request.reference}: receipt not sent (the next run tries again)`, error);
    return "retry" as const;
  });
  return { collected, paperwork };
}

/**
 * A fare paid at booking that is more than the ride came to (the price lowered by a change since): the difference
 * goes back, once, and the customer is told; the note then states the ride's own total.
 */
async function refundOverpaid(facts: TripFacts, owed: Owed, deps: SettlementDeps, deadline: number, label: string) {
  const paid = facts.record?.paid;
  const over = paid && !owed.inCar ? paid.amount - owed.ceiling : 0;
  if (over <= 0) return;
  const r = facts.trip.request;
  const held = heldPayments(facts.record, await loadActs(r.reference, deps.acts));
  const refunded = await refundOnce(r.reference, "refund-overpaid", over, held, deps, deadline - 5_000, label, {
    by: "auto",
    ttl: actTtl(facts.trip, deps.retention),
  });
  if (refunded.kind === "refunded" && !refunded.already)
    await sendOnce(
      deps.stores.sent,
      `refund:${r.reference}:refund-overpaid`,
      refundEmail(facts.trip, over, deps.siteOrigin),
      {
        mailer: deps.mailer,
        at: deps.now().toISOString(),
        deadline: sendBy(deadline, 3_000),
        label,
      },
    ).catch((error) => console.error(`[${label}] ${r.reference}: refund e-mail not sent`, error));
}
