import { afterEach, expect, test, vi } from "vitest";
import { redisBookingStore } from "../../src/server/booking/store";
import { registerLines } from "../../src/server/settlement/register";
import { recordNow, totalOf } from "../support/money-documents";
import { at, COMPANY, useMoneyWorld } from "../support/money-world";

/**
 * A fee after a refund refused by Stripe (held open at the ledger here, then refused, as Stripe's answer records it).
 * A refund still waiting for Stripe counted as given back: the fee was kept at
 * 35 € less it, its note said 15 €, and when Stripe refused the refund the booking kept 35 €. The fee now waits for
 * the refund's answer. A refund larger than what the booking could still keep lowered its ceiling to 0 and, refused,
 * gave it back whole: the booking could then keep more than the terms' fee.
 */
const { ctx, world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

type W = Awaited<ReturnType<typeof world>>;

async function feeDocs(w: W, reference: string) {
  const texts = await Promise.all(w.of("receipt", reference).map(async (m) => (await w.documentOf(m)).text));
  return texts.filter((t) => /Frais d’(absence|annulation)/.test(t));
}

/** The operator's refund, reserved as his trip page reserves it (its ceiling given up), Stripe's answer not in yet. */
async function holdRefund(reference: string, amount: number) {
  const store = redisBookingStore(ctx.upstash());
  const record = (await store.get(reference))!;
  const parts = [{ paymentIntentId: record.farePaid!.paymentIntentId, amount }];
  const act = { state: "pending", amount, at: "2026-12-03T06:00:00.000Z", by: "operator", parts };
  const reserved = await store.ledger(
    reference,
    { op: "refund", name: "refund-1", amount, act: JSON.stringify(act), lowerCeiling: true },
    undefined,
    record.v,
  );
  expect(reserved.ok).toBe(true);
}

/** Stripe refuses it: nothing given back, and the ceiling gets back what was given up for it. */
async function refuseRefund(reference: string, amount: number) {
  const refused = await redisBookingStore(ctx.upstash()).ledger(reference, {
    op: "refunded",
    name: "refund-1",
    reserved: amount,
    act: null,
    done: 0,
    keepHold: false,
    restoreCeiling: amount,
    parts: [],
  });
  expect(refused.ok).toBe(true);
}

test("a no-show while a 20 € refund waits for Stripe: the fee waits for it; Stripe refuses it: the fee, its note, the register and the money are 35 €", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "prepaid" });
  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);

  // The operator gives 20 € back; Stripe's answer is not in yet.
  await holdRefund(reference, 2000);
  at("2026-12-03T06:00:01Z");
  // While the refund waits for Stripe, the fee is not taken: it depends on it.
  const early = await w.trip(operator, { action: "take-fee" });
  expect(early.status).toBe(409);
  expect(early.body.error).toContain("attend encore la réponse de Stripe");
  await refuseRefund(reference, 2000);
  const taken = await w.trip(operator, { action: "take-fee" });
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);

  at("2026-12-03T07:30:00Z");
  await w.run("settle");
  at("2026-12-03T08:30:00Z");
  await w.run("settle");
  const notes = await feeDocs(w, reference);
  expect(notes).toHaveLength(1);
  const record = await recordNow(w, reference);
  const noteLine = registerLines(record, "X").find((l) => l.id === "doc:note-fee");
  // What the booking keeps for its fee is what its note says it paid (and the register states the note as made).
  expect({ net: w.netOf(reference), note: totalOf(notes[0]!), register: noteLine?.amount }).toEqual({
    net: totalOf(notes[0]!),
    note: totalOf(notes[0]!),
    register: totalOf(notes[0]!),
  });
});

test("a late cancellation (fee 17,50 €): a 20 € refund Stripe refuses gives back to the ceiling what it took from it, 17,50 €, not 20 €", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { reference, operator, manage } = await w.booked({ paiement: "prepaid" });
  at("2026-12-02T12:15:00Z");
  // Stripe refuses the 17,50 € given back at the cancellation: the settling job will give them back later.
  w.stripe.fail({ kind: "error", status: 400 }, { path: /\/v1\/refunds$/, times: 1 });
  expect((await w.manage(manage, { action: "cancel", fee: 50 })).status).toBe(200);
  w.stripe.clearFaults();
  expect((await w.trip(operator)).body.money).toMatchObject({ held: 3500, ceiling: 1750 });
  at("2026-12-02T12:20:00Z");
  w.stripe.fail({ kind: "error", status: 400 }, { path: /\/v1\/refunds$/, times: 1 });
  const refused = await w.trip(operator, { action: "refund", amount: "20" });
  expect(refused.status).not.toBe(200);
  w.stripe.clearFaults();
  const view = (await w.trip(operator)).body.money;
  expect(view.fee).toMatchObject({ amount: 1750, due: 1750 });
  // Nothing was given back: the booking may keep the fee, no more.
  expect.soft(view.ceiling).toBe(1750);
  expect((await w.trip(operator, { action: "take-fee" })).status).toBe(200);
  at("2026-12-02T13:30:00Z");
  await w.run("settle");
  at("2026-12-02T14:30:00Z");
  await w.run("settle");
  const notes = await feeDocs(w, reference);
  expect(notes.map(totalOf)).toEqual([1750]);
  expect(w.netOf(reference)).toBe(1750);
});

test("a business's no-show while a refund waits for Stripe: the fee waits; the refund refused: the invoice, the register and the money are 35 €", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "prepaid", ...COMPANY });
  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  await holdRefund(reference, 2000);
  at("2026-12-03T06:00:01Z");
  expect((await w.trip(operator, { action: "take-fee" })).status).toBe(409);
  await refuseRefund(reference, 2000);
  expect((await w.trip(operator, { action: "take-fee" })).status).toBe(200);
  at("2026-12-03T07:30:00Z");
  await w.run("settle");
  const invoices = (
    await Promise.all(w.of("receipt", reference).map(async (m) => (await w.documentOf(m)).text))
  ).filter((t) => t.includes("Frais d’absence"));
  expect(invoices).toHaveLength(1);
  const record = await recordNow(w, reference);
  const line = registerLines(record, "X").find((l) => l.id === "doc:invoice-fee");
  expect({ invoice: totalOf(invoices[0]!), register: line?.amount, net: w.netOf(reference) }).toEqual({
    invoice: totalOf(invoices[0]!),
    register: totalOf(invoices[0]!),
    net: totalOf(invoices[0]!),
  });
});
