import { expect, test, vi } from "vitest";
import { moneyView, refundFromPage } from "../../src/server/settlement/money-acts";
import { endRide, settleRide } from "../../src/server/settlement/ride-end";
import { rideOnKeptCard } from "../support/settlement-fixtures";
import { useStripeStandIn } from "../support/stripe-stand-in";

/**
 * Stripe at its worst while a ride is settled: answering 500, answering late, or never. Whatever it does, a ride
 * is charged once: a call is made again only with its own idempotency key, an outcome nobody heard is recorded as
 * uncertain (its amount kept reserved on the booking's ledger) and said in full in the log, and asked again later with
 * the same key, it gives Stripe's kept answer instead of a second charge. A refund nobody heard is never made again
 * under another name, and no other refund is made meanwhile.
 */
const ctx = useStripeStandIn();

const CHARGES = /\/v1\/payment_intents$/;

test("Stripe answering 500 before it acts, then acting: the ride is charged once, within the same press", async () => {
  const ride = await rideOnKeptCard(ctx.stripe);
  ctx.stripe.fail({ kind: "error", status: 500 }, { path: CHARGES, times: 2 });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const ended = await endRide(
    await ride.trip(),
    "operator",
    { waitingMinutes: 0, extra: 0 },
    ride.deps,
    Date.now() + 15_000,
    "test",
  );
  expect(ended).toMatchObject({ kind: "ended", collected: { kind: "taken" }, document: "sent" });
  expect(ride.charges()).toMatchObject([{ amount: 3500, offSession: true }]);
  expect(ride.mailer.sent.map((m) => m.kind)).toEqual(["receipt", "receipt-copy"]);
});

test("Stripe acting but never answering: the charge is uncertain, logged with its key; the next run asks again with that key and gets Stripe's kept answer, never a second charge", async () => {
  const ride = await rideOnKeptCard(ctx.stripe);
  ctx.stripe.fail({ kind: "hang" }, { path: CHARGES, times: 50 });
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const ended = await endRide(
    await ride.trip(),
    "auto",
    { waitingMinutes: 0, extra: 0 },
    ride.deps,
    Date.now() + 15_000,
    "test",
  );
  expect(ended).toMatchObject({ kind: "ended", collected: { kind: "uncertain" }, document: "waiting" });
  const said = errors.mock.calls.map((call) => String(call[0])).join("\n");
  expect(said).toMatch(new RegExp(`CHARGE UNCERTAIN .*key ${ride.reference}`));
  expect(said).toContain("3500 cents may have been taken");
  // Stripe did it: one charge, which the ledger keeps reserved, unknown. Nothing is sent for it yet.
  expect(ride.charges()).toHaveLength(1);
  expect((await ride.record()).ledger).toMatchObject({ inHold: 3500, in: 0 });
  expect(ride.mailer.sent).toEqual([]);

  ctx.stripe.clearFaults();
  const again = await settleRide(await ride.trip(), await ride.record(), ride.deps, Date.now() + 15_000, "test");
  expect(again).toMatchObject({ collected: { kind: "taken" }, document: "sent" });
  expect(ride.charges()).toHaveLength(1);
  expect((await ride.record()).acts.ride).toMatchObject({ state: "done", outcome: "succeeded" });
  expect((await ride.record()).ledger).toMatchObject({ inHold: 0, in: 3500 });
  // And once more: nothing is owed, nothing is asked of Stripe.
  const before = ctx.stripe.requests.length;
  expect(
    (await settleRide(await ride.trip(), await ride.record(), ride.deps, Date.now() + 15_000, "test")).collected.kind,
  ).toBe("nothing");
  expect(ctx.stripe.requests.length).toBe(before);
  expect(ride.mailer.sent.map((m) => m.kind)).toEqual(["receipt", "receipt-copy"]);
});

test("a refund Stripe never answers stays uncertain: pressed again it is not made under another name, and nothing more is refunded", async () => {
  const ride = await rideOnKeptCard(ctx.stripe);
  await endRide(await ride.trip(), "operator", { waitingMinutes: 0, extra: 0 }, ride.deps, Date.now() + 15_000, "test");
  expect(ride.charges()).toHaveLength(1);
  ctx.stripe.fail({ kind: "hang" }, { path: /\/v1\/refunds$/, times: 50 });
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const now = Date.parse("2026-12-03T09:00:00Z");
  expect(
    await refundFromPage(await ride.trip(), await ride.record(), "10", ride.deps, Date.now() + 15_000),
  ).toMatchObject({
    kind: "uncertain",
  });
  ctx.stripe.clearFaults();
  // Until the dashboard says what became of it, no other refund is made: the page offers none, pressed again nothing.
  const after = await ride.record();
  expect(after.acts["refund-1"]).toMatchObject({ state: "uncertain" });
  expect(moneyView(await ride.trip(), after, now)!.offers).not.toContain("refund");
  const before = ctx.stripe.requests.length;
  expect(await refundFromPage(await ride.trip(), after, "10", ride.deps, Date.now() + 15_000)).toMatchObject({
    kind: "uncertain",
  });
  expect(ctx.stripe.requests.length).toBe(before);
  const refunds = ctx.stripe.refunded().filter((r) => r.paymentIntent === ride.charges()[0]!.paymentIntent);
  expect(refunds).toHaveLength(1);
  expect(ride.mailer.sent.filter((m) => m.kind === "refund")).toEqual([]);
});
