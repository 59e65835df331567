import { expect, test, vi } from "vitest";
import { createPaymentCheckout, idempotencyKey, readCheckoutSession } from "../../src/server/payment";
import { endRide } from "../../src/server/settlement/end";
import { loadMoney, moneyView, takeFee } from "../../src/server/settlement/operator-acts";
import { rideOnKeptCard } from "../support/settlement-fixtures";
import { payOnHostedPage, useStripeStandIn } from "../support/stripe-stand-in";

/**
 * What a ride owes at its end, from its records and the terms, never from a page: a fare paid online that a
 * cheaper change left too high goes back, once; a ride paid in the car takes nothing online and its note says so;
 * a fee on a card the bank refuses takes nothing and sends a payment link.
 */
const ctx = useStripeStandIn();
const soon = () => Date.now() + 10_000;

/** The fare paid on Stripe's page by the booking's own customer: what the record keeps of it. */
async function paidOnline(reference: string, customerId: string, amount: number) {
  const made = await createPaymentCheckout(
    {
      reference,
      amount,
      label: "Course du 03/12/2026 à 06:15",
      locale: "fr",
      customerId,
      return: { successUrl: "https://example.com/ok", cancelUrl: "https://example.com/no" },
    },
    { key: idempotencyKey(reference, "checkout:booking"), deadline: soon() },
  );
  if (!made.ok) throw new Error(made.error.reason);
  expect((await payOnHostedPage(made.value.url!, "4242424242424242")).status).toBe(303);
  const read = await readCheckoutSession(made.value.id, { deadline: soon() });
  if (!read.ok || !read.value.paymentIntentId) throw new Error("not paid");
  return { paymentIntentId: read.value.paymentIntentId, amount, at: "2026-11-28T09:20:00.000Z" };
}

test("a fare paid online that a cheaper change left too high: the difference goes back once at the ride's end, the customer told, the note states the ride's own total", async () => {
  const ride = await rideOnKeptCard(ctx.stripe, { price: 30, payment: async () => ({ mode: "prepaid" }) });
  const paid = await paidOnline(ride.reference, ride.customerId, 3500);
  await ride.deps.payments.update(ride.reference, { paid });
  const ended = await endRide(await ride.facts(), "auto", { waitingMinutes: 0, extra: 0 }, ride.deps, soon(), "test");
  expect(ended).toMatchObject({ kind: "ended", collected: { kind: "nothing" }, paperwork: "sent" });
  const refunds = ctx.stripe.refunded().filter((r) => r.paymentIntent === paid.paymentIntentId);
  expect(refunds.map((r) => r.amount)).toEqual([500]);
  expect(ride.mailer.sent.map((m) => m.kind)).toEqual(["refund", "receipt", "receipt-copy"]);
  expect(ride.mailer.sent[0]!.text).toContain("nous vous avons remboursé 5\u00a0€ TTC");
  // Ended again by a second run: nothing more.
  expect(
    await endRide(await ride.facts(), "auto", { waitingMinutes: 0, extra: 0 }, ride.deps, soon(), "test"),
  ).toMatchObject({ kind: "already" });
  expect(ctx.stripe.refunded().filter((r) => r.paymentIntent === paid.paymentIntentId)).toHaveLength(1);
});

test("a ride paid in the car takes nothing online; its note says « à régler à bord »", async () => {
  const ride = await rideOnKeptCard(ctx.stripe, { payment: async () => ({ mode: "in-car" }) });
  const ended = await endRide(
    await ride.facts(),
    "operator",
    { waitingMinutes: 20, extra: 0 },
    ride.deps,
    soon(),
    "test",
  );
  expect(ended).toMatchObject({ kind: "ended", collected: { kind: "nothing" }, paperwork: "sent" });
  expect(ride.charges()).toEqual([]);
  expect(ride.mailer.sent[0]!.text).toContain("à régler à bord, auprès du chauffeur");
});

test("a no-show's fee on a card the bank now refuses: nothing taken, a payment link sent once, the page says so", async () => {
  const ride = await rideOnKeptCard(ctx.stripe);
  const money = (await loadMoney(ride.reference, ride.deps))!;
  // The card is refused at every charge from now on (Stripe's 0341 test card behaves so once kept).
  ctx.stripe.state.offSession.set(money.facts.record!.card!.paymentMethodId, "declined");
  await ride.deps.stores.outcomes.claim(ride.reference, {
    state: "done",
    at: "2026-12-03T05:45:00.000Z",
    kind: "no-show",
    feePercent: 100,
    fee: 35,
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const taken = await takeFee((await loadMoney(ride.reference, ride.deps))!, ride.deps, Date.now() + 25_000);
  expect(taken.collected).toMatchObject({ kind: "link-sent", told: true });
  expect(ride.charges()).toEqual([]);
  expect(ride.mailer.sent.map((m) => m.kind)).toEqual(["payment-due", "payment-due-copy"]);
  expect(ride.mailer.sent[0]!.text).toContain("Votre carte n’a pas accepté ce paiement");
  expect(ride.mailer.sent[0]!.text).toMatch(/\/paiement#v1\./);
  const view = moneyView((await loadMoney(ride.reference, ride.deps))!, Date.now());
  expect(view).toMatchObject({ canTakeFee: false, fee: { amount: 3500, kind: "no-show" } });
  expect(view.acts).toEqual([expect.objectContaining({ name: "fee", outcome: "declined" })]);
});
