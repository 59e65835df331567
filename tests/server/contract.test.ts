import { getBookingStore } from "../../src/server/booking/store";
import { expect, test } from "vitest";
import { CANCELLATION } from "../../src/config/terms-of-sale";
import { handleOperatorDay, type OperatorDayDeps } from "../../src/server/operator/day";
import { handleTripPage, type TripPageDeps } from "../../src/server/operator/trip-page";
import { bookingReference, getReferenceStore } from "../../src/server/kernel/reference";
import { handleBooking } from "../../src/server/request/handler";
import { handleReminders, handleReviews } from "../../src/server/trip/jobs";
import { handleUnsubscribe } from "../../src/server/trip/unsubscribe";
import { memoryLimiter } from "../../src/server/kernel/limits/rate-limit";
import { LOCAL_LINK_SECRET } from "../../src/server/kernel/links/seal";
import { openGate } from "../../src/server/kernel/store/ceiling";
import type { MailMessage } from "../../src/server/mail";
import {
  callConfirm,
  callManage,
  callProposal,
  confirmDeps,
  INBOX,
  manageDeps,
  manageToken,
  proposalDeps,
  proposalTokens,
  SITE,
  sharedStores,
} from "../support/answer-fixtures";
import {
  bookedAtFare,
  bookingRequest,
  deps as bookingDeps,
  memoryMailer,
  NOW,
  settled,
  validBooking,
} from "../support/booking-fixtures";
import { events, parseIcs, prop } from "../support/ics";

/**
 * The contract with the customer (docs/decisions/150-the-contract.md): a request binds nothing; the customer binds
 * himself by his own act (booking at the fare shown, or accepting a proposal); no fee for a minute he could not
 * avoid; his notes reach the car; the operator keeps the last word on every trip.
 */

const minutes = (n: number) => n * 60_000;
const at = (ms: number) => () => new Date(ms);

/** Sends a request or a booking through the real pipeline, over shared stores; returns the business e-mail's link. */
async function send(body: Record<string, unknown>, stores = sharedStores()) {
  const mailer = memoryMailer();
  const d = bookingDeps({ mailer, openRequests: stores.openRequests });
  const response = await handleBooking(bookingRequest(body), d);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  await settled(d);
  const business = mailer.sent.find((m) => m.kind === "business")!;
  const customer = mailer.sent.find((m) => m.kind === "customer")!;
  const token = /\/confirmer#(v1\.[\w-]+)/.exec(business.text)![1]!;
  return { stores, token, business, customer, reference: business.reference };
}

function tripDeps(
  stores: ReturnType<typeof sharedStores>,
  now: () => Date,
): TripPageDeps & { mailer: ReturnType<typeof memoryMailer> } {
  return {
    ...confirmDeps({ now }, stores),
    references: getReferenceStore(),
    drawReference: bookingReference,
  } as TripPageDeps & { mailer: ReturnType<typeof memoryMailer> };
}

async function callTrip(d: TripPageDeps, body: unknown) {
  const response = await handleTripPage(
    new Request("http://localhost:3000/api/trip", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", "x-real-ip": "203.0.113.9" },
      body: JSON.stringify(body),
    }),
    d,
  );
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const operatorToken = (copy: MailMessage) => /\/course#(v1\.[\w-]+)/.exec(copy.text)![1]!;

