import { getBookingStore } from "../../src/server/booking/store";
import { expect, test } from "vitest";
import { handleOperatorDay, type OperatorDayDeps } from "../../src/server/operator/day";
import { handleReminders, handleReviews } from "../../src/server/trip/jobs";
import { LOCAL_LINK_SECRET, seal } from "../../src/server/kernel/links/seal";
import {
  bookAndGetToken,
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
import { memoryMailer, openItems } from "../support/booking-fixtures";
import { events, parseIcs, prop } from "../support/ics";

/**
 * « Gérer ma réservation » and the review request, on shared in-memory stores and a controlled clock: the
 * booking (Crébillon → airport, 35 € shown, pickup 03/12/2026 at 06:15 in Nantes, 05:15 UTC) is confirmed at 35 €.
 */
const at = (iso: string) => () => new Date(iso);

async function bookedTrip(overrides: Record<string, unknown> = {}, stores = sharedStores()) {
  const { token } = await bookAndGetToken(overrides);
  const operator = confirmDeps({}, stores);
  const confirmed = await callConfirm(operator, {
    token,
    action: "confirm",
    price: "35",
  });
  expect(confirmed.status).toBe(200);
  const proof = operator.mailer.sent.find((m) => m.kind === "proof")!;
  return { stores, operator, proof, manage: manageToken(proof) };
}

test("the manage link exists only in a real proof: neither the acknowledgement nor a proposal carries one", async () => {
  const stores = sharedStores();
  const { token, business } = await bookAndGetToken();
  expect(business.text).not.toContain("ma-reservation");
  const operator = confirmDeps({}, stores);
  await callConfirm(operator, { token, action: "confirm", price: "60" });
  const proposal = operator.mailer.sent.find((m) => m.kind === "proposal")!;
  expect(proposal.text).not.toContain("ma-reservation");
  expect(await stores.trips.trips.get(proposal.reference)).toBeNull();

  const customer = proposalDeps(stores);
  expect(
    (
      await callProposal(customer, {
        token: proposalTokens(proposal).accept,
        action: "accept",
      })
    ).status,
  ).toBe(200);
  const proof = customer.mailer.sent.find((m) => m.kind === "proof")!;
  expect(proof.text).toContain("Gérer ma réservation\u00a0: http://localhost:3000/ma-reservation#v1.");
  expect(customer.mailer.sent.find((m) => m.kind === "proof-copy")!.text).not.toContain("ma-reservation");
  expect((await stores.trips.trips.get(proof.reference))?.price).toBe(60);
  // A link of another purpose never opens as a manage link.
  const d = manageDeps(stores);
  expect((await callManage(d, { token, action: "view" })).status).toBe(400);
  expect(
    (
      await callManage(d, {
        token: proposalTokens(proposal).accept,
        action: "view",
      })
    ).status,
  ).toBe(400);
  const forged = seal(
    {
      reference: "VPN-261122-ABCD",
      email: "x@exemple.fr",
      locale: "fr",
      expiresAt: 9e15,
    },
    LOCAL_LINK_SECRET,
    "manage",
  );
  expect(await callManage(d, { token: forged, action: "view" })).toMatchObject({
    status: 404,
    body: { gone: true },
  });
});

test("cancelling follows the terms of sale: free over 24 h ahead, half until 2 h, all after; refused once the pickup has come; a fee that changed meanwhile is asked again", async () => {
  const cases: [string, number | null][] = [
    ["2026-12-02T05:14:00Z", 0],
    ["2026-12-02T05:16:00Z", 50],
    ["2026-12-03T03:16:00Z", 100],
    ["2026-12-03T05:15:00Z", null],
  ];
  for (const [now, percent] of cases) {
    const { stores, manage } = await bookedTrip();
    const d = manageDeps(stores, { now: at(now) });
    const view = await callManage(d, { token: manage, action: "view" });
    expect(view.body.fee?.percent ?? null).toBe(percent);
    if (percent === null) {
      expect(view.body.state).toBe("past");
      expect((await callManage(d, { token: manage, action: "cancel", fee: 100 })).status).toBe(409);
      continue;
    }
    const wrong = await callManage(d, {
      token: manage,
      action: "cancel",
      fee: (percent + 50) % 150,
    });
    expect(wrong).toMatchObject({ status: 409, body: { feeChanged: true } });
    expect(d.mailer.sent).toHaveLength(0);
    const done = await callManage(d, {
      token: manage,
      action: "cancel",
      fee: percent,
    });
    expect(done).toMatchObject({
      status: 200,
      body: { state: "cancelled", cancellation: { feePercent: percent } },
    });
    expect(d.mailer.sent.map((m) => m.kind)).toEqual(["cancellation-copy", "cancellation"]);
    expect(d.mailer.sent[0]!.to).toBe(INBOX);
  }
});

test("a cancelled trip gets no reminder and is listed apart in the operator's day", async () => {
  const { stores, manage } = await bookedTrip();
  await callManage(manageDeps(stores), {
    token: manage,
    action: "cancel",
    fee: 0,
  });
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
    ...openItems(),
    now: at("2026-12-01T20:00:00Z"),
  };
  const run = (job: "reminders" | "day") =>
    (job === "day" ? handleOperatorDay : handleReminders)(new Request(`${SITE}/api/x`), jobs);
  expect(await (await run("reminders")).json()).toEqual({
    checked: 1,
    sent: 0,
  });
  jobs.now = at("2026-12-02T18:00:00Z");
  expect(await (await run("day")).json()).toEqual({
    day: "2026-12-03",
    trips: 1,
    sent: 1,
  });
  expect(mailer.sent[0]!.text).toContain("Aucune course réservée pour demain");
  expect(mailer.sent[0]!.text).toContain("Une course a été annulée\u00a0: elle figure en fin de message");
  expect(mailer.sent[0]!.text).toMatch(/Annulée le\u00a0: 22\/11\/2026 à \d\d:\d\d, par le client/);
});

