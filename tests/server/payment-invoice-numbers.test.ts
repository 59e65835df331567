import { beforeEach, expect, test, vi } from "vitest";
import { openRecord } from "../../src/server/booking/open";
import { redisBookingStore } from "../../src/server/booking/store";
import { bookingReference } from "../../src/server/kernel/reference";
import { useRedisBridge } from "../support/redis-bridge";

/**
 * Document numbers drawn on a real redis-server behind the Upstash bridge (docs/decisions/200-booking-state.md): one
 * number per document, never per booking; twenty documents drawn at once get twenty distinct numbers in a row; a
 * document drawn twice keeps its one number; invoices and credit notes share one sequence, notes have their own; each
 * year starts again at 0001; a Redis that cannot be reached gives no number at all.
 */
const redis = useRedisBridge();
const NOV_2026 = new Date("2026-11-26T10:00:00Z");
beforeEach(async () => {
  await redis.redis.client.flushall();
});

/** Distinct booked references, each with its record open. */
async function bookings(count: number): Promise<string[]> {
  const store = redisBookingStore(redis.upstash());
  const drawn = new Set<string>();
  while (drawn.size < count) drawn.add(bookingReference(NOV_2026));
  await Promise.all(
    [...drawn].map((reference) =>
      openRecord(
        store,
        {
          reference,
          receivedAt: NOV_2026.toISOString(),
          date: "2026-12-03",
          time: "06:15",
          estimate: 35,
          booked: true,
          flightOrTrain: "",
          from: "Nantes",
        },
        NOV_2026,
      ),
    ),
  );
  return [...drawn];
}

test("twenty rides ending at once: twenty distinct numbers, consecutive from 0001, none made twice", async () => {
  const references = await bookings(20);
  // Each ride on its own client, as twenty function instances would be.
  const numbers = await Promise.all(
    references.map((reference) =>
      redisBookingStore(redis.upstash()).document(reference, "invoice-ride", "invoice", NOV_2026),
    ),
  );
  expect(new Set(numbers).size).toBe(20);
  expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `2026-${String(i + 1).padStart(4, "0")}`));
  expect(await redis.redis.client.get("invoice:sequence:2026")).toBe("20");
});

test("one number per document: a second document of the same booking gets its own; the same one drawn again keeps its number", async () => {
  const store = redisBookingStore(redis.upstash());
  const [reference, next] = (await bookings(2)) as [string, string];
  const twice = await Promise.all([
    store.document(reference, "invoice-fee", "invoice", NOV_2026),
    store.document(reference, "invoice-fee", "invoice", NOV_2026),
  ]);
  expect(twice[0]).toBe(twice[1]);
  const ride = await store.document(reference, "invoice-ride", "invoice", NOV_2026);
  const credit = await store.document(reference, "credit-refund-1", "invoice", NOV_2026);
  const other = await store.document(next, "invoice-ride", "invoice", NOV_2026);
  const n = (number: string) => Number(number.slice(5));
  expect([n(twice[0]), n(ride), n(credit), n(other)]).toEqual([1, 2, 3, 4]);
  // Notes have their own sequence, beside the invoices'.
  expect(await store.document(next, "note-fare", "note", NOV_2026)).toBe("N2026-0001");
  expect((await store.get(reference))!.documents).toEqual({
    "invoice-fee": "2026-0001",
    "invoice-ride": "2026-0002",
    "credit-refund-1": "2026-0003",
  });
});

test("each year has its own sequence, by the date in Nantes", async () => {
  const store = redisBookingStore(redis.upstash());
  const [reference] = (await bookings(1)) as [string];
  // 23:30 in UTC on 31 December is already the new year in Nantes.
  expect(await store.document(reference, "invoice-ride", "invoice", new Date("2026-12-31T23:30:00Z"))).toBe(
    "2027-0001",
  );
});

test("Redis unreachable: no number; nothing is made up locally", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const down = redisBookingStore(redis.upstash("http://127.0.0.1:9"));
  await expect(down.document(bookingReference(NOV_2026), "invoice-ride", "invoice", NOV_2026)).rejects.toThrow();
});
