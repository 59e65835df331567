import { beforeEach, expect, test, vi } from "vitest";
import { bookingReference } from "../../src/server/kernel/reference";
import { chargeOffSession, createPaymentCheckout, idempotencyKey } from "../../src/server/payment";
import { keptCard } from "../support/stripe-cards";
import { useStripeStandIn } from "../support/stripe-stand-in";
import { onVirtualClock } from "../support/virtual-time";

/**
 * Stripe failing: answering 500, answering late, not answering at all, losing the connection. Whatever it does,
 * nothing is charged twice, and a charge whose fate is unknown at the deadline is said so and logged in full,
 * never taken for a failure that could be tried again under another key.
 */
const ctx = useStripeStandIn();
const chargedFor = (reference: string) => ctx.stripe.charged().filter((c) => c.reference === reference);
const callsWith = (key: string) => ctx.stripe.requests.filter((r) => r.idempotencyKey === key);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});

async function feeFor(card = "4242424242424242") {
  const kept = await keptCard(card);
  return {
    reference: kept.reference,
    key: idempotencyKey(kept.reference, "fee:no-show"),
    charge: {
      reference: kept.reference,
      customerId: kept.customerId,
      paymentMethodId: kept.paymentMethodId,
      amount: 8400,
      ceiling: 8400,
      description: "Absence à la prise en charge",
    },
  };
}

test("a 500 before any work, then an answer: tried again with the same key, charged once", async () => {
  const { reference, key, charge } = await feeFor();
  ctx.stripe.fail({ kind: "error", status: 500 }, { path: /payment_intents/ });
  const paid = await chargeOffSession(charge, { key, deadline: Date.now() + 5_000 });
  expect(paid.ok && paid.value.status).toBe("succeeded");
  expect(callsWith(key).map((r) => r.outcome)).toEqual([500, 200]);
  expect(chargedFor(reference)).toHaveLength(1);
  expect(warn.mock.calls.join(" ")).toContain(key);
});

test("a 429, then an answer: the rate limiter ran before anything, the retry charges once", async () => {
  const { reference, key, charge } = await feeFor();
  ctx.stripe.fail({ kind: "error", status: 429 }, { path: /payment_intents/, times: 2 });
  const paid = await chargeOffSession(charge, { key, deadline: Date.now() + 5_000 });
  expect(paid.ok && paid.value.status).toBe("succeeded");
  expect(callsWith(key).map((r) => r.outcome)).toEqual([429, 429, 200]);
  expect(chargedFor(reference)).toHaveLength(1);
});

test("an answer lost after the charge (a timeout) within the deadline: the retry gets Stripe's kept answer", async () => {
  const { reference, key, charge } = await feeFor();
  ctx.stripe.fail({ kind: "hang" }, { path: /payment_intents/ });
  // On the controlled clock: the first attempt's own timeout, then the retry, within the deadline on any machine.
  const { paid, ms } = await onVirtualClock(async () => {
    const started = Date.now();
    const paid = await chargeOffSession(charge, { key, deadline: started + 3_000 });
    return { paid, ms: Date.now() - started };
  });
  expect(paid.ok && paid.value.status).toBe("succeeded");
  expect(ms).toBeLessThan(3_000);
  expect(callsWith(key).map((r) => r.outcome)).toEqual(["hung", "200 (replayed)"]);
  expect(chargedFor(reference)).toHaveLength(1);
});

test("Stripe silent past the deadline: uncertain, logged in full; the same key later charges nothing more", async () => {
  const { reference, key, charge } = await feeFor();
  ctx.stripe.fail({ kind: "hang" }, { path: /payment_intents/, times: 10 });
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  // On the controlled clock: attempts that time out, each within what is left, until the deadline.
  const { lost, ms } = await onVirtualClock(async () => {
    const started = Date.now();
    const lost = await chargeOffSession(charge, { key, deadline: started + 2_000 });
    return { lost, ms: Date.now() - started };
  });
  expect(ms).toBeLessThanOrEqual(2_000);
  expect(lost).toMatchObject({ ok: false, error: { kind: "uncertain", operation: "charge", key } });
  const logged = error.mock.calls.map((c) => c.join(" ")).join("\n");
  for (const fact of ["UNCERTAIN", key, "8400 cents", charge.paymentMethodId, charge.customerId, reference])
    expect(logged).toContain(fact);
  expect(chargedFor(reference)).toHaveLength(1);

  ctx.stripe.clearFaults();
  const later = await chargeOffSession(charge, { key, deadline: Date.now() + 5_000 });
  expect(later.ok && later.value.status).toBe("succeeded");
  expect(chargedFor(reference)).toHaveLength(1);
});

test("a 500 after the work, which Stripe keeps for the key: uncertain every time, never a second charge", async () => {
  const { reference, key, charge } = await feeFor();
  ctx.stripe.fail({ kind: "error", status: 500, stage: "after" }, { path: /payment_intents/ });
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  // Asked again with the same key until each deadline, on the controlled clock: as many times on any machine.
  const first = await onVirtualClock(() => chargeOffSession(charge, { key, deadline: Date.now() + 1_500 }));
  expect(first).toMatchObject({ ok: false, error: { kind: "uncertain", status: 500 } });
  const again = await onVirtualClock(() => chargeOffSession(charge, { key, deadline: Date.now() + 1_000 }));
  expect(again).toMatchObject({ ok: false, error: { kind: "uncertain" } });
  expect(error).toHaveBeenCalledTimes(2);
  expect(callsWith(key).every((r) => r.outcome === 500 || r.outcome === "500 (replayed)")).toBe(true);
  expect(chargedFor(reference)).toHaveLength(1);
});

test("connections lost before Stripe did anything: uncertain to us; the same key later charges exactly once", async () => {
  const { reference, key, charge } = await feeFor();
  ctx.stripe.fail({ kind: "drop" }, { path: /payment_intents/, times: 50 });
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const lost = await onVirtualClock(() => chargeOffSession(charge, { key, deadline: Date.now() + 1_200 }));
  expect(lost).toMatchObject({ ok: false, error: { kind: "uncertain" } });
  expect(error).toHaveBeenCalledTimes(1);
  expect(chargedFor(reference)).toEqual([]);
  ctx.stripe.clearFaults();
  const later = await chargeOffSession(charge, { key, deadline: Date.now() + 5_000 });
  expect(later.ok && later.value.status).toBe("succeeded");
  expect(chargedFor(reference)).toHaveLength(1);
});

test("a checkout asked again after a 500 is the same session: one page, one possible payment", async () => {
  const reference = bookingReference(new Date());
  const key = idempotencyKey(reference, "prepay");
  ctx.stripe.fail({ kind: "error", status: 502 }, { path: /checkout\/sessions$/ });
  const input = {
    reference,
    amount: 12000,
    label: "Mise à disposition",
    locale: "fr" as const,
    return: { successUrl: "https://example.com/ok", cancelUrl: "https://example.com/no" },
  };
  const first = await createPaymentCheckout(input, { key, deadline: Date.now() + 5_000 });
  const second = await createPaymentCheckout(input, { key, deadline: Date.now() + 5_000 });
  expect(first.ok && second.ok && first.value.id === second.value.id).toBe(true);
  const sessions = [...ctx.stripe.state.objects.values()].filter(
    (o) => o.object === "checkout.session" && o.client_reference_id === reference,
  );
  expect(sessions).toHaveLength(1);
});
