import { afterEach, expect, test, vi } from "vitest";
import { recordKey, recordOf } from "../../src/server/booking/record";
import { redisBookingStore } from "../../src/server/booking/store";
import { registerLines } from "../../src/server/settlement/register";
import { texts, totalOf } from "../support/money-documents";
import { at, COMPANY, post, useMoneyWorld } from "../support/money-world";
import { payOnHostedPage } from "../support/stripe-stand-in";

/**
 * A business's no-show fee charged to the card it kept (the price rose to 60 € after 35 € were paid online: 25 € left
 * to charge) and a refund pressed while Stripe takes its time with the charge. The refund was told before the charge
 * was answered (no invoice yet, no fee listed as due: no credit note), and the invoice then stated 60 €: 60 € invoiced
 * for 40 € kept. The operator's refund now waits for a payment on its way (held open at the ledger here, so that the
 * verdict does not hang on Stripe's timing). And with 10 € in cash, an invoice made, a
 * refund and then the rest charged, the register worked the invoice out again from the record as it had moved on
 * (40 €) while the PDF said 60 €: the register now states what the document stated when its number was drawn.
 */
const { ctx, world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

type W = Awaited<ReturnType<typeof world>>;

/** A business's booking paid 35 € online, its price then risen to 60 € (payment-repriced.test.ts): its card kept. */
async function repriced(w: W) {
  // As payment-repriced.test.ts: 35 € paid on the page while Stripe's events were late, the price then risen to 60 €.
  const { reference, token, confirm } = await w.requested({ paiement: "prepaid", ...COMPANY }, { pay: false });
  w.stripe.webhooks.hold();
  const page = await w.payment(token!, { action: "checkout" });
  expect((await payOnHostedPage(page.body.url, "4242424242424242")).status).toBe(303);
  expect((await w.answer(confirm, { action: "confirm", price: 60 })).status).toBe(200);
  const accept = /#accept\.(v1\.[\w-]+)/.exec(w.text(w.of("proposal", reference)[0]!))![1]!;
  const accepted = await w.fn.proposal.call(
    post("/api/proposal", { token: accept, action: "accept", payment: "prepaid" }),
  );
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  await w.stripe.webhooks.release();
  await w.events();
  return { reference };
}

test("a business's fee charged to its card while a 20 € refund is made: its invoice less its credit notes is what the booking keeps", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { reference } = await repriced(w);
  const operator = w.link(w.of("proof-copy", reference).at(-1)!, "/course");

  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  const before = (await w.trip(operator)).body.money;
  expect(before).toMatchObject({ held: 3500, ceiling: 6000, owed: 2500, card: { last4: "4242" } });

  // The fee's charge of the 25 € left, reserved as « Encaisser les frais » reserves it, Stripe's answer not in yet.
  const store = redisBookingStore(ctx.upstash());
  const pending = { state: "pending", amount: 2500, at: "2026-12-03T06:00:00.000Z", by: "operator" };
  const charging = await store.ledger(
    reference,
    { op: "charge", name: "fee", amount: 2500, act: JSON.stringify(pending) },
    undefined,
    (await store.get(reference))!.v,
  );
  expect(charging.ok).toBe(true);
  at("2026-12-03T06:00:01Z");
  // While the charge is on its way the refund waits: before or after it decides what the invoice states.
  const early = await w.trip(operator, { action: "refund", amount: "20" });
  expect(early.status).toBe(409);
  expect(early.body.error).toContain("en cours");
  // That attempt comes to nothing (its reservation freed); the operator presses « Encaisser les frais », then refunds.
  const freed = await store.ledger(reference, {
    op: "charged",
    name: "fee",
    reserved: 2500,
    act: null,
    taken: 0,
    keepHold: false,
  });
  expect(freed.ok).toBe(true);
  expect((await w.trip(operator, { action: "take-fee" })).status).toBe(200);
  await w.events();
  const refunded = await w.trip(operator, { action: "refund", amount: "20" });
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);

  at("2026-12-03T07:30:00Z");
  await w.run("settle");
  at("2026-12-03T08:30:00Z");
  await w.run("settle");
  const invoice = (await texts(w, "receipt", reference)).find((t) => t.includes("Frais d’absence"));
  const credits = (await texts(w, "credit-note", reference)).map(totalOf);
  const record = recordOf(reference, await w.redis.hgetall(recordKey(reference)))!;
  const seen = {
    invoice: invoice ? totalOf(invoice) : null,
    register: registerLines(record, "X").find((l) => l.id === "doc:invoice-fee")?.amount ?? null,
    credits,
    net: w.netOf(reference),
    state: record.state,
    due: record.documentsDue,
  };
  // As money-fee-refund-races.test.ts holds it: the fee's invoice less its credit notes is what the booking keeps.
  expect((seen.invoice ?? 0) - credits.reduce((s, c) => s + c, 0), JSON.stringify(seen)).toBe(seen.net);
});

test("a business's fee: 10 € in cash, then a 20 € refund, then the rest charged: the register states the fee's invoice as it was issued", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { reference } = await repriced(w);
  const operator = w.link(w.of("proof-copy", reference).at(-1)!, "/course");
  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  at("2026-12-03T06:10:00Z");
  expect((await w.trip(operator, { action: "record-paid", amount: "10", method: "cash" })).status).toBe(200);
  at("2026-12-03T07:00:00Z");
  await w.run("settle");
  at("2026-12-03T07:10:00Z");
  expect((await w.trip(operator, { action: "refund", amount: "20" })).status).toBe(200);
  at("2026-12-03T07:20:00Z");
  const taken = await w.trip(operator, { action: "take-fee" });
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  await w.events();
  at("2026-12-03T08:30:00Z");
  await w.run("settle");
  at("2026-12-03T09:30:00Z");
  await w.run("settle");
  const invoices = (await texts(w, "receipt", reference)).filter((t) => t.includes("Frais d’absence"));
  const credits = (await texts(w, "credit-note", reference)).map(totalOf);
  const record = recordOf(reference, await w.redis.hgetall(recordKey(reference)))!;
  const lines = registerLines(record, "X");
  const seen = {
    invoices: invoices.map(totalOf),
    register: lines.find((l) => l.id === "doc:invoice-fee")?.amount ?? null,
    credits,
    kept: w.netOf(reference) + 1000,
    state: record.state,
  };
  expect(seen.invoices).toHaveLength(1);
  // The register states the invoice as it was issued (the refund after it has its credit note).
  expect(seen.register, JSON.stringify(seen)).toBe(seen.invoices[0]);
});
