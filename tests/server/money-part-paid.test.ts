import { afterEach, expect, test, vi } from "vitest";
import { at, useMoneyWorld } from "../support/money-world";

/**
 * A ride or a fee paid in parts (some cash to the chauffeur, the rest later): its note leaves once nothing is owed,
 * never before, and names every way it was paid. A note stating « Payée » for 35 € when 25 € were still owed was sent
 * after the first part; and a fee's second part could not be recorded at all.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a ride paid 10 € in cash, then 25 € by transfer: no note while 25 € are owed, then one note, paid by both", async () => {
  const w = await world();
  const { reference, operator } = await w.booked({ paiement: "guarantee" }, { pay: false });
  at("2026-12-03T07:00:00Z");
  expect((await w.trip(operator, { action: "end" })).status).toBe(200);

  const part = await w.trip(operator, { action: "record-paid", amount: "10", method: "cash" });
  expect(part.status).toBe(200);
  expect(part.body.money).toMatchObject({ held: 1000, owed: 2500 });
  for (const hour of ["08", "09"]) {
    at(`2026-12-03T${hour}:30:00Z`);
    await w.run("settle");
  }
  expect(w.of("receipt", reference)).toEqual([]);

  at("2026-12-04T10:00:00Z");
  const rest = await w.trip(operator, { action: "record-paid", amount: "25", method: "transfer" });
  expect(rest.status).toBe(200);
  expect(rest.body.money).toMatchObject({ held: 3500, owed: 0 });
  expect((await w.trip(operator, { action: "record-paid", amount: "1", method: "cash" })).status).toBe(409);
  at("2026-12-04T10:30:00Z");
  await w.run("settle");
  const notes = w.of("receipt", reference);
  expect(notes).toHaveLength(1);
  const note = await w.documentOf(notes[0]!);
  expect(note.text).toMatch(/Total à payer 35,00\s€/);
  expect(note.text).toMatch(/Payée le 04\/12\/2026 par espèces et virement/);
  expect(w.chargesOf(reference)).toEqual([]);
});

test("a no-show's fee paid in two parts in cash: both are recorded, and its note leaves once the fee is whole", async () => {
  const w = await world();
  const { reference, operator } = await w.booked({ paiement: "guarantee" }, { pay: false });
  // The pickup was at 06:15 in Nantes (05:15 UTC); the waiting offered has run.
  at("2026-12-03T06:00:00Z");
  const noShow = await w.trip(operator, { action: "no-show" });
  expect(noShow.status, JSON.stringify(noShow.body)).toBe(200);
  const fee = (await w.trip(operator)).body.money.owed as number;
  expect(fee).toBeGreaterThan(1000);

  const first = await w.trip(operator, { action: "record-paid", amount: "10", method: "cash" });
  expect(first.status).toBe(200);
  at("2026-12-03T07:30:00Z");
  await w.run("settle");
  expect(w.of("receipt", reference)).toEqual([]);

  const rest = (fee - 1000) / 100;
  const second = await w.trip(operator, { action: "record-paid", amount: String(rest), method: "cash" });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  expect(second.body.money).toMatchObject({ held: fee, owed: 0 });
  // The hourly job's next pass.
  at("2026-12-03T09:00:00Z");
  await w.run("settle");
  const notes = w.of("receipt", reference);
  expect(notes).toHaveLength(1);
  expect((await w.documentOf(notes[0]!)).text).toMatch(/Payée le 03\/12\/2026 par espèces/);
});
