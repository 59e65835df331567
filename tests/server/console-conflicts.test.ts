import { expect, test } from "vitest";
import { conflictsOf } from "../../src/server/console/conflicts";

/** The day's conflicts (src/server/console/conflicts.ts): more trips at once than cars, or no time to drive between. */
const at = (time: string) => Date.parse(`2026-12-03T${time}:00Z`);
const trip = (reference: string, time: string, from: string, to: string, passengers = "2") => ({
  reference,
  pickup: at(time),
  from,
  to,
  passengers,
});
const NANTES = "12 rue Crébillon, 44000 Nantes";
const AIRPORT = "Aéroport Nantes Atlantique";
const CLISSON = "2 place du Minage, 44190 Clisson";

test("one car: a second trip before the first can end and drive to it is flagged « drive », then « cars » while it rides", () => {
  expect(conflictsOf([trip("A", "08:00", NANTES, AIRPORT), trip("B", "08:40", CLISSON, NANTES)], 1)).toEqual([
    { reference: "B", with: "A", kind: "drive" },
  ]);
  expect(conflictsOf([trip("A", "08:00", NANTES, AIRPORT), trip("B", "08:05", NANTES, AIRPORT)], 1)).toEqual([
    { reference: "B", with: "A", kind: "cars" },
  ]);
  expect(conflictsOf([trip("A", "08:00", NANTES, AIRPORT), trip("B", "10:00", CLISSON, NANTES)], 1)).toEqual([]);
});

test("two cars take two trips at once; a group of six needs both", () => {
  expect(conflictsOf([trip("A", "08:00", NANTES, AIRPORT), trip("B", "08:00", NANTES, AIRPORT)], 2)).toEqual([]);
  expect(conflictsOf([trip("A", "08:00", NANTES, AIRPORT), trip("B", "08:10", NANTES, AIRPORT, "6")], 2)).toEqual([
    { reference: "B", with: "A", kind: "cars" },
  ]);
});