test("a confirmation at the operator's click alone never binds a customer who only asked for a quote", async () => {
  // A quote request for a trip the grid prices at 35 €: whatever price the operator confirms, even below the fare
  // shown, the customer receives a proposal to accept, never a booking proof; no trip is recorded, nothing is due.
  for (const price of ["20", "35", "60"]) {
    const { stores, token, customer } = await send(validBooking());
    expect(customer.subject).toMatch(/^Votre demande de devis /);
    expect(customer.text).toContain("Elle ne vous engage à rien");
    const operator = confirmDeps({}, stores);
    const answer = await callConfirm(operator, { token, action: "confirm", price });
    expect(answer.status).toBe(200);
    expect(answer.body.kind).toBe("proposed");
    expect(operator.mailer.sent.map((m) => m.kind)).toEqual(["proposal", "proposal-copy"]);
    const proposal = operator.mailer.sent[0]!;
    expect(proposal.text).toContain("Rien n’est réservé tant que vous ne l’avez pas accepté");
    expect(proposal.text).not.toMatch(/Bon de réservation|ma-reservation/);
    expect(proposal.attachments).toBeUndefined();
    expect(await stores.trips.trips.get(proposal.reference)).toBeNull();
  }
  // A « sur devis » trip cannot be booked at a fare: it is a request, and so a proposal.
  const far = await send(validBooking({ lieuArrivee: "Gare de Saint-Nazaire, 44600 Saint-Nazaire" }));
  const operator = confirmDeps({}, far.stores);
  expect((await callConfirm(operator, { token: far.token, action: "confirm", price: "120" })).body.kind).toBe(
    "proposed",
  );
});

test("a booking at the fare shown binds the customer by his own act: the operator confirms at that fare or less, a higher price is a proposal", async () => {
  for (const [price, kind] of [
    ["35", "confirmed"],
    ["30", "confirmed"],
    ["40", "proposed"],
  ] as const) {
    const { stores, token, customer } = await send(bookedAtFare());
    expect(customer.subject).toMatch(/^Votre réservation VPN-\d{6}-\w{4}, en attente de confirmation/);
    expect(customer.text).toContain("vous avez réservé la course");
    expect(customer.text).toContain("35\u00a0€ TTC, à régler");
    const operator = confirmDeps({}, stores);
    expect((await callConfirm(operator, { token, action: "confirm", price })).body.kind).toBe(kind);
  }
});

test("a booking must carry the grid's fare for its trip: another figure, or a trip without one, is refused and sends nothing", async () => {
  const mailer = memoryMailer();
  const d = bookingDeps({ mailer });
  const wrong = await handleBooking(bookingRequest({ ...bookedAtFare(), tarifAccepte: 20 }), d);
  expect(wrong.status).toBe(409);
  expect(((await wrong.json()) as { error: string; fare: number }).fare).toBe(35);
  const none = await handleBooking(
    bookingRequest({
      ...validBooking({ lieuArrivee: "Gare de Saint-Nazaire, 44600 Saint-Nazaire" }),
      engagement: "reservation",
      tarifAccepte: 35,
      paiement: "guarantee",
    }),
    d,
  );
  expect(none.status).toBe(409);
  const missing = await handleBooking(bookingRequest({ ...validBooking(), engagement: "reservation" }), d);
  expect(missing.status).toBe(400);
  await settled(d);
  expect(mailer.sent).toEqual([]);
});

test("no fee for a minute the customer could not avoid: a booking made firm inside a fee window is free to cancel for the grace minutes, and no screen shows a free deadline already past", async () => {
  // Pickup 2026-11-23 at 06:15 Paris (05:15 UTC): 18 h after the confirmation at 11:00 UTC, inside the 50 % window.
  const confirmedAt = NOW.getTime() + minutes(60);
  const book = async () => {
    const stores = sharedStores();
    const { token } = await send(bookedAtFare({ datePriseEnCharge: "2026-11-23" }), stores);
    const operator = confirmDeps({ now: at(confirmedAt) }, stores);
    expect((await callConfirm(operator, { token, action: "confirm", price: "35" })).status).toBe(200);
    const proof = operator.mailer.sent.find((m) => m.kind === "proof")!;
    return { stores, proof, manage: manageToken(proof) };
  };
  const first = await book();
  expect(first.proof.text).toMatch(
    /Annuler cette course\u00a0: Gratuite jusqu’au 22\/11\/2026 à 12:15\u00a0; 50\u00a0% du prix/,
  );
  const early = manageDeps(first.stores, { now: at(confirmedAt + minutes(5)) });
  const view = await callManage(early, { token: first.manage, action: "view" });
  expect(view.body.fee).toMatchObject({ percent: 0 });
  expect(view.body.schedule[0]).toEqual({
    percent: 0,
    until: new Date(confirmedAt + minutes(CANCELLATION.graceMinutes)).toISOString(),
  });
  const cancelled = await callManage(early, { token: first.manage, action: "cancel", fee: 0 });
  expect(cancelled.body.cancellation).toMatchObject({ feePercent: 0, fee: 0 });
  expect((await first.stores.bookings.get(first.proof.reference))!.cancellation!.graceUsed).toBe(true);

  const second = await book();
  const late = manageDeps(second.stores, { now: at(confirmedAt + minutes(CANCELLATION.graceMinutes + 1)) });
  const after = await callManage(late, { token: second.manage, action: "view" });
  expect(after.body.fee).toMatchObject({ percent: CANCELLATION.latePercent });
  // The grace is over: the first step shown is the fee in force, never a free deadline in the past.
  expect(after.body.schedule.map((s: { percent: number }) => s.percent)).toEqual([
    CANCELLATION.latePercent,
    CANCELLATION.lastPercent,
  ]);
});

