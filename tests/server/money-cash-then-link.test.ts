import { afterEach, expect, test, vi } from "vitest";
import { recordOf } from "../../src/server/booking/record";
import { registerLines } from "../../src/server/settlement/register";
import { at, useMoneyWorld } from "../support/money-world";

/**
 * A fee's payment page opened on Stripe before the operator records the whole fee as paid in cash, then paid on that
 * page: the card payment goes back (the booking cannot keep it), and the cash stays what paid the fee. The card
 * payment was recorded over the cash: the register showed the card in and out and no cash, and the note said the fee
 * was paid by the card that was given back.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a fee paid whole in cash, then on a Stripe page opened before: the cash stays on the record, the register and the note", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "guarantee" }, { pay: false });
  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  const fee = (await w.trip(operator)).body.money.owed as number;
  expect((await w.trip(operator, { action: "take-fee" })).status).toBe(200);
  const token = w.link(w.of("payment-due", reference)[0]!, "/paiement");
  // The customer opens Stripe's page for the fee…
  const checkout = await w.payment(token, { action: "checkout" });
  expect(checkout.status).toBe(200);

  // …meanwhile he pays the chauffeur the whole fee in cash, which the operator records…
  at("2026-12-03T06:10:00Z");
  const cash = await w.trip(operator, { action: "record-paid", amount: String(fee / 100), method: "cash" });
  expect(cash.status, JSON.stringify(cash.body)).toBe(200);

  // …and then pays the page he had open: that payment goes back at once.
  at("2026-12-03T06:12:00Z");
  await w.pay(token, checkout.body.url as string);
  expect(w.netOf(reference)).toBe(0);
  at("2026-12-03T07:30:00Z");
  await w.run("settle");

  const record = recordOf(reference, (await w.redis.hgetall(`booking:${reference}`)) as Record<string, unknown>)!;
  expect(record.ledger.offline).toBe(fee);
  // What paid the fee, as the register keeps it for the accountant: the cash, and the card in and out.
  const received = registerLines(record, "x")
    .filter((l) => l.operation === "encaissement" || l.operation === "remboursement")
    .map((l) => ({ amount: l.amount, method: l.method }));
  expect.soft(received).toContainEqual({ amount: fee, method: "espèces" });
  expect.soft(received.reduce((sum, l) => sum + l.amount, 0)).toBe(fee);

  // The link's page says the fee is paid, once: the card payment that went back is not counted.
  expect.soft((await w.payment(token)).body).toMatchObject({ state: "paid", payment: { amount: fee } });

  const notes = w.of("receipt", reference);
  expect(notes).toHaveLength(1);
  expect.soft((await w.documentOf(notes[0]!)).text).toMatch(/Payée le 03\/12\/2026 par espèces/);
});
