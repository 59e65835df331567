import { expect, test } from "vitest";
import { AIRPORT, AIRPORTS, at, useArrivalsWorld } from "../support/arrivals-world";

/**
 * Arrivals followed through the deployed functions (docs/decisions/250-arrivals-followed.md): a flight checked by the
 * form, booked, then followed on the day by its alerts and the polling job on the AeroDataBox stand-in, on a
 * controlled clock; what both sides are told, and what the booking's state machine then allows.
 */
const { world } = useArrivalsWorld();

const DATE = "2026-12-03";
/** 14:20 in Nantes that day is 13:20 UTC (winter time). */
const trip = {
  datePriseEnCharge: DATE,
  heurePriseEnCharge: "14:20",
  lieuDepart: AIRPORT,
  lieuArrivee: "12 rue Crébillon, 44000 Nantes",
  numeroVolTrain: "U24811",
};

test("a flight 50 minutes late moves the pickup; the alert and the poll both see it, each side is told once; no no-show until the free waiting has run from the landing", async () => {
  const w = await world();
  w.flights.schedule({ number: "U24811", date: DATE, at: "14:20", from: AIRPORTS.london });

  const checked = await w.check("u2 4811", DATE);
  expect(checked.body).toMatchObject({
    status: "here",
    kind: "flight",
    number: "U24811",
    pickup: "14:20",
    international: true,
    waitingMinutes: 45,
  });

  const { reference, manage, operator } = await w.booked(trip);
  await w.follow();
  // Three hours before the arrival: its alerts subscribed, a poll finds it on time.
  at("2026-12-03T10:20:00Z");
  const first = await w.follow();
  expect(first).toMatchObject({ polled: 1, moved: 0 });
  expect(w.flights.subscriptions()).toHaveLength(1);

  // The airline announces 50 minutes late: the alert reaches the webhook, the pickup moves to 15:10.
  at("2026-12-03T11:00:00Z");
  w.flights.late("U24811", DATE, 50);
  await w.flights.settled();
  expect(w.flights.notifications.map((n) => n.status)).toEqual([200]);
  // The poll an hour before the (new) arrival sees the same delay: nothing more is told.
  at("2026-12-03T13:10:00Z");
  const polls = w.flights.requests.filter((r) => r.path.startsWith("/flights/number/")).length;
  expect(await w.follow()).toMatchObject({ polled: 1, moved: 0 });
  expect(w.flights.requests.filter((r) => r.path.startsWith("/flights/number/")).length).toBe(polls + 1);

  const toCustomer = w.of("arrival-moved", reference);
  const toOperator = w.of("arrival-alert", reference);
  expect(toCustomer).toHaveLength(1);
  expect(toOperator).toHaveLength(1);
  expect(w.text(toCustomer[0]!)).toContain("Votre chauffeur vous attendra à 15:10 au lieu de 14:20");
  expect(w.text(toOperator[0]!)).toContain("la prise en charge passe de 14:20 à 15:10");
  expect(w.text(toOperator[0]!)).toContain("à partir de 14:10");

  const view = await w.manage(manage);
  expect(view.body.arrival).toMatchObject({ number: "U24811", moved: true, pickup: "2026-12-03T14:10:00.000Z" });

  // Past the agreed time and its 45 minutes, the plane still in the air: no no-show.
  at("2026-12-03T14:20:00Z");
  const inTheAir = await w.trip(operator);
  expect(inTheAir.body.canNoShow).toBe(false);
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(409);

  // Landed at 15:10: the free waiting runs 45 minutes from the landing.
  at("2026-12-03T14:12:00Z");
  w.flights.land("U24811", DATE, 50);
  await w.flights.settled();
  at("2026-12-03T14:54:00Z");
  expect((await w.trip(operator)).body.canNoShow).toBe(false);
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(409);
  at("2026-12-03T14:56:00Z");
  expect((await w.trip(operator)).body.canNoShow).toBe(true);
  // The landing moved nothing more than 15 minutes: still one letter each; the alerts are dropped.
  expect(w.of("arrival-moved", reference)).toHaveLength(1);
  expect(w.of("arrival-alert", reference)).toHaveLength(1);
  expect(w.flights.subscriptions().filter((s) => s.active)).toHaveLength(0);
});

