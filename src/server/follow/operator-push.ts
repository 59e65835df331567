import { PUSH_TIMEOUT_MS } from "../../config/alerts.js";
import { parisHour } from "../../lib/paris-time.js";
import { type AlertEvent, alertOperator as pushToOperator } from "../alerts/index.js";
import type { OperatorAlert } from "../arrivals/index.js";

/**
 * The arrival's news that needs the operator at once, as a push to his phone (docs/decisions/260-operator-console.md):
 * a pickup moved, a flight or train diverted or cancelled. The e-mail (../arrivals/operator-alert.ts) stays the
 * archive and the fallback; an arrival no longer heard of and a month's ceiling are told by e-mail only, since
 * nothing is to be done on the road about them.
 */
export function pushOf(alert: OperatorAlert): AlertEvent | null {
  if (alert.kind !== "moved" && alert.kind !== "disrupted") return null;
  const what = `${alert.arrivalKind === "flight" ? "Vol" : "Train"} ${alert.number}`;
  const summary = `${alert.client.firstName} ${alert.client.lastName}`;
  const hour = (at: number) => parisHour(new Date(at));
  if (alert.kind === "moved")
    return {
      kind: "flight-moved",
      reference: alert.reference,
      pickup: alert.to,
      summary,
      detail: `${what}\u00a0: prise en charge ${hour(alert.from)} → ${hour(alert.to)}`,
      // Each move is news of its own: a flight late, then later still.
      key: String(alert.to),
    };
  return {
    kind: "flight-diverted",
    reference: alert.reference,
    pickup: alert.pickup,
    summary,
    detail: `${what} ${alert.status === "diverted" ? "dérouté" : "annulé"}`,
  };
}

/** Pushes what needs the operator at once, within what is left of `deadline` (epoch ms), never past its own bound. */
export async function pushArrivalAlert(alert: OperatorAlert, deadline: number): Promise<void> {
  const event = pushOf(alert);
  if (!event) return;
  const left = deadline - Date.now();
  if (left <= 0) return;
  await pushToOperator(event, undefined, Math.min(PUSH_TIMEOUT_MS, left));
}
