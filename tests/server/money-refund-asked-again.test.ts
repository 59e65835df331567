import { afterEach, expect, test, vi } from "vitest";
import { at, useMoneyWorld } from "../support/money-world";

/**
 * A refund Stripe made without its answer reaching the site (the call timed out) stayed « INCERTAIN » for good: the
 * site never asked again, the customer was never told, and the fee, which depends on it, could not be taken. The
 * settling job now asks again with the refund's own key while Stripe keeps its answer (23 hours): Stripe answers what
 * it did, never a second refund. Past that, the key could make it again: it stays for the operator to check.
 */
const { world } = useMoneyWorld();

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
