/**
 * The vehicles the business drives, as fares need them: one car seats four passengers, so five to eight
 * travel in two cars (or in the van, when the fleet has one); nine and more are priced on quote. The fare of
 * each vehicle is the grid's (content/fares.json), a van's is `vanPercent` of a car's.
 */
import { site } from "./site.js";

export type Van = { name: string; seats: number };

export const fleet: { cars: readonly string[]; carSeats: number; van: Van | null; maxPassengers: number } = {
  cars: site.vehicles,
  /** Passengers per car, the driver aside. */
  carSeats: 4,
  /** With a van, e.g. { name: "Mercedes Classe V", seats: 7 }: groups up to its seats travel in it. */
  van: null,
  /** Above this, the trip is « sur devis »: two cars at most. */
  maxPassengers: 8,
};
