import { afterEach, expect, test, vi } from "vitest";
import { payOnHostedPage } from "../support/stripe-stand-in";
import { at, NBSP, post, useMoneyWorld } from "../support/money-world";

/**
 * Issue 39, « Paid for nothing » and « Given away »: each defect as a customer and the operator met it on the
 * deployed functions, through the same functions on redis-server and the Stripe stand-in
 * (tests/support/money-world.ts). Each test states the behaviour the booking's state machine now guarantees.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

/** A hosted page that can no longer be paid answers that it is closed (Stripe: « expirée »). */
async function notPayable(url: string) {
  const page = await fetch(url);
  expect(page.status).toBe(410);
  await expect(payOnHostedPage(url, "4242424242424242")).rejects.toThrow(/Not the hosted page/);
}

test("a payment link asks nothing once the operator declined the booking or cancelled the trip: the page opened before is closed, and a payment that slips through goes back at once, the operator told", async () => {
  const w = await world();
  // Declined while the customer's Stripe page is open.
  const declined = await w.requested({ paiement: "prepaid" }, { pay: false });
  const opened = await w.payment(declined.token!, { action: "checkout" });
  expect(opened.status).toBe(200);
  expect((await w.answer(declined.confirm, { action: "decline" })).status).toBe(200);
  await notPayable(opened.body.url);
  expect((await w.payment(declined.token!)).body).toMatchObject({ state: "nothing-due", why: "declined" });
  expect((await w.payment(declined.token!, { action: "checkout" })).status).toBe(409);

  // Cancelled by the operator before the customer paid (he had put it off).
  const cancelled = await w.booked({ paiement: "prepaid", email: "paul.morel@exemple.fr" }, { pay: false });
  const page = await w.payment(cancelled.token!, { action: "checkout" });
  expect(page.status).toBe(200);
  expect((await w.trip(cancelled.operator, { action: "cancel", reason: "Panne" })).status).toBe(200);
  await notPayable(page.body.url);
  expect((await w.payment(cancelled.token!)).body).toMatchObject({ state: "nothing-due", why: "cancelled" });
  expect((await w.payment(cancelled.token!, { action: "checkout" })).status).toBe(409);

  // Stripe does not close a page (it refuses to): the customer pays on it after the refusal.
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const late = await w.requested({ paiement: "prepaid", email: "claire.dupont@exemple.fr" }, { pay: false });
  const still = await w.payment(late.token!, { action: "checkout" });
  w.stripe.fail({ kind: "error", status: 400 }, { path: /\/expire$/ });
  expect((await w.answer(late.confirm, { action: "decline" })).status).toBe(200);
  w.stripe.clearFaults();
  expect(errors.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(/session \S+ not closed/);
  expect((await w.pay(late.token!, still.body.url)).body).toMatchObject({ state: "nothing-due", why: "declined" });
  expect(w.chargesOf(late.reference)).toMatchObject([{ amount: 3500 }]);
  expect(w.refundsOf(late.reference)).toMatchObject([{ amount: 3500 }]);
  expect(w.netOf(late.reference)).toBe(0);
  // The booking has no trip to write to its customer by: whoever paid is told at the address Stripe's page has, in
  // its language, then the operator, each once.
  const refunded = w.of("refund", late.reference);
  expect(refunded).toHaveLength(1);
  expect(refunded[0]!.personalizations[0]!.to).toEqual([{ email: "claire.dupont@exemple.fr" }]);
  expect(w.text(refunded[0]!)).toContain(
    `Bonjour, un paiement de 35${NBSP}€ TTC nous est parvenu pour la réservation ${late.reference} alors qu’elle n’était plus en cours`,
  );
  expect(w.text(refunded[0]!)).toContain("Rien ne vous est dû");
  const told = w.of("payment-returned-copy", late.reference);
  expect(told).toHaveLength(1);
  expect(w.text(told[0]!)).toContain(`Un paiement de 35${NBSP}€ TTC est arrivé pour la réservation ${late.reference}`);
  expect(w.text(told[0]!)).toContain("remboursé aussitôt");
  expect(w.text(told[0]!)).toContain("L’e-mail qui l’annonce est parti à claire.dupont@exemple.fr");
  // Stripe's event of the same payment, sent again (the dashboard's « Resend »), tells nobody twice.
  const completed = w.stripe.webhooks.events.find(
    (e) =>
      e.type === "checkout.session.completed" &&
      (e.data as { object: { metadata: Record<string, string> } }).object.metadata.reference === late.reference,
  )!;
  expect(await w.stripe.webhooks.redeliver(completed.id as string)).toBe(200);
  expect(w.of("refund", late.reference)).toHaveLength(1);
  expect(w.of("payment-returned-copy", late.reference)).toHaveLength(1);

  for (const r of [declined, cancelled]) expect(w.chargesOf(r.reference)).toEqual([]);
});

test("a new price proposed: the old payment link asks nothing and its page is closed; the new link asks the new price, unpaid, until it is paid through it", async () => {
  const w = await world();
  const booking = await w.requested({ paiement: "prepaid" }, { pay: false });
  const old = await w.payment(booking.token!, { action: "checkout" });
  expect(old.status).toBe(200);

  // The operator answers with a higher price: a proposal the customer accepts, choosing to pay online.
  const proposed = await w.answer(booking.confirm, { action: "confirm", price: 45 });
  expect(proposed.body.kind).toBe("proposed");
  await notPayable(old.body.url);
  const proposal = w.text(w.of("proposal", booking.reference)[0]!);
  const accept = /\/proposition#accept\.(v1\.[\w-]+)/.exec(proposal)![1]!;
  const accepted = await w.fn.proposal.call(
    post("/api/proposal", { token: accept, action: "accept", payment: "prepaid" }),
  );
  expect(accepted.status).toBe(200);
  const fresh = ((await accepted.json()) as { payment: { url: string } }).payment.url.split("#")[1]!;

  expect((await w.payment(booking.token!)).body).toMatchObject({ state: "nothing-due", why: "replaced" });
  expect((await w.payment(booking.token!, { action: "checkout" })).status).toBe(409);
  expect((await w.payment(fresh)).body).toMatchObject({ state: "awaiting", payment: { amount: 4500 } });

  const page = await w.payment(fresh, { action: "checkout" });
  expect((await w.pay(fresh, page.body.url)).body.state).toBe("paid");
  expect(w.chargesOf(booking.reference)).toMatchObject([{ amount: 4500 }]);
  expect((await w.payment(booking.token!, { action: "checkout" })).status).toBe(409);
});

test("paid at 03:00 for 04:15 and never answered: at its pickup the lapse job declines it, refunds the fare in full and tells the customer and the operator, once", async () => {
  const w = await world();
  at("2026-12-03T02:00:00Z");
  const booking = await w.requested({ paiement: "prepaid", heurePriseEnCharge: "04:15" });
  const fare = booking.fare * 100;
  expect(w.chargesOf(booking.reference)).toMatchObject([{ amount: fare }]);
  expect(w.text(booking.business)).toContain("URGENT");

  // Nobody answers. Before its pickup the job leaves it; at 04:15 (03:15 UTC) it lapses.
  at("2026-12-03T03:00:00Z");
  expect((await w.run("expire")).expired).toBe(0);
  at("2026-12-03T03:15:20Z");
  expect((await w.run("expire")).expired).toBe(1);
  at("2026-12-03T03:30:00Z");
  expect((await w.run("expire")).expired).toBe(0);

  expect(w.refundsOf(booking.reference)).toMatchObject([{ amount: fare }]);
  const euros = `${booking.fare}${NBSP}€`;
  const customer = w.of("lapsed", booking.reference);
  expect(customer).toHaveLength(1);
  expect(w.text(customer[0]!)).toContain(`Les ${euros} réglés en ligne vous sont remboursés en totalité`);
  const copy = w.of("lapsed-copy", booking.reference);
  expect(copy).toHaveLength(1);
  expect(w.text(copy[0]!)).toContain(`Les ${euros} réglés en ligne ont été remboursés`);
  // Too late now to confirm it: nothing more can be taken.
  expect((await w.answer(booking.confirm, { action: "confirm", price: booking.fare })).status).toBe(409);
  expect((await w.payment(booking.token!)).body).toMatchObject({ state: "nothing-due", why: "declined" });
  expect(w.netOf(booking.reference)).toBe(0);
});

test("« Indisponible » can still be sent once the pickup has passed: the booking declined, its fare refunded in full and the customer told", async () => {
  const w = await world();
  at("2026-12-03T02:00:00Z");
  const booking = await w.requested({ paiement: "prepaid", heurePriseEnCharge: "04:15" });
  at("2026-12-03T03:20:00Z");
  const view = await w.answer(booking.confirm, { action: "view" });
  expect(view.body.offers).toContain("decline");
  expect(view.body.offers).not.toContain("confirm");
  const declined = await w.answer(booking.confirm, { action: "decline" });
  expect(declined.status).toBe(200);
  expect(w.refundsOf(booking.reference)).toMatchObject([{ amount: booking.fare * 100 }]);
  const refusal = w.of("refusal", booking.reference);
  expect(refusal).toHaveLength(1);
  expect(w.text(refusal[0]!)).toContain(`Les ${booking.fare}${NBSP}€ réglés en ligne vous sont remboursés en totalité`);
  // The job at that moment finds nothing more to do.
  expect((await w.run("expire")).expired).toBe(0);
  expect(w.of("lapsed", booking.reference)).toEqual([]);
  expect(w.netOf(booking.reference)).toBe(0);
});

test("a prepaid booking declined while its refusal e-mail fails cannot then be confirmed: its fare went back once, no proof says « Réglé en ligne », pressing « Indisponible » again sends the refusal", async () => {
  const w = await world();
  const booking = await w.requested({ paiement: "prepaid" });
  expect(w.chargesOf(booking.reference)).toMatchObject([{ amount: 3500 }]);

  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  w.refuseMail((mail) => mail.custom_args.kind === "refusal");
  const declined = await w.answer(booking.confirm, { action: "decline" });
  expect(declined.status).toBe(502);
  expect(w.refundsOf(booking.reference)).toMatchObject([{ amount: 3500 }]);

  // The operator thinks nothing happened and confirms instead.
  const confirmed = await w.answer(booking.confirm, { action: "confirm", price: booking.fare });
  expect(confirmed.status).toBe(409);
  expect(w.of("proof", booking.reference)).toEqual([]);
  expect(w.of("proof-copy", booking.reference)).toEqual([]);

  w.refuseMail(() => false);
  const again = await w.answer(booking.confirm, { action: "decline" });
  expect(again.status).toBe(200);
  const refusal = w.of("refusal", booking.reference);
  expect(refusal).toHaveLength(1);
  expect(w.text(refusal[0]!)).toContain(`Les 35${NBSP}€ réglés en ligne vous sont remboursés en totalité`);
  expect(w.refundsOf(booking.reference)).toHaveLength(1);
  expect(w.netOf(booking.reference)).toBe(0);
  expect(w.mails().some((m) => w.text(m).includes("Réglé en ligne"))).toBe(false);
});

test("the operator's cancellation racing the hourly job that ends the ride: whichever passes first, a cancelled trip keeps nothing and an ended one is charged once", async () => {
  const w = await world({ clock: "machine" });
  const slow = await w.booked({ paiement: "guarantee" });
  const raced = await w.booked({ paiement: "guarantee", email: "paul.morel@exemple.fr" });
  const first = await w.booked({ paiement: "guarantee", email: "claire.dupont@exemple.fr" });

  // Four hours after the pickup. The operator cancels one before the job runs (a breakdown reported late).
  at("2026-12-03T09:30:00Z");
  expect((await w.trip(first.operator, { action: "cancel", reason: "Panne" })).status).toBe(200);

  // The job's charge of another is slow at Stripe; the operator cancels it while Stripe is still answering.
  w.stripe.fail({ kind: "delay", ms: 400 }, { path: /^\/v1\/payment_intents$/, times: 2 });
  const job = w.run("settle");
  const charging = (reference: string) =>
    w.stripe.requests.some(
      (r) => r.path === "/v1/payment_intents" && r.outcome === "pending" && r.idempotencyKey?.startsWith(reference),
    );
  for (let waited = 0; !charging(slow.reference) && waited < 5_000; waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(charging(slow.reference)).toBe(true);
  const during = await w.trip(slow.operator, { action: "cancel", reason: "Panne" });
  // And the third at the same moment as a second run.
  const [, alongside] = await Promise.all([
    w.run("settle"),
    w.trip(raced.operator, { action: "cancel", reason: "Panne" }),
  ]);
  await job;
  await w.events();

  expect(during.status).toBe(409);
  expect(w.chargesOf(slow.reference)).toMatchObject([{ amount: 3500 }]);
  expect(w.of("cancellation", slow.reference)).toEqual([]);
  expect(w.chargesOf(first.reference)).toEqual([]);
  for (const { reference, operator } of [first, slow, raced]) {
    const state = (await w.trip(operator)).body.state as string;
    if (state === "cancelled-by-operator") expect(w.netOf(reference), reference).toBe(0);
    else expect(w.chargesOf(reference), reference).toMatchObject([{ amount: 3500 }]);
  }
  expect([200, 409]).toContain(alongside.status);
  if (alongside.status === 200) expect(w.netOf(raced.reference)).toBe(0);
});

test("a five-minute change confirmed after the grace does not reopen it: cancelling then costs what the terms say, not nothing", async () => {
  const w = await world();
  // Booked and confirmed at 10:50 for 06:15 the next morning: inside the 24 hours, so free for 15 minutes.
  at("2026-12-02T09:50:00Z");
  const booking = await w.booked({ paiement: "guarantee" });
  at("2026-12-02T10:00:00Z");
  expect((await w.manage(booking.manage)).body.fee).toMatchObject({ percent: 0, grace: true });

  // Past the grace, the customer asks to be picked up five minutes later; the operator confirms it at once.
  at("2026-12-02T10:20:00Z");
  expect((await w.manage(booking.manage)).body.fee).toMatchObject({ percent: 50, grace: false });
  const asked = await w.manage(booking.manage, {
    action: "change",
    change: {
      date: "2026-12-03",
      time: "06:20",
      from: "12 rue Crébillon, 44000 Nantes",
      to: "Aéroport Nantes Atlantique",
    },
  });
  expect(asked.status).toBe(200);
  // The change is a request of its own reference, sent to the operator.
  const change = w.mails().filter((m) => m.custom_args.kind === "change-request");
  expect(change).toHaveLength(1);
  const token = w.link(change[0]!, "/confirmer");
  at("2026-12-02T10:25:00Z");
  expect((await w.answer(token, { action: "confirm", price: booking.fare })).status).toBe(200);
  const proofs = w.of("proof", booking.reference);
  expect(proofs).toHaveLength(2);
  // The new proof states the schedule as it stands: no free cancellation is promised again.
  expect(w.text(proofs[1]!)).toMatch(/Annuler cette course\s: 50\s% du prix jusqu’au 03\/12\/2026 à 04:20/);

  at("2026-12-02T10:30:00Z");
  const view = await w.manage(booking.manage);
  expect(view.body.fee).toMatchObject({ percent: 50, grace: false });
  expect(view.body.schedule[0]).toMatchObject({ percent: 50 });
  expect((await w.manage(booking.manage, { action: "cancel", fee: 0 })).status).toBe(409);
  const cancelled = await w.manage(booking.manage, { action: "cancel", fee: 50 });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body.cancellation).toMatchObject({ feePercent: 50, fee: 1750 });
});

test("a Checkout session made elsewhere on the account (a Payment Link naming the booking only by client_reference_id, or by metadata of its own) is never recorded on the booking", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // The customer opened his payment page, then left it unpaid.
  const booking = await w.requested({ paiement: "prepaid" }, { pay: false });
  const ours = await w.payment(booking.token!, { action: "checkout" });
  expect(ours.status).toBe(200);

  /** A session as a Payment Link or another tool on the same Stripe account makes it. */
  async function elsewhere(fields: Record<string, string>) {
    const made = await fetch(`${w.stripe.url}/v1/checkout/sessions`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_deployed_checks", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        mode: "payment",
        success_url: "https://buy.stripe.com/merci",
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "eur",
        "line_items[0][price_data][unit_amount]": "3500",
        "line_items[0][price_data][product_data][name]": "Course VTC",
        ...fields,
      }),
    });
    expect(made.status).toBe(200);
    const { url } = (await made.json()) as { url: string };
    expect((await payOnHostedPage(url, "4242424242424242")).status).toBe(303);
    await w.events();
  }
  await elsewhere({ client_reference_id: booking.reference });
  await elsewhere({ "metadata[reference]": booking.reference, "metadata[act]": "booking" });
  expect(w.stripe.webhooks.events.filter((e) => e.type === "checkout.session.completed")).toHaveLength(2);

  expect((await w.payment(booking.token!)).body).toMatchObject({ state: "awaiting", payment: { amount: 3500 } });
  expect((await w.payment(booking.token!, { action: "checkout" })).body.url).toBe(ours.body.url);
  const confirmed = await w.answer(booking.confirm, { action: "confirm", price: booking.fare });
  expect(confirmed.status).toBe(200);
  const proof = w.text(w.of("proof", booking.reference)[0]!);
  expect(proof).not.toContain("Réglé en ligne");
  const operator = w.link(w.of("proof-copy", booking.reference)[0]!, "/course");
  expect((await w.trip(operator)).body.money).toMatchObject({ paid: null, held: 0 });
  expect(w.of("receipt", booking.reference)).toEqual([]);
});