test("an early flight moves the pickup earlier and says so to both sides; the free waiting still runs from the agreed time", async () => {
  const w = await world();
  w.flights.schedule({ number: "KL1227", date: DATE, at: "18:05", from: AIRPORTS.amsterdam });
  await w.check("KL1227", DATE);
  const { reference, manage, operator } = await w.booked({
    ...trip,
    heurePriseEnCharge: "18:05",
    numeroVolTrain: "KL1227",
  });
  await w.follow();
  at("2026-12-03T14:05:00Z");
  await w.follow();
  // Tail winds: 25 minutes early, landed at 17:40.
  at("2026-12-03T16:30:00Z");
  w.flights.land("KL1227", DATE, -25);
  await w.flights.settled();
  await w.follow();

  expect(w.of("arrival-moved", reference)).toHaveLength(1);
  expect(w.text(w.of("arrival-moved", reference)[0]!)).toContain(
    "Votre chauffeur vous attendra à 17:40 au lieu de 18:05",
  );
  expect(w.text(w.of("arrival-alert", reference)[0]!)).toContain("prise en charge passe de 18:05 à 17:40");
  expect((await w.manage(manage)).body.arrival).toMatchObject({ status: "landed", pickup: "2026-12-03T16:40:00.000Z" });
  // The waiting offered counts from the agreed 18:05, not from the early landing: 45 minutes, until 18:50.
  at("2026-12-03T17:49:00Z");
  expect((await w.trip(operator)).body.canNoShow).toBe(false);
  at("2026-12-03T17:51:00Z");
  expect((await w.trip(operator)).body.canNoShow).toBe(true);
});

test("a diverted flight alerts the operator at once and tells the customer; no no-show, no fee, nothing charged", async () => {
  const w = await world();
  w.flights.schedule({ number: "U24811", date: DATE, at: "14:20", from: AIRPORTS.london });
  await w.check("U24811", DATE);
  const { reference, manage, operator } = await w.booked(trip);
  // A colleague on the same flight, whose booking nobody cancels.
  const colleague = await w.booked({ ...trip, email: "paul.morel@exemple.fr", prenom: "Paul", nom: "Morel" });
  await w.follow();
  at("2026-12-03T10:20:00Z");
  await w.follow();
  at("2026-12-03T13:05:00Z");
  w.flights.divert("U24811", DATE);
  await w.flights.settled();
  await w.follow();

  const alert = w.of("arrival-alert", reference);
  expect(alert).toHaveLength(1);
  expect(alert[0]!.subject).toContain("le vol U24811 est dérouté");
  expect(w.text(alert[0]!)).toContain("Aucuns frais ne sont dus pour cette course");
  const toCustomer = w.of("arrival-disrupted", reference);
  expect(toCustomer).toHaveLength(1);
  expect(w.text(toCustomer[0]!)).toContain(
    "a été dérouté vers un autre aéroport. Aucuns frais ne vous seront demandés",
  );

  // Hours later, no no-show can be recorded; cancelling is free, late as it is.
  at("2026-12-03T15:30:00Z");
  const page = await w.trip(operator);
  expect(page.body.canNoShow).toBe(false);
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(409);
  at("2026-12-03T13:15:00Z");
  const view = await w.manage(manage);
  expect(view.body.fee).toMatchObject({ percent: 0, amount: 0 });
  const cancelled = await w.manage(manage, { action: "cancel", fee: 0 });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  expect(cancelled.body.cancellation).toMatchObject({ feePercent: 0, fee: 0 });
  // Nothing was charged, nor is by the hourly job.
  at("2026-12-03T20:00:00Z");
  await w.call(
    w.fn.settle,
    new Request("https://www.vtc-premium-nantes.fr/api/settle-rides", {
      headers: { authorization: "Bearer a test secret for Vercel Cron" },
    }),
  );
  expect(w.sendgrid.requests.filter((r) => r.body.includes('"kind":"receipt"'))).toHaveLength(0);
  // Nor does the colleague's ride end on its own, hours after its pickup: it is left to the operator, owing nothing.
  expect(await w.redis.hget(`booking:${colleague.reference}`, "state")).toBe("confirmed");
  expect(await w.redis.hget(`booking:${colleague.reference}`, "end")).toBeNull();
});

