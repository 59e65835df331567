import type Stripe from "stripe";
import { afterAll, beforeAll, expect, test } from "vitest";
import { bookingReference } from "../../src/server/kernel/reference";
import { isOnceRecord, onceStore } from "../../src/server/kernel/store/once";
import {
  createPaymentCheckout,
  createSetupCheckout,
  ensureCustomer,
  expireCheckoutSession,
  handleStripeWebhook,
  idempotencyKey,
  readCheckoutSession,
  readSavedCard,
} from "../../src/server/payment";
import { LOCAL_WEBHOOK_SECRET, STRIPE_API_VERSION } from "../../src/server/payment/client";
import { payOnHostedPage, startEndpoint, useStripeStandIn } from "../support/stripe-stand-in";

/**
 * Hosted Checkout end to end against the stand-in: the session made by the payment layer, the customer on the
 * hosted page, the signed events received and verified by the webhook handler, the outcome read back from Stripe.
 */
const ctx = useStripeStandIn();
const received: Stripe.Event[] = [];
let endpoint: Awaited<ReturnType<typeof startEndpoint>>;

beforeAll(async () => {
  const events = onceStore("test:stripe:event:", isOnceRecord);
  endpoint = await startEndpoint((request) =>
    handleStripeWebhook(request, { secret: LOCAL_WEBHOOK_SECRET, events, deadline: Date.now() + 10_000 }, async (e) => {
      received.push(e);
    }),
  );
  ctx.stripe.webhooks.setUrl(endpoint.url);
});
afterAll(() => endpoint.close());

const SITE = "https://www.vtc-premium-nantes.fr";
const back = { successUrl: `${SITE}/paiement?session={CHECKOUT_SESSION_ID}`, cancelUrl: `${SITE}/paiement/annule` };
const TERMS =
  "Votre carte ne sera débitée qu’en cas d’annulation tardive ou d’absence, jamais au-delà du prix de la course.";
const soon = () => Date.now() + 10_000;

async function customerFor(reference: string) {
  const made = await ensureCustomer(
    { reference, email: "client@example.com", name: "Camille Martin" },
    { key: idempotencyKey(reference, "customer"), deadline: soon() },
  );
  if (!made.ok) throw new Error(made.error.reason);
  return made.value.customerId;
}

/** The events of one session's story: those whose object is the session or names its intent. */
function eventsAbout(ids: (string | null)[]): string[] {
  return received
    .filter((e) => {
      const o = e.data.object as unknown as Record<string, unknown>;
      return ids.some((id) => id && (o.id === id || o.payment_intent === id || o.setup_intent === id));
    })
    .map((e) => e.type);
}

test("payment mode: the hosted page takes the card, the signed events arrive, and Stripe says paid", async () => {
  const reference = bookingReference(new Date());
  const customerId = await customerFor(reference);
  const made = await createPaymentCheckout(
    {
      reference,
      amount: 8400,
      label: "Course du 03/12/2026, Nantes → Aéroport Nantes-Atlantique",
      customerId,
      saveCard: { terms: TERMS },
      act: "booking",
      locale: "fr",
      return: back,
    },
    { key: idempotencyKey(reference, "prepay"), deadline: soon() },
  );
  if (!made.ok) throw new Error(made.error.reason);
  const session = made.value;
  expect(session).toMatchObject({ mode: "payment", status: "open", paymentStatus: "unpaid", amount: 8400, reference });
  expect(session.url?.startsWith(`${ctx.stripe.url}/checkout/`)).toBe(true);
  const page = await (await fetch(session.url!)).text();
  expect(page).toContain("84,00\u00a0€");
  expect(page).toContain("ne sera débitée qu’en cas d’annulation tardive");

  const paid = await payOnHostedPage(session.url!, "4242424242424242");
  expect(paid.status).toBe(303);
  expect(paid.location).toBe(`${SITE}/paiement?session=${session.id}`);
  await ctx.stripe.webhooks.settled();

  const now = await readCheckoutSession(session.id, { deadline: soon() });
  if (!now.ok) throw new Error(now.error.reason);
  expect(now.value).toMatchObject({ status: "complete", paymentStatus: "paid", paymentIntentStatus: "succeeded" });
  expect(eventsAbout([session.id, now.value.paymentIntentId])).toEqual(
    expect.arrayContaining(["checkout.session.completed", "payment_intent.succeeded", "charge.succeeded"]),
  );
  expect(received.every((e) => e.api_version === STRIPE_API_VERSION)).toBe(true);
  // The card is kept on the customer for a later fee.
  const card = await readSavedCard(now.value.paymentMethodId!, { deadline: soon() });
  expect(card.ok && card.value).toMatchObject({ brand: "visa", last4: "4242", customerId });
  expect(
    ctx.stripe
      .charged()
      .filter((c) => c.reference === reference)
      .map((c) => c.amount),
  ).toEqual([8400]);
  // Every call asked for the pinned version.
  expect(new Set(ctx.stripe.requests.map((r) => r.version))).toEqual(new Set([STRIPE_API_VERSION]));
});

