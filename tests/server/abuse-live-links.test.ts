import { format } from "node:util";
import { expect, test, vi } from "vitest";
import { memoryLimiter } from "../../src/server/kernel/limits/rate-limit";
import { LOCAL_LINK_SECRET } from "../../src/server/kernel/links/seal";
import { err, ok } from "../../src/server/kernel/result";
import { openGate } from "../../src/server/kernel/store/ceiling";
import type { Mailer, MailMessage } from "../../src/server/mail";
import { handleBooking } from "../../src/server/request/handler";
import { perform } from "../../src/server/booking/act";
import { takeFee } from "../../src/server/settlement/money-acts";
import { handleReviews } from "../../src/server/trip/jobs";
import { handleUnsubscribe } from "../../src/server/trip/unsubscribe";
import {
  callConfirm,
  callManage,
  callProposal,
  confirmDeps,
  INBOX,
  manageDeps,
  manageToken,
  proposalDeps,
  proposalTokens,
  SITE,
  sharedStores,
} from "../support/answer-fixtures";
import {
  bookedAtFare,
  bookingRequest,
  deps as bookingDeps,
  memoryMailer,
  settled,
  validBooking,
} from "../support/booking-fixtures";
import { rideOnKeptCard } from "../support/settlement-fixtures";
import { useStripeStandIn } from "../support/stripe-stand-in";

/**
 * Issue 40: a link that acts (confirm, manage, pay, the operator's trip page) is a capability. It rides in a
 * fragment, which no request or access log carries; it must not reach a log line, nor ride in a query.
 */
const stripe = useStripeStandIn();

/** A sealed token (src/server/kernel/links/seal.ts: `v1.` then base64url), and a link path carrying one. */
const TOKEN = /v1\.[\w-]{16,}/;
const LINK_WITH_TOKEN =
  /\/(?:confirmer|ma-reservation|en\/my-booking|paiement|en\/payment|course|proposition|en\/proposal)#[\w.-]*v1\.|[?&]t=v1\./;

type Fault = "refused" | "uncertain";

/** A mailer that records every message and fails the kinds named, as SendGrid can. */
function failing(faults: Partial<Record<MailMessage["kind"], Fault>>): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    name: "failing",
    sent,
    async send(message) {
      sent.push(message);
      const fault = faults[message.kind];
      if (!fault) return ok({ id: String(sent.length) });
      return err({
        provider: "sendgrid",
        reason: fault === "uncertain" ? "no answer within 10 s" : "status 400",
        uncertain: fault === "uncertain",
      });
    },
  };
}

/** Everything the flows write to the console, each call as one line the way Node prints it. */
function captureConsole(): () => string[] {
  const lines: string[] = [];
  for (const level of ["error", "warn", "info", "log"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(format(...args));
    });
  return () => lines;
}

async function request(body: Record<string, unknown>, stores = sharedStores()) {
  const mailer = memoryMailer();
  const d = bookingDeps({ mailer, openRequests: stores.openRequests });
  expect((await handleBooking(bookingRequest(body), d)).status).toBe(200);
  await settled(d);
  const token = /\/confirmer#(v1\.[\w-]+)/.exec(mailer.sent.find((m) => m.kind === "business")!.text)![1]!;
  return { stores, token };
}

