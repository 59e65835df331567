import { expect } from "vitest";
import { handleBooking } from "../../src/server/request/handler";
import { type ConfirmDeps, handleConfirm } from "../../src/server/operator/answer";
import { LOCAL_LINK_SECRET } from "../../src/server/kernel/links/seal";
import { parseEnv } from "../../src/server/kernel/env";
import type { Mailer, MailMessage } from "../../src/server/mail";
import { allowedOrigins } from "../../src/server/kernel/guards/allowed-origins";
import { handleProposal, type ProposalDeps } from "../../src/server/proposal/reply";
import { getProposalIndex } from "../../src/server/proposal/open-proposals";
import { memoryLimiter } from "../../src/server/kernel/limits/rate-limit";
import { openGate } from "../../src/server/kernel/store/ceiling";
import { getTripStores } from "../../src/server/trip/store";
import { getOpenRequests } from "../../src/server/request/open-requests";
import { getBookingStore } from "../../src/server/booking/store";
import { handleManage, type ManageDeps } from "../../src/server/trip/manage";
import { bookingReference, getReferenceStore } from "../../src/server/kernel/reference";
import { bookedAtFare, bookingRequest, deps as bookingDeps, memoryMailer, NOW } from "./booking-fixtures";

export const INBOX = "reservations-test@vtc-premium-nantes.fr";
export const SITE = "https://www.vtc-premium-nantes.fr";

/**
 * Books through the real booking pipeline and returns the token of the business e-mail's confirm link: a booking at
 * the grid's fare unless the overrides say `engagement: "demande"` (or the trip is « sur devis »).
 */
export async function bookAndGetToken(
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; business: MailMessage }> {
  const mailer = memoryMailer();
  const response = await handleBooking(bookingRequest(bookedAtFare(overrides)), bookingDeps({ mailer }));
  expect(response.status).toBe(200);
  const business = mailer.sent.find((m) => m.kind === "business")!;
  const link = /http:\/\/localhost:3000\/confirmer#(v1\.[A-Za-z0-9_-]+)/.exec(business.text);
  expect(link, "confirm link in the business e-mail").not.toBeNull();
  return { token: link![1]!, business };
}

/**
 * One shared state for the operator's and the customer's functions, as Upstash gives both on Vercel: the stores
 * production uses, on this test file's embedded Redis (emptied before each test, tests/support/setup.ts).
 */
export function sharedStores() {
  return {
    bookings: getBookingStore(),
    proposalIndex: getProposalIndex(),
    trips: getTripStores(),
    openRequests: getOpenRequests(),
  };
}

export type TestMailer = Mailer & { sent: MailMessage[] };

export function confirmDeps(
  overrides: Partial<ConfirmDeps> = {},
  stores = sharedStores(),
): ConfirmDeps & { mailer: TestMailer } {
  return {
    limiter: memoryLimiter({ requests: 100, windowMs: 60_000 }),
    ...stores,
    mailer: memoryMailer(),
    secret: LOCAL_LINK_SECRET,
    ceiling: openGate,
    inbox: INBOX,
    siteOrigin: SITE,
    linkOrigin: () => "http://localhost:3000",
    origins: allowedOrigins(parseEnv({})),
    localOrigins: true,
    retention: 30,
    now: () => new Date(NOW.getTime() + 3_600_000),
    ...overrides,
  } as ConfirmDeps & { mailer: TestMailer };
}

export function proposalDeps(
  stores: ReturnType<typeof sharedStores>,
  overrides: Partial<ProposalDeps> = {},
): ProposalDeps & { mailer: TestMailer } {
  return {
    limiter: memoryLimiter({ requests: 100, windowMs: 60_000 }),
    bookings: stores.bookings,
    index: stores.proposalIndex,
    trips: stores.trips,
    retention: 30,
    linkOrigin: () => "http://localhost:3000",
    mailer: memoryMailer(),
    secret: LOCAL_LINK_SECRET,
    ceiling: openGate,
    inbox: INBOX,
    siteOrigin: SITE,
    origins: allowedOrigins(parseEnv({})),
    localOrigins: true,
    now: () => new Date(NOW.getTime() + 7_200_000),
    ...overrides,
  } as ProposalDeps & { mailer: TestMailer };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-real-ip": "203.0.113.9",
      origin: "http://localhost:3000",
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

export type Answer = { status: number; body: Record<string, any> };

export async function callConfirm(d: ConfirmDeps, body: unknown): Promise<Answer> {
  const response = await handleConfirm(post("/api/confirm", body), d);
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

export async function callProposal(
  d: ProposalDeps,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  // Accepting says how he pays (a kept card unless the test says otherwise), as the page asks him to.
  const b = (typeof body === "object" && body !== null ? body : {}) as { action?: unknown; payment?: unknown };
  const sent = b.action === "accept" && b.payment === undefined ? { ...b, payment: "guarantee" } : body;
  const response = await handleProposal(post("/api/proposal", sent, headers), d);
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

/** The accept link's token in a proposal e-mail, and the decline link's. */
export function proposalTokens(message: MailMessage): { accept: string; decline: string; page: string } {
  const accept = /(http:\/\/localhost:3000(\/proposition|\/en\/proposal))#accept\.(v1\.[\w-]+)/.exec(message.text);
  const decline = /http:\/\/localhost:3000(?:\/proposition|\/en\/proposal)#decline\.(v1\.[\w-]+)/.exec(message.text);
  expect(accept, "accept link in the proposal").not.toBeNull();
  expect(decline, "decline link in the proposal").not.toBeNull();
  return { accept: accept![3]!, decline: decline![1]!, page: accept![2]! };
}

/** The customer's « Gérer ma réservation » function over the same stores as the operator's. */
export function manageDeps(
  stores: ReturnType<typeof sharedStores>,
  overrides: Partial<ManageDeps> = {},
): ManageDeps & { mailer: TestMailer } {
  const d = {
    limiter: memoryLimiter({ requests: 100, windowMs: 60_000 }),
    bookings: stores.bookings,
    stores: stores.trips,
    references: getReferenceStore(),
    drawReference: bookingReference,
    mailer: memoryMailer(),
    secret: LOCAL_LINK_SECRET,
    ceiling: openGate,
    inbox: INBOX,
    siteOrigin: SITE,
    linkOrigin: () => "http://localhost:3000",
    origins: allowedOrigins(parseEnv({})),
    localOrigins: true,
    retention: 30,
    now: () => new Date(NOW.getTime() + 7_200_000),
    ...overrides,
  } as ManageDeps & { mailer: TestMailer };
  return d;
}

export async function callManage(d: ManageDeps, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await handleManage(post("/api/manage", body, headers), d);
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

/** The manage link's token in a proof or a reminder. */
export function manageToken(message: MailMessage): string {
  const link = /http:\/\/localhost:3000\/(?:ma-reservation|en\/my-booking)#(v1\.[\w-]+)/.exec(message.text);
  expect(link, "manage link").not.toBeNull();
  return link![1]!;
}
