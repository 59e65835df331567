import { expect, test } from "vitest";
import { handleBooking } from "../../src/server/request/handler";
import { instanceStore, redisStore, resilientStore } from "../../src/server/request/idempotency";
import { layeredLimiter, memoryLimiter, upstashLimiter } from "../../src/server/kernel/limits/rate-limit";
import { bookingRequest, deps, fromIp, memoryMailer, settled, validBooking } from "../support/booking-fixtures";
import { useRedisBridge } from "../support/redis-bridge";
import { onVirtualClock } from "../support/virtual-time";

const ctx = useRedisBridge();

const IPS = 50;
const PER_IP = 4;
const LIMIT = 3;

async function burst(round: number) {
  const client = ctx.upstash();
  const mailer = memoryMailer();
  const spec = { requests: LIMIT, windowMs: 60_000 };
  // This test is about exact limits under concurrency, not latency (booking-redis.test.ts covers the fail-open
  // deadlines): the 200 handlers run on the controlled clock (docs/testing.md), so that the stores' bounds are
  // spent by nothing but scripted time, however long the machine takes to answer them all.
  const d = deps({
    limiter: layeredLimiter(
      `load-${round}`,
      memoryLimiter(spec),
      upstashLimiter(client, `load-${round}`, spec, 10_000),
    ),
    store: resilientStore(redisStore(client, 10_000), instanceStore()),
    mailer,
    now: () => new Date(),
  });
  d.defer = (work) => d.background.push(onVirtualClock(() => work));
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const requests = Array.from({ length: IPS * PER_IP }, (_, i) => {
    const ip = `198.51.100.${i % IPS}`;
    return onVirtualClock(() =>
      handleBooking(
        bookingRequest(
          validBooking({
            nom: `Charge ${round}-${i}`,
            email: `client-${round}-${i}@exemple.fr`,
            datePriseEnCharge: date,
          }),
          fromIp(ip),
        ),
        d,
      ),
    ).then((r) => ({ ip, status: r.status }));
  });
  const results = await Promise.all(requests);
  await settled(d);
  return { results, mailer };
}

test("200 simultaneous bookings from 50 client IPs: each IP gets exactly its limit, nothing crashes, memory stays flat", async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  expect(gc, "run with --expose-gc (vitest.config.ts)").toBeTypeOf("function");
  const { results, mailer } = await burst(0);
  expect(results).toHaveLength(200);
  const accepted = new Map<string, number>();
  for (const r of results) {
    expect([200, 429]).toContain(r.status);
    if (r.status === 200) accepted.set(r.ip, (accepted.get(r.ip) ?? 0) + 1);
  }
  expect(accepted.size).toBe(IPS);
  expect([...accepted.values()].every((n) => n === LIMIT)).toBe(true);
  expect(mailer.sent).toHaveLength(IPS * LIMIT * 2);

  gc!();
  const before = process.memoryUsage().heapUsed;
  for (let round = 1; round <= 4; round++) await burst(round);
  gc!();
  const growthMiB = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
  process.stdout.write(`load: 5 rounds of 200 bookings, heap growth ${growthMiB.toFixed(1)} MiB\n`);
  expect(growthMiB).toBeLessThan(15);
}, 120_000);
