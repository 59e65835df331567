import type { BookingDeps } from "../../src/server/request/handler";
import { estimateFare } from "../../src/lib/fares";
import { humanHeaders } from "./botid-stand-in";
import { localBotCheck } from "../../src/server/kernel/guards/bot";
import { LOCAL_LINK_SECRET } from "../../src/server/kernel/links/seal";
import { parseEnv } from "../../src/server/kernel/env";
import { getIdempotencyStore } from "../../src/server/request/idempotency";
import type { Mailer, MailMessage } from "../../src/server/mail";
import { allowedOrigins } from "../../src/server/kernel/guards/allowed-origins";
import { gazetteerProvider } from "../../src/server/places/gazetteer";
import type { PlacesDeps } from "../../src/server/places/index";
import { memoryLimiter, type Limiter } from "../../src/server/kernel/limits/rate-limit";
import { bookingReference, getReferenceStore } from "../../src/server/kernel/reference";
import { ok } from "../../src/server/kernel/result";
import { openGate } from "../../src/server/kernel/store/ceiling";
import { getOpenRequests } from "../../src/server/request/open-requests";
import { getProposalIndex } from "../../src/server/proposal/open-proposals";
import { getBookingStore } from "../../src/server/booking/store";

export const NOW = new Date("2026-11-22T10:00:00Z");

export function validBooking(overrides: Record<string, unknown> = {}) {
  return {
    prenom: "Anne",
    nom: "Lemaire",
    telephone: "06 12 34 56 78",
    email: "anne.lemaire@exemple.fr",
    datePriseEnCharge: "2026-12-03",
    heurePriseEnCharge: "06:15",
    lieuDepart: "12 rue Crébillon, 44000 Nantes",
    lieuArrivee: "Aéroport Nantes Atlantique",
    typeDeplacementProfessionnel: true,
    nombrePassagers: "2",
    numeroVolTrain: "AF1234",
    informationsSupplementaires: "Deux valises.\nMerci !",
    consentementRgpd: true,
    ...overrides,
  };
}

/**
 * A booking at the fare the form shows for this trip (the customer's own act binds him; the operator only confirms),
 * or, for a « sur devis » trip, the request the form would send. `engagement` in the overrides wins.
 */
export function bookedAtFare(overrides: Record<string, unknown> = {}) {
  const booking = validBooking(overrides);
  if ("engagement" in overrides) return booking;
  const fare = estimateFare({
    from: booking.lieuDepart as string,
    to: booking.lieuArrivee as string,
    date: booking.datePriseEnCharge as string,
    time: booking.heurePriseEnCharge as string,
    passengers: booking.nombrePassagers as string,
  });
  // Paid as the operator's settings allow: on a kept card unless the overrides choose another way.
  return fare.kind === "fare"
    ? { ...booking, engagement: "reservation", tarifAccepte: fare.amount, paiement: "guarantee", ...overrides }
    : booking;
}

/** The client-address headers Vercel's edge writes (and overwrites) on every request it forwards. */
export function fromIp(ip: string): Record<string, string> {
  return { "x-real-ip": ip, "x-forwarded-for": ip, "x-vercel-forwarded-for": ip };
}

/** A request as the form sends it: BotID's challenge header included (the local mode ignores it). */
/**
 * A POST to the booking function. Each call is a request of its own, as two visitors' are (its own idempotency key,
 * since every test file's store is shared by its tests); a test of repeats passes the same key, or `""` for none.
 */
export function bookingRequest(body: unknown, headers: Record<string, string> = {}): Request {
  const key = headers["idempotency-key"] ?? `test-${crypto.randomUUID()}`;
  const { "idempotency-key": _key, ...rest } = headers;
  return new Request("http://localhost:3000/api/booking", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...humanHeaders,
      ...fromIp("203.0.113.7"),
      ...(key ? { "idempotency-key": key } : {}),
      ...rest,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Records sent messages in memory; tests that need real files or SendGrid use those mailers instead. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    name: "memory",
    sent,
    async send(message) {
      sent.push(message);
      return ok({ id: String(sent.length) });
    },
  };
}

const origins = allowedOrigins(parseEnv({}));

export type TestBookingDeps = BookingDeps & { background: Promise<unknown>[] };

/** Booking dependencies for one test; work deferred after the answer is collected in `background`. */
export function deps(overrides: Partial<BookingDeps> = {}, limiter?: Limiter): TestBookingDeps {
  const background: Promise<unknown>[] = [];
  return {
    botCheck: localBotCheck,
    limiter: limiter ?? memoryLimiter({ requests: 100, windowMs: 60_000 }),
    ceiling: memoryLimiter({ requests: 1000, windowMs: 60_000 }),
    acknowledgementLimiter: memoryLimiter({ requests: 100, windowMs: 60_000 }),
    acknowledgementDomainLimiter: memoryLimiter({ requests: 1000, windowMs: 60_000 }),
    acknowledgementCeiling: memoryLimiter({ requests: 1000, windowMs: 60_000 }),
    // The stores production uses, on this test file's embedded Redis (tests/support/setup.ts).
    references: getReferenceStore(),
    drawReference: bookingReference,
    store: getIdempotencyStore(),
    mailer: memoryMailer(),
    inbox: "reservations-test@vtc-premium-nantes.fr",
    origins,
    localOrigins: true,
    now: () => NOW,
    defer: (work) => background.push(work),
    linkSecret: LOCAL_LINK_SECRET,
    linkOrigin: () => "http://localhost:3000",
    siteOrigin: "https://www.vtc-premium-nantes.fr",
    openRequests: getOpenRequests(),
    bookings: getBookingStore(),
    ...overrides,
    background,
  };
}

/** What the operator's day reads beside the trips: requests and proposals still open. */
export function openItems() {
  return { openRequests: getOpenRequests(), proposals: getProposalIndex() };
}

/** Waits for what the handler deferred (the acknowledgement), as Vercel's waitUntil would. */
export async function settled(d: TestBookingDeps): Promise<void> {
  while (d.background.length) await Promise.all(d.background.splice(0));
}

export function placesDeps(overrides: Partial<PlacesDeps> = {}): PlacesDeps {
  return {
    botCheck: localBotCheck,
    limiter: memoryLimiter({ requests: 10, windowMs: 60_000 }),
    storeGate: openGate,
    google: null,
    fallback: gazetteerProvider,
    origins,
    localOrigins: true,
    ...overrides,
  };
}
