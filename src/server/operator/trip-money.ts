import { formatEuros } from "../../lib/fares.js";
import { STORE_CALL_MS } from "../kernel/cron.js";
import { json } from "../kernel/http.js";
import type { InvoiceNumbers } from "../payment/invoice-number.js";
import type { SettlementDeps } from "../settlement/deps.js";
import {
  closeRide,
  loadMoney,
  type Money,
  type MoneyView,
  moneyView,
  refundFromPage,
  takeFee,
} from "../settlement/operator-acts.js";
import type { ConfirmDeps } from "./answer.js";
import { tripMoneyMessages as m } from "./words.js";

/**
 * The money half of the operator's trip page (docs/decisions/190-getting-paid.md): what it shows of how the trip is
 * paid, and the three acts it sends to src/server/settlement, each answered in words the operator acts on.
 */
export type MoneyDeps = ConfirmDeps & { invoices: InvoiceNumbers };

export function settlementOf(deps: MoneyDeps, origin: string): SettlementDeps {
  return {
    stores: deps.trips,
    payments: deps.payments,
    acts: deps.acts,
    invoices: deps.invoices,
    mailer: deps.mailer,
    inbox: deps.inbox,
    siteOrigin: deps.siteOrigin,
    origin,
    secret: deps.secret,
    retention: deps.retention,
    now: deps.now,
  };
}

/** The trip's money for the page, or null when its records cannot be read (the page says so, the rest shows). */
export async function moneyFor(reference: string, deps: SettlementDeps): Promise<MoneyView | null> {
  try {
    const money = await loadMoney(reference, deps);
    return money && moneyView(money, deps.now().getTime());
  } catch (error) {
    console.error(`[trip] ${reference}: payment records not read`, error);
    return null;
  }
}

const cents = (amount: number) => formatEuros(amount / 100);

/** POST /api/trip {action: "take-fee" | "end" | "refund"}: one money act, then the page's money as it now stands. */
export async function moneyAct(
  reference: string,
  action: "take-fee" | "end" | "refund",
  body: Record<string, unknown>,
  deps: SettlementDeps,
  answerBy: number,
): Promise<Response> {
  // Each step answers by then, its record written after it: the page's answer leaves by `answerBy`.
  const deadline = answerBy - STORE_CALL_MS;
  let money: Money | null;
  try {
    money = await loadMoney(reference, deps);
  } catch (error) {
    console.error(`[trip] ${reference}: payment records not read`, error);
    return json(503, { error: m.store });
  }
  if (!money) return json(404, { error: m.gone });
  const view = moneyView(money, deps.now().getTime());
  const after = async (status: number, said: Record<string, unknown>) =>
    json(status, { ...said, money: (await moneyFor(reference, deps)) ?? view });

  if (action === "take-fee") {
    if (!view.fee) return json(409, { error: m.noFee, money: view });
    if (!view.canTakeFee) return json(409, { error: m.feeDone, money: view });
    const { collected } = await takeFee(money, deps, deadline);
    switch (collected.kind) {
      case "taken":
        return after(200, { done: m.feeTaken(cents(collected.act.amount)) });
      case "processing":
        return after(200, { done: m.processing });
      case "link-sent":
        return after(200, collected.told ? { done: m.linkSent } : { warning: m.linkNotSent });
      case "uncertain":
        return after(502, { error: m.uncertain });
      case "failed":
        return after(503, { error: m.stripe });
      case "busy":
      case "already":
        return after(409, { error: m.feeDone });
      default:
        return after(503, { error: m.store });
    }
  }
  if (action === "end") {
    if (!view.canEnd) return json(409, { error: view.end ? m.ended : m.cannotEnd, money: view });
    const ended = closeRide(
      money,
      { waitingMinutes: body.waitingMinutes, extra: body.extra, label: body.label },
      deps,
      deadline,
    );
    if (ended === "invalid") return json(400, { error: m.invalidEnd, field: "end", money: view });
    const result = await ended;
    if (result.kind === "not-recorded") return json(503, { error: m.store, money: view });
    if (result.kind !== "ended") return after(409, { error: m.ended });
    const c = result.collected;
    if (c.kind === "uncertain") return after(502, { error: m.uncertain });
    if (c.kind === "failed") return after(200, { warning: m.endedNotCharged });
    if (c.kind === "link-sent") return after(200, c.told ? { done: m.endedLink } : { warning: m.linkNotSent });
    if (result.paperwork === "retry") return after(200, { warning: m.endedNoReceipt });
    return after(200, { done: view.mode === "in-car" || !view.mode ? m.endedInCar : m.endedDone });
  }
  const amount = Math.round(Number(body.amount) * 100);
  if (!view.canRefund) return json(409, { error: m.noRefund, money: view });
  const refunded = await refundFromPage(money, amount, deps, deadline);
  switch (refunded.kind) {
    case "refunded":
      return after(200, { done: m.refunded(cents(refunded.amount)) });
    case "too-much":
      return json(400, { error: m.refundAmount(cents(refunded.held)), field: "amount", money: view });
    case "none-left":
      return after(409, { error: m.noRefund });
    case "busy":
      return after(409, { error: m.busy });
    case "uncertain":
      return after(502, { error: m.uncertain });
    default:
      return after(503, { error: m.stripe });
  }
}