test("a change reaches the operator as a new request while the booking stands; confirmed at the agreed price, a new proof replaces it under the same reference, its calendar event one SEQUENCE higher", async () => {
  const { stores, proof, manage } = await bookedTrip();
  const d = manageDeps(stores);
  const change = {
    date: "2026-12-03",
    time: "07:45",
    from: "Gare de Nantes – accès Sud, 44000 Nantes",
    to: "Aéroport Nantes Atlantique",
  };
  const asked = await callManage(d, {
    token: manage,
    action: "change",
    change,
  });
  expect(asked).toMatchObject({
    status: 200,
    body: {
      state: "booked",
      canChange: false,
      pendingChange: { time: "07:45" },
    },
  });
  const [request, received] = d.mailer.sent;
  expect(request!.kind).toBe("change-request");
  expect(request!.to).toBe(INBOX);
  expect(request!.text).toContain(`Demande de modification – ${proof.reference}`);
  expect(received!.kind).toBe("change-received");
  expect(received!.text).toContain("Votre réservation tient telle quelle jusqu’à notre réponse");
  // One open change at a time; the booking stands meanwhile.
  expect(
    (
      await callManage(d, {
        token: manage,
        action: "change",
        change: { ...change, time: "08:00" },
      })
    ).status,
  ).toBe(409);
  expect((await stores.trips.trips.get(proof.reference))!.request.time).toBe("06:15");

  const token = /Confirmer la modification\u00a0: http:\/\/localhost:3000\/confirmer#(v1\.[\w-]+)/.exec(
    request!.text,
  )![1];
  const operator = confirmDeps({}, stores);
  const view = await callConfirm(operator, { token, action: "view" });
  expect(view.body.request.changes).toMatchObject({
    reference: proof.reference,
    price: 35,
    time: "06:15",
  });
  expect((await callConfirm(operator, { token, action: "confirm", price: "35" })).status).toBe(200);
  const changed = operator.mailer.sent.find((m) => m.kind === "proof")!;
  expect(changed.reference).toBe(proof.reference);
  expect(changed.subject).toContain(`Bon de réservation ${proof.reference} (modifié)`);
  expect(changed.text).toContain("Heure de prise en charge\u00a0: 07:45");
  const before = events(parseIcs(String(proof.attachments![0]!.content)))[0]!;
  const after = events(parseIcs(String(changed.attachments![0]!.content)))[0]!;
  expect(prop(after, "UID")).toBe(prop(before, "UID"));
  expect([prop(before, "SEQUENCE"), prop(after, "SEQUENCE")]).toEqual(["0", "1"]);
  const trip = (await stores.trips.trips.get(proof.reference))!;
  expect([trip.request.time, trip.request.from, trip.sequence]).toEqual(["07:45", change.from, 1]);
  expect((await callManage(d, { token: manage, action: "view" })).body).toMatchObject({
    canChange: true,
    trip: { time: "07:45", changed: true },
  });
  expect((await callManage(d, { token: manage, action: "view" })).body.pendingChange).toBeUndefined();
});

