import { expect, test, vi } from "vitest";
import { ANSWER_MARGIN_MS, maxDurationMs } from "../../src/server/kernel/functions";
import { memoryLimiter } from "../../src/server/kernel/limits/rate-limit";
import { parseEnv } from "../../src/server/kernel/env";
import { allowedOrigins } from "../../src/server/kernel/guards/allowed-origins";
import { openGate } from "../../src/server/kernel/store/ceiling";
import { sendgridMailer } from "../../src/server/mail/sendgrid";
import { handleOperatorDay } from "../../src/server/operator/day";
import { handleExpireProposals } from "../../src/server/proposal/expiry";
import { redisProposalIndex } from "../../src/server/proposal/open-proposals";
import { handleProposal } from "../../src/server/proposal/reply";
import { sealProposal, type SealedProposal } from "../../src/server/proposal/token";
import { redisOpenRequests } from "../../src/server/request/open-requests";
import type { SealedRequest } from "../../src/server/request/sealed-request";
import { handleReminders, handleReviews, type TripJobDeps } from "../../src/server/trip/jobs";
import { redisTripStores, tripFrom } from "../../src/server/trip/store";
import { handleSettleRides } from "../../src/server/settlement";
import type { SettleJobDeps } from "../../src/server/settlement/settle-job";
import { openRecord } from "../../src/server/booking/open";
import { redisBookingStore } from "../../src/server/booking/store";
import { CRON_SECRET, LINK_SECRET } from "../support/deployed";
import { useRedisBridge } from "../support/redis-bridge";
import { startStub, type Recorded } from "../support/stub-server";
import { onVirtualClock } from "../support/virtual-time";

/**
 * Every job (the settling of rides too: its notes are e-mails like the others), and the customer's acceptance of a
 * proposal, answers inside its function's time (maxDuration less
 * the 5 s margin: 25 s) when everything is slow at once: Upstash at 700 ms a call, SendGrid slow (6 s) for each
 * kind's first message, then hanging. Vercel would otherwise cut the run off mid-send, leaving a message uncertain
 * and never retried. What did not fit waits for the next run; what was sent is recorded.
 */
const ctx = useRedisBridge();
const SITE = "https://www.vtc-premium-nantes.fr";
const TRIPS = 19;
const LAPSED = 10;

function request(reference: string, date: string, time: string, i: number): SealedRequest {
  return {
    reference,
    receivedAt: "2026-11-25T10:00:00.000Z",
    expiresAt: Date.parse("2026-12-25T10:00:00Z"),
    estimate: 35,
    booked: true,
    locale: "fr",
    firstName: "Client",
    lastName: `Numéro${i}`,
    phone: "06 12 34 56 78",
    email: `client${i}@exemple.fr`,
    date,
    time,
    from: "12 rue Crébillon, 44000 Nantes",
    to: "Aéroport Nantes Atlantique",
    passengers: "2",
    professional: false,
    flightOrTrain: "",
    notes: "",
    reviewOptOut: false,
  };
}

const ref = (i: number) => `VPN-261125-${String.fromCharCode(65 + Math.floor(i / 8))}${"ABCDEFGH"[i % 8]}KM`;

