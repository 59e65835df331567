import { expect, onTestFinished, test, vi } from "vitest";
import { startDeployed } from "../support/deployed";
import { bookingRequest, fromIp, validBooking } from "../support/booking-fixtures";
import { freePort } from "../../scripts/local-vercel/store/redis-server";
import { useRedisBridge } from "../support/redis-bridge";
import { useStillDate } from "../support/still-date";
import { loadFunction, placesRequest } from "../support/vercel-function";
import { onVirtualClock } from "../support/virtual-time";

const ctx = useRedisBridge();

useStillDate();
const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

async function bookings(fn: Awaited<ReturnType<typeof loadFunction>>, count: number, ip: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    statuses.push(
      (
        await fn.call(
          bookingRequest(
            validBooking({ nom: `Panne${i}`, email: `panne${i}@exemple.fr`, datePriseEnCharge: future() }),
            fromIp(ip),
          ),
        )
      ).status,
    );
  }
  await fn.settled();
  return statuses;
}

test("Redis unreachable: each instance still limits bookings and lookups, and says so once a minute", async () => {
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
  const down = `http://127.0.0.1:${await freePort()}`;
  const deployed = await startDeployed({ url: down, token: "t" });
  onTestFinished(() => deployed.close());
  const env = { ...deployed.env, RATE_LIMIT_BOOKING: "5/10m", RATE_LIMIT_PLACES: "30/1m" };
  const booking = await loadFunction("booking", env);
  const statuses = await bookings(booking, 12, "192.0.2.50");
  expect(statuses.filter((s) => s === 200)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  const limiterLines = log.mock.calls.filter(([line]) => String(line).startsWith("[rate-limit] booking"));
  expect(limiterLines).toHaveLength(1);

  const places = await loadFunction("places", env);
  let accepted = 0;
  for (let i = 0; i < 60; i++)
    if ((await places.call(placesRequest("gare", fromIp("192.0.2.51")))).status === 200) accepted++;
  expect(accepted).toBe(30);
}, 60_000);

test("Redis hanging: the same limits hold, each answer within 2 s", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
  const deployed = await startDeployed(ctx.bridge);
  onTestFinished(() => deployed.close());
  const booking = await loadFunction("booking", { ...deployed.env, RATE_LIMIT_BOOKING: "3/10m" });
  ctx.bridge.delayMs = 5000;
  try {
    // On the controlled clock: each answer's time is Redis's scripted 5 s cut short by the function's own bounds.
    const answers = await onVirtualClock(async () => {
      const timed: { status: number; ms: number }[] = [];
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        const { status } = await booking.call(
          bookingRequest(
            validBooking({ nom: `Panne${i}`, email: `panne${i}@exemple.fr`, datePriseEnCharge: future() }),
            fromIp("192.0.2.60"),
          ),
        );
        timed.push({ status, ms: Date.now() - started });
      }
      await booking.settled();
      return timed;
    });
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    // The first pays a store call's timeout, after which the instance leaves Redis alone for a while; the refusals
    // never ask it.
    for (const answer of answers) expect(answer.ms).toBeLessThanOrEqual(2000);
  } finally {
    ctx.bridge.delayMs = 0;
  }
}, 60_000);

test("a request the instance already refuses costs no Redis call", async () => {
  const deployed = await startDeployed(ctx.bridge);
  onTestFinished(() => deployed.close());
  const places = await loadFunction("places", { ...deployed.env, RATE_LIMIT_PLACES: "10/1m" });
  const before = ctx.bridge.requests;
  for (let i = 0; i < 10; i++)
    expect((await places.call(placesRequest("gare", fromIp("192.0.2.70")))).status).toBe(200);
  const afterAccepted = ctx.bridge.requests;
  expect(afterAccepted - before).toBeGreaterThanOrEqual(10);
  for (let i = 0; i < 50; i++)
    expect((await places.call(placesRequest("gare", fromIp("192.0.2.70")))).status).toBe(429);
  expect(ctx.bridge.requests).toBe(afterAccepted);
});
