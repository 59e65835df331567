import { fieldErrors } from "../../lib/booking/schema.js";
import { sha256 } from "../kernel/hash.js";
import { json } from "../kernel/http.js";
import { type GatedRequest, type LinkDeps, linkDeps, linkEndpoint } from "../kernel/links/endpoint.js";
import { bookingReference, getReferenceStore, type ReferenceStore, uniqueReference } from "../kernel/reference.js";
import { getMailer, type Mailer, type MailMessage } from "../mail/index.js";
import { mailboxOf } from "../mail/mailbox.js";
import { confirmationLinks, shownTrip } from "../request/sealed-request.js";
import { getMoneyActs, getPaymentRecords, type Payment } from "../payment/record.js";
import { cancelTrip } from "./cancel.js";
import { parseChange, sealedChange } from "./change-request.js";
import type { CancelMoney } from "./cancel-refund.js";
import { type PaymentLine, paymentText } from "./emails/payment-rows.js";
import { paymentLineFor } from "./payment-line.js";
import { changeReceivedEmail, changeRequestEmail } from "./emails/change.js";
import { type ManageLink, openManage } from "./manage-link.js";
import { manageMessages as messages } from "./manage-words.js";
import {
  type Cancellation,
  getTripStores,
  type PendingChange,
  pickupOf,
  retentionDays,
  type Trip,
  type TripOutcome,
  type TripStores,
} from "./store.js";
import { cancellationFee, changeDeadline, feeSteps } from "./fees.js";

export type ManageDeps = LinkDeps & {
  stores: TripStores;
  references: ReferenceStore;
  drawReference: (now: Date) => string;
  mailer: Mailer;
  retention: number;
  /** How the booking is paid: the page says so, a cancellation refunds what was paid online (./cancel-refund.ts). */
  money: CancelMoney;
};

export function defaultManageDeps(): ManageDeps {
  const base = linkDeps("manage");
  return {
    ...base,
    stores: getTripStores(),
    references: getReferenceStore(),
    drawReference: bookingReference,
    mailer: getMailer(),
    retention: retentionDays(),
    money: { payments: getPaymentRecords(), acts: getMoneyActs(), now: base.now, retention: retentionDays() },
  };
}

type Loaded = {
  trip: Trip;
  cancellation: Cancellation | null;
  change: PendingChange | null;
  unsubscribed: boolean;
  /** How the ride ended, when the operator recorded it (a no-show): read only once the pickup has come. */
  outcome: TripOutcome | null;
  /** How it is paid, with the payment page's link while something is still to do online. */
  payment?: PaymentLine;
};

/**
 * POST /api/manage {token, action: "view" | "cancel" | "change" | "unsubscribe", …}: the customer's
 * « Gérer ma réservation ». The token only names a trip; everything shown or done comes from its record, which
 * exists only once a proof has left. A cancellation is recorded before any e-mail leaves, and the customer is
 * told to call when it cannot be; a change is a new request to the operator, the booking standing until he
 * answers (docs/decisions/110-trips.md).
 */
export function handleManage(request: Request, deps: ManageDeps = defaultManageDeps()): Promise<Response> {
  return endpoint(request, deps);
}

const endpoint = linkEndpoint(
  "manage",
  (locale) => messages[locale],
  (token, secret, now) => {
    const opened = openManage(token, secret, now);
    return opened.ok || opened.error.kind === "expired";
  },
  pipeline,
);

async function pipeline(gated: GatedRequest<(typeof messages)["fr"]>, deps: ManageDeps) {
  const { request, body, secret, answerBy } = gated;
  let m = gated.m;
  const { token, action } = body;
  const opened = openManage(token, secret, deps.now().getTime());
  if (!opened.ok) {
    if (opened.error.kind === "expired")
      return json(410, {
        error: messages[opened.error.link.locale].gone,
        gone: true,
      });
    return json(400, { error: m.invalid, invalid: true });
  }
  const link = opened.value;
  m = messages[link.locale];
  if (action === "unsubscribe") return unsubscribe(link, deps);

  let loaded: Loaded | null;
  try {
    loaded = await load(link, deps, deps.linkOrigin(request), secret);
  } catch (error) {
    console.error(`[manage] ${link.reference}: cannot read the trip`, error);
    return json(503, { error: m.store });
  }
  if (!loaded) return json(404, { error: m.gone, gone: true });
  if (action === "view") return json(200, view(loaded, deps));
  if (action === "cancel") return cancel(loaded, body.fee, deps, answerBy);
  if (action === "change") return change(loaded, body.change, request, deps, answerBy);
  return json(400, { error: m.action });
}