test("a flight number that does not land at Nantes that day is said so to the form, and the booking is not followed", async () => {
  const w = await world();
  // AF7711 flies from Nantes to Paris: that day it lands at Paris.
  w.flights.schedule({ number: "AF7711", date: DATE, at: "08:10", from: AIRPORTS.nantes, to: AIRPORTS.paris });
  expect((await w.check("AF7711", DATE)).body).toMatchObject({ status: "elsewhere", lands: ["Paris"] });
  // Unknown that day.
  expect((await w.check("BA9999", DATE)).body).toMatchObject({ status: "none", number: "BA9999" });
  // A number for a pickup elsewhere than the airport or the station: nothing checked, nothing spent.
  const before = w.flights.requests.length;
  expect((await w.check("AF7711", DATE, "12 rue Crébillon, 44000 Nantes")).body).toEqual({ status: "not-followed" });
  expect(w.flights.requests.length).toBe(before);

  const { operator } = await w.booked({ ...trip, heurePriseEnCharge: "09:00", numeroVolTrain: "AF7711" });
  const page = await w.trip(operator);
  expect(page.body.arrival).toMatchObject({ number: "AF7711", following: "not-here" });
  await w.follow();
  expect(w.flights.subscriptions()).toHaveLength(0);
});

test("a train 30 minutes late at the Gare de Nantes moves the pickup from the polls alone (SNCF's real-time arrivals); a train that does not arrive there is said so", async () => {
  const w = await world();
  w.trains.schedule({ number: "8812", date: DATE, at: "11:02" });
  const station = "Gare de Nantes, 27 boulevard de Stalingrad, 44000 Nantes";
  expect((await w.check("TGV 8812", DATE, station)).body).toMatchObject({
    status: "here",
    kind: "train",
    number: "8812",
    pickup: "11:05",
    international: false,
    waitingMinutes: 15,
  });
  expect((await w.check("8899", DATE, station)).body).toMatchObject({ status: "none", kind: "train" });

  const { reference, manage, operator } = await w.booked({
    ...trip,
    lieuDepart: station,
    heurePriseEnCharge: "11:05",
    numeroVolTrain: "TGV 8812",
  });
  await w.follow();
  at("2026-12-03T07:05:00Z");
  await w.follow();
  w.trains.late("8812", DATE, 30);
  at("2026-12-03T09:05:00Z");
  await w.follow();
  expect(w.of("arrival-moved", reference)).toHaveLength(1);
  expect(w.text(w.of("arrival-moved", reference)[0]!)).toContain(
    "votre train 8812 est désormais attendu en gare de Nantes à 11:32 (prévu à 11:02)",
  );
  expect((await w.manage(manage)).body.arrival).toMatchObject({
    kind: "train",
    moved: true,
    pickup: "2026-12-03T10:35:00.000Z",
  });
  // No subscription for a train: SNCF's data are polled.
  expect(w.flights.subscriptions()).toHaveLength(0);
  // The train arrived at 11:32: fifteen minutes of waiting from the pickup it moved to, 11:35.
  at("2026-12-03T10:40:00Z");
  await w.follow();
  at("2026-12-03T10:49:00Z");
  expect((await w.trip(operator)).body.canNoShow).toBe(false);
  at("2026-12-03T10:51:00Z");
  expect((await w.trip(operator)).body.canNoShow).toBe(true);
});
