import { describe, expect, test } from "vitest";
import { getFareGrid } from "../../src/content/fares.server";
import { getCommunes } from "../../src/content/communes.server";
import { fleet } from "../../src/config/fleet";
import {
  estimateFare,
  fareText,
  formatEuros,
  grid,
  lowestTownFare,
  placeOfAddress,
  vehiclesFor,
  waitingText,
  type FareGrid,
} from "../../src/lib/fares";

const AIRPORT_GAZETTEER = "Aéroport Nantes Atlantique, Route de Bouguenais, 44340 Bouguenais";
const AIRPORT_GOOGLE = "Aéroport de Nantes Atlantique, Bouguenais, France";
const STATION_GAZETTEER = "Gare de Nantes – accès Nord, 27 boulevard de Stalingrad, 44000 Nantes";
const STATION_GOOGLE = "Gare de Nantes, Boulevard de Stalingrad, Nantes, France";
const DAY = "2026-12-03"; // a Thursday

/** An address in each town as both suggestion sources write it. */
const gazetteerAddress = (town: string) => `${town}, 44000 ${town}, Loire-Atlantique`;
const googleAddress = (town: string) => `12 Rue de la Paix, ${town}, France`;

function fare(from: string, to: string, time = "10:00", date = DAY, passengers = "2") {
  return estimateFare({ from, to, date, time, passengers });
}

const ONE_CAR = { kind: "car", count: 1 } as const;

test("the grid is valid content: every town is a commune, with its name and centre, and every commune a town", () => {
  expect(() => getFareGrid()).not.toThrow();
  const slugs = (list: { slug: string }[]) => new Set(list.map((t) => t.slug));
  expect(slugs(getFareGrid().towns)).toEqual(slugs(getCommunes()));
});

test("the grid agrees with the facts: 35 € from Nantes to the airport, 40 € at least from the rest of the metropolis", () => {
  const nantes = grid.towns.find((t) => t.slug === "nantes")!;
  expect(nantes.airport).toBe(35);
  const others = grid.towns.filter((t) => t.slug !== "nantes").map((t) => t.airport!);
  expect(Math.min(...others)).toBe(40);
});

describe.each(grid.towns)("$town", (town) => {
  test("airport and station fares, both directions, from either source's address", () => {
    for (const address of [gazetteerAddress(town.town), googleAddress(town.town)]) {
      for (const airport of [AIRPORT_GAZETTEER, AIRPORT_GOOGLE]) {
        expect(fare(address, airport)).toEqual({
          kind: "fare",
          amount: town.airport,
          basis: "airport",
          night: false,
          sunday: false,
          vehicles: ONE_CAR,
        });
        expect(fare(airport, address)).toMatchObject({ amount: town.airport, basis: "airport" });
      }
      for (const station of [STATION_GAZETTEER, STATION_GOOGLE]) {
        expect(fare(address, station)).toMatchObject({ amount: town.station, basis: "station" });
        expect(fare(station, address)).toMatchObject({ amount: town.station, basis: "station" });
      }
    }
  });
});

test("the station to the airport is Nantes's airport fare", () => {
  expect(fare(STATION_GAZETTEER, AIRPORT_GAZETTEER)).toMatchObject({ amount: 35, basis: "airport" });
});

test("other trips: the minimum within a town, per km between towns, the same both ways", () => {
  expect(fare("12 rue Crébillon, 44000 Nantes", "Cité des Congrès, 5 rue de Valmy, 44000 Nantes")).toMatchObject({
    amount: grid.otherTrips.minimum,
    basis: "distance",
  });
  const there = fare(googleAddress("Héric"), googleAddress("Vertou"));
  const back = fare(googleAddress("Vertou"), googleAddress("Héric"));
  expect(there).toEqual(back);
  expect(there.kind === "fare" && there.amount).toBeGreaterThan(grid.otherTrips.minimum);
});

test("the night supplement applies from 22:00 to 06:00 (exclusive), on top of a flat fare", () => {
  const night = (time: string) => fare("12 rue Crébillon, 44000 Nantes", AIRPORT_GAZETTEER, time);
  expect(night("21:59")).toMatchObject({ amount: 35, night: false });
  expect(night("22:00")).toMatchObject({ amount: 40, night: true }); // 35 × 1.15 = 40.25
  expect(night("03:30")).toMatchObject({ amount: 40, night: true });
  expect(night("05:59")).toMatchObject({ night: true });
  expect(night("06:00")).toMatchObject({ amount: 35, night: false });
});

test("a Sunday supplement applies when the grid sets one, added to the night's", () => {
  const sundays: FareGrid = { ...grid, supplements: { ...grid.supplements, sunday: { percent: 10 } } };
  const trip = { from: "12 rue Crébillon, 44000 Nantes", to: AIRPORT_GOOGLE, passengers: "1" };
  expect(estimateFare({ ...trip, date: "2026-12-06", time: "10:00" }, sundays)).toMatchObject({
    amount: 39,
    sunday: true,
  });
  expect(estimateFare({ ...trip, date: "2026-12-06", time: "23:00" }, sundays)).toMatchObject({ amount: 44 });
  expect(estimateFare({ ...trip, date: "2026-12-05", time: "10:00" }, sundays)).toMatchObject({ amount: 35 });
  expect(estimateFare({ ...trip, date: "2026-12-06", time: "10:00" })).toMatchObject({ amount: 35, sunday: false });
});

