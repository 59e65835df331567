import type { PaymentMode } from "../../config/payment.js";
import { grid } from "../../lib/fares.js";
import { MAX_WAITING_MINUTES, type RideExtras, validExtras } from "../../lib/ride-total.js";
import { sendOnce } from "../mail/send-once.js";
import { type Acts, heldPayments, loadActs, nextOperatorRefund, openRefund, totalHeld } from "../payment/ledger.js";
import type { MoneyAct } from "../payment/record.js";
import { type Refunded, refundOnce } from "../payment/refunds.js";
import { pickupOf, type TripEnd } from "../trip/store.js";
import { actTtl, type Collected, collect } from "./acts.js";
import { type SettlementDeps, sendBy } from "./deps.js";
import { refundEmail } from "./emails.js";
import { type Ended, endRide } from "./end.js";
import { feeOf, loadFacts, owedFor, type TripFacts } from "./owed.js";
import { type PaperworkOutcome, sendPaperwork } from "./paperwork.js";

/**
 * The money of one trip as the operator's page shows it and acts on it (docs/decisions/190-getting-paid.md): how
 * it is paid, what is held, the fee the terms set, the ride's end; and his three acts, each with a review step on
 * the page: take the fee (a late cancellation, a no-show), close the ride with its final amount, refund. Amounts
 * come from the records and the rule, never from the page; a refund is bounded by what the booking holds.
 */
export type MoneyView = {
  mode: PaymentMode | null;
  card: { brand: string | null; last4: string | null } | null;
  /** The fare paid online at the customer's act (cents). */
  paid: { amount: number; at: string } | null;
  /** Cents the booking holds now, all payments less all refunds. */
  held: number;
  /** The fee the terms set after a late cancellation or a no-show (cents), and whether it is taken. */
  fee: { amount: number; percent: number; kind: "late-cancel" | "no-show" } | null;
  end: Omit<TripEnd, "state"> | null;
  acts: (MoneyAct & { name: string })[];
  waiting: { perQuarterHour: number; maxMinutes: number };
  canTakeFee: boolean;
  canEnd: boolean;
  /** The next refund's name, or null when none may be made from the page (nothing held, or three made). */
  canRefund: boolean;
};

export type Money = { facts: TripFacts; acts: Acts };

export async function loadMoney(reference: string, deps: SettlementDeps): Promise<Money | null> {
  const [facts, acts] = await Promise.all([
    loadFacts(reference, deps.stores, deps.payments),
    loadActs(reference, deps.acts),
  ]);
  return facts ? { facts, acts } : null;
}

export function moneyView({ facts, acts }: Money, now: number): MoneyView {
  const record = facts.record;
  const fee = feeOf(facts);
  const held = totalHeld(heldPayments(record, acts));
  const ended = facts.end && facts.end.state !== "pending";
  const { state: _state, ...end } = facts.end ?? { state: "done" };
  return {
    mode: record?.mode ?? facts.trip.request.payment ?? null,
    card: record?.card ? { brand: record.card.brand, last4: record.card.last4 } : null,
    paid: record?.paid ? { amount: record.paid.amount, at: record.paid.at } : null,
    held,
    fee: fee ? { amount: Math.round(fee.euros * 100), percent: fee.percent, kind: fee.kind } : null,
    end: ended ? (end as Omit<TripEnd, "state">) : null,
    acts: Object.entries(acts).map(([name, act]) => ({ ...act, name })),
    waiting: { perQuarterHour: grid.waiting.perQuarterHour, maxMinutes: MAX_WAITING_MINUTES },
    canTakeFee: Boolean(fee) && !acts.fee,
    canEnd: !facts.cancellation && !facts.outcome && !facts.end && now >= pickupOf(facts.trip),
    canRefund: held > 0 && nextOperatorRefund(acts) !== null && !openRefund(acts),
  };
}

/** The fee the terms set, taken once: from the card kept, kept from the fare paid, or asked through a link. */
export async function takeFee(
  money: Money,
  deps: SettlementDeps,
  deadline: number,
): Promise<{ collected: Collected; paperwork: PaperworkOutcome }> {
  const owed = owedFor(money.facts, "fee");
  if (!owed) return { collected: { kind: "nothing" }, paperwork: "none" };
  const collected = await collect(money.facts, owed, deps, deadline - 5_000, "operator", "trip");
  const act = collected.kind === "taken" || collected.kind === "already" ? collected.act : null;
  const paperwork =
    collected.kind === "taken"
      ? await sendPaperwork(money.facts, "fee", act, deps, deadline, "trip").catch((error) => {
          console.error(
            `[trip] ${money.facts.trip.request.reference}: fee receipt not sent (the job tries again)`,
            error,
          );
          return "retry" as const;
        })
      : "waiting";
  return { collected, paperwork };
}

/** Closes the ride with its final amount; the browser's figures are checked, the total computed here. */
export function closeRide(
  money: Money,
  asked: { waitingMinutes: unknown; extra: unknown; label: unknown },
  deps: SettlementDeps,
  deadline: number,
): Promise<Ended> | "invalid" {
  const extras: RideExtras = { waitingMinutes: Number(asked.waitingMinutes ?? 0), extra: Number(asked.extra ?? 0) };
  const label = typeof asked.label === "string" ? asked.label.normalize("NFKC").trim() : "";
  if (!validExtras(money.facts.trip.price, extras) || label.length > 120 || /[\p{Cc}\p{Cf}]/u.test(label))
    return "invalid";
  if (extras.extra > 0 && !label) return "invalid";
  return endRide(money.facts, "operator", { ...extras, ...(label ? { label } : {}) }, deps, deadline, "trip");
}

/**
 * A refund the operator makes (cents), at most what the booking holds, under the next of its three names: each is
 * made once, whatever the presses; the customer is told by e-mail once it is done.
 */
export async function refundFromPage(
  money: Money,
  amount: number,
  deps: SettlementDeps,
  deadline: number,
): Promise<Refunded | { kind: "too-much"; held: number } | { kind: "none-left" }> {
  const held = heldPayments(money.facts.record, money.acts);
  const total = totalHeld(held);
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > total) return { kind: "too-much", held: total };
  const open = openRefund(money.acts);
  if (open)
    return open.state === "pending"
      ? { kind: "busy" }
      : { kind: "uncertain", reason: "an earlier refund was not confirmed: see Stripe's dashboard" };
  const name = nextOperatorRefund(money.acts);
  if (!name) return { kind: "none-left" };
  const trip = money.facts.trip;
  const refunded = await refundOnce(trip.request.reference, name, amount, held, deps, deadline - 5_000, "trip", {
    by: "operator",
    ttl: actTtl(trip, deps.retention),
  });
  if (refunded.kind === "refunded" && !refunded.already)
    await sendOnce(
      deps.stores.sent,
      `refund:${trip.request.reference}:${name}`,
      refundEmail(trip, refunded.amount, deps.siteOrigin),
      { mailer: deps.mailer, at: deps.now().toISOString(), deadline: sendBy(deadline), label: "trip" },
    ).catch((error) => console.error(`[trip] ${trip.request.reference}: refund e-mail not sent`, error));
  return refunded;
}
