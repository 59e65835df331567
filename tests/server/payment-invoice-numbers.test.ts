import { expect, test, vi } from "vitest";
import { bookingReference } from "../../src/server/kernel/reference";
import { memoryInvoiceNumbers, redisInvoiceNumbers } from "../../src/server/payment/invoice-number";
import { useRedisBridge } from "../support/redis-bridge";

/**
 * Invoice numbers drawn on a real redis-server behind the Upstash bridge: twenty rides ending at once get twenty
 * distinct numbers in a row, a booking drawn twice keeps its one number, each year starts again at 0001, and a
 * Redis that cannot be reached gives no number at all.
 */
const redis = useRedisBridge();
const NOV_2026 = new Date("2026-11-26T10:00:00Z");

/** Twenty distinct references: drawn again until distinct (a million a day to draw from). */
function references(count: number): string[] {
  const drawn = new Set<string>();
  while (drawn.size < count) drawn.add(bookingReference(NOV_2026));
  return [...drawn];
}

test("twenty rides ending at once: twenty distinct numbers, consecutive from 0001, none made twice", async () => {
  // Each ride on its own client, as twenty function instances would be.
  const drawn = await Promise.all(
    references(20).map((reference) => redisInvoiceNumbers(redis.upstash()).draw(reference, NOV_2026)),
  );
  const numbers = drawn.map((d) => (d.ok ? d.value : d.error));
  expect(new Set(numbers).size).toBe(20);
  expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `2026-${String(i + 1).padStart(4, "0")}`));
  expect(await redis.redis.client.get("invoice:sequence:2026")).toBe("20");
});

test("a booking drawn again (a retry, another instance) keeps its number: no gap, no second number", async () => {
  const numbers = redisInvoiceNumbers(redis.upstash());
  const [reference, next] = references(2) as [string, string];
  const twice = await Promise.all([numbers.draw(reference, NOV_2026), numbers.draw(reference, NOV_2026)]);
  expect(twice[0]).toEqual(twice[1]);
  const after = await numbers.draw(next, NOV_2026);
  const n = (r: typeof after) => (r.ok ? Number(r.value.slice(5)) : Number.NaN);
  expect(n(after)).toBe(n(twice[0]) + 1);
});

test("each year has its own sequence, by the date in Nantes", async () => {
  const numbers = redisInvoiceNumbers(redis.upstash());
  // 23:30 in UTC on 31 December is already the new year in Nantes.
  const newYear = new Date("2026-12-31T23:30:00Z");
  const drawn = await numbers.draw(references(1)[0]!, newYear);
  expect(drawn).toEqual({ ok: true, value: "2027-0001" });
});

test("Redis unreachable: no number, logged; nothing is made up locally", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const down = redisInvoiceNumbers(redis.upstash("http://127.0.0.1:9"));
  const drawn = await down.draw(references(1)[0]!, NOV_2026);
  expect(drawn.ok).toBe(false);
  expect(error.mock.calls.join(" ")).toContain("nothing drawn locally");
});

test("the local mode draws in memory by the same rules; a reference that is not one is refused", async () => {
  const numbers = memoryInvoiceNumbers();
  const [a, b] = references(2) as [string, string];
  expect(await numbers.draw(a, NOV_2026)).toEqual({ ok: true, value: "2026-0001" });
  expect(await numbers.draw(b, NOV_2026)).toEqual({ ok: true, value: "2026-0002" });
  expect(await numbers.draw(a, NOV_2026)).toEqual({ ok: true, value: "2026-0001" });
  expect((await numbers.draw("invoice:sequence:2026", NOV_2026)).ok).toBe(false);
});