async function load(link: ManageLink, deps: ManageDeps, origin: string, secret: string): Promise<Loaded | null> {
  const trip = await deps.stores.trips.get(link.reference);
  // The record decides; a link for another address than the trip's names nothing.
  if (!trip || trip.request.email !== link.email) return null;
  const ended = deps.now().getTime() >= pickupOf(trip);
  const [cancellation, change, unsubscribed, outcome, record] = await Promise.all([
    deps.stores.cancellations.get(link.reference),
    deps.stores.changes.get(link.reference),
    deps.stores.optOuts.has(await optOutKey(link.email)),
    ended ? deps.stores.outcomes.get(link.reference) : null,
    trip.request.payment ? readPayment(link.reference, deps) : null,
  ]);
  const payment = paymentLineFor(trip.request, trip.price, record, secret, origin);
  return { trip, cancellation, change, unsubscribed, outcome, ...(payment ? { payment } : {}) };
}

/** The payment record is a nicety on this page: unread, the page says what was chosen, and the rest shows. */
function readPayment(reference: string, deps: ManageDeps): Promise<Payment | null> {
  return deps.money.payments.get(reference).catch((error) => {
    console.error(`[manage] ${reference}: payment record not read`, error);
    return null;
  });
}

const optOutKey = (email: string) => sha256(mailboxOf(email).mailbox);

/** What the page shows: the trip as booked, where it stands, what cancelling costs now, what can still be done. */
function view(loaded: Loaded, deps: ManageDeps) {
  const { trip, cancellation, change, unsubscribed, outcome } = loaded;
  const r = trip.request;
  const now = deps.now().getTime();
  const fee = cancellation ? null : cancellationFee(trip, now);
  const state = cancellation ? "cancelled" : fee ? "booked" : "past";
  return {
    trip: {
      ...shownTrip(r),
      price: trip.price,
      changed: trip.sequence > 0,
    },
    state,
    ...(cancellation
      ? {
          cancellation: {
            at: cancellation.at,
            feePercent: cancellation.feePercent,
            fee: cancellation.fee,
            by: cancellation.by ?? "customer",
            ...(cancellation.reason ? { reason: cancellation.reason } : {}),
          },
        }
      : {}),
    ...(outcome?.state === "done"
      ? {
          noShow: {
            at: outcome.at,
            feePercent: outcome.feePercent,
            fee: outcome.fee,
          },
        }
      : {}),
    ...(fee ? { fee } : {}),
    // What cancelling costs from now on, never a deadline already past (src/lib/fee-schedule.ts).
    schedule: feeSteps(trip, now).map((step) => ({
      percent: step.percent,
      until: step.until === null ? null : new Date(step.until).toISOString(),
    })),
    deadlines: {
      change: new Date(changeDeadline(trip)).toISOString(),
      pickup: new Date(pickupOf(trip)).toISOString(),
    },
    canChange: state === "booked" && now < changeDeadline(trip) && !change,
    ...(change && !cancellation
      ? {
          pendingChange: {
            at: change.at,
            date: change.date,
            time: change.time,
            from: change.from,
            to: change.to,
          },
        }
      : {}),
    unsubscribed,
    ...(loaded.payment && !cancellation
      ? {
          payment: {
            text: paymentText(loaded.payment, r.locale),
            ...(loaded.payment.link ? { link: loaded.payment.link } : {}),
          },
        }
      : {}),
  };
}

async function cancel(loaded: Loaded, shown: unknown, deps: ManageDeps, answerBy: number): Promise<Response> {
  const { trip } = loaded;
  const r = trip.request;
  const m = messages[r.locale];
  if (loaded.cancellation) return json(409, { error: m.alreadyCancelled, ...view(loaded, deps) });
  const now = deps.now();
  const fee = cancellationFee(trip, now.getTime());
  if (!fee) return json(409, { error: m.pickupPassed, ...view(loaded, deps) });
  // The customer confirms the fee the page showed him: if the deadline passed meanwhile, he is asked again.
  if (shown !== fee.percent)
    return json(409, {
      error: m.feeChanged,
      feeChanged: true,
      ...view(loaded, deps),
    });

  const cancelled = await cancelTrip(
    trip,
    {
      at: now.toISOString(),
      feePercent: fee.percent,
      fee: fee.amount,
      by: "customer",
      graceUsed: fee.grace,
    },
    deps,
    { business: answerBy - 8_000, customer: answerBy - 500 },
    "manage",
  );
  if (cancelled.kind === "not-recorded") return json(503, { error: m.cancelNotRecorded, notRecorded: true });
  if (cancelled.kind === "already")
    return json(409, {
      error: m.alreadyCancelled,
      ...view({ ...loaded, cancellation: cancelled.cancellation }, deps),
    });
  return json(200, {
    ...view({ ...loaded, cancellation: cancelled.cancellation }, deps),
    ...(cancelled.customerTold ? {} : { warning: m.cancelMailFailed }),
  });
}

