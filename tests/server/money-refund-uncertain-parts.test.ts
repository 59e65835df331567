import { afterEach, expect, test, vi } from "vitest";
import { at, useMoneyWorld } from "../support/money-world";

/**
 * A refund drawn on two payments (the fare paid at booking, the rest paid through a link): Stripe makes and answers
 * the first part, makes the second and answers 500 (uncertain). The part given back was counted twice (still
 * reserved, and given back): the booking seemed to hold 20 € less than it did, the trip page showed them owed, and
 * the customer's payment link asked them again and took them.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a two-part refund whose second part is uncertain does not make the customer owe, nor his link ask, what he paid", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  // Fare paid at booking with a card whose bank wants its holder at every later charge.
  const { reference, operator } = await w.booked({ paiement: "prepaid" }, { card: "4000002760003184" });
  at("2026-12-03T07:00:00Z");
  const ended = await w.trip(operator, { action: "end", extra: "20", label: "Parking" });
  expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  const due = w.of("payment-due", reference);
  expect(due).toHaveLength(1);
  const token = w.link(due[0]!, "/paiement");
  const checkout = await w.payment(token, { action: "checkout" });
  expect(checkout.status).toBe(200);
  expect((await w.pay(token, checkout.body.url as string)).body.state).toBe("paid");
  const before = (await w.trip(operator)).body.money;
  expect(before).toMatchObject({ held: 5500, ceiling: 5500, owed: 0 });

  // 40 € given back: 20 € of the link's payment (made and answered), then 20 € of the fare (made, answer lost).
  at("2026-12-03T08:00:00Z");
  w.stripe.fail({ kind: "delay", ms: 0 }, { path: /\/v1\/refunds$/, times: 1 });
  w.stripe.fail({ kind: "error", status: 500, stage: "after" }, { path: /\/v1\/refunds$/, times: 20 });
  const refunded = await w.trip(operator, { action: "refund", amount: "40" });
  w.stripe.clearFaults();
  expect(refunded.status).toBe(502);
  // Stripe did both: 15 € are all the booking holds now, and it may keep 15 €.
  expect(w.netOf(reference)).toBe(1500);

  const money = (await w.trip(operator)).body.money;
  expect.soft({ ceiling: money.ceiling, owed: money.owed }).toEqual({ ceiling: 1500, owed: 0 });
  at("2026-12-03T08:05:00Z");
  const page = await w.payment(token);
  expect.soft({ state: page.body.state, amount: page.body.payment.amount }).not.toMatchObject({ state: "awaiting" });
  // Asked again, the customer can pay it: the booking then keeps more than it may.
  const again = await w.payment(token, { action: "checkout" });
  if (again.status === 200) await w.pay(token, again.body.url as string);
  expect(w.netOf(reference)).toBe(1500);
});
