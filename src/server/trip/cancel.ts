import type { Mailer } from "../mail/index.js";
import { cancellationCopyEmail, cancellationEmail } from "./emails/cancellation.js";
import { type CancelMoney, type CancelRefund, refundOnCancel } from "./cancel-refund.js";
import { type Cancellation, secondsUntilRemoval, type Trip, type TripStores } from "./store.js";

export type CancelDeps = {
  stores: TripStores;
  mailer: Mailer;
  inbox: string;
  siteOrigin: string;
  retention: number;
  /** How the booking is paid: what was paid online goes back before the customer is told (./cancel-refund.ts). */
  money?: CancelMoney;
};

export type Cancelled =
  | { kind: "done"; cancellation: Cancellation; customerTold: boolean; refund: CancelRefund }
  | { kind: "already"; cancellation: Cancellation }
  | { kind: "not-recorded" };

/**
 * Cancels a trip, whoever asks (the customer from « Gérer ma réservation », the operator from his page): the
 * cancellation is recorded first (once it is, no reminder or review request leaves, and the operator's day lists
 * it as cancelled, whatever becomes of the e-mails), kept as long as the trip's own record; then what was paid
 * online goes back (all of it, or all but the fee the terms set); then the business is told (its chauffeur is the
 * one to free), then the customer, each with the calendar file that removes the trip and what was refunded.
 * Each e-mail is sent once; a failure is logged in full with what the operator needs to call.
 */
export async function cancelTrip(
  trip: Trip,
  cancellation: Omit<Cancellation, "state" | "sequence">,
  deps: CancelDeps,
  deadlines: { business: number; customer: number },
  label: string,
): Promise<Cancelled> {
  const r = trip.request;
  const pending: Cancellation = { ...cancellation, state: "pending", sequence: trip.sequence + 1 };
  const ttl = secondsUntilRemoval(trip, deps.retention);
  let claim: Awaited<ReturnType<TripStores["cancellations"]["claim"]>>;
  try {
    claim = await deps.stores.cancellations.claim(r.reference, pending, ttl);
  } catch (error) {
    console.error(
      `[${label}] ${r.reference} CANCELLATION NOT RECORDED (Upstash failed); nothing sent. Trip: ${r.date} ${r.time}, ${r.firstName} ${r.lastName}, ${r.phone}`,
      error,
    );
    return { kind: "not-recorded" };
  }
  if (!claim.claimed) return { kind: "already", cancellation: claim.existing };
  const done: Cancellation = { ...pending, state: "done" };
  await deps.stores.cancellations
    .settle(r.reference, done, ttl)
    .catch((error) =>
      console.error(`[${label}] ${r.reference}: cancellation recorded, its settle failed (it stands)`, error),
    );

  const refund = deps.money
    ? await refundOnCancel(trip, done, deps.money, deadlines.business - 4_000, label)
    : { refunded: 0, owed: 0 };
  const business = await deps.mailer.send(cancellationCopyEmail(trip, done, deps.inbox, deps.siteOrigin, refund), {
    deadline: deadlines.business,
  });
  if (!business.ok)
    console.error(
      `[${label}] ${r.reference}: cancellation e-mail to the business ${business.error.uncertain ? "UNCERTAIN" : "NOT SENT"} (${business.error.reason}); the cancellation is recorded: ${r.date} ${r.time}, ${r.firstName} ${r.lastName}, ${r.phone}, fee ${done.feePercent} %`,
    );
  const customer = await deps.mailer.send(cancellationEmail(trip, done, deps.siteOrigin, refund.refunded), {
    deadline: deadlines.customer,
  });
  if (!customer.ok)
    console.error(
      `[${label}] ${r.reference}: cancellation e-mail to the customer ${customer.error.uncertain ? "UNCERTAIN" : "NOT SENT"} (${customer.error.reason}); the cancellation is recorded`,
    );
  console.info(`[${label}] ${r.reference} cancelled by the ${done.by ?? "customer"} (fee ${done.feePercent} %)`);
  return { kind: "done", cancellation: done, customerTold: customer.ok, refund };
}
