import { vi } from "vitest";
import { bookingSchema } from "../../src/lib/booking/schema";
import { parisToUtc } from "../../src/lib/paris-time";
import { openRecord } from "../../src/server/booking/open";
import { getBookingStore } from "../../src/server/booking/store";
import { bookingReference, getReferenceStore } from "../../src/server/kernel/reference";
import { LOCAL_LINK_SECRET } from "../../src/server/kernel/links/seal";
import { handleConfirm } from "../../src/server/operator/answer";
import { handleTripPage, type TripPageDeps } from "../../src/server/operator/trip-page";
import { settlementOf } from "../../src/server/operator/settlement-of";
import { bookingPaymentLink, sealPaymentLink } from "../../src/server/payment/link";
import { type ExpiryDeps, handleExpireProposals } from "../../src/server/proposal/expiry";
import { handleProposal } from "../../src/server/proposal/reply";
import { proposalDeadline, sealProposal } from "../../src/server/proposal/token";
import { type SealedRequest, sealedRequestOf, sealRequest } from "../../src/server/request/sealed-request";
import type { SettlementDeps } from "../../src/server/settlement/dependencies";
import { handlePaymentPage, type PaymentPageDeps } from "../../src/server/settlement/payment-page";
import { handleSettleRides, type SettleJobDeps } from "../../src/server/settlement/settle-job";
import { handleManage } from "../../src/server/trip/manage";
import { manageToken } from "../../src/server/trip/manage-link";
import { sealOperatorTrip } from "../../src/server/trip/operator-link";
import { removalOf, type Trip } from "../../src/server/trip/store";
import { confirmDeps, manageDeps, proposalDeps, sharedStores, type TestMailer } from "./answer-fixtures";
import { memoryMailer, validBooking } from "./booking-fixtures";

/**
 * Every page and job that acts on a booking, built as production builds them (the stores from their production
 * getters, on this file's embedded Redis; Stripe's calls to this file's stand-in), sharing one mailer and the test's
 * clock: `Date` as `at()` sets it (only the date is faked, timers run), which the Stripe stand-in in this process reads
 * too. Each call posts what the page's browser posts and returns its status and JSON.
 */
export const SECRET = LOCAL_LINK_SECRET;
export const ORIGIN = "http://localhost:3000";
const RETENTION = 30;

const drawn = new Set<string>();

/**
 * A booking reference not drawn before in this file. Production claims each for months; here each test empties the
 * store, and four random characters a day would come again among a file's hundreds of bookings, with their Stripe
 * idempotency keys, which the stand-in keeps for the whole file.
 */
export function freshReference(now: Date = new Date()): string {
  for (;;) {
    const reference = bookingReference(now);
    if (!drawn.has(reference)) {
      drawn.add(reference);
      return reference;
    }
  }
}

/** The test's clock: every page, job and the Stripe stand-in read it. */
export function at(iso: string): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

export type Answer = { status: number; body: Record<string, any> };

function post(path: string, body: unknown): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "x-real-ip": "203.0.113.9" },
    body: JSON.stringify(body),
  });
}

async function answered(response: Promise<Response>): Promise<Answer> {
  const r = await response;
  return { status: r.status, body: (await r.json()) as Record<string, any> };
}