test("the four jobs and the acceptance of a proposal answer within 25 s with Upstash at 700 ms a call and SendGrid slow, then hanging", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  await ctx.redis.client.flushall();
  // Each kind's first message takes 6 s; every later one hangs until its sender gives up.
  const seen = new Map<string, number>();
  const sendgrid = await startStub([
    (r: Recorded) => {
      const kind = (JSON.parse(r.body) as { custom_args: { kind: string } }).custom_args.kind;
      seen.set(kind, (seen.get(kind) ?? 0) + 1);
      return seen.get(kind) === 1 ? { status: 202, delayMs: 6_000 } : "hang";
    },
  ]);
  try {
    const redis = ctx.upstash();
    const stores = redisTripStores(redis, 30);
    const bookings = redisBookingStore(redis);
    const confirmed = async (r: SealedRequest, set: Record<string, string | number> = {}) => {
      await openRecord(bookings, r, new Date(r.receivedAt));
      // As the operator's confirmation does, the booking leaves the answers awaited (the lapse job's list).
      await bookings.move(
        [
          {
            reference: r.reference,
            from: ["booked", "requested"],
            set: { state: "confirmed", firm: r.receivedAt, price: 3500, ceiling: 3500, mode: "in-car", ...set },
          },
        ],
        [{ op: "zrem", index: "open", member: r.reference }],
      );
    };
    // Nineteen trips on 3 December, 06:00 to 07:48 Paris (05:00 to 06:48 UTC).
    for (let i = 0; i < TRIPS; i++) {
      const time = `${String(6 + Math.floor((i * 6) / 60)).padStart(2, "0")}:${String((i * 6) % 60).padStart(2, "0")}`;
      const r = request(ref(i), "2026-12-03", time, i);
      await confirmed(r);
      await stores.trips.record(tripFrom(r, 35, new Date("2026-11-25T10:00:00Z")));
    }
    // Ten proposals lapsed without an answer.
    const index = redisProposalIndex(redis);
    for (let i = 0; i < LAPSED; i++) {
      const reference = `VPN-261126-P${"ABCDEFGHJK"[i]}QZ`;
      const proposal: SealedProposal = {
        request: { ...request(reference, "2026-12-03", "10:00", 100 + i), booked: false },
        price: 60,
        proposedAt: "2026-11-26T10:00:00.000Z",
        expiresAt: Date.parse("2026-12-03T07:00:00Z"),
      };
      await openRecord(bookings, proposal.request, new Date(proposal.request.receivedAt));
      await bookings.move(
        [
          {
            reference,
            from: ["requested"],
            set: {
              state: "proposed",
              price: 6000,
              deadline: proposal.expiresAt,
              proposal: JSON.stringify({ price: 6000, at: proposal.proposedAt, deadline: proposal.expiresAt }),
            },
          },
        ],
        [{ op: "zadd", index: "open", member: reference, score: proposal.expiresAt }],
      );
      await index.track(reference, proposal.expiresAt, sealProposal(proposal, LINK_SECRET));
    }
    // One proposal the customer accepts (its own reference, deadline ahead).
    const open: SealedProposal = {
      request: { ...request("VPN-261126-ACPT", "2026-12-10", "10:00", 200), booked: false },
      price: 60,
      proposedAt: "2026-11-26T10:00:00.000Z",
      expiresAt: Date.parse("2026-12-10T07:00:00Z"),
    };
    await openRecord(bookings, open.request, new Date(open.request.receivedAt));
    await bookings.move([
      {
        reference: "VPN-261126-ACPT",
        from: ["requested"],
        set: {
          state: "proposed",
          price: 6000,
          deadline: open.expiresAt,
          proposal: JSON.stringify({ price: 6000, at: open.proposedAt, deadline: open.expiresAt }),
        },
      },
    ]);
    await index.track("VPN-261126-ACPT", open.expiresAt, sealProposal(open, LINK_SECRET));

    ctx.bridge.delayMs = 700;
    const mailer = sendgridMailer({ apiKey: "SG.test", baseUrl: sendgrid.url, backoffMs: 50 });
    const jobs = (now: string): TripJobDeps => ({
      bookings,
      stores,
      mailer,
      secret: LINK_SECRET,
      cronSecret: CRON_SECRET,
      inbox: "reservations-test@vtc-premium-nantes.fr",
      siteOrigin: SITE,
      origin: SITE,
      retention: 30,
      reviewUrl: "https://g.page/r/example/review",
      now: () => new Date(now),
    });
    const cron = () => new Request(`${SITE}/api/x`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    const timed = async (run: () => Promise<Response>) => {
      const started = Date.now();
      const response = await run();
      return {
        ms: Date.now() - started,
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      };
    };
    const settling: SettleJobDeps = { ...jobs("2026-12-03T12:00:00Z") };
    // On the controlled clock, every run's time is made of the scripted delays and the code's own timeouts only.
    const [reminders, day, reviews, expiry, accept, settle] = await onVirtualClock(() =>
      Promise.all([
        timed(() => handleReminders(cron(), jobs("2026-12-01T20:00:00Z"))),
        timed(() =>
          handleOperatorDay(cron(), {
            ...jobs("2026-12-02T18:30:00Z"),
            dayAt: "19:00",
            openRequests: redisOpenRequests(redis),
            proposals: index,
          }),
        ),
        timed(() => handleReviews(cron(), jobs("2026-12-03T12:00:00Z"))),
        timed(() =>
          handleExpireProposals(cron(), {
            bookings,
            index,
            openRequests: redisOpenRequests(redis),
            stores,
            siteOrigin: SITE,
            mailer,
            secret: LINK_SECRET,
            cronSecret: CRON_SECRET,
            inbox: "reservations-test@vtc-premium-nantes.fr",
            now: () => new Date("2026-12-03T08:00:00Z"),
          }),
        ),
        timed(() =>
          handleProposal(
            new Request(`${SITE}/api/proposal`, {
              method: "POST",
              headers: { "content-type": "application/json", origin: SITE, "x-real-ip": "203.0.113.20" },
              body: JSON.stringify({
                token: sealProposal(open, LINK_SECRET),
                action: "accept",
                payment: "guarantee",
              }),
            }),
            {
              limiter: memoryLimiter({ requests: 100, windowMs: 60_000 }),
              ceiling: openGate,
              bookings,
              index,
              trips: stores,
              retention: 30,
              mailer,
              secret: LINK_SECRET,
              inbox: "reservations-test@vtc-premium-nantes.fr",
              siteOrigin: SITE,
              linkOrigin: () => SITE,
              origins: allowedOrigins(parseEnv({ SITE_URL: SITE })),
              localOrigins: false,
              now: () => new Date("2026-11-27T10:00:00Z"),
            },
          ),
        ),
        // The nineteen rides, picked up that morning, end on their own: each one's note is an e-mail.
        timed(() => handleSettleRides(cron(), settling)),
      ]),
    );
    const budget = maxDurationMs("remind-trips") - ANSWER_MARGIN_MS;
    for (const [name, run] of Object.entries({ reminders, day, reviews, expiry, accept, settle })) {
      expect(run.ms, `${name}: ${JSON.stringify(run.body)}`).toBeLessThanOrEqual(budget);
      expect([200, 202], name).toContain(run.status);
    }
    // Each job did what fitted: the first (slow) message of its kind left; the rest waits for the next run.
    expect(reminders.body).toMatchObject({ checked: TRIPS });
    expect(reminders.body.sent).toBeGreaterThanOrEqual(1);
    expect(reviews.body.sent).toBeGreaterThanOrEqual(1);
    expect(expiry.body.expired).toBeGreaterThanOrEqual(1);
    expect(day.body).toMatchObject({ day: "2026-12-03", trips: TRIPS, sent: 1 });
    expect(accept.body.state).toBe("accepted");
    // The settling list holds every booking not closed by its pickup: the rides, and the proposals that lapsed.
    expect(settle.body.checked).toBe(TRIPS + LAPSED);
    expect(settle.body.ended).toBeGreaterThanOrEqual(1);
    expect(settle.body.left).toBeGreaterThanOrEqual(1);
  } finally {
    ctx.bridge.delayMs = 0;
    await sendgrid.close();
  }
}, 60_000);