test("no log line of a refused or uncertain send carries a live link or token: the proof, its copy, a proposal, its acceptance, a payment link", async () => {
  const logs = captureConsole();
  const written: MailMessage[] = [];

  // A booking at the fare, its card still to keep: the proof carries the manage link and the payment page's.
  const uncertainProof = await request(bookedAtFare({ nom: "Incertain" }));
  const d1 = confirmDeps({ mailer: failing({ proof: "uncertain" }) }, uncertainProof.stores);
  expect((await callConfirm(d1, { token: uncertainProof.token, action: "confirm", price: 35 })).status).toBe(202);
  // The proof left, its copy to the business (the operator's trip page) did not.
  const lostCopy = await request(bookedAtFare({ nom: "Archive" }));
  const d2 = confirmDeps({ mailer: failing({ "proof-copy": "refused" }) }, lostCopy.stores);
  expect((await callConfirm(d2, { token: lostCopy.token, action: "confirm", price: 35 })).status).toBe(200);
  // A request answered with a price: the proposal's link, uncertain.
  const proposed = await request(validBooking({ nom: "Proposition" }));
  const d3 = confirmDeps({ mailer: failing({ proposal: "uncertain" }) }, proposed.stores);
  expect((await callConfirm(d3, { token: proposed.token, action: "confirm", price: 55 })).status).toBe(202);
  // Another proposal, accepted: the business's copy (the operator's page) uncertain, the proof refused.
  const accepted = await request(validBooking({ nom: "Acceptée" }));
  const d4 = confirmDeps({}, accepted.stores);
  expect((await callConfirm(d4, { token: accepted.token, action: "confirm", price: 55 })).status).toBe(200);
  const { accept } = proposalTokens(d4.mailer.sent.find((m) => m.kind === "proposal")!);
  const d5 = proposalDeps(accepted.stores, { mailer: failing({ "proof-copy": "uncertain", proof: "refused" }) });
  expect((await callProposal(d5, { token: accept, action: "accept" })).status).toBe(200);
  // A fee the card refuses: the payment link to the customer, refused, then uncertain.
  for (const fault of ["refused", "uncertain"] as const) {
    const ride = await rideOnKeptCard(stripe.stripe);
    ride.deps.mailer = failing({ "payment-due": fault });
    stripe.stripe.state.offSession.set((await ride.record()).card!.paymentMethodId, "declined");
    const noShow = await perform({
      store: ride.deps.bookings,
      reference: ride.reference,
      act: "no-show",
      actor: "operator",
      now: new Date("2026-12-03T05:45:00Z"),
      trip: (await ride.trip()).request,
      write: () => ({
        set: { fee: JSON.stringify({ amount: 3500, percent: 100, kind: "no-show", at: "2026-12-03T05:45:00Z" }) },
        ceiling: 3500,
      }),
    });
    expect(noShow.ok).toBe(true);
    await takeFee(await ride.trip(), await ride.record(), ride.deps, Date.now() + 25_000);
    written.push(...(ride.deps.mailer as ReturnType<typeof failing>).sent);
  }
  // The business e-mail of a request (its confirm links), refused then uncertain: the request is logged in full.
  for (const fault of ["refused", "uncertain"] as const) {
    const mailer = failing({ business: fault });
    const d = bookingDeps({ mailer });
    const response = await handleBooking(bookingRequest(bookedAtFare({ nom: `Journal ${fault}` })), d);
    expect(response.status).toBe(fault === "refused" ? 502 : 202);
    await settled(d);
    written.push(...mailer.sent);
  }
  for (const d of [d1, d2, d3, d5]) written.push(...d.mailer.sent);

  // The messages that failed did carry live links: the log had something to leave out.
  const kinds = ["business", "proof", "proof-copy", "proposal", "payment-due"];
  for (const kind of kinds)
    expect(
      written.some((m) => m.kind === kind && TOKEN.test(m.text)),
      kind,
    ).toBe(true);
  const lines = logs();
  // What the operator needs is still there: which message failed and how, for which booking. Its text is in the
  // business's copy (or the next press sends it), never in the log.
  expect(lines.some((line) => /\[confirm\] VPN-\S+ \S+ UNCERTAIN/.test(line))).toBe(true);
  expect(lines.some((line) => line.includes("archive copy NOT SENT"))).toBe(true);
  expect(lines.some((line) => line.includes("proof to the customer NOT SENT"))).toBe(true);
  for (const line of lines) {
    expect(line, line.slice(0, 200)).not.toMatch(TOKEN);
    expect(line, line.slice(0, 200)).not.toMatch(LINK_WITH_TOKEN);
  }
});

test("the one-click unsubscribe link carries a token of its own: it unsubscribes and opens nothing else, and a manage link unsubscribes no one through it", async () => {
  const stores = sharedStores();
  const { token } = await request(bookedAtFare({ email: "avis@exemple.fr" }), stores);
  const operator = confirmDeps({}, stores);
  expect((await callConfirm(operator, { token, action: "confirm", price: 35 })).status).toBe(200);
  const manage = manageToken(operator.mailer.sent.find((m) => m.kind === "proof")!);
  const mailer = memoryMailer();
  await handleReviews(new Request(`${SITE}/api/x`), {
    bookings: stores.bookings,
    stores: stores.trips,
    mailer,
    secret: LOCAL_LINK_SECRET,
    cronSecret: null,
    inbox: INBOX,
    siteOrigin: SITE,
    origin: SITE,
    retention: 30,
    reviewUrl: "https://g.page/r/example/review",
    now: () => new Date("2026-12-03T12:00:00Z"),
  });
  const review = mailer.sent.find((m) => m.kind === "review")!;
  const oneClick = /^<(.+)>$/.exec(review.headers!["List-Unsubscribe"]!)![1]!;
  const ownToken = new URL(oneClick).searchParams.get("t")!;
  // Not the manage page's token, and no manage link rides in a query.
  expect(ownToken).not.toBe(manage);
  expect(oneClick).not.toContain(manage);
  // It opens no manage page.
  const page = await callManage(manageDeps(stores), { token: ownToken, action: "view" });
  expect(page.status).toBe(400);
  const unsubscribe = (t: string) =>
    handleUnsubscribe(
      new Request(`${SITE}/api/unsubscribe?t=${encodeURIComponent(t)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      {
        optOuts: stores.trips.optOuts,
        limiter: memoryLimiter({ requests: 10, windowMs: 60_000 }),
        ceiling: openGate,
        secret: LOCAL_LINK_SECRET,
        now: () => new Date("2026-12-03T12:00:00Z"),
      },
    );
  // A manage link is not an unsubscribe link.
  expect((await unsubscribe(manage)).status).toBe(400);
  expect((await callManage(manageDeps(stores), { token: manage, action: "view" })).body.unsubscribed).toBe(false);
  // Its own token unsubscribes that customer.
  expect((await unsubscribe(ownToken)).status).toBe(200);
  expect((await callManage(manageDeps(stores), { token: manage, action: "view" })).body.unsubscribed).toBe(true);
});
