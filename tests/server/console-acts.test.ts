import { afterEach, expect, test, vi } from "vitest";
import { consoleClient } from "../support/console-client";
import { at, useMoneyWorld } from "../support/money-world";
import { loadFunction } from "../support/vercel-function";

/**
 * The operator's day and acts from his console (docs/decisions/260-operator-console.md), through the deployed
 * functions on redis-server and the Stripe stand-in: his trips and the answers awaited, a request answered with the
 * same act and rules as his e-mail's link, a fee taken only once the passkey is asked again.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

async function signedIn() {
  const w = await world();
  const fn = await loadFunction("console", w.env);
  const phone = consoleClient(fn);
  expect((await phone.enrolFrom(w.mails)).status).toBe(200);
  return { w, fn, phone };
}

test("his day: today's trip with what he needs at the wheel, tomorrow's request with the time left to answer, conflicts flagged", async () => {
  const { w, phone } = await signedIn();
  const today = await w.booked({ datePriseEnCharge: "2026-11-28", heurePriseEnCharge: "15:00", paiement: "guarantee" });
  // Two more from Nantes to the airport at 15:05 and 15:10: three trips at once for two cars.
  await w.booked({
    datePriseEnCharge: "2026-11-28",
    heurePriseEnCharge: "15:05",
    prenom: "Paul",
    paiement: "guarantee",
  });
  const third = await w.booked({
    datePriseEnCharge: "2026-11-28",
    heurePriseEnCharge: "15:10",
    prenom: "Lise",
    paiement: "guarantee",
  });
  const asked = await w.requested({
    engagement: "demande",
    datePriseEnCharge: "2026-11-29",
    heurePriseEnCharge: "08:30",
    prenom: "Jeanne",
  });

  const day = await phone.post({ action: "day" });
  expect(day.status).toBe(200);
  expect(day.body.days).toHaveLength(8);
  expect(day.body.days[0].date).toBe("2026-11-28");
  const trip = day.body.days[0].trips.find((t: { reference: string }) => t.reference === today.reference);
  expect(trip).toMatchObject({
    time: "15:00",
    state: "confirmed",
    firstName: "Anne",
    phone: "06 12 34 56 78",
    from: "12 rue Crébillon, 44000 Nantes",
    passengers: "2",
    flightOrTrain: "AF1234",
    notes: "Deux valises.\nMerci !",
    mode: "guarantee",
    card: "visa •••• 4242",
    owed: 3500,
    held: 0,
  });
  const open = day.body.open.find((o: { reference: string }) => o.reference === asked.reference);
  expect(open).toMatchObject({ kind: "request", firstName: "Jeanne", date: "2026-11-29", time: "08:30" });
  expect(open.deadline).toBe(Date.parse("2026-11-29T07:30:00Z"));
  expect(day.body.conflicts).toEqual([{ reference: third.reference, with: today.reference, kind: "cars" }]);
});

test("a request answered from the console is the e-mail link's act: the proposal leaves once, the link then says it was answered", async () => {
  const { w, phone } = await signedIn();
  const asked = await w.requested({ engagement: "demande", datePriseEnCharge: "2026-12-02", prenom: "Jeanne" });
  const view = await phone.post({ action: "request", reference: asked.reference, act: { action: "view" } });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  expect(view.body.offers).toContain("propose");
  const proposed = await phone.post({
    action: "request",
    reference: asked.reference,
    act: { action: "confirm", price: "52" },
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
  expect(proposed.body.kind).toBe("proposed");
  expect(w.of("proposal", asked.reference)).toHaveLength(1);
  // The e-mail's link, pressed afterwards, answers nothing more.
  const again = await w.answer(asked.confirm, { action: "confirm", price: 52 });
  expect(again.status).toBe(409);
  expect(w.of("proposal", asked.reference)).toHaveLength(1);
  // Still open on the customer's side: the console shows it among the proposals, and reads it.
  const day = await phone.post({ action: "day" });
  expect(day.body.open.find((o: { reference: string }) => o.reference === asked.reference)?.kind).toBe("proposal");
  expect(
    (await phone.post({ action: "request", reference: asked.reference, act: { action: "view" } })).body.state,
  ).toBe("proposed");
});

test("a no-show's fee is taken only once the passkey is asked again, for that act on that booking", async () => {
  const { w, fn, phone } = await signedIn();
  const { reference } = await w.booked({
    datePriseEnCharge: "2026-11-30",
    heurePriseEnCharge: "10:00",
    paiement: "guarantee",
  });
  at("2026-11-30T09:20:00Z");
  // Two days on, the morning's session has lapsed: he opens the console with his passkey.
  expect((await phone.post({ action: "day" })).status).toBe(401);
  expect((await phone.signIn()).status).toBe(200);
  const noShow = await phone.tripAct(reference, { action: "no-show" });
  expect(noShow.status, JSON.stringify(noShow.body)).toBe(200);
  expect(noShow.askedAgain).toBe(false);

  // Without the passkey: the question, nothing charged.
  const asked = await phone.post({ action: "trip", reference, act: { action: "take-fee" } });
  expect(asked.status).toBe(401);
  expect(asked.body.stepUp.challenge).toBeTruthy();
  expect(w.chargesOf(reference)).toEqual([]);
  // An answer made for another act, or for another session, passes nothing.
  const refundQuestion = await phone.post({ action: "trip", reference, act: { action: "refund", amount: "5" } });
  const wrong = await phone.post({
    action: "trip",
    reference,
    act: { action: "take-fee" },
    stepUp: phone.passkey.get(refundQuestion.body.stepUp),
  });
  expect(wrong.status).toBe(401);
  const laptop = consoleClient(fn, { ip: "198.51.100.90", passkey: phone.passkey });
  await laptop.signIn();
  const elsewhere = await laptop.post({
    action: "trip",
    reference,
    act: { action: "take-fee" },
    stepUp: phone.passkey.get(asked.body.stepUp),
  });
  expect(elsewhere.status).toBe(401);
  expect(w.chargesOf(reference)).toEqual([]);

  const taken = await phone.tripAct(reference, { action: "take-fee" });
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  expect(taken.askedAgain).toBe(true);
  expect(w.chargesOf(reference)).toMatchObject([{ amount: 3500 }]);
  // Pressed again: asked again, and the booking's state refuses a second fee.
  const twice = await phone.tripAct(reference, { action: "take-fee" });
  expect(twice.status).toBe(409);
  expect(w.chargesOf(reference)).toHaveLength(1);
});