test("a change declined leaves the booking as it was and says so; once the customer cancelled, the operator cannot confirm it", async () => {
  const { stores, proof, manage } = await bookedTrip();
  const d = manageDeps(stores);
  await callManage(d, {
    token: manage,
    action: "change",
    change: {
      date: "2026-12-03",
      time: "09:00",
      from: "12 rue Crébillon, 44000 Nantes",
      to: "Aéroport Nantes Atlantique",
    },
  });
  const token = /Indisponible\u00a0: http:\/\/localhost:3000\/confirmer#indisponible\.(v1\.[\w-]+)/.exec(
    d.mailer.sent[0]!.text,
  )![1];
  const operator = confirmDeps({}, stores);
  expect((await callConfirm(operator, { token, action: "decline" })).status).toBe(200);
  const told = operator.mailer.sent.find((m) => m.kind === "change-declined")!;
  expect(told.text).toContain("Votre réservation est maintenue telle qu’elle était");
  expect((await stores.trips.trips.get(proof.reference))!.request.time).toBe("06:15");

  // Another change, then a cancellation: the change has nothing left to change.
  await callManage(d, {
    token: manage,
    action: "change",
    change: {
      date: "2026-12-03",
      time: "10:00",
      from: "12 rue Crébillon, 44000 Nantes",
      to: "Aéroport Nantes Atlantique",
    },
  });
  const second = /Confirmer la modification\u00a0: http:\/\/localhost:3000\/confirmer#(v1\.[\w-]+)/.exec(
    d.mailer.sent.at(-2)!.text,
  )![1];
  await callManage(d, { token: manage, action: "cancel", fee: 0 });
  const late = await callConfirm(confirmDeps({}, stores), {
    token: second,
    action: "confirm",
    price: "35",
  });
  expect(late).toMatchObject({ status: 409, body: { cancelled: true } });
  expect(late.body.error).toMatch(/^Cette réservation a été annulée le /);
});

test("a change that costs more becomes a proposal: the booking stands as it was until the customer accepts, then a new proof", async () => {
  const { stores, proof, manage } = await bookedTrip();
  const d = manageDeps(stores);
  const change = {
    date: "2026-12-03",
    time: "07:45",
    from: "Gare de Nantes – accès Sud, 44000 Nantes",
    to: "Aéroport Nantes Atlantique",
  };
  await callManage(d, { token: manage, action: "change", change });
  const token = /Confirmer la modification\u00a0: http:\/\/localhost:3000\/confirmer#(v1\.[\w-]+)/.exec(
    d.mailer.sent[0]!.text,
  )![1];
  const operator = confirmDeps({}, stores);
  const answered = await callConfirm(operator, {
    token,
    action: "confirm",
    price: "45",
  });
  expect(answered).toMatchObject({
    status: 200,
    body: { answered: { answer: "proposed", price: 45 } },
  });
  expect(operator.mailer.sent.map((m) => m.kind)).toEqual(["proposal", "proposal-copy"]);
  const proposal = operator.mailer.sent[0]!;
  expect(proposal.text).toContain("45\u00a0€ TTC");
  expect(proposal.text).toMatch(/modification/);
  // Nothing changes until he accepts.
  let trip = (await stores.trips.trips.get(proof.reference))!;
  expect([trip.request.time, trip.price, trip.sequence]).toEqual(["06:15", 35, 0]);

  const customer = proposalDeps(stores);
  expect(
    (
      await callProposal(customer, {
        token: proposalTokens(proposal).accept,
        action: "accept",
      })
    ).status,
  ).toBe(200);
  const changed = customer.mailer.sent.find((m) => m.kind === "proof")!;
  expect(changed.subject).toContain(`Bon de réservation ${proof.reference} (modifié)`);
  expect(changed.text).toContain("Prix\u00a0: 45\u00a0€ TTC");
  expect(prop(events(parseIcs(String(changed.attachments![0]!.content)))[0]!, "SEQUENCE")).toBe("1");
  trip = (await stores.trips.trips.get(proof.reference))!;
  expect([trip.request.time, trip.price, trip.sequence]).toEqual(["07:45", 45, 1]);
});