async function change(loaded: Loaded, asked: unknown, request: Request, deps: ManageDeps, answerBy: number) {
  const { trip } = loaded;
  const r = trip.request;
  const m = messages[r.locale];
  const now = deps.now();
  if (loaded.cancellation) return json(409, { error: m.alreadyCancelled, ...view(loaded, deps) });
  if (now.getTime() >= changeDeadline(trip)) return json(409, { error: m.tooLateToChange, ...view(loaded, deps) });
  if (loaded.change) return json(409, { error: m.changePending, ...view(loaded, deps) });
  // The booking schema judges the new date, time and places exactly as it judged the request.
  const parsed = parseChange(trip, asked, now, { passengers: false });
  if (!parsed.success)
    return json(400, {
      error: m.invalidChange,
      errors: fieldErrors(parsed.error.issues),
    });
  const b = parsed.data;
  if (
    b.datePriseEnCharge === r.date &&
    b.heurePriseEnCharge === r.time &&
    b.lieuDepart === r.from &&
    b.lieuArrivee === r.to
  )
    return json(400, { error: m.nothingChanged });

  const reference = await uniqueReference(now, deps.references, deps.drawReference);
  // The operator sees the grid's fare for the new route; the price agreed decides: at it or below, the change is
  // confirmed at once; above it, the customer is asked to accept the new price (src/lib/price.ts).
  const sealed = sealedChange(trip, b, reference, now);
  const pending: PendingChange = {
    state: "done",
    at: now.toISOString(),
    reference,
    date: b.datePriseEnCharge,
    time: b.heurePriseEnCharge,
    from: b.lieuDepart,
    to: b.lieuArrivee,
  };
  try {
    const claim = await deps.stores.changes.claim(r.reference, pending);
    if (!claim.claimed)
      return json(409, {
        error: m.changePending,
        ...view({ ...loaded, change: claim.existing }, deps),
      });
  } catch (error) {
    console.error(`[manage] ${r.reference}: change not recorded, nothing sent`, error);
    return json(503, { error: m.store });
  }
  const links = confirmationLinks(deps.linkOrigin(request), sealed, deps.secret ?? "");
  const business = await deps.mailer.send(changeRequestEmail(sealed, links, deps.inbox), {
    deadline: answerBy - 8_000,
  });
  if (!business.ok && !business.error.uncertain) {
    await deps.stores.changes
      .release(r.reference)
      .catch((error) => console.error(`[manage] ${r.reference}: release failed`, error));
    console.error(`[manage] ${r.reference} change request NOT SENT (${business.error.reason}); the customer may retry`);
    return json(502, { error: m.notSent });
  }
  if (!business.ok) {
    console.error(
      `[manage] ${r.reference} change request ${reference} UNCERTAIN (${business.error.reason}); not resent. Asked: ${b.datePriseEnCharge} ${b.heurePriseEnCharge}, ${b.lieuDepart} → ${b.lieuArrivee}`,
    );
    return json(202, {
      error: m.uncertain,
      uncertain: true,
      ...view({ ...loaded, change: pending }, deps),
    });
  }
  const ack: MailMessage = changeReceivedEmail(sealed);
  const acknowledged = await deps.mailer.send(ack, {
    deadline: answerBy - 500,
  });
  if (!acknowledged.ok)
    console.error(
      `[manage] ${r.reference}: change acknowledgement to the customer failed (${acknowledged.error.reason})`,
    );
  console.info(`[manage] ${r.reference} change asked (${reference})`);
  return json(200, view({ ...loaded, change: pending }, deps));
}

async function unsubscribe(link: ManageLink, deps: ManageDeps): Promise<Response> {
  const m = messages[link.locale];
  try {
    await deps.stores.optOuts.add(await optOutKey(link.email));
  } catch (error) {
    console.error(`[manage] ${link.reference}: opt-out NOT RECORDED`, error);
    return json(503, { error: m.store });
  }
  console.info(`[manage] ${link.reference}: no more marketing-like messages to this customer`);
  return json(200, { unsubscribed: true, locale: link.locale });
}
