import { afterEach, expect, test, vi } from "vitest";
import { paymentPanelText } from "../../src/components/payment/payment-panel.text";
import { payOnHostedPage } from "../support/stripe-stand-in";
import { at, NBSP, post, useMoneyWorld } from "../support/money-world";

/**
 * A fare paid for a price that rose since: the customer paid 35 € on the payment page while Stripe's events were
 * late, the operator meanwhile proposed 60 € and the customer accepted it. The 35 € is counted, never asked again;
 * the page must not call the ride paid, and the ride's end takes the 25 € left, once.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a fare paid before the price rose: the payment page says what was paid and what is left, and the ride's end takes the rest once", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { reference, token, confirm } = await w.requested({ paiement: "prepaid" }, { pay: false });
  w.stripe.webhooks.hold();
  const page = await w.payment(token!, { action: "checkout" });
  expect((await payOnHostedPage(page.body.url, "4242424242424242")).status).toBe(303);
  expect((await w.answer(confirm, { action: "confirm", price: 60 })).status).toBe(200);
  const accept = /#accept\.(v1\.[\w-]+)/.exec(w.text(w.of("proposal", reference)[0]!))![1]!;
  const accepted = await w.fn.proposal.call(
    post("/api/proposal", { token: accept, action: "accept", payment: "prepaid" }),
  );
  expect(accepted.status).toBe(200);
  await w.stripe.webhooks.release();
  await w.events();

  // The link the proof carries, and the one paid before: 35 € paid, 25 € left; nothing to pay through them now.
  const fresh = w.link(w.of("proof", reference).at(-1)!, "/paiement");
  for (const link of [fresh, token!]) {
    const view = (await w.payment(link)).body;
    expect(view).toMatchObject({ state: "paid", payment: { amount: 3500 }, rest: 2500, card: { last4: "4242" } });
    expect((await w.payment(link, { action: "checkout" })).status).toBe(409);
  }
  // What the page then says, from its catalogue: the price now, what is left and how it is taken.
  expect(paymentPanelText.fr.rest("25\u00a0€", "60\u00a0€", true)).toBe(
    `Le prix de la course est désormais de 60${NBSP}€ TTC${NBSP}: il reste 25${NBSP}€ TTC à régler, débités à la fin du trajet sur la carte que vous avez enregistrée (si votre banque le refuse, un lien de paiement vous est envoyé par e-mail).`,
  );

  // The ride's end takes the 25 € left from the card kept, once: 60 € in all.
  at("2026-12-03T07:00:00Z");
  const operator = w.link(w.of("proof-copy", reference).at(-1)!, "/course");
  expect((await w.trip(operator, { action: "end" })).status).toBe(200);
  expect((await w.trip(operator, { action: "end" })).status).toBe(409);
  await w.events();
  expect(w.chargesOf(reference)).toMatchObject([
    { amount: 3500, offSession: false },
    { amount: 2500, offSession: true },
  ]);
  expect(w.netOf(reference)).toBe(6000);
  // Then the page has nothing left to announce, and says all that was paid: 35 € first, then 25 €; the ride has
  // taken place, so no refund of it is promised any more.
  for (const link of [fresh, token!]) {
    const after = (await w.payment(link)).body;
    expect(after).toMatchObject({ state: "paid", payment: { amount: 3500 }, later: 2500, over: true });
    expect(after.rest).toBeUndefined();
  }
  expect(paymentPanelText.fr.paidInAll("60\u00a0€", "35\u00a0€", "28/11/2026 à 10:05", "25\u00a0€")).toBe(
    `Merci${NBSP}: 60${NBSP}€ TTC réglés pour cette course, 35${NBSP}€ le 28/11/2026 à 10:05, puis 25${NBSP}€. Vos notes vous parviennent par e-mail.`,
  );
});