export function bookingPages(mailer: TestMailer = memoryMailer()) {
  const stores = sharedStores();
  const now = () => new Date();
  const confirm = confirmDeps({ now, mailer }, stores);
  const trip: TripPageDeps = { ...confirm, references: getReferenceStore(), drawReference: freshReference };
  const proposal = proposalDeps(stores, { now, mailer });
  const manage = manageDeps(stores, { now, mailer });
  const settlement: SettlementDeps = settlementOf(confirm, ORIGIN);
  const payment: PaymentPageDeps = { ...confirm, bookings: stores.bookings, settlement };
  const expiry: ExpiryDeps = {
    bookings: stores.bookings,
    index: stores.proposalIndex,
    openRequests: stores.openRequests,
    stores: stores.trips,
    mailer,
    secret: SECRET,
    cronSecret: null,
    inbox: confirm.inbox,
    siteOrigin: confirm.siteOrigin,
    now,
  };
  const settle: SettleJobDeps = { ...settlement, cronSecret: null };
  const job = (path: string) => new Request(`${ORIGIN}${path}`);
  return {
    stores,
    mailer,
    deps: { confirm, trip, proposal, manage, settlement, payment, expiry, settle },
    confirm: (body: unknown) => answered(handleConfirm(post("/api/confirm", body), confirm)),
    proposal: (body: unknown) => answered(handleProposal(post("/api/proposal", body), proposal)),
    manage: (body: unknown) => answered(handleManage(post("/api/manage", body), manage)),
    trip: (body: unknown) => answered(handleTripPage(post("/api/trip", body), trip)),
    payment: (body: unknown) => answered(handlePaymentPage(post("/api/payment", body), payment)),
    lapseJob: () => answered(handleExpireProposals(job("/api/expire-proposals"), expiry)),
    settleJob: () => answered(handleSettleRides(job("/api/settle-rides"), settle)),
  };
}

export type BookingPages = ReturnType<typeof bookingPages>;

/** A booking's request as the booking function seals it: the airport ride of 3 December at 06:15, 35 € at the grid. */
export function sealedBooking(
  reference: string,
  options: { booked: boolean; mode?: "prepaid" | "guarantee"; company?: boolean; receivedAt?: string },
): SealedRequest {
  const booking = bookingSchema.parse(
    validBooking({
      ...(options.booked ? { engagement: "reservation", tarifAccepte: 35, paiement: options.mode ?? "guarantee" } : {}),
      datePriseEnCharge: "2026-12-03",
      typeDeplacementProfessionnel: Boolean(options.company),
      ...(options.company ? { societe: "Atelier Loire SAS", adresseSociete: "3 quai de la Fosse, 44000 Nantes" } : {}),
    }),
  );
  return sealedRequestOf(booking, reference, new Date(options.receivedAt ?? "2026-11-28T09:00:00Z"), 35);
}

export const pickupOfSealed = (sealed: SealedRequest) => parisToUtc(sealed.date, sealed.time).getTime();

/** The links each page is opened with, sealed as production seals them. */
export const tokens = {
  confirm: (sealed: SealedRequest) => sealRequest(sealed, SECRET),
  proposal: (sealed: SealedRequest, price: number, proposedAt: string) =>
    sealProposal({ request: sealed, price, proposedAt, expiresAt: proposalDeadline(sealed) }, SECRET),
  manage: (trip: Trip) => manageToken(trip, SECRET, RETENTION),
  operator: (trip: Trip) =>
    sealOperatorTrip({ reference: trip.request.reference, expiresAt: removalOf(trip, RETENTION) }, SECRET),
  /** The payment step of the customer's act: the fare to pay now, or a card to keep. */
  booking: (sealed: SealedRequest, mode: "prepaid" | "guarantee", cents: number) =>
    bookingPaymentLink(sealed, mode, cents, SECRET),
  /** A payment link sent by e-mail for what a card could not pay (a fee, a ride). */
  due: (sealed: SealedRequest, what: "fee" | "ride", cents: number) =>
    sealPaymentLink(
      {
        reference: sealed.reference,
        act: "due",
        mode: sealed.payment ?? "guarantee",
        label: what === "fee" ? "Frais" : "Course",
        amount: cents,
        locale: sealed.locale,
        email: sealed.email,
        name: `${sealed.firstName} ${sealed.lastName}`,
        date: sealed.date,
        time: sealed.time,
        from: sealed.from,
        to: sealed.to,
        dueAct: what,
        expiresAt: pickupOfSealed(sealed) + 30 * 86_400_000,
      },
      SECRET,
    ),
};

/** Opens a booking's record as the booking function does when its request arrives. */
export function open(sealed: SealedRequest) {
  return openRecord(getBookingStore(), sealed, new Date(sealed.receivedAt));
}
