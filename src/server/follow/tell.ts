import { isDisrupted, waitingMinutes } from "../booking/arrival.js";
import type { BookingRecord } from "../booking/record.js";
import { type SendOutcome, sendOnce } from "../mail/send-once.js";
import type { MailMessage } from "../mail/types.js";
import { manageUrlFor } from "../trip/manage-link.js";
import type { Trip } from "../trip/store.js";
import { disruptedEmail, movedEmail } from "./arrival-letters.js";
import type { FollowDeps } from "./deps.js";

/** Whether a customer heard: sent now or before, or perhaps (the provider may have it). */
const heard = (outcome: SendOutcome | undefined) =>
  outcome === "sent" || outcome === "already" || outcome === "uncertain";

/**
 * Tells both sides what the arrival's record says is to be told (docs/decisions/250-arrivals-followed.md): the pickup
 * last moved (`told`), or the arrival diverted or cancelled. Every message has its key (the move's new time, the
 * diversion), so that whoever calls this, the alert, the poll or the next run after a refused send, each leaves once.
 * The customer first: the operator's alert says whether he heard. Only a confirmed booking has a trip to tell about.
 */
export async function tell(
  record: BookingRecord,
  trip: Trip | null,
  d: FollowDeps,
  deadline: number,
  label: string,
): Promise<{ customer?: SendOutcome; operator?: SendOutcome }> {
  const a = record.arrival;
  if (!a || !trip || record.state !== "confirmed") return {};
  const r = trip.request;
  const reference = record.reference;
  const manage = d.secret ? manageUrlFor(trip, d.secret, d.origin, d.retention) : null;
  const send = (key: string, message: MailMessage) =>
    sendOnce(d.trips.sent, key, message, { mailer: d.mailer, at: d.now().toISOString(), deadline, label });
  const about = {
    reference,
    arrivalKind: a.kind,
    number: a.number,
    client: { firstName: r.firstName, lastName: r.lastName, phone: r.phone, email: r.email },
  };
  if (isDisrupted(a)) {
    const status = a.status as "diverted" | "cancelled";
    const customer = await send(`arrival:${status}:${reference}`, disruptedEmail(trip, a, manage));
    const operator = await d.tellOperator(
      { ...about, kind: "disrupted", status, pickup: a.pickup ?? record.pickup, customerTold: heard(customer) },
      deadline,
    );
    return { customer, operator };
  }
  if (a.told === undefined) return {};
  const from = a.toldFrom ?? record.pickup;
  const moved = { arrival: a, from, to: a.told, waiting: waitingMinutes(r, a) };
  const customer = await send(`arrival:moved:${reference}:${a.told}`, movedEmail(trip, moved, manage));
  const arrival = a.landed ?? a.estimated ?? a.scheduled ?? a.told;
  const operator = await d.tellOperator(
    {
      ...about,
      kind: "moved",
      from,
      to: a.told,
      arrival,
      landed: a.landed !== undefined,
      customerTold: heard(customer),
    },
    deadline,
  );
  return { customer, operator };
}
