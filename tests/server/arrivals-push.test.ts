import { expect, test } from "vitest";
import { consoleClient } from "../support/console-client";
import { AIRPORT, AIRPORTS, at, useArrivalsWorld } from "../support/arrivals-world";
import { phoneSubscription } from "../support/push-phone";
import { loadFunction } from "../support/vercel-function";

/**
 * The arrival's news that needs the operator on the road reaches his phone as well as his mailbox
 * (docs/decisions/250-arrivals-followed.md, 260-operator-console.md): a pickup moved by a late flight, then a
 * diverted one, each pushed once to the device his console subscribed, naming the booking it opens.
 */
const { world } = useArrivalsWorld();

const DATE = "2026-12-03";

test("a flight 50 minutes late, then another diverted: each is pushed once to the operator's phone, with its booking", async () => {
  const w = await world();
  const consoleFn = await loadFunction("console", w.env);
  const phoneConsole = consoleClient(consoleFn);
  expect((await phoneConsole.enrolFrom(w.mails)).status).toBe(200);
  const phone = phoneSubscription(w.push.endpoint);
  expect(
    (await phoneConsole.post({ action: "subscribe", subscription: phone.subscription, label: "Pixel" })).status,
  ).toBe(200);
  const received = () =>
    w.push.deliveries.filter((d) => d.id === phone.id && d.status === 201).map((d) => phone.read(d.body));

  w.flights.schedule({ number: "U24811", date: DATE, at: "14:20", from: AIRPORTS.london });
  w.flights.schedule({ number: "KL1227", date: DATE, at: "18:05", from: AIRPORTS.amsterdam });
  const late = await w.booked({
    datePriseEnCharge: DATE,
    heurePriseEnCharge: "14:20",
    lieuDepart: AIRPORT,
    lieuArrivee: "12 rue Crébillon, 44000 Nantes",
    numeroVolTrain: "U24811",
  });
  const diverted = await w.booked({
    datePriseEnCharge: DATE,
    heurePriseEnCharge: "18:05",
    lieuDepart: AIRPORT,
    lieuArrivee: "12 rue Crébillon, 44000 Nantes",
    numeroVolTrain: "KL1227",
    prenom: "Sophie",
  });
  await w.follow();
  at("2026-12-03T10:20:00Z");
  await w.follow();
  const before = received().length;

  // 50 minutes late: heard by the alert and again by the poll, pushed once.
  at("2026-12-03T11:00:00Z");
  w.flights.late("U24811", DATE, 50);
  await w.flights.settled();
  at("2026-12-03T13:10:00Z");
  await w.follow();
  const moved = received()
    .slice(before)
    .filter((p) => p.kind === "flight-moved");
  expect(moved).toHaveLength(1);
  expect(moved[0]).toMatchObject({ reference: late.reference, url: `/console#${late.reference}` });
  expect(moved[0]!.body).toContain("14:20 → 15:10");

  // The other flight diverted: pushed at once, once.
  at("2026-12-03T15:00:00Z");
  w.flights.divert("KL1227", DATE);
  await w.flights.settled();
  await w.follow();
  const divertedPushes = received().filter((p) => p.kind === "flight-diverted");
  expect(divertedPushes).toHaveLength(1);
  expect(divertedPushes[0]).toMatchObject({ reference: diverted.reference });
  expect(divertedPushes[0]!.body).toContain("KL1227 dérouté");
});