test("setup mode: a card authenticated once is kept as a guarantee, nothing is charged", async () => {
  const reference = bookingReference(new Date());
  const customerId = await customerFor(reference);
  const made = await createSetupCheckout(
    { reference, customerId, terms: TERMS, locale: "fr", return: back },
    { key: idempotencyKey(reference, "guarantee"), deadline: soon() },
  );
  if (!made.ok) throw new Error(made.error.reason);
  expect(made.value).toMatchObject({ mode: "setup", status: "open", paymentStatus: "no_payment_required" });
  const page = await (await fetch(made.value.url!)).text();
  expect(page).toContain("Aucun montant n’est débité maintenant");

  const saved = await payOnHostedPage(made.value.url!, "4000002500003155", { authenticate: true });
  expect(saved.status).toBe(303);
  await ctx.stripe.webhooks.settled();
  const now = await readCheckoutSession(made.value.id, { deadline: soon() });
  if (!now.ok) throw new Error(now.error.reason);
  expect(now.value).toMatchObject({ status: "complete", setupIntentStatus: "succeeded", customerId });
  expect(now.value.paymentMethodId).toMatch(/^pm_/);
  expect(eventsAbout([made.value.id, now.value.setupIntentId])).toEqual(
    expect.arrayContaining(["setup_intent.succeeded", "checkout.session.completed"]),
  );
  expect(ctx.stripe.charged().filter((c) => c.reference === reference)).toEqual([]);
});

test("a refused card or a failed authentication leaves the session open for another card; cancel goes back", async () => {
  const reference = bookingReference(new Date());
  const made = await createPaymentCheckout(
    { reference, amount: 5000, label: "Course", customerEmail: "a@example.com", locale: "fr", return: back },
    { key: idempotencyKey(reference, "prepay"), deadline: soon() },
  );
  if (!made.ok) throw new Error(made.error.reason);
  const url = made.value.url!;
  const refused = await payOnHostedPage(url, "4000000000000002");
  expect(refused.status).toBe(200);
  expect(refused.text).toContain("Carte refusée");
  const failed = await payOnHostedPage(url, "4000002760003184", { authenticate: false });
  expect(failed.text).toContain("Authentification échouée");
  await ctx.stripe.webhooks.settled();
  const open = await readCheckoutSession(made.value.id, { deadline: soon() });
  expect(open.ok && open.value).toMatchObject({ status: "open", paymentStatus: "unpaid" });
  expect(eventsAbout([open.ok ? open.value.paymentIntentId : null])).toContain("payment_intent.payment_failed");

  const cancelled = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "action=cancel",
    redirect: "manual",
  });
  expect(cancelled.headers.get("location")).toBe(back.cancelUrl);
  expect(ctx.stripe.charged().filter((c) => c.reference === reference)).toEqual([]);
});

test("an open session is expired; one the customer completed meanwhile says so, and its payment stands", async () => {
  const make = async (action: string) => {
    const reference = bookingReference(new Date());
    const made = await createPaymentCheckout(
      { reference, amount: 3000, label: "Course", locale: "en", return: back },
      { key: idempotencyKey(reference, action), deadline: soon() },
    );
    if (!made.ok) throw new Error(made.error.reason);
    return { reference, session: made.value };
  };
  const open = await make("prepay");
  const expired = await expireCheckoutSession(open.session.id, {
    key: idempotencyKey(open.reference, "prepay:expire"),
    deadline: soon(),
  });
  expect(expired).toEqual({ ok: true, value: { status: "expired" } });
  expect((await fetch(open.session.url!)).status).toBe(410);

  const done = await make("prepay");
  await payOnHostedPage(done.session.url!, "4242424242424242");
  const late = await expireCheckoutSession(done.session.id, {
    key: idempotencyKey(done.reference, "prepay:expire"),
    deadline: soon(),
  });
  expect(late).toEqual({ ok: true, value: { status: "complete" } });
  expect(ctx.stripe.charged().filter((c) => c.reference === done.reference)).toHaveLength(1);
});
