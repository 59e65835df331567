import { afterEach, expect, test, vi } from "vitest";
import { at, COMPANY, NBSP, useMoneyWorld } from "../support/money-world";

/**
 * Issue 39, « Charged twice » and « Charged without the terms' conditions »: each defect as a customer and the
 * operator met it on the deployed functions, through the same functions on redis-server and the Stripe stand-in
 * (tests/support/money-world.ts). Each test states the behaviour the booking's state machine now guarantees.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a ride ended on its own by the hourly job offers no no-show: the act is refused, nothing is charged twice, one invoice numbered once", async () => {
  const w = await world();
  const { reference, operator } = await w.booked({ paiement: "guarantee", ...COMPANY });

  // Four hours after the 06:15 pickup (05:15 UTC), the job ends the ride and charges it.
  at("2026-12-03T09:30:00Z");
  await w.run("settle");
  expect(w.chargesOf(reference)).toMatchObject([{ amount: 3500 }]);

  const seen = await w.trip(operator);
  expect(seen.body.canNoShow).toBe(false);
  expect(seen.body.offers ?? []).not.toContain("no-show");
  const noShow = await w.trip(operator, { action: "no-show" });
  expect(noShow.status).toBe(409);
  expect((await w.trip(operator, { action: "take-fee" })).status).toBe(409);
  await w.events();
  await w.run("settle");

  expect(w.chargesOf(reference)).toMatchObject([{ amount: 3500 }]);
  expect(w.documentsOf(reference)).toEqual(["facture-2026-0001.pdf"]);
  expect(w.of("no-show", reference)).toEqual([]);
});

test("a company's ride closed and invoiced cannot be cancelled hours later; a refund the operator makes on it carries a credit note that rectifies the invoice", async () => {
  const w = await world();
  const { reference, operator, manage } = await w.booked({ paiement: "guarantee", ...COMPANY });
  at("2026-12-03T07:30:00Z");
  expect((await w.trip(operator, { action: "end" })).status).toBe(200);
  expect(w.documentsOf(reference)).toEqual(["facture-2026-0001.pdf"]);
  // The hourly job has run since: nothing is left to do, the booking is closed.
  at("2026-12-03T08:30:00Z");
  await w.run("settle");
  expect((await w.trip(operator)).body.state).toBe("closed");

  // Hours later, still within the time a breakdown may be reported: the ride happened, it is not cancelled.
  at("2026-12-03T12:00:00Z");
  const cancelled = await w.trip(operator, { action: "cancel", reason: "Panne" });
  expect(cancelled.status).toBe(409);
  expect(cancelled.body.canCancel).toBe(false);
  expect((await w.manage(manage, { action: "cancel", fee: 100 })).status).toBe(409);
  expect(w.refundsOf(reference)).toEqual([]);
  expect(w.of("cancellation", reference)).toEqual([]);

  // A gesture of 10 € given back: the invoice is corrected by a credit note of its own number.
  const refunded = await w.trip(operator, { action: "refund", amount: 10 });
  expect(refunded.status).toBe(200);
  expect(w.refundsOf(reference)).toMatchObject([{ amount: 1000 }]);
  at("2026-12-03T13:30:00Z");
  await w.run("settle");
  const credits = w.of("credit-note", reference);
  expect(credits).toHaveLength(1);
  const credit = await w.documentOf(credits[0]!);
  expect(credit.filename).toBe("avoir-2026-0002.pdf");
  expect(credit.text).toMatch(/FACTURE D’AVOIR N°\s2026-0002/);
  expect(credit.text).toMatch(/Rectifie la facture n°\s2026-0001/);
  expect(credit.text).toMatch(/Total à payer 10,00\s€/);
  expect(w.of("credit-note-copy", reference)).toHaveLength(1);
  // Another run sends nothing more.
  at("2026-12-03T14:30:00Z");
  await w.run("settle");
  expect(w.of("credit-note", reference)).toHaveLength(1);
  expect(await w.redis.zscore("bookings:unsettled", reference)).toBeNull();
});

test("one booking, one Checkout session: every visit of its payment page, two at once included, reopens the same Stripe page; paid, nothing more can be paid", async () => {
  const w = await world();
  const { reference, token } = await w.requested({ paiement: "prepaid" }, { pay: false });
  const visits = await Promise.all([
    w.payment(token!, { action: "checkout" }),
    w.payment(token!, { action: "checkout" }),
  ]);
  at("2026-11-28T09:20:00Z");
  visits.push(await w.payment(token!, { action: "checkout" }));
  expect(visits.map((v) => v.status)).toEqual([200, 200, 200]);
  const urls = new Set(visits.map((v) => v.body.url as string));
  expect(urls.size).toBe(1);
  expect(w.sessionsOf(reference)).toHaveLength(1);

  expect((await w.pay(token!, [...urls][0]!)).body.state).toBe("paid");
  expect((await w.payment(token!, { action: "checkout" })).status).toBe(409);
  expect(w.sessionsOf(reference)).toHaveLength(1);
  expect(w.chargesOf(reference)).toMatchObject([{ amount: 3500 }]);
});

test("a no-show is refused until the waiting the terms offer has run (15 minutes in town, 45 at the airport after a flight), and nothing is charged before it", async () => {
  const w = await world();
  const town = await w.booked({ paiement: "guarantee" });
  const airport = await w.booked({
    paiement: "guarantee",
    lieuDepart: "Aéroport Nantes Atlantique",
    lieuArrivee: "12 rue Crébillon, 44000 Nantes",
    numeroVolTrain: "AF1234",
    email: "paul.morel@exemple.fr",
  });

  // Six minutes after the 06:15 pickup (05:15 UTC).
  at("2026-12-03T05:21:00Z");
  for (const { operator } of [town, airport]) {
    const early = await w.trip(operator, { action: "no-show" });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/attente/i);
    expect(early.body.canNoShow).toBe(false);
    expect((await w.trip(operator, { action: "take-fee" })).status).toBe(409);
  }
  expect((await w.trip(town.operator)).body.noShowFrom).toBe("2026-12-03T05:30:00.000Z");
  expect((await w.trip(airport.operator)).body.noShowFrom).toBe("2026-12-03T06:00:00.000Z");

  // Past the town's fifteen minutes, the airport still waits.
  at("2026-12-03T05:31:00Z");
  expect((await w.trip(airport.operator, { action: "no-show" })).status).toBe(409);
  expect((await w.trip(town.operator, { action: "no-show" })).status).toBe(200);
  expect(w.chargesOf(airport.reference)).toEqual([]);
  expect(w.of("no-show", airport.reference)).toEqual([]);
  expect((await w.trip(town.operator, { action: "take-fee" })).status).toBe(200);
  expect(w.chargesOf(town.reference)).toMatchObject([{ amount: 3500 }]);
});

test("extras at the close (35 € become 75 €): the customer's e-mail and note list each part, the waiting past the time offered and the stop, before the total", async () => {
  const w = await world();
  const { reference, operator } = await w.booked({ paiement: "guarantee" });
  at("2026-12-03T07:00:00Z");
  const closed = await w.trip(operator, { action: "end", waitingMinutes: 20, extra: "10", label: "Arrêt à Vertou" });
  expect(closed.status).toBe(200);
  expect(w.chargesOf(reference)).toMatchObject([{ amount: 7500 }]);

  const receipt = w.of("receipt", reference);
  expect(receipt).toHaveLength(1);
  const letter = w.text(receipt[0]!);
  for (const part of [
    `Prix convenu${NBSP}: 35${NBSP}€`,
    `Attente au-delà des 15${NBSP}min offertes${NBSP}: 20${NBSP}min, soit 2${NBSP}quarts d’heure commencés à 15${NBSP}€`,
    `Arrêt à Vertou${NBSP}: 10${NBSP}€`,
    `Total${NBSP}: 75${NBSP}€`,
  ])
    expect(letter).toContain(part);
  // One sentence, in French typography: a non-breaking space before each « ; ».
  expect(letter).toContain(`Le détail de ce montant${NBSP}: Prix convenu${NBSP}: 35${NBSP}€${NBSP}; Attente`);
  expect(letter).toContain(`Arrêt à Vertou${NBSP}: 10${NBSP}€${NBSP}; Total${NBSP}: 75${NBSP}€.`);
  const note = await w.documentOf(receipt[0]!);
  expect(note.text).toContain("Arrêt à Vertou");
  expect(note.text).toMatch(/Attente au-delà des 15\smin offertes/);
  expect(w.text(w.of("receipt-copy", reference)[0]!)).toContain(`Arrêt à Vertou${NBSP}: 10${NBSP}€`);
});

test("« Plus tard » on a card the settings require: the request e-mail, the answer page, the trip page and the evening list all tell the operator no card is held", async () => {
  const w = await world();
  // The customer closes the payment step (« Plus tard »): his booking has reached us, no card is kept.
  const later = await w.requested({ paiement: "guarantee" }, { pay: false });
  const business = w.text(later.business);
  expect(business).toContain(
    `Règlement${NBSP}: «${NBSP}carte enregistrée, débitée à la fin de la course${NBSP}», au choix du client`,
  );
  expect(business).toContain("AUCUNE CARTE ENREGISTRÉE");
  expect((await w.answer(later.confirm, { action: "view" })).body.cardMissing).toBe(true);

  // The operator decides to confirm it all the same: his trip page says so.
  const confirmed = await w.answer(later.confirm, { action: "confirm", price: later.fare });
  expect(confirmed.status).toBe(200);
  const operator = w.link(w.of("proof-copy", later.reference)[0]!, "/course");
  expect((await w.trip(operator)).body.money).toMatchObject({ mode: "guarantee", card: null, cardMissing: true });

  // Another one, the evening before, still unanswered; and a third whose customer kept his card.
  at("2026-12-02T17:30:00Z");
  const open = await w.requested({ paiement: "guarantee", datePriseEnCharge: "2026-12-05" }, { pay: false });
  const kept = await w.requested({
    paiement: "guarantee",
    datePriseEnCharge: "2026-12-05",
    heurePriseEnCharge: "09:00",
  });
  expect(w.text(kept.business)).toContain("AUCUNE CARTE ENREGISTRÉE");
  expect((await w.answer(kept.confirm, { action: "view" })).body.cardMissing).toBeUndefined();
  at("2026-12-02T18:05:00Z");
  await w.run("day");
  const day = w.text(w.of("operator-day", "day-2026-12-03")[0]!);
  const section = (reference: string) => day.split("\n\n").find((block) => block.includes(reference)) ?? "";
  expect(section(later.reference)).toContain("AUCUNE CARTE ENREGISTRÉE");
  expect(section(open.reference)).toContain(`Carte${NBSP}: AUCUNE CARTE ENREGISTRÉE`);
  expect(section(kept.reference)).not.toContain("AUCUNE CARTE");
});

test("a ride paid in cash after its card was missing: recorded as paid on the trip page, its note says so, and the customer is no longer asked to pay", async () => {
  const w = await world();
  const { reference, operator } = await w.booked({ paiement: "guarantee" }, { pay: false });
  at("2026-12-03T07:00:00Z");
  const ended = await w.trip(operator, { action: "end" });
  expect(ended.status).toBe(200);
  const due = w.of("payment-due", reference);
  expect(due).toHaveLength(1);
  const token = w.link(due[0]!, "/paiement");
  expect((await w.payment(token)).body).toMatchObject({ state: "awaiting", payment: { amount: 3500 } });

  // The customer paid the chauffeur in cash.
  const recorded = await w.trip(operator, { action: "record-paid", amount: "35", method: "cash" });
  expect(recorded.status).toBe(200);
  expect(recorded.body.money).toMatchObject({ owed: 0, held: 3500 });
  expect((await w.trip(operator, { action: "record-paid", amount: "35", method: "cash" })).status).toBe(409);

  // Past the minute for which an instance answers a repeated view of a payment link as it did (record 210).
  at("2026-12-03T07:02:00Z");
  const link = await w.payment(token);
  expect(link.body.state).not.toBe("awaiting");
  expect((await w.payment(token, { action: "checkout" })).status).toBe(409);
  for (const hour of ["08", "09", "10"]) {
    at(`2026-12-03T${hour}:30:00Z`);
    await w.run("settle");
  }
  expect(w.of("payment-due", reference)).toHaveLength(1);
  expect(w.chargesOf(reference)).toEqual([]);
  const notes = w.of("receipt", reference);
  expect(notes).toHaveLength(1);
  expect((await w.documentOf(notes[0]!)).text).toMatch(/Payée le 03\/12\/2026 par espèces/);
  expect(await w.redis.zscore("bookings:unsettled", reference)).toBeNull();
});