test("« sur devis » when a place names no town of the grid: nothing is guessed", () => {
  const place = { kind: "quote", reason: "place" };
  expect(fare("Gare de Saint-Nazaire, Place Pierre-Sémard, 44600 Saint-Nazaire", AIRPORT_GAZETTEER)).toEqual(place);
  expect(fare("12 rue Crébillon", AIRPORT_GAZETTEER)).toEqual(place);
  expect(fare("Place du Commerce, Nantes", "Paris, France")).toEqual(place);
  expect(fareText({ kind: "quote", reason: "place" })).toBe("sur devis");
});

test("a street named after a town is in the town its address ends with", () => {
  expect(placeOfAddress("Rue de Nantes, 44400 Rezé")?.town.slug).toBe("reze");
  expect(placeOfAddress("3 Route de Vertou, Saint-Sébastien-sur-Loire, France")?.town.slug).toBe(
    "saint-sebastien-sur-loire",
  );
  expect(placeOfAddress("Gare de Nantes-Chantenay, Boulevard de Chantenay, 44100 Nantes")).toEqual({
    town: grid.towns[0],
  });
});

test("euros are written the French way, with non-breaking spaces", () => {
  expect(formatEuros(42)).toBe("42\u00a0€");
  expect(formatEuros(42.5)).toBe("42,50\u00a0€");
  expect(formatEuros(1250)).toBe("1\u00a0250\u00a0€");
  expect(formatEuros(42, "en")).toBe("€42");
  expect(fareText({ kind: "fare", amount: 42, basis: "airport", night: false, sunday: false, vehicles: ONE_CAR })).toBe(
    "42\u00a0€ TTC",
  );
});

test("capacity: one car takes 4 passengers, 5 to 8 travel in two cars at twice the fare, 9 and more are on quote", () => {
  const from = "12 rue Crébillon, 44000 Nantes"; // Nantes → airport: 35 € a car
  const at = (passengers: string) => fare(from, AIRPORT_GAZETTEER, "10:00", DAY, passengers);
  for (const n of ["1", "2", "3", "4"])
    expect(at(n)).toMatchObject({ amount: 35, vehicles: { kind: "car", count: 1 } });
  for (const n of ["5", "6", "7", "8"])
    expect(at(n)).toMatchObject({ amount: 70, vehicles: { kind: "car", count: 2 } });
  expect(at("9+")).toEqual({ kind: "quote", reason: "group" });
  // Supplements apply to each car: 35 × 1.15 rounds to 40, times two.
  expect(fare(from, AIRPORT_GAZETTEER, "23:00", DAY, "6")).toMatchObject({ amount: 80, night: true });
  // Anything the form did not offer is not priced.
  expect(at("12")).toEqual({ kind: "quote", reason: "group" });
  expect(at("")).toEqual({ kind: "quote", reason: "group" });
});

test("capacity with a van in the fleet: up to its seats in the van at the grid's percentage, then two cars", () => {
  const withVan = { ...fleet, van: { name: "Mercedes Classe V", seats: 7 } };
  expect(vehiclesFor("4", withVan)).toEqual({ kind: "car", count: 1 });
  expect(vehiclesFor("7", withVan)).toEqual({ kind: "van", count: 1 });
  expect(vehiclesFor("8", withVan)).toEqual({ kind: "car", count: 2 });
  expect(vehiclesFor("9+", withVan)).toBeNull();
  const trip = { from: "12 rue Crébillon, 44000 Nantes", to: AIRPORT_GAZETTEER, date: DAY, time: "10:00" };
  // 35 € × 150 % = 52,50 → 53 € in whole euros.
  expect(estimateFare({ ...trip, passengers: "6" }, grid, withVan)).toMatchObject({
    amount: 53,
    vehicles: { kind: "van" },
  });
  expect(estimateFare({ ...trip, passengers: "8" }, grid, withVan)).toMatchObject({ amount: 70 });
});

test("a town's « à partir de » is its own lowest flat fare", () => {
  expect(lowestTownFare("nantes")).toBe(30);
  expect(lowestTownFare("mauves-sur-loire")).toBe(45);
  expect(lowestTownFare("saint-herblain")).toBe(35);
  expect(lowestTownFare("atlantis")).toBeUndefined();
  for (const town of grid.towns)
    expect(lowestTownFare(town.slug)).toBe(Math.min(...[town.airport, town.station].filter((n) => n !== undefined)));
});

test("waiting terms come from the grid, in both languages", () => {
  const w = grid.waiting;
  expect(waitingText("fr")).toBe(
    `${w.freeMinutes}\u00a0minutes d’attente offertes après l’heure convenue (${w.internationalArrivalFreeMinutes}\u00a0minutes après l’atterrissage d’un vol international), puis ${formatEuros(w.perQuarterHour)} TTC par quart d’heure entamé.`,
  );
  const other: FareGrid = {
    ...grid,
    waiting: { freeMinutes: 10, internationalArrivalFreeMinutes: 60, perQuarterHour: 12.5 },
  };
  expect(waitingText("en", other)).toBe(
    "10\u00a0minutes of waiting included after the agreed time (60\u00a0minutes after an international flight lands), then €12.50 per quarter hour started.",
  );
});
