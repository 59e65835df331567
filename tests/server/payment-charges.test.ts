import { expect, test, vi } from "vitest";
import { chargeOffSession, idempotencyKey, refundPayment } from "../../src/server/payment";
import { keptCard } from "../support/stripe-cards";
import { useStripeStandIn } from "../support/stripe-stand-in";

/**
 * A kept card charged off-session in Stripe's three outcomes, refunds, and the idempotency that makes every
 * retry safe: the same act on the same booking charges once, however many times and however concurrently it is
 * asked for.
 */
const ctx = useStripeStandIn();
const soon = () => Date.now() + 10_000;
const chargedFor = (reference: string) => ctx.stripe.charged().filter((c) => c.reference === reference);

function fee(kept: Awaited<ReturnType<typeof keptCard>>, amount = 4200) {
  return {
    reference: kept.reference,
    customerId: kept.customerId,
    paymentMethodId: kept.paymentMethodId,
    amount,
    ceiling: 8400,
    description: "Frais d’annulation tardive",
  };
}

test("off-session: a card that pays is charged; one that needs its holder or is refused takes nothing", async () => {
  const good = await keptCard("4242424242424242");
  const paid = await chargeOffSession(fee(good), { key: idempotencyKey(good.reference, "fee:late"), deadline: soon() });
  expect(paid).toMatchObject({ ok: true, value: { status: "succeeded", amount: 4200 } });
  expect(chargedFor(good.reference)).toMatchObject([
    { amount: 4200, offSession: true, paymentMethod: good.paymentMethodId },
  ]);

  // Authenticated when kept (3155): later charges go through without the customer.
  const once = await keptCard("4000002500003155");
  const quiet = await chargeOffSession(fee(once), {
    key: idempotencyKey(once.reference, "fee:late"),
    deadline: soon(),
  });
  expect(quiet.ok && quiet.value.status).toBe("succeeded");

  const sca = await keptCard("4000002760003184");
  const needs = await chargeOffSession(fee(sca), { key: idempotencyKey(sca.reference, "fee:late"), deadline: soon() });
  expect(needs).toMatchObject({ ok: true, value: { status: "needs-customer", reason: "authentication_required" } });
  const intent = needs.ok && needs.value.paymentIntentId;
  expect(intent).toMatch(/^pi_/);
  // Stripe leaves the intent waiting for a payment method, as it answers an off-session charge that needs SCA.
  const leftAs = ctx.stripe.state.get(intent as string);
  expect(leftAs?.status).toBe("requires_payment_method");

  const refused = await keptCard("4000000000000341");
  const declined = await chargeOffSession(fee(refused), {
    key: idempotencyKey(refused.reference, "fee:late"),
    deadline: soon(),
  });
  expect(declined).toMatchObject({ ok: true, value: { status: "declined", reason: "generic_decline" } });
  expect([...chargedFor(sca.reference), ...chargedFor(refused.reference)]).toEqual([]);
});

test("never more than asked, never above the fare: such an amount is refused before Stripe is called", async () => {
  const kept = await keptCard("4242424242424242");
  const before = ctx.stripe.requests.length;
  vi.spyOn(console, "error").mockImplementation(() => {});
  for (const amount of [8401, 0, -100, 42.5])
    expect(
      await chargeOffSession(fee(kept, amount), { key: idempotencyKey(kept.reference, "fee:late"), deadline: soon() }),
    ).toMatchObject({ ok: false, error: { kind: "refused", attempts: 0 } });
  expect(ctx.stripe.requests.length).toBe(before);
  expect(chargedFor(kept.reference)).toEqual([]);
});

test("the same charge asked twice, in turn or at once, charges once and answers the same", async () => {
  const kept = await keptCard("4242424242424242");
  const key = idempotencyKey(kept.reference, "fee:no-show");
  const first = await chargeOffSession(fee(kept), { key, deadline: soon() });
  const again = await chargeOffSession(fee(kept), { key, deadline: soon() });
  expect(again).toEqual(first);
  expect(chargedFor(kept.reference)).toHaveLength(1);

  // Two instances at once, the first still running when the second arrives (409, then Stripe's kept answer).
  const other = await keptCard("4242424242424242");
  const both = idempotencyKey(other.reference, "fee:no-show");
  ctx.stripe.fail({ kind: "delay", ms: 400 }, { path: /payment_intents/ });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const [a, b] = await Promise.all([
    chargeOffSession(fee(other), { key: both, deadline: soon() }),
    chargeOffSession(fee(other), { key: both, deadline: soon() }),
  ]);
  expect(a).toEqual(b);
  expect(a.ok && a.value.status).toBe("succeeded");
  expect(ctx.stripe.requests.some((r) => r.idempotencyKey === both && r.outcome === 409)).toBe(true);
  expect(chargedFor(other.reference)).toHaveLength(1);

  // The same key with another amount is Stripe's idempotency error: refused, nothing charged.
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const changed = await chargeOffSession(fee(other, 4300), { key: both, deadline: soon() });
  expect(changed).toMatchObject({ ok: false, error: { kind: "refused" } });
  expect(error.mock.calls.join(" ")).toContain("same parameters");
  expect(chargedFor(other.reference)).toHaveLength(1);
});

test("a refund gives back part, then the rest, each once; never more than was taken", async () => {
  const kept = await keptCard("4242424242424242");
  const paid = await chargeOffSession(fee(kept, 8400), {
    key: idempotencyKey(kept.reference, "fee:no-show"),
    deadline: soon(),
  });
  if (!paid.ok || paid.value.status !== "succeeded") throw new Error("not charged");
  const intent = paid.value.paymentIntentId;
  const refund = (amount: number | undefined, action: string) =>
    refundPayment(
      { reference: kept.reference, paymentIntentId: intent, amount },
      { key: idempotencyKey(kept.reference, action), deadline: soon() },
    );
  expect(await refund(2000, "refund:1")).toMatchObject({ ok: true, value: { status: "succeeded", amount: 2000 } });
  // The same refund asked again is the same refund.
  await refund(2000, "refund:1");
  expect(await refund(undefined, "refund:2")).toMatchObject({ ok: true, value: { amount: 6400 } });
  const refunded = ctx.stripe.refunded().filter((r) => r.paymentIntent === intent);
  expect(refunded.map((r) => r.amount)).toEqual([2000, 6400]);

  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  expect(await refund(100, "refund:3")).toMatchObject({ ok: false, error: { kind: "refused" } });
  expect(error).toHaveBeenCalledTimes(1);
  expect(ctx.stripe.refunded().filter((r) => r.paymentIntent === intent)).toHaveLength(2);
});
