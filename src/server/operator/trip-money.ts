import { formatEuros } from "../../lib/fares.js";
import { perform } from "../booking/act.js";
import { type BookingRecord, isRefund } from "../booking/record.js";
import { STORE_CALL_MS } from "../kernel/cron.js";
import { json } from "../kernel/http.js";
import type { SettlementDeps } from "../settlement/dependencies.js";
import {
  closeRide,
  companyFrom,
  type MoneyView,
  moneyView,
  recordPaid,
  refundFromPage,
  takeFee,
} from "../settlement/money-acts.js";
import type { Trip } from "../trip/store.js";
import { operatorAnswersText } from "./operator-answers.text.js";

const m = operatorAnswersText.fr.tripMoney;

/**
 * The money half of the operator's trip page (docs/decisions/200-booking-state.md): what it shows of how the trip is
 * paid, and the acts it sends to src/server/settlement, each answered in words the operator acts on. Each is offered
 * only when the booking's state allows it, and checked again when it is done.
 */

/** The trip's money for the page, or null when its booking has no record (the page says so, the rest shows). */
export function moneyFor(trip: Trip, record: BookingRecord | null, now: number): MoneyView | null {
  return moneyView(trip, record, now);
}

const cents = (amount: number) => formatEuros(amount / 100);

type MoneyAction = "take-fee" | "end" | "refund" | "record-paid" | "edit-company";

/** POST /api/trip {action: a money act}: the act, then the page's money as it now stands. */
export async function moneyAct(
  trip: Trip,
  action: MoneyAction,
  body: Record<string, unknown>,
  deps: SettlementDeps,
  answerBy: number,
): Promise<Response> {
  // Each step answers by then, its record written after it: the page's answer leaves by `answerBy`.
  const deadline = answerBy - STORE_CALL_MS;
  const reference = trip.request.reference;
  let record: BookingRecord | null;
  try {
    record = await deps.bookings.get(reference);
  } catch (error) {
    console.error(`[trip] ${reference}: booking's record not read`, error);
    return json(503, { error: m.store });
  }
  if (!record) return json(404, { error: m.gone });
  const view = moneyView(trip, record, deps.now().getTime())!;
  const after = async (status: number, said: Record<string, unknown>) => {
    const now = await deps.bookings.get(reference).catch(() => record);
    return json(status, { ...said, money: moneyView(trip, now, deps.now().getTime()) ?? view });
  };
  if (!view.offers.includes(action === "end" ? "end" : action))
    return json(409, { error: refusal(action, record, view), money: view });

  switch (action) {
    case "take-fee": {
      const collected = await takeFee(trip, record, deps, deadline);
      switch (collected.kind) {
        case "taken":
          return after(200, { done: m.feeTaken(cents(collected.amount)) });
        case "kept":
          return after(200, { done: m.feeKept(cents(view.fee?.due ?? 0)) });
        case "processing":
          return after(200, { done: m.processing });
        case "link-sent":
          return after(200, collected.told ? { done: m.linkSent } : { warning: m.linkNotSent });
        case "uncertain":
          return after(502, { error: m.uncertain });
        case "failed":
          return after(503, { error: m.stripe });
        case "refund-unsure":
          return after(409, { error: refundUnsure(view) });
        case "busy":
          return after(409, { error: m.busy });
        default:
          return after(409, { error: m.feeDone });
      }
    }
    case "end": {
      const ended = closeRide(
        trip,
        record,
        { waitingMinutes: body.waitingMinutes, extra: body.extra, label: body.label },
        deps,
        deadline,
      );
      if (ended === "invalid") return json(400, { error: m.invalidEnd, field: "end", money: view });
      if ("beyond" in ended)
        return json(400, { error: m.waitingBeyond(ended.beyond, ended.offeredUntil), field: "end", money: view });
      const result = await ended;
      if (result.kind === "not-recorded") return json(503, { error: m.store, money: view });
      if (result.kind !== "ended") return after(409, { error: m.ended });
      const c = result.collected;
      if (c.kind === "uncertain") return after(502, { error: m.uncertain });
      if (c.kind === "failed") return after(200, { warning: m.endedNotCharged });
      if (c.kind === "link-sent") return after(200, c.told ? { done: m.endedLink } : { warning: m.linkNotSent });
      if (result.document === "retry") return after(200, { warning: m.endedNoReceipt });
      return after(200, { done: view.mode === "in-car" || !view.mode ? m.endedInCar : m.endedDone });
    }
    case "refund": {
      const refunded = await refundFromPage(trip, record, body.amount, deps, deadline);
      switch (refunded.kind) {
        case "refunded":
          return after(200, { done: m.refunded(cents(refunded.amount)) });
        case "too-much":
          return json(400, { error: m.refundAmount(cents(refunded.held)), field: "amount", money: view });
        case "none-left":
        case "nothing":
          return after(409, { error: m.noRefund });
        case "busy":
          return after(409, { error: m.busy });
        case "uncertain":
          return after(502, { error: m.uncertain });
        default:
          return after(503, { error: m.stripe });
      }
    }
    case "record-paid": {
      const recorded = await recordPaid(record, { amount: body.amount, method: body.method }, deps);
      if (recorded === "invalid") return json(400, { error: m.invalidPaid, field: "paid", money: view });
      if (recorded === "too-much")
        return json(400, { error: m.paidTooMuch(cents(view.owed)), field: "paid", money: view });
      if (recorded === "busy") return after(409, { error: m.busy });
      return after(200, { done: m.paidRecorded });
    }
    case "edit-company": {
      const company = companyFrom(body.company);
      if (!company) return json(400, { error: m.invalidCompany, field: "company", money: view });
      const performed = await perform({
        store: deps.bookings,
        reference,
        act: "edit-company",
        actor: "operator",
        now: deps.now(),
        record,
        trip: trip.request,
        write: () => ({ set: { company: JSON.stringify(company) } }),
      }).catch(() => null);
      if (!performed) return json(503, { error: m.store, money: view });
      if (!performed.ok) return after(409, { error: m.invoiced });
      return after(200, { done: m.companyEdited });
    }
    default: {
      const never: never = action;
      throw new Error(`unknown money act ${String(never)}`);
    }
  }
}

/** Why the fee waits for a refund: Stripe's answer is awaited, or it never came (the operator checks his dashboard). */
function refundUnsure(view: MoneyView): string {
  return view.acts.some((a) => isRefund(a.name) && a.state === "uncertain")
    ? m.feeAfterUncertainRefund
    : m.feeAfterRefund;
}

/** Why the page's act is not offered now, in the operator's words. */
function refusal(action: MoneyAction, record: BookingRecord, view: MoneyView): string {
  switch (action) {
    case "take-fee":
      if (!view.fee) return m.noFee;
      return !view.fee.taken && view.acts.some((a) => isRefund(a.name) && a.state !== "done")
        ? refundUnsure(view)
        : m.feeDone;
    case "end":
      return record.state === "ended" || record.state === "closed" ? m.ended : m.cannotEnd;
    case "refund":
      return m.noRefund;
    case "record-paid":
      return m.nothingOwed;
    case "edit-company":
      return m.invoiced;
    default: {
      const never: never = action;
      return never;
    }
  }
}
