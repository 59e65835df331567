import { afterEach, expect, test, vi } from "vitest";
import { recordKey, recordOf } from "../../src/server/booking/record";
import { at, useMoneyWorld } from "../support/money-world";

/**
 * An act that sets the ceiling while a refund is on its way counts the whole refund out (`givenUp` reads the pending
 * act's amount), clamped at 0; the refund, then refused by Stripe, gave back `lowered:` as measured against the
 * ceiling before the act. The act now sets `lowered:` to what its own ceiling counted out. A late cancellation (fee 17,50 €) while the
 * whole fare (35 €) given back waits for Stripe: the cancellation sets the ceiling to max(0, 17,50 - 35) = 0, the
 * refund refused gives 35 € back to it: the booking may keep, and keeps, 35 € for a fee of 17,50 €.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

type W = Awaited<ReturnType<typeof world>>;

async function recordNow(w: W, reference: string) {
  return recordOf(reference, await w.redis.hgetall(recordKey(reference)))!;
}

async function untilPending(w: W, reference: string, name = "refund-1") {
  for (let waited = 0; waited < 5_000; waited += 10) {
    if (await w.redis.hget(recordKey(reference), `money:${name}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the refund was never reserved");
}

const totalOf = (text: string) => {
  const m = /Total à payer (\d+),(\d\d)\s€/.exec(text);
  return m ? Number(m[1]) * 100 + Number(m[2]) : NaN;
};

test("a late cancellation (fee 17,50 €) while the whole fare given back waits for Stripe, which refuses it: the booking keeps the fee, not 35 €", async () => {
  const w = await world({ clock: "machine" });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
  const { reference, operator, manage } = await w.booked({ paiement: "prepaid" });
  at("2026-12-02T12:10:00Z");
  // Both pages loaded once (as the operator and the customer have them open).
  expect((await w.manage(manage)).status).toBe(200);
  expect((await w.trip(operator)).status).toBe(200);
  // Stripe's front is busy for a few seconds (429: nothing done), then refuses the refund (400).
  w.stripe.fail({ kind: "error", status: 429 }, { path: /\/v1\/refunds$/, times: 5 });
  w.stripe.fail({ kind: "error", status: 400 }, { path: /\/v1\/refunds$/, times: 1 });
  const refunding = w.trip(operator, { action: "refund", amount: "35" });
  await untilPending(w, reference);
  at("2026-12-02T12:15:00Z");
  const cancelling = w.manage(manage, { action: "cancel", fee: 50 });
  // The cancellation passes while the refund is still out (nothing left to give back on its own: all is reserved).
  let during = await recordNow(w, reference);
  while (during.state !== "cancelled-by-customer") {
    await new Promise((resolve) => setTimeout(resolve, 5));
    during = await recordNow(w, reference);
  }
  expect(during.acts["refund-1"]?.state).toBe("pending");
  expect(during.ledger.ceiling).toBe(0);
  expect((await cancelling).status).toBe(200);
  expect((await refunding).status).not.toBe(200);
  w.stripe.clearFaults();
  await w.events();

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
