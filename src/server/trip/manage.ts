import { alertLater, tripSummary } from "../alerts/index.js";
import { dayText, parisToUtc } from "../../lib/paris-time.js";
import { getOpenRequests, type OpenRequests } from "../request/open-requests.js";
import { sealRequest } from "../request/sealed-request.js";
import { fieldErrors } from "../../lib/booking/schema.js";
import { pageTrip, performLogged } from "../booking/act.js";
import { factsOf } from "../booking/facts.js";
import { arrivalViewOf } from "../booking/views.js";
import { openRecord } from "../booking/open.js";
import type { BookingRecord } from "../booking/record.js";
import { offers } from "../booking/states.js";
import { type BookingStore, getBookingStore } from "../booking/store.js";
import { cancellationOf, noShowOf } from "../booking/views.js";
import { sha256 } from "../kernel/hash.js";
import { json } from "../kernel/http.js";
import {
  type GatedRequest,
  type LinkDeps,
  linkDeps,
  linkEndpoint,
  opensEvenExpired,
} from "../kernel/links/endpoint.js";
import { bookingReference, getReferenceStore, type ReferenceStore, uniqueReference } from "../kernel/reference.js";
import { getMailer, type Mailer, type MailMessage } from "../mail/index.js";
import { mailboxOf } from "../mail/mailbox.js";
import { confirmationLinks, shownTrip } from "../request/sealed-request.js";
import { cancelTrip } from "./cancel.js";
import { parseChange, sealedChange } from "./change-request.js";
import { changeReceivedEmail, changeRequestEmail } from "./emails/change.js";
import { type PaymentLine, paymentText } from "./emails/payment-rows.js";
import { cancellationFee, changeDeadline, feeSteps } from "./fees.js";
import { type ManageLink, openManage } from "./manage-link.js";
import { manageAnswersText as messages } from "./manage-answers.text.js";
import { paymentLineFor } from "./payment-line.js";
import { getTripStores, pickupOf, retentionDays, type Trip, type TripStores } from "./store.js";

export type ManageDeps = LinkDeps & {
  bookings: BookingStore;
  stores: TripStores;
  references: ReferenceStore;
  drawReference: (now: Date) => string;
  mailer: Mailer;
  retention: number;
  /** The requests awaiting the operator's answer: a change asked for is one (his console answers it). */
  openRequests: OpenRequests;
};

export function defaultManageDeps(): ManageDeps {
  return {
    ...linkDeps("manage"),
    bookings: getBookingStore(),
    stores: getTripStores(),
    references: getReferenceStore(),
    drawReference: bookingReference,
    mailer: getMailer(),
    retention: retentionDays(),
    openRequests: getOpenRequests(),
  };
}

type Loaded = {
  trip: Trip;
  record: BookingRecord | null;
  unsubscribed: boolean;
  /** How it is paid, with the payment page's link while something is still to do online. */
  payment?: PaymentLine;
};

/**
 * POST /api/manage {token, action: "view" | "cancel" | "change" | "unsubscribe", …}: the customer's
 * « Gérer ma réservation ». The token only names a trip; everything shown or done comes from its booking's record,
 * and what the page offers is what the booking's state allows (docs/decisions/200-booking-state.md). A cancellation
 * moves the state before any e-mail leaves; a change is a new request to the operator, the booking standing until he
 * answers (docs/decisions/110-trips.md).
 */
export function handleManage(request: Request, deps: ManageDeps = defaultManageDeps()): Promise<Response> {
  return endpoint(request, deps);
}

const endpoint = linkEndpoint("manage", (locale) => messages[locale], opensEvenExpired(openManage), pipeline);

