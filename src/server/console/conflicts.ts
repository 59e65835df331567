import { CONFLICT } from "../../config/console.js";
import { fleet } from "../../config/fleet.js";
import { grid, placeOfAddress, roadKm, vehiclesFor } from "../../lib/fares.js";

/**
 * Which trips of a day cannot all be driven (docs/decisions/260-operator-console.md): more at once than there are
 * cars, or no time for a car to drive from one drop-off to the next pickup. The ride and the drive between them are
 * estimated from the fare grid's town centres (src/lib/fares.ts) at CONFLICT's speed; between places it does not
 * know, CONFLICT's fixed time. An estimate, said as such: it flags, it never refuses.
 */
export type Plannable = { reference: string; pickup: number; from: string; to: string; passengers: string };
export type Conflict = { reference: string; with: string; kind: "cars" | "drive" };

const MINUTE_MS = 60_000;

/** Minutes to drive between two addresses, or null when the grid knows neither town. */
export function driveMinutes(from: string, to: string): number | null {
  const a = placeOfAddress(from, grid);
  const b = placeOfAddress(to, grid);
  if (!a || !b) return null;
  return Math.ceil((roadKm(a.town, b.town, grid) / CONFLICT.kmPerHour) * 60);
}

/** When a trip's ride is over: its pickup and its estimated ride, never less than the shortest one. */
export function rideEnds(trip: Plannable): number {
  const ride = driveMinutes(trip.from, trip.to) ?? CONFLICT.unknownDriveMinutes;
  return trip.pickup + Math.max(CONFLICT.minRideMinutes, ride) * MINUTE_MS;
}

/**
 * Each trip, in pickup order, takes the cars it needs among those that can reach its pickup in time (free, then the
 * drive from their last drop-off and the margin); one that finds too few is flagged against the trip holding the
 * car: « cars » when that trip is still riding at its pickup, « drive » when it is over but too far.
 */
export function conflictsOf(trips: readonly Plannable[], cars: number = fleet.cars.length): Conflict[] {
  const sorted = [...trips].sort((a, b) => a.pickup - b.pickup);
  const carsState: { freeAt: number; at: string; by: string }[] = [];
  const conflicts: Conflict[] = [];
  for (const trip of sorted) {
    const needed = vehiclesFor(trip.passengers)?.count ?? 1;
    const reach = (car: (typeof carsState)[number]) =>
      car.freeAt +
      ((driveMinutes(car.at, trip.from) ?? CONFLICT.unknownDriveMinutes) + CONFLICT.marginMinutes) * MINUTE_MS;
    const usable = carsState
      .map((car, i) => ({ car, i, ready: reach(car) }))
      .filter((c) => c.ready <= trip.pickup)
      .sort((a, b) => a.ready - b.ready);
    const taken: number[] = usable.slice(0, needed).map((c) => c.i);
    while (taken.length < needed && carsState.length < cars) {
      carsState.push({ freeAt: 0, at: trip.from, by: "" });
      taken.push(carsState.length - 1);
    }
    if (taken.length < needed) {
      // The car that would be free soonest is the one in the way.
      const blocking = carsState
        .map((car, i) => ({ car, i }))
        .filter(({ i }) => !taken.includes(i))
        .sort((a, b) => reach(a.car) - reach(b.car))[0];
      if (blocking)
        conflicts.push({
          reference: trip.reference,
          with: blocking.car.by,
          kind: blocking.car.freeAt > trip.pickup ? "cars" : "drive",
        });
      continue;
    }
    for (const i of taken) carsState[i] = { freeAt: rideEnds(trip), at: trip.to, by: trip.reference };
  }
  return conflicts;
}
