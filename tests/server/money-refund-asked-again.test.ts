import { afterEach, expect, test, vi } from "vitest";
import { recordKey } from "../../src/server/booking/record";
import { redisBookingStore } from "../../src/server/booking/store";
import { at, useMoneyWorld } from "../support/money-world";

/**
 * A refund Stripe made without its answer reaching the site (the call timed out) stayed « INCERTAIN » for good: the
 * site never asked again, the customer was never told, and the fee, which depends on it, could not be taken. The
 * settling job now asks again with the refund's own key while Stripe keeps its answer (23 hours): Stripe answers what
 * it did, never a second refund. Past that, the key could make it again: it stays for the operator to check. A refund
 * turned uncertain puts its booking on the job's list whatever its state (closed, or days before the ride); two runs
 * that overlap record Stripe's answer once; and a charge left uncertain holds the operator's refunds only while the
 * job may still learn what became of it.
 */
const { ctx, world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a refund whose answer never came: the next run asks again with its key, Stripe answers what it did, the customer is told once, the fee is then taken", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "prepaid" });
  at("2026-12-02T10:00:00Z");
  // Stripe makes the refund; its answer never comes back before the press gives up.
  w.stripe.fail({ kind: "hang" }, { path: /\/v1\/refunds$/, times: 50 });
  const pressed = await w.trip(operator, { action: "refund", amount: "20" });
  w.stripe.clearFaults();
  expect(pressed.status).toBe(502);
  expect(w.refundsOf(reference)).toHaveLength(1);
  expect(w.of("refund", reference)).toEqual([]);

  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  expect((await w.trip(operator, { action: "take-fee" })).body.error).toContain("INCERTAIN");

  // The hourly run, 21 hours after the press: asked again with the same key, Stripe answers the refund it made.
  at("2026-12-03T07:00:00Z");
  await w.run("settle");
  expect(w.refundsOf(reference)).toHaveLength(1);
  const view = (await w.trip(operator)).body.money;
  expect(view.acts.find((a: { name: string }) => a.name === "refund-1")).toMatchObject({
    state: "done",
    outcome: "refunded",
  });
  expect(view).toMatchObject({ held: 1500, ceiling: 1500 });
  expect(w.of("refund", reference)).toHaveLength(1);
  expect(w.text(w.of("refund", reference)[0]!)).toContain("20\u00a0€");

  // The fee is what is left, 15 €, kept; the booking closes, told once, refunded once.
  expect((await w.trip(operator, { action: "take-fee" })).status).toBe(200);
  at("2026-12-03T08:30:00Z");
  await w.run("settle");
  expect((await w.trip(operator)).body.state).toBe("closed");
  expect(w.netOf(reference)).toBe(1500);
  expect(w.of("refund", reference)).toHaveLength(1);
});

test("a refund whose answer never came, looked at again only after Stripe forgot its key: nothing is asked again, it stays for the operator", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "prepaid" });
  at("2026-12-02T06:00:00Z");
  w.stripe.fail({ kind: "hang" }, { path: /\/v1\/refunds$/, times: 50 });
  expect((await w.trip(operator, { action: "refund", amount: "20" })).status).toBe(502);
  w.stripe.clearFaults();
  const asked = w.stripe.requests.filter((r) => r.path === "/v1/refunds").length;

  // The no-show puts the booking on the job's list at once; the job's run is 25 hours after the press.
  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  at("2026-12-03T07:00:00Z");
  await w.run("settle");
  expect(w.stripe.requests.filter((r) => r.path === "/v1/refunds").length).toBe(asked);
  const act = (await w.trip(operator)).body.money.acts.find((a: { name: string }) => a.name === "refund-1");
  expect(act).toMatchObject({ state: "uncertain" });
  expect(w.refundsOf(reference)).toHaveLength(1);
  expect(w.of("refund", reference)).toEqual([]);
});

