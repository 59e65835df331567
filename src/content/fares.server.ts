import { z } from "zod";
import { MAX_PRICE } from "../config/booking";
import { type FareGrid, lowestTownFare } from "../lib/fares";
import { getCommunes } from "./communes.server";
import { line, readJson } from "./load.server";

const euros = z.number().positive().max(MAX_PRICE);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected "HH:MM"');

const fareGridSchema = z.object({
  $comment: z.string().optional(),
  airport: z.object({ name: line, townSlug: z.string() }),
  station: z.object({ name: line, townSlug: z.string() }),
  otherTrips: z.object({ minimum: euros, perKm: euros, roadFactor: z.number().min(1).max(2) }),
  supplements: z.object({
    night: z.object({ from: clock, to: clock, percent: z.number().min(0).max(100) }).nullable(),
    sunday: z.object({ percent: z.number().min(0).max(100) }).nullable(),
  }),
  hourly: z.object({ rate: euros, minimumHours: z.number().positive().max(24) }),
  vehicles: z.object({ vanPercent: z.number().min(100).max(300) }),
  waiting: z.object({
    freeMinutes: z.number().int().min(0).max(120),
    internationalArrivalFreeMinutes: z.number().int().min(0).max(180),
    perQuarterHour: euros,
  }),
  towns: z
    .array(
      z.object({
        town: line,
        slug: z.string().regex(/^[a-z0-9-]+$/),
        lat: z.number().min(46.8).max(47.8),
        lng: z.number().min(-2.5).max(-0.8),
        airport: euros.optional(),
        station: euros.optional(),
      }),
    )
    .min(1),
});

let cache: FareGrid | undefined;

/**
 * content/fares.json, validated: a wrong value fails the build naming the field. Each town must be a commune
 * of content/communes with the same name and centre, so a page and a fare never disagree on where a town is,
 * and each commune a town of the grid with a fare to the airport or the station.
 */
export function getFareGrid(): FareGrid {
  if (cache) return cache;
  const grid = readJson("fares.json", fareGridSchema);
  const communes = new Map(getCommunes().map((c) => [c.slug, c]));
  for (const [index, town] of grid.towns.entries()) {
    const commune = communes.get(town.slug);
    const where = `content/fares.json: towns.${index} (${town.slug})`;
    if (!commune) throw new Error(`${where}: no such commune in content/communes`);
    if (commune.name !== town.town) throw new Error(`${where}: town must be "${commune.name}"`);
    if (commune.coordinates.lat !== town.lat || commune.coordinates.lng !== town.lng)
      throw new Error(
        `${where}: lat and lng must be the commune's (${commune.coordinates.lat}, ${commune.coordinates.lng})`,
      );
  }
  // Every commune's page says « à partir de » its own fare: a town served without one fails the build, named.
  const fareless = [...communes.values()].filter((c) => lowestTownFare(c.slug, grid) === undefined);
  if (fareless.length)
    throw new Error(
      `content/fares.json: no fare for ${fareless.map((c) => `${c.name} (content/communes/${c.slug}.json)`).join(", ")}: give each town served an entry in towns with its airport or station fare`,
    );
  for (const hub of ["airport", "station"] as const) {
    if (!grid.towns.some((t) => t.slug === grid[hub].townSlug))
      throw new Error(`content/fares.json: ${hub}.townSlug "${grid[hub].townSlug}" is not a town of the grid`);
  }
  cache = grid;
  return grid;
}