async function pipeline(gated: GatedRequest<(typeof messages)["fr"]>, deps: ManageDeps) {
  const { request, body, secret, answerBy } = gated;
  let m = gated.m;
  const { token, action } = body;
  const opened = openManage(token, secret, deps.now().getTime());
  if (!opened.ok) {
    if (opened.error.kind === "expired")
      return json(410, { error: messages[opened.error.link.locale].gone, gone: true });
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
  const [trip, record, unsubscribed] = await Promise.all([
    deps.stores.trips.get(link.reference),
    deps.bookings.get(link.reference),
    deps.stores.optOuts.has(await optOutKey(link.email)),
  ]);
  // The record decides; a link for another address than the trip's names nothing.
  if (!trip || trip.request.email !== link.email) return null;
  const payment = paymentLineFor(trip.request, trip.price, record, secret, origin);
  return { trip, record, unsubscribed, ...(payment ? { payment } : {}) };
}

const optOutKey = (email: string) => sha256(mailboxOf(email).mailbox);

/** What the page shows: the trip as booked, where it stands, what cancelling costs now, what can still be done. */
function view(loaded: Loaded, deps: ManageDeps) {
  const { trip, record, unsubscribed } = loaded;
  const r = trip.request;
  const now = deps.now().getTime();
  const facts = factsOf(record, r, pickupOf(trip));
  const can = offers("customer", facts, now, "manage");
  const cancellation = cancellationOf(record, trip.sequence);
  const noShow = noShowOf(record);
  const fee = can.includes("cancel") ? cancellationFee(trip, now, record) : null;
  const arrival = arrivalViewOf(record, r, pickupOf(trip));
  // A pickup moved with a late arrival is still ahead after the agreed time: the booking is not « past » before it.
  const movedAhead = record?.arrival?.pickup !== undefined && now < record.arrival.pickup && !noShow;
  const state = cancellation ? "cancelled" : fee || movedAhead ? "booked" : "past";
  const pending = record?.pendingChange;
  return {
    trip: { ...shownTrip(r), price: trip.price, changed: trip.sequence > 0 },
    state,
    offers: can,
    ...(cancellation
      ? {
          cancellation: {
            at: cancellation.at,
            feePercent: cancellation.feePercent,
            fee: cancellation.fee,
            by: cancellation.by,
            ...(cancellation.reason ? { reason: cancellation.reason } : {}),
          },
        }
      : {}),
    ...(noShow ? { noShow } : {}),
    ...(fee ? { fee } : {}),
    // What cancelling costs from now on, never a deadline already past (src/lib/fee-schedule.ts).
    schedule: feeSteps(trip, now, record).map((step) => ({
      percent: step.percent,
      until: step.until === null ? null : new Date(step.until).toISOString(),
    })),
    deadlines: {
      change: new Date(changeDeadline(trip)).toISOString(),
      pickup: new Date(pickupOf(trip)).toISOString(),
    },
    canChange: can.includes("ask-change"),
    ...(pending && !cancellation
      ? {
          pendingChange: { at: pending.at, date: pending.date, time: pending.time, from: pending.from, to: pending.to },
        }
      : {}),
    unsubscribed,
    // The flight or train the pickup waits for, and the pickup it moved to (docs/decisions/250-arrivals-followed.md).
    ...(arrival && !cancellation ? { arrival } : {}),
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
  const m = messages[trip.request.locale];
  const cancelled = await cancelTrip(
    trip,
    {
      by: "customer",
      shown,
      fee: (record) =>
        cancellationFee(trip, deps.now().getTime(), record) ?? { percent: 100, amount: record.price, grace: false },
    },
    { ...deps, bookings: deps.bookings },
    { business: answerBy - 8_000, customer: answerBy - 500 },
    "manage",
  );
  if (cancelled.kind === "not-recorded") return json(503, { error: m.cancelNotRecorded, notRecorded: true });
  if (cancelled.kind === "refused") {
    const now = { ...loaded, record: cancelled.record };
    if (cancelled.refusal === "fee-changed")
      return json(409, { error: m.feeChanged, feeChanged: true, ...view(now, deps) });
    if (cancelled.record?.state === "cancelled-by-customer" || cancelled.record?.state === "cancelled-by-operator")
      return json(409, { error: m.alreadyCancelled, ...view(now, deps) });
    return json(409, { error: m.pickupPassed, ...view(now, deps) });
  }
  alertLater({
    kind: "cancelled",
    reference: trip.request.reference,
    pickup: pickupOf(trip),
    summary: tripSummary(trip.request),
  });
  return json(200, {
    ...view({ ...loaded, record: cancelled.record }, deps),
    ...(cancelled.customerTold ? {} : { warning: m.cancelMailFailed }),
  });
}

async function change(loaded: Loaded, asked: unknown, request: Request, deps: ManageDeps, answerBy: number) {
  const { trip } = loaded;
  const r = trip.request;
  const m = messages[r.locale];
  const now = deps.now();
  // The booking schema judges the new date, time and places exactly as it judged the request.
  const parsed = parseChange(trip, asked, now, { passengers: false });
  if (!parsed.success) return json(400, { error: m.invalidChange, errors: fieldErrors(parsed.error.issues) });
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
  const pending = {
    reference,
    at: now.toISOString(),
    date: b.datePriseEnCharge,
    time: b.heurePriseEnCharge,
    from: b.lieuDepart,
    to: b.lieuArrivee,
  };
  const asking = await performLogged(
    {
      ...pageTrip(deps.bookings, loaded),
      act: "ask-change",
      actor: "customer",
      now,
      write: () => ({ set: { pendingChange: JSON.stringify(pending) } }),
    },
    `[manage] ${r.reference}: change not recorded, nothing sent`,
  );
  if (!asking) return json(503, { error: m.store });
  if (!asking.ok) {
    const now2 = { ...loaded, record: asking.record };
    const state = asking.record?.state;
    const error =
      state === "cancelled-by-customer" || state === "cancelled-by-operator"
        ? m.alreadyCancelled
        : asking.refusal === "change-pending"
          ? m.changePending
          : m.tooLateToChange;
    return json(409, { error, ...view(now2, deps) });
  }
  const links = confirmationLinks(deps.linkOrigin(request), sealed, deps.secret ?? "");
  const business = await deps.mailer.send(changeRequestEmail(sealed, links, deps.inbox), {
    deadline: answerBy - 8_000,
  });
  if (!business.ok && !business.error.uncertain) {
    // Nothing left: the change is withdrawn (only if nothing else moved the booking since), and may be asked again.
    await deps.bookings
      .move([
        {
          reference: r.reference,
          from: ["confirmed"],
          expect: asking.record.v,
          set: { act: "ask-change-withdrawn" },
          del: ["pendingChange"],
        },
      ])
      .catch((error) => console.error(`[manage] ${r.reference}: the change could not be withdrawn`, error));
    console.error(`[manage] ${r.reference} change request NOT SENT (${business.error.reason}); the customer may retry`);
    return json(502, { error: m.notSent });
  }
  // Its own record, so that its answer is given once (the operator's answer opens it if this fails); its sealed
  // request among the open ones, so that his console can answer it as his e-mail's link does.
  await openRecord(deps.bookings, sealed, now).catch((error) =>
    console.error(`[manage] ${reference}: the change's record is not opened yet`, error),
  );
  if (deps.secret)
    await deps.openRequests
      .add(reference, parisToUtc(sealed.date, sealed.time).getTime(), sealRequest(sealed, deps.secret))
      .catch((error) =>
        console.error(`[manage] ${reference}: the change is not listed among the open requests`, error),
      );
  alertLater({
    kind: "change-requested",
    reference: r.reference,
    pickup: pickupOf(trip),
    detail: `${reference}\u00a0: ${dayText(pending.date)} à ${pending.time}`,
    summary: tripSummary(sealed),
  });
  const after = { ...loaded, record: asking.record };
  if (!business.ok) {
    console.error(
      `[manage] ${r.reference} change request ${reference} UNCERTAIN (${business.error.reason}); not resent.`,
    );
    return json(202, { error: m.uncertain, uncertain: true, ...view(after, deps) });
  }
  const ack: MailMessage = changeReceivedEmail(sealed);
  const acknowledged = await deps.mailer.send(ack, { deadline: answerBy - 500 });
  if (!acknowledged.ok)
    console.error(
      `[manage] ${r.reference}: change acknowledgement to the customer failed (${acknowledged.error.reason})`,
    );
  console.info(`[manage] ${r.reference} change asked (${reference})`);
  return json(200, view(after, deps));
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