test("the review request: once, a few hours after the trip and in the daytime; none without the operator's link, after unsubscribing, or for a cancelled trip", async () => {
  const { stores } = await bookedTrip();
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
    reviewUrl: "",
    dayAt: "19:00",
    ...openItems(),
    now: at("2026-12-03T09:00:00Z"),
  };
  const run = async () => (await handleReviews(new Request(`${SITE}/api/x`), jobs)).json();
  expect(await run()).toMatchObject({
    sent: 0,
    note: expect.stringContaining("no review link"),
  });
  jobs.reviewUrl = "https://g.page/r/example/review";
  jobs.now = at("2026-12-03T07:30:00Z"); // 08:30 in Nantes, two hours and a quarter after the pickup
  expect(await run()).toEqual({ due: false, sent: 0 });
  jobs.now = at("2026-12-03T08:30:00Z");
  expect(await run()).toEqual({ checked: 1, sent: 1 });
  expect(await run()).toEqual({ checked: 1, sent: 0 });
  const review = mailer.sent[0]!;
  expect(review.text).toContain("Laisser un avis\u00a0: https://g.page/r/example/review");
  expect(review.text).toMatch(
    /Pour ne plus recevoir de message de ce type de notre part\u00a0: https:\/\/www\.vtc-premium-nantes\.fr\/ma-reservation#desabonner\.v1\./,
  );

  // Unsubscribed from that link, the same customer's next trip gets none.
  const unsubscribe = /#desabonner\.(v1\.[\w-]+)/.exec(review.text)![1];
  expect(
    await callManage(manageDeps(stores), {
      token: unsubscribe,
      action: "unsubscribe",
    }),
  ).toMatchObject({
    status: 200,
    body: { unsubscribed: true },
  });
  // Her next trip, and another customer's cancelled one: no review for either.
  await bookedTrip({ datePriseEnCharge: "2026-12-05" }, stores);
  const other = await bookedTrip(
    {
      datePriseEnCharge: "2026-12-05",
      email: "paul.martin@exemple.fr",
      prenom: "Paul",
    },
    stores,
  );
  await callManage(manageDeps(stores), {
    token: other.manage,
    action: "cancel",
    fee: 0,
  });
  jobs.now = at("2026-12-05T08:30:00Z");
  expect(await run()).toEqual({ checked: 2, sent: 0 });
  expect(mailer.sent).toHaveLength(1);
});

test("an English booking: the manage link opens the English page; reminder and cancellation in English, numbers in international form; the business's copy in French", async () => {
  const { stores, proof, manage } = await bookedTrip({ locale: "en" });
  expect(proof.text).toContain("Manage my booking: http://localhost:3000/en/my-booking#v1.");
  const mailer = memoryMailer();
  await handleReminders(new Request(`${SITE}/api/x`), {
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
    now: at("2026-12-01T20:00:00Z"),
  });
  const reminder = mailer.sent[0]!.text;
  for (const line of [
    "Your trip on 03/12/2026 at 06:15",
    "Your chauffeur: +33 6 39 98 44 21",
    "Where to meet: In front of the pickup address",
    "Manage my booking: https://www.vtc-premium-nantes.fr/en/my-booking#v1.",
  ])
    expect(reminder).toContain(line);
  const d = manageDeps(stores);
  await callManage(d, { token: manage, action: "cancel", fee: 0 });
  const [copy, cancelled] = d.mailer.sent;
  expect(cancelled!.text).toContain("Free cancellation: nothing is charged.");
  expect(cancelled!.text).toContain("call +33 2 61 91 44 20");
  expect(copy!.text).toContain("Annulée plus de 24\u00a0h avant\u00a0: gratuite.");
});
