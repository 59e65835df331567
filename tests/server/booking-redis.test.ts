import { expect, onTestFinished, test, vi } from "vitest";
import { handleBooking } from "../../src/server/request/handler";
import { instanceStore, redisStore, resilientStore } from "../../src/server/request/idempotency";
import { layeredLimiter, memoryLimiter, upstashLimiter } from "../../src/server/kernel/limits/rate-limit";
import {
  bookingRequest,
  deps,
  fromIp,
  memoryMailer,
  settled,
  type TestBookingDeps,
  validBooking,
} from "../support/booking-fixtures";
import { startDeployed } from "../support/deployed";
import { loadFunction } from "../support/vercel-function";
import { useRedisBridge } from "../support/redis-bridge";
import { onVirtualClock } from "../support/virtual-time";

const ctx = useRedisBridge();
const upstash = (url?: string) => ctx.upstash(url);

function redisDeps(name: string, requests: number, mailer = memoryMailer()) {
  const client = upstash();
  const d = deps({
    limiter: layeredLimiter(
      name,
      memoryLimiter({ requests, windowMs: 60_000 }),
      upstashLimiter(client, name, { requests, windowMs: 60_000 }),
    ),
    store: resilientStore(redisStore(client), instanceStore()),
    mailer,
    now: () => new Date(),
  });
  // What the handler defers (the e-mails) runs on the same controlled clock as its answer, as on Vercel's instance.
  d.defer = (work) => d.background.push(onVirtualClock(() => work));
  return d;
}

const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

/**
 * The handler on the controlled clock (docs/testing.md): its bounds on Redis are Upstash's own for a client made
 * here, which a busy machine would otherwise spend.
 */
const book = (request: Request, d: TestBookingDeps) => onVirtualClock(() => handleBooking(request, d));

test("booking returns 429 with Retry-After after the limit, counted in Redis", async () => {
  const d = redisDeps("boundary", 3);
  const ip = fromIp("192.0.2.10");
  for (let i = 0; i < 3; i++) {
    const response = await book(
      bookingRequest(validBooking({ nom: `Client${i}`, datePriseEnCharge: future() }), ip),
      d,
    );
    expect(response.status).toBe(200);
  }
  const limited = await book(bookingRequest(validBooking({ nom: "Client3", datePriseEnCharge: future() }), ip), d);
  expect(limited.status).toBe(429);
  const retryAfter = Number(limited.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await ctx.redis.client.keys("ratelimit:boundary*")).not.toHaveLength(0);
});

test("20 simultaneous requests with a limit of 5 give exactly 5 accepted", async () => {
  const mailer = memoryMailer();
  const d = redisDeps("burst", 5, mailer);
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      book(bookingRequest(validBooking({ nom: `Rafale${i}`, datePriseEnCharge: future() }), fromIp("192.0.2.20")), d),
    ),
  );
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  await settled(d);
  expect(mailer.sent).toHaveLength(10);
});

test("concurrent duplicates of one idempotency key send exactly one pair of e-mails", async () => {
  const mailer = memoryMailer();
  const d = redisDeps("duplicates", 100, mailer);
  const body = validBooking({ datePriseEnCharge: future() });
  const responses = await Promise.all(
    Array.from({ length: 8 }, () =>
      book(bookingRequest(body, { "idempotency-key": "double-click-4d2f9a7e", ...fromIp("192.0.2.30") }), d),
    ),
  );
  expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
  const references = new Set(
    await Promise.all(responses.map(async (r) => ((await r.json()) as { reference: string }).reference)),
  );
  expect(references.size).toBe(1);
  await settled(d);
  expect(mailer.sent.map((m) => m.kind)).toEqual(["business", "customer"]);
  const stored = await ctx.redis.client.get("booking:idempotency:key:double-click-4d2f9a7e");
  expect(JSON.parse(stored!)).toEqual({
    state: "sent",
    reference: [...references][0],
    digest: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
});

test("with Redis unreachable a booking is still accepted within 2 s (fail open, logged)", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  // Nothing listens there: the connection is refused.
  const client = upstash("http://127.0.0.1:9");
  const mailer = memoryMailer();
  const d = deps({
    limiter: layeredLimiter(
      "down",
      memoryLimiter({ requests: 5, windowMs: 60_000 }),
      upstashLimiter(client, "down", { requests: 5, windowMs: 60_000 }),
    ),
    store: resilientStore(redisStore(client), instanceStore()),
    mailer,
    now: () => new Date(),
  });
  const { response, ms } = await onVirtualClock(() =>
    timed(() => handleBooking(bookingRequest(validBooking({ datePriseEnCharge: future() })), d), d),
  );
  expect(response.status).toBe(200);
  expect(ms).toBeLessThanOrEqual(2000);
  expect(mailer.sent).toHaveLength(2);
  expect(log).toHaveBeenCalled();
});

test("with Redis answering slowly a booking is still accepted within 2 s", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // The function as deployed, with Upstash's own time bounds (the local mode gives its embedded store ten times more).
  const deployed = await startDeployed(ctx.bridge);
  onTestFinished(() => deployed.close());
  const booking = await loadFunction("booking", deployed.env);
  ctx.bridge.delayMs = 3000;
  try {
    // On the controlled clock: Redis's scripted 3 s against the function's own bounds, nothing of the machine's.
    const { status, ms } = await onVirtualClock(async () => {
      const started = Date.now();
      const answer = await booking.call(
        bookingRequest(validBooking({ datePriseEnCharge: future() }), fromIp("192.0.2.40")),
      );
      const ms = Date.now() - started;
      await booking.settled();
      return { status: answer.status, ms };
    });
    expect(status).toBe(200);
    // Redis was asked, and waited for no longer than the function's bound on a store call.
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThanOrEqual(2000);
  } finally {
    ctx.bridge.delayMs = 0;
  }
});

/** The answer and how long it took on the clock; then what it deferred, as Vercel's waitUntil would. */
async function timed(answer: () => Promise<Response>, d: TestBookingDeps) {
  const started = Date.now();
  const response = await answer();
  const ms = Date.now() - started;
  await settled(d);
  return { response, ms };
}
