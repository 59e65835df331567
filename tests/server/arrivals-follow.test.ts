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
const trip = { datePriseEnCharge: DATE, heurePriseEnCharge: "14:20", lieuDepart: AIRPORT, lieuArrivee: "12 rue Crébillon, 44000 Nantes", numeroVolTrain: "U24811" };

test("a flight 50 minutes late moves the pickup; the alert and the poll both see it, each side is told once; no no-show until the free waiting has run from the landing", async () => {
  const w = await world();
  w.flights.schedule({ number: "U24811", date: DATE, at: "14:20", from: AIRPORTS.london });

  const checked = await w.check("u2 4811", DATE);
  expect(checked.body).toMatchObject({ status: "here", kind: "flight", number: "U24811", pickup: "14:20", international: true, waitingMinutes: 45 });

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
  await w.follow();

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