test("two overlapping settling runs resolve one uncertain refund: the ledger counts it once", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "prepaid" });
  at("2026-12-02T10:00:00Z");
  w.stripe.fail({ kind: "hang" }, { path: /\/v1\/refunds$/, times: 50 });
  expect((await w.trip(operator, { action: "refund", amount: "20" })).status).toBe(502);
  w.stripe.clearFaults();
  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  at("2026-12-03T07:00:00Z");
  // Stripe slow to answer the asked-again refund: a second run (cron retried, or the next hour's) overlaps.
  w.stripe.fail({ kind: "delay", ms: 1_500 }, { path: /\/v1\/refunds$/, times: 2 });
  await Promise.all([w.run("settle"), w.run("settle")]);
  w.stripe.clearFaults();
  expect(w.refundsOf(reference)).toHaveLength(1);
  const h = await w.redis.hgetall(recordKey(reference));
  const ledger = { in: Number(h.in ?? 0), out: Number(h.out ?? 0), outHold: Number(h.outHold ?? 0) };
  expect(ledger.outHold).toBe(0);
  expect(ledger.in - ledger.out).toBe(w.netOf(reference));
  expect(w.of("refund", reference)).toHaveLength(1);
});

test("a refund uncertain on a closed booking: the hourly runs within 23 hours ask it again", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "prepaid" });
  at("2026-12-03T09:00:00Z");
  const ended = await w.trip(operator, { action: "end", waitingMinutes: 0, extra: "" });
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  at("2026-12-03T10:00:00Z");
  await w.run("settle");
  at("2026-12-03T11:00:00Z");
  await w.run("settle");
  expect((await w.trip(operator)).body.state).toBe("closed");

  // A gesture after the close: Stripe makes it, its answer never comes.
  at("2026-12-04T10:00:00Z");
  w.stripe.fail({ kind: "hang" }, { path: /\/v1\/refunds$/, times: 50 });
  expect((await w.trip(operator, { action: "refund", amount: "10" })).status).toBe(502);
  w.stripe.clearFaults();
  expect(w.refundsOf(reference)).toHaveLength(1);

  for (const hour of ["11", "12", "15", "20"]) {
    at(`2026-12-04T${hour}:00:00Z`);
    await w.run("settle");
  }
  const act = (await w.trip(operator)).body.money.acts.find((a: { name: string }) => a.name === "refund-1");
  expect(act).toMatchObject({ state: "done", outcome: "refunded" });
  expect(w.of("refund", reference)).toHaveLength(1);
});

test("a refund uncertain days before the ride: the hourly runs within 23 hours ask it again", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "prepaid" });
  at("2026-11-30T10:00:00Z");
  w.stripe.fail({ kind: "hang" }, { path: /\/v1\/refunds$/, times: 50 });
  expect((await w.trip(operator, { action: "refund", amount: "10" })).status).toBe(502);
  w.stripe.clearFaults();
  for (const hour of ["11", "12", "15", "20"]) {
    at(`2026-11-30T${hour}:00:00Z`);
    await w.run("settle");
  }
  const act = (await w.trip(operator)).body.money.acts.find((a: { name: string }) => a.name === "refund-1");
  expect(act).toMatchObject({ state: "done", outcome: "refunded" });
  expect(w.of("refund", reference)).toHaveLength(1);
});

test("a fee charge whose answer never came: a refund waits for it while its key lasts, and no longer once the site can learn nothing more", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "prepaid" });
  const store = redisBookingStore(ctx.upstash());
  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  // The fee's charge asked of Stripe and its answer never heard, as a charge that timed out leaves its act.
  const act = { state: "uncertain", amount: 500, at: "2026-12-03T06:00:00.000Z", by: "operator", reason: "timeout" };
  expect((await store.ledger(reference, { op: "set", set: { "money:fee": JSON.stringify(act) } })).ok).toBe(true);

  // Within 23 hours the job may still hear what Stripe did: the refund waits.
  at("2026-12-03T10:00:00Z");
  const early = await w.trip(operator, { action: "refund", amount: "10" });
  expect(early.status).toBe(409);
  expect(early.body.error).toContain("en cours");
  // Past them nothing more can be learnt: the refund is made.
  at("2026-12-04T06:00:00Z");
  const late = await w.trip(operator, { action: "refund", amount: "10" });
  expect(late.status, JSON.stringify(late.body)).toBe(200);
  expect(w.refundsOf(reference).map((r) => r.amount)).toEqual([1000]);
});
