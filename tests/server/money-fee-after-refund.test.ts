import { afterEach, expect, test, vi } from "vitest";
import { recordKey, recordOf } from "../../src/server/booking/record";
import { registerLines } from "../../src/server/settlement/register";
import { at, useMoneyWorld } from "../support/money-world";

/**
 * A fare paid online, part of it given back by the operator (a gesture), then a no-show: the booking may keep the
 * fee less what was given back, and holds exactly that. The fee was compared whole with what was held: nothing was
 * kept, nothing was owed, the fee was never marked taken, no note left and the booking never closed.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a no-show after a partial refund of the fare paid online: the rest is kept as the fee, its note says so, and the booking closes", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "prepaid" });
  const paid = (await w.trip(operator)).body.money.held as number;
  expect(paid).toBe(3500);

  at("2026-12-02T10:00:00Z");
  const refunded = await w.trip(operator, { action: "refund", amount: "20" });
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  expect(w.netOf(reference)).toBe(paid - 2000);

  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  const view = (await w.trip(operator)).body.money;
  // The terms' fee is the whole price; 20 € of it were given back and stay given back.
  expect(view).toMatchObject({ held: paid - 2000, ceiling: paid - 2000, owed: 0 });
  expect(view.fee).toMatchObject({ amount: paid, due: paid - 2000, taken: false });

  const taken = await w.trip(operator, { action: "take-fee" });
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  expect((await w.trip(operator)).body.money.fee).toMatchObject({ taken: true });
  expect(w.chargesOf(reference)).toHaveLength(1);
  expect(w.netOf(reference)).toBe(paid - 2000);

  at("2026-12-03T07:30:00Z");
  await w.run("settle");
  // Two notes: the fare's, paid at booking, and the fee's, kept from it.
  const notes = await Promise.all(w.of("receipt", reference).map(async (mail) => (await w.documentOf(mail)).text));
  expect(notes).toHaveLength(2);
  const fee = notes.find((text) => text.includes("Frais d’absence"));
  expect(fee).toMatch(/100\s%\sdu prix convenu de 35\s€ .*, soit 35\s€, moins 20\s€ déjà remboursés/);
  expect(fee).toMatch(/Total à payer 15,00\s€/);
  // The register states the note as it was made: 15 €, the 20 € given back before it on their own line.
  const record = recordOf(reference, await w.redis.hgetall(recordKey(reference)))!;
  const lines = registerLines(record, "Anne Lemaire");
  expect(
    lines.find((line) => line.document === record.documents["note-fee"] && line.operation === "note"),
  ).toMatchObject({ amount: 1500 });
  expect((await w.trip(operator)).body.state).toBe("closed");
  expect(await w.redis.zscore("bookings:unsettled", reference)).toBeNull();
});
