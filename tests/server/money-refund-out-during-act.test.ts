import { afterEach, expect, test, vi } from "vitest";
import { redisBookingStore } from "../../src/server/booking/store";
import { recordNow, totalOf } from "../support/money-documents";
import { at, useMoneyWorld } from "../support/money-world";

/**
 * An act that sets the ceiling while a refund is on its way counts the whole refund out (`givenUp` reads the pending
 * act's amount), clamped at 0. A late cancellation (fee 17,50 €) while the whole fare (35 €) given back waited for
 * Stripe set the ceiling to max(0, 17,50 - 35) = 0; Stripe refused the refund, which gave back the 35 € it had taken
 * from the ceiling before the cancellation: the booking could keep, and kept, 35 € for a fee of 17,50 €. The act now
 * records what its own ceiling counted out for the refund (`lowered:<name>`), and a refusal gives back that.
 */
const { ctx, world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a late cancellation (fee 17,50 €) while the whole fare given back waits for Stripe, which refuses it: the booking keeps the fee, not 35 €", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { reference, operator, manage } = await w.booked({ paiement: "prepaid" });
  const store = redisBookingStore(ctx.upstash());
  at("2026-12-02T12:10:00Z");
  // The operator's refund of the whole fare, reserved as the trip page reserves it, its answer not in yet.
  const paid = (await store.get(reference))!;
  const parts = [{ paymentIntentId: paid.farePaid!.paymentIntentId, amount: 3500 }];
  const act = { state: "pending", amount: 3500, at: "2026-12-02T12:10:00.000Z", by: "operator", parts };
  const reserved = await store.ledger(
    reference,
    { op: "refund", name: "refund-1", amount: 3500, act: JSON.stringify(act), lowerCeiling: true },
    undefined,
    paid.v,
  );
  expect(reserved.ok).toBe(true);

  // The customer cancels meanwhile: the fee's ceiling counts the refund out (17,50 - 35: 0).
  at("2026-12-02T12:15:00Z");
  expect((await w.manage(manage, { action: "cancel", fee: 50 })).status).toBe(200);
  const during = (await store.get(reference))!;
  expect(during.acts["refund-1"]?.state).toBe("pending");
  expect(during.ledger.ceiling).toBe(0);

  // Stripe refuses the refund: nothing given back, and the ceiling gets back what was given up for it.
  const refused = await store.ledger(reference, {
    op: "refunded",
    name: "refund-1",
    reserved: 3500,
    act: null,
    done: 0,
    keepHold: false,
    restoreCeiling: 3500,
    parts: [],
  });
  expect(refused.ok).toBe(true);

  const view = (await w.trip(operator)).body.money;
  expect(view.fee).toMatchObject({ amount: 1750, due: 1750 });
  // Nothing was given back: the booking may keep the fee, no more (it says 3500).
  expect.soft(view.ceiling, JSON.stringify((await recordNow(w, reference)).ledger)).toBe(1750);

  at("2026-12-02T13:30:00Z");
  await w.run("settle");
  expect((await w.trip(operator, { action: "take-fee" })).status).toBe(200);
  at("2026-12-02T14:30:00Z");
  await w.run("settle");
  at("2026-12-02T15:30:00Z");
  await w.run("settle");
  const notes = (await Promise.all(w.of("receipt", reference).map(async (m) => (await w.documentOf(m)).text))).filter(
    (t) => t.includes("Frais d’annulation"),
  );
  expect({ notes: notes.map(totalOf), net: w.netOf(reference) }).toEqual({ notes: [1750], net: 1750 });
});
