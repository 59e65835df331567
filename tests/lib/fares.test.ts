import { describe, expect, test } from "vitest";
import { getFareGrid } from "../../src/content/fares.server";
import { estimateFare, fareText, formatEuros, grid, placeOfAddress, type FareGrid } from "../../src/lib/fares";

const AIRPORT_GAZETTEER = "Aéroport Nantes Atlantique, Route de Bouguenais, 44340 Bouguenais";
const AIRPORT_GOOGLE = "Aéroport de Nantes Atlantique, Bouguenais, France";
const STATION_GAZETTEER = "Gare de Nantes – accès Nord, 27 boulevard de Stalingrad, 44000 Nantes";
const STATION_GOOGLE = "Gare de Nantes, Boulevard de Stalingrad, Nantes, France";
const DAY = "2026-12-03"; // a Thursday

/** An address in each town as both suggestion sources write it. */
const gazetteerAddress = (town: string) => `${town}, 44000 ${town}, Loire-Atlantique`;
const googleAddress = (town: string) => `12 Rue de la Paix, ${town}, France`;

function fare(from: string, to: string, time = "10:00", date = DAY) {
  return estimateFare({ from, to, date, time });
}

test("the grid is valid content: every town is a commune, with its name and centre", () => {
  expect(() => getFareGrid()).not.toThrow();
  expect(getFareGrid().towns).toHaveLength(36);
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
  const trip = { from: "12 rue Crébillon, 44000 Nantes", to: AIRPORT_GOOGLE };
  expect(estimateFare({ ...trip, date: "2026-12-06", time: "10:00" }, sundays)).toMatchObject({
    amount: 39,
    sunday: true,
  });
  expect(estimateFare({ ...trip, date: "2026-12-06", time: "23:00" }, sundays)).toMatchObject({ amount: 44 });
  expect(estimateFare({ ...trip, date: "2026-12-05", time: "10:00" }, sundays)).toMatchObject({ amount: 35 });
  expect(estimateFare({ ...trip, date: "2026-12-06", time: "10:00" })).toMatchObject({ amount: 35, sunday: false });
});

test("« sur devis » when a place names no town of the grid: nothing is guessed", () => {
  expect(fare("Gare de Saint-Nazaire, Place Pierre-Sémard, 44600 Saint-Nazaire", AIRPORT_GAZETTEER)).toEqual({
    kind: "quote",
  });
  expect(fare("12 rue Crébillon", AIRPORT_GAZETTEER)).toEqual({ kind: "quote" });
  expect(fare("Place du Commerce, Nantes", "Paris, France")).toEqual({ kind: "quote" });
  expect(fareText({ kind: "quote" })).toBe("sur devis");
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
  expect(fareText({ kind: "fare", amount: 42, basis: "airport", night: false, sunday: false })).toBe("42\u00a0€ TTC");
});