test("the customer's notes reach the car: /confirmer, the proof and its copy with their calendar files, the reminder and the operator's day; never the acknowledgement", async () => {
  const stores = sharedStores();
  const notes = "Siège bébé pour notre fille de 2 ans";
  const { token, customer } = await send(bookedAtFare({ informationsSupplementaires: notes }), stores);
  expect(customer.text).not.toContain("Siège bébé");
  const operator = confirmDeps({}, stores);
  expect((await callConfirm(operator, { token, action: "view" })).body.request.notes).toBe(notes);
  await callConfirm(operator, { token, action: "confirm", price: "35" });
  const [proof, copy] = ["proof", "proof-copy"].map((k) => operator.mailer.sent.find((m) => m.kind === k)!);
  expect(proof!.text).toContain(`Vos précisions\u00a0: ${notes}`);
  expect(copy!.text).toContain(`Précisions du client\u00a0: ${notes}`);
  for (const message of [proof!, copy!])
    expect(prop(events(parseIcs(String(message.attachments![0]!.content)))[0]!, "DESCRIPTION")).toContain(notes);

  const mailer = memoryMailer();
  const jobs: OperatorDayDeps = {
    bookings: getBookingStore(),
    stores: stores.trips,
    mailer,
    secret: LOCAL_LINK_SECRET,
    cronSecret: null,
    inbox: INBOX,
    siteOrigin: SITE,
    origin: SITE,
    retention: 30,
    reviewUrl: "https://g.page/r/example/review",
    dayAt: "19:00",
    openRequests: stores.openRequests,
    proposals: stores.proposalIndex,
    now: () => new Date("2026-12-01T20:00:00Z"),
  };
  expect(await (await handleReminders(new Request(`${SITE}/api/x`), jobs)).json()).toMatchObject({ sent: 1 });
  expect(mailer.sent[0]!.text).toContain(`Vos précisions\u00a0: ${notes}`);
  jobs.now = () => new Date("2026-12-02T18:30:00Z");
  await handleOperatorDay(new Request(`${SITE}/api/x`), jobs);
  const day = mailer.sent.find((m) => m.kind === "operator-day")!;
  expect(day.text).toContain(`Précisions du client\u00a0: ${notes}`);
  expect(day.text).toMatch(
    /Gérer\u00a0: Annuler, corriger ou constater une absence \(https:\/\/www\.vtc-premium-nantes\.fr\/course#v1\./,
  );
  expect(prop(events(parseIcs(String(day.attachments![0]!.content)))[0]!, "DESCRIPTION")).toContain(notes);
});

test("the operator's day lists tomorrow's unanswered requests and open proposals beside the trips", async () => {
  const stores = sharedStores();
  const request = await send(validBooking({ nom: "Attente" }), stores);
  const proposed = await send(validBooking({ nom: "Proposition", heurePriseEnCharge: "09:00" }), stores);
  await callConfirm(confirmDeps({}, stores), { token: proposed.token, action: "confirm", price: "55" });
  const answered = await send(bookedAtFare({ nom: "Confirmée", heurePriseEnCharge: "11:00" }), stores);
  await callConfirm(confirmDeps({}, stores), { token: answered.token, action: "confirm", price: "35" });

  const mailer = memoryMailer();
  await handleOperatorDay(new Request(`${SITE}/api/x`), {
    bookings: getBookingStore(),
    stores: stores.trips,
    mailer,
    secret: LOCAL_LINK_SECRET,
    cronSecret: null,
    inbox: INBOX,
    siteOrigin: SITE,
    origin: SITE,
    retention: 30,
    reviewUrl: "",
    dayAt: "19:00",
    openRequests: stores.openRequests,
    proposals: stores.proposalIndex,
    now: () => new Date("2026-12-02T18:30:00Z"),
  });
  const day = mailer.sent[0]!;
  expect(day.subject).toBe("Demain 03/12/2026\u00a0: 1 course, 2 en attente");
  expect(day.text).toContain(`SANS RÉPONSE – 03/12/2026 À 06:15 – ${request.reference}`);
  expect(day.text).toMatch(/Répondre\u00a0: Proposer un prix \(https:\/\/www\.vtc-premium-nantes\.fr\/confirmer#v1\./);
  expect(day.text).toContain(`PROPOSITION SANS RÉPONSE – 09:00 – ${proposed.reference}`);
  expect(day.text).toContain("Prix proposé\u00a0: 55\u00a0€ TTC");
  expect(day.text).toContain(`11:00 – ${answered.reference}`);
  expect(day.text).not.toContain(`SANS RÉPONSE – 11:00`);
});

test("the operator's trip page: cancel (the customer told, the calendar event cancelled, no reminder nor review after), once", async () => {
  const stores = sharedStores();
  const { token } = await send(bookedAtFare(), stores);
  const operator = confirmDeps({}, stores);
  await callConfirm(operator, { token, action: "confirm", price: "35" });
  const copy = operator.mailer.sent.find((m) => m.kind === "proof-copy")!;
  const proof = operator.mailer.sent.find((m) => m.kind === "proof")!;
  const page = operatorToken(copy);
  // The customer's own link opens nothing here, and the operator's opens nothing on the customer's page.
  const d = tripDeps(stores, at(NOW.getTime() + minutes(120)));
  expect((await callTrip(d, { token: manageToken(proof), action: "view" })).status).toBe(400);
  expect((await callManage(manageDeps(stores), { token: page, action: "view" })).status).toBe(400);
  expect(proof.text).not.toContain("/course#");

  const view = await callTrip(d, { token: page, action: "view" });
  expect(view.body).toMatchObject({ state: "confirmed", canCancel: true, canCorrect: true, canNoShow: false });
  expect((await callTrip(d, { token: page, action: "cancel", reason: "voir https://evil.example" })).status).toBe(400);
  const done = await callTrip(d, { token: page, action: "cancel", reason: "Véhicule immobilisé" });
  expect(done.body).toMatchObject({ state: "cancelled-by-operator", cancellation: { by: "operator", feePercent: 0 } });
  expect(d.mailer.sent.map((m) => m.kind)).toEqual(["cancellation-copy", "cancellation"]);
  const told = d.mailer.sent.find((m) => m.kind === "cancellation")!;
  expect(told.text).toContain("Véhicule immobilisé");
  expect(told.text).toMatch(/rien ne vous est dû|aucuns? frais/i);
  expect(prop(events(parseIcs(String(told.attachments![0]!.content)))[0]!, "STATUS")).toBe("CANCELLED");
  expect((await callTrip(d, { token: page, action: "cancel" })).status).toBe(409);
  expect(d.mailer.sent).toHaveLength(2);
  // The customer's page says who cancelled, and nothing follows.
  const manage = await callManage(manageDeps(stores), { token: manageToken(proof), action: "view" });
  expect(manage.body.cancellation).toMatchObject({ by: "operator", reason: "Véhicule immobilisé" });
  const mailer = memoryMailer();
  const jobs = {
    bookings: getBookingStore(),
    stores: stores.trips,
    mailer,
    secret: LOCAL_LINK_SECRET,
    cronSecret: null,
    inbox: INBOX,
    siteOrigin: SITE,
    origin: SITE,
    retention: 30,
    reviewUrl: "https://g.page/r/example/review",
    now: () => new Date("2026-12-02T12:00:00Z"),
  };
  await handleReminders(new Request(`${SITE}/api/x`), jobs);
  jobs.now = () => new Date("2026-12-03T12:00:00Z");
  await handleReviews(new Request(`${SITE}/api/x`), jobs);
  expect(mailer.sent).toEqual([]);
});

test("the operator's trip page: a correction at the agreed price sends a new proof at once; above it, a proposal, the booking standing until accepted", async () => {
  const stores = sharedStores();
  const { token } = await send(bookedAtFare(), stores);
  const operator = confirmDeps({}, stores);
  await callConfirm(operator, { token, action: "confirm", price: "35" });
  const copy = operator.mailer.sent.find((m) => m.kind === "proof-copy")!;
  const reference = copy.reference;
  const page = operatorToken(copy);
  const d = tripDeps(stores, at(NOW.getTime() + minutes(120)));
  const correction = {
    date: "2026-12-03",
    time: "06:45",
    from: "12 rue Crébillon, 44000 Nantes",
    to: "Aéroport Nantes Atlantique",
    passengers: "2",
    price: "35",
  };
  expect(
    (await callTrip(d, { token: page, action: "correct", correction: { ...correction, time: "06:15" } })).body.error,
  ).toMatch(/^Rien ne change/);
  const bad = await callTrip(d, { token: page, action: "correct", correction: { ...correction, date: "2020-01-01" } });
  expect(bad.status).toBe(400);
  expect(bad.body.errors.datePriseEnCharge).toBeTruthy();

  const fixed = await callTrip(d, { token: page, action: "correct", correction });
  expect(fixed.status).toBe(200);
  const newProof = d.mailer.sent.find((m) => m.kind === "proof")!;
  expect(newProof.reference).toBe(reference);
  expect(newProof.text).toContain("nous avons corrigé votre réservation");
  expect(newProof.text).toContain("Heure de prise en charge\u00a0: 06:45");
  expect(prop(events(parseIcs(String(newProof.attachments![0]!.content)))[0]!, "SEQUENCE")).toBe("1");
  expect((await stores.trips.trips.get(reference))!.request.time).toBe("06:45");

  const dearer = tripDeps(stores, at(NOW.getTime() + minutes(180)));
  const proposed = await callTrip(dearer, {
    token: page,
    action: "correct",
    correction: { ...correction, passengers: "6", price: "70" },
  });
  expect(proposed.body.answered).toMatchObject({ answer: "proposed", price: 70 });
  const proposal = dearer.mailer.sent.find((m) => m.kind === "proposal")!;
  let trip = (await stores.trips.trips.get(reference))!;
  expect([trip.request.passengers, trip.price]).toEqual(["2", 35]);
  const customer = proposalDeps(stores, { now: at(NOW.getTime() + minutes(200)) });
  expect((await callProposal(customer, { token: proposalTokens(proposal).accept, action: "accept" })).status).toBe(200);
  trip = (await stores.trips.trips.get(reference))!;
  expect([trip.request.passengers, trip.price, trip.sequence]).toEqual(["6", 70, 2]);
});

test("the operator's trip page: a no-show once the pickup has come, with the terms' fee; no review request follows", async () => {
  const stores = sharedStores();
  const { token } = await send(bookedAtFare(), stores);
  const operator = confirmDeps({}, stores);
  await callConfirm(operator, { token, action: "confirm", price: "35" });
  const page = operatorToken(operator.mailer.sent.find((m) => m.kind === "proof-copy")!);
  const before = tripDeps(stores, () => new Date("2026-12-03T05:00:00Z"));
  expect((await callTrip(before, { token: page, action: "no-show" })).status).toBe(409);
  const after = tripDeps(stores, () => new Date("2026-12-03T05:40:00Z"));
  const recorded = await callTrip(after, { token: page, action: "no-show" });
  expect(recorded.body).toMatchObject({
    state: "no-show",
    outcome: { feePercent: CANCELLATION.lastPercent, fee: 3500 },
  });
  expect(after.mailer.sent.map((m) => m.kind)).toEqual(["no-show", "no-show-copy"]);
  expect((await callTrip(after, { token: page, action: "no-show" })).status).toBe(409);
  const mailer = memoryMailer();
  await handleReviews(new Request(`${SITE}/api/x`), {
    bookings: getBookingStore(),
    stores: stores.trips,
    mailer,
    secret: LOCAL_LINK_SECRET,
    cronSecret: null,
    inbox: INBOX,
    siteOrigin: SITE,
    origin: SITE,
    retention: 30,
    reviewUrl: "https://g.page/r/example/review",
    now: () => new Date("2026-12-03T12:00:00Z"),
  });
  expect(mailer.sent).toEqual([]);
});

test("review requests by the rules: refused in the form, none is sent; sent, it carries one-click List-Unsubscribe (RFC 8058), which records the refusal", async () => {
  const jobsFor = (stores: ReturnType<typeof sharedStores>, mailer: ReturnType<typeof memoryMailer>) => ({
    bookings: getBookingStore(),
    stores: stores.trips,
    mailer,
    secret: LOCAL_LINK_SECRET,
    cronSecret: null,
    inbox: INBOX,
    siteOrigin: SITE,
    origin: SITE,
    retention: 30,
    reviewUrl: "https://g.page/r/example/review",
    now: () => new Date("2026-12-03T12:00:00Z"),
  });
  const booked = async (overrides: Record<string, unknown>) => {
    const stores = sharedStores();
    const { token, business } = await send(bookedAtFare(overrides), stores);
    await callConfirm(confirmDeps({}, stores), { token, action: "confirm", price: "35" });
    return { stores, business };
  };
  const refused = await booked({ refusAvis: true, email: "refus@exemple.fr" });
  expect(refused.business.text).toContain("Demande d’avis après la course\u00a0: refusée par le client");
  const none = memoryMailer();
  await handleReviews(new Request(`${SITE}/api/x`), jobsFor(refused.stores, none));
  expect(none.sent).toEqual([]);

  const accepted = await booked({ email: "avis@exemple.fr" });
  const mailer = memoryMailer();
  await handleReviews(new Request(`${SITE}/api/x`), jobsFor(accepted.stores, mailer));
  const review = mailer.sent[0]!;
  expect(review.kind).toBe("review");
  expect(review.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const url = /^<(.+)>$/.exec(review.headers!["List-Unsubscribe"]!)![1]!;
  expect(url).toMatch(/^https:\/\/www\.vtc-premium-nantes\.fr\/api\/unsubscribe\?t=v1\./);
  const unsubscribe = (body: string) =>
    handleUnsubscribe(
      new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }),
      {
        optOuts: accepted.stores.trips.optOuts,
        limiter: memoryLimiter({ requests: 10, windowMs: 60_000 }),
        ceiling: openGate,
        secret: LOCAL_LINK_SECRET,
        now: () => new Date("2026-12-03T12:00:00Z"),
      },
    );
  expect((await unsubscribe("nothing")).status).toBe(400);
  expect((await unsubscribe("List-Unsubscribe=One-Click")).status).toBe(200);
  // Another trip of the same customer: no review request any more.
  const again = await booked({ email: "avis@exemple.fr" });
  again.stores.trips.optOuts = accepted.stores.trips.optOuts;
  const later = memoryMailer();
  await handleReviews(new Request(`${SITE}/api/x`), jobsFor(again.stores, later));
  expect(later.sent).toEqual([]);
});
