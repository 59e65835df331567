import { afterEach, expect, test, vi } from "vitest";
import { recordKey, recordOf } from "../../src/server/booking/record";
import { registerLines } from "../../src/server/settlement/register";
import { at, useMoneyWorld } from "../support/money-world";

/**
 * A fee paid partly in cash to the operator: a payment link already sent asks for the rest, a card kept can be
 * charged the rest, and the register files both parts under the fee. The cash part took the fee's own name: the
 * link then said « réglé » for the 10 € of cash and asked nothing more, « Encaisser les frais » was refused as done,
 * and the register filed a fee's later part under the ride.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a no-show's fee asked by link, 10 € paid in cash meanwhile: the link asks the rest, the card pays it, one note names both, the register files both under the fee", async () => {
  const w = await world();
  const { reference, operator } = await w.booked({ paiement: "guarantee" }, { pay: false });
  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  const fee = (await w.trip(operator)).body.money.owed as number;
  expect(fee).toBeGreaterThan(1000);
  // No card kept: the fee is asked through a payment link.
  const taken = await w.trip(operator, { action: "take-fee" });
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  const due = w.of("payment-due", reference);
  expect(due).toHaveLength(1);
  const token = w.link(due[0]!, "/paiement");

  // The customer hands the operator 10 € in cash.
  const part = await w.trip(operator, { action: "record-paid", amount: "10", method: "cash" });
  expect(part.status, JSON.stringify(part.body)).toBe(200);
  expect(part.body.money).toMatchObject({ held: 1000, owed: fee - 1000 });

  // Past the minute an instance answers a repeated view of a link as it did.
  at("2026-12-03T06:05:00Z");
  expect((await w.payment(token)).body).toMatchObject({ state: "awaiting", payment: { amount: fee - 1000 } });
  const page = await w.payment(token, { action: "checkout" });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  expect((await w.pay(token, page.body.url)).body.state).toBe("paid");
  expect(w.chargesOf(reference)).toMatchObject([{ amount: fee - 1000 }]);
  expect((await w.trip(operator)).body.money).toMatchObject({ held: fee, owed: 0 });

  at("2026-12-03T06:10:00Z");
  expect((await w.payment(token)).body).toMatchObject({ state: "paid", payment: { amount: fee } });
  at("2026-12-03T07:30:00Z");
  await w.run("settle");
  const notes = w.of("receipt", reference);
  expect(notes).toHaveLength(1);
  expect((await w.documentOf(notes[0]!)).text).toMatch(/Payée le 03\/12\/2026 par espèces et carte bancaire/);

  const record = recordOf(reference, await w.redis.hgetall(recordKey(reference)))!;
  const lines = registerLines(record, "Inès Roussel");
  const note = record.documents["note-fee"] ?? record.documents["invoice-fee"];
  expect(note).toBeTruthy();
  expect(lines.filter((line) => line.operation === "encaissement")).toEqual([
    expect.objectContaining({ amount: 1000, document: note }),
    expect.objectContaining({ amount: fee - 1000, document: note }),
  ]);
});

test("a no-show's fee with a card kept, 10 € paid in cash first: « Encaisser les frais » takes the rest from the card, once", async () => {
  const w = await world();
  const { reference, operator } = await w.booked({ paiement: "guarantee" });
  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  const fee = (await w.trip(operator)).body.money.owed as number;
  expect((await w.trip(operator, { action: "record-paid", amount: "10", method: "cash" })).status).toBe(200);
  const view = (await w.trip(operator)).body.money;
  expect(view.offers).toContain("take-fee");

  at("2026-12-03T06:20:00Z");
  const taken = await w.trip(operator, { action: "take-fee" });
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  expect(w.chargesOf(reference)).toMatchObject([{ amount: fee - 1000 }]);
  expect((await w.trip(operator)).body.money).toMatchObject({ held: fee, owed: 0 });
  expect((await w.trip(operator)).body.money.offers).not.toContain("take-fee");
  expect((await w.trip(operator, { action: "take-fee" })).status).toBe(409);
  expect(w.chargesOf(reference)).toHaveLength(1);
  at("2026-12-03T07:30:00Z");
  await w.run("settle");
  const notes = w.of("receipt", reference);
  expect(notes).toHaveLength(1);
  expect((await w.documentOf(notes[0]!)).text).toMatch(/Payée le 03\/12\/2026 par espèces et carte Visa/);
});
