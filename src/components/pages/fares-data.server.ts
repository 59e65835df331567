import type { FaresData } from "~/components/pages/fares-page";
import { getFareGrid } from "~/content/fares.server";

/** The fares pages' data (a loader's, read at build time), the same in both languages: the grid as published. */
export function faresData(): FaresData {
  const grid = getFareGrid();
  return {
    towns: grid.towns.map(({ town, slug, airport, station }) => ({ town, slug, airport, station })),
    otherTrips: grid.otherTrips,
    supplements: grid.supplements,
    hourly: grid.hourly,
    vehicles: grid.vehicles,
    waiting: grid.waiting,
  };
}
