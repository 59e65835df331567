import fareGrid from "../../content/fares.json" with { type: "json" };
import { fleet } from "../config/fleet.js";
import { faresText } from "./fares.text.js";
import { numbersText } from "./numbers.text.js";
import { normalizePlace } from "./place-name.js";

/**
 * Indicative fares from the grid in content/fares.json, computed the same way in the form (to show) and on
 * the server (to write in the e-mails and seal in the confirmation link). A place is matched to a town of
 * the grid from the town its address names; when either end cannot be matched the answer is « sur devis »:
 * the operator prices it, nothing is guessed.
 */
export type TownFare = { town: string; slug: string; lat: number; lng: number; airport?: number; station?: number };
export type Supplement = { from: string; to: string; percent: number };
export type FareGrid = {
  airport: { name: string; townSlug: string };
  station: { name: string; townSlug: string };
  otherTrips: { minimum: number; perKm: number; roadFactor: number };
  supplements: { night: Supplement | null; sunday: { percent: number } | null };
  hourly: { rate: number; minimumHours: number };
  /** A van's fare, in percent of one car's (used only when the fleet has a van). */
  vehicles: { vanPercent: number };
  /** Minutes offered after the agreed time (or an international flight's landing), then euros per started quarter hour. */
  waiting: { freeMinutes: number; internationalArrivalFreeMinutes: number; perQuarterHour: number };
  towns: TownFare[];
};

/** Validated at build time (src/content/fares.server.ts); typed here for the browser, which ships no validator. */
export const grid: FareGrid = fareGrid;

export type Hub = "airport" | "station";
/** Where an address is, as far as fares go: a town of the grid, and the airport or the station when it is one. */
export type FarePlace = { town: TownFare; hub?: Hub };

/** The vehicles a group travels in: one car up to its seats, then two cars or the van; beyond, none (on quote). */
export type Vehicles = { kind: "car" | "van"; count: number };

export type Fare =
  | { kind: "fare"; amount: number; basis: Hub | "distance"; night: boolean; sunday: boolean; vehicles: Vehicles }
  | { kind: "quote"; reason: "place" | "group" };

const AIRPORT = /\baeroport (de )?nantes atlantique\b/;
// The Gare de Nantes (north or south entrance), not Nantes-Chantenay nor another town's station.
const STATION = /\bgare (sncf )?(de )?nantes\b(?! chantenay)/;

/**
 * The town an address names. Both sources of suggestions write it as its own comma-separated part: the
 * gazetteer "…, 44000 Nantes" and Google "…, Nantes, France". A postal code in front is dropped; the last
 * part that is a town of the grid wins, so "Rue de Nantes, 44400 Rezé" is in Rezé.
 */
export function townOfAddress(address: string, g: FareGrid = grid): TownFare | undefined {
  const byName = new Map(g.towns.map((t) => [normalizePlace(t.town), t]));
  const parts = address.split(",").map((part) => normalizePlace(part.replace(/^.*\b\d{5}\b/, "")));
  for (const part of parts.reverse()) {
    const town = byName.get(part);
    if (town) return town;
  }
  return undefined;
}

/** The fare place of an address, or undefined when it names no town of the grid (then: « sur devis »). */
export function placeOfAddress(address: string, g: FareGrid = grid): FarePlace | undefined {
  const text = normalizePlace(address);
  const hubTown = (slug: string) => g.towns.find((t) => t.slug === slug);
  if (AIRPORT.test(text)) {
    const town = hubTown(g.airport.townSlug);
    return town && { town, hub: "airport" };
  }
  if (STATION.test(text)) {
    const town = hubTown(g.station.townSlug);
    return town && { town, hub: "station" };
  }
  const town = townOfAddress(address, g);
  return town && { town };
}

/** Road kilometres between two town centres: the straight line times the grid's road factor. */
export function roadKm(a: TownFare, b: TownFare, g: FareGrid = grid): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h)) * g.otherTrips.roadFactor;
}

/** Flat fare when one end is the airport or the station and the other is elsewhere; else the distance rule. */
function baseFare(from: FarePlace, to: FarePlace, g: FareGrid): { amount: number; basis: Hub | "distance" } {
  for (const hub of ["airport", "station"] as const) {
    const [at, other] = from.hub === hub ? [from, to] : to.hub === hub ? [to, from] : [];
    if (at && other && other.hub !== hub) {
      const flat = other.town[hub];
      if (flat !== undefined) return { amount: flat, basis: hub };
    }
  }
  const distance = g.otherTrips.perKm * roadKm(from.town, to.town, g);
  return { amount: Math.max(g.otherTrips.minimum, distance), basis: "distance" };
}

/** "22:00"–"06:00" spans midnight: a pickup at 23:10 or 05:30 is at night, 06:00 is not. */
export function inNightWindow(time: string, night: Supplement): boolean {
  return night.from <= night.to ? time >= night.from && time < night.to : time >= night.from || time < night.to;
}

/** Sunday in Paris for a pickup date "YYYY-MM-DD" (a calendar date: its weekday is the same everywhere). */
function isSunday(date: string): boolean {
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
}

/** "1" to "8", or "9+": the form's choices (src/lib/booking/schema.ts). */
export type Trip = { from: string; to: string; date: string; time: string; passengers: string };

/** The vehicles `passengers` need, or null when the group is too large for the grid (« sur devis »). */
export function vehiclesFor(passengers: string, f: typeof fleet = fleet): Vehicles | null {
  const count = /^\d+$/.test(passengers) ? Number(passengers) : Number.POSITIVE_INFINITY;
  if (count > f.maxPassengers) return null;
  if (count <= f.carSeats) return { kind: "car", count: 1 };
  if (f.van && count <= f.van.seats) return { kind: "van", count: 1 };
  return count <= 2 * f.carSeats ? { kind: "car", count: 2 } : null;
}

/**
 * The indicative fare of a trip, in whole euros TTC, supplements included, for the vehicles its passengers
 * need; « sur devis » when a place is not in the grid or the group needs more than two cars.
 */
export function estimateFare(trip: Trip, g: FareGrid = grid, f: typeof fleet = fleet): Fare {
  const from = placeOfAddress(trip.from, g);
  const to = placeOfAddress(trip.to, g);
  if (!from || !to) return { kind: "quote", reason: "place" };
  const vehicles = vehiclesFor(trip.passengers, f);
  if (!vehicles) return { kind: "quote", reason: "group" };
  const { amount, basis } = baseFare(from, to, g);
  const night = g.supplements.night !== null && inNightWindow(trip.time, g.supplements.night);
  const sunday = g.supplements.sunday !== null && isSunday(trip.date);
  const percent =
    (night ? (g.supplements.night?.percent ?? 0) : 0) + (sunday ? (g.supplements.sunday?.percent ?? 0) : 0);
  const perVehicle = Math.round(amount * (1 + percent / 100));
  const total =
    vehicles.kind === "van" ? Math.round((perVehicle * g.vehicles.vanPercent) / 100) : perVehicle * vehicles.count;
  return { kind: "fare", amount: total, basis, night, sunday, vehicles };
}

/** The lowest flat fare of a town (to the airport or the station), what its page says « à partir de »; undefined without one. */
export function lowestTownFare(slug: string, g: FareGrid = grid): number | undefined {
  const town = g.towns.find((t) => t.slug === slug);
  const fares = [town?.airport, town?.station].filter((n): n is number => n !== undefined);
  return fares.length ? Math.min(...fares) : undefined;
}

const NBSP = "\u00a0";

/** "42 €", "42,50 €" (French) or "€42", "€42.50" (English), with a non-breaking space where French wants one. */
export function formatEuros(amount: number, locale: "fr" | "en" = "fr"): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  const [whole = "0", decimals] = amount.toFixed(cents ? 2 : 0).split(".");
  const t = numbersText[locale];
  return t.euros(whole.replace(/\B(?=(\d{3})+$)/g, t.thousands), decimals);
}

/** « 1 voiture », « 2 voitures », « 1 van (Mercedes Classe V) »; in English « 1 car », « 2 cars », « 1 van (…) ». */
export function vehiclesText(vehicles: Vehicles, locale: "fr" | "en" = "fr", f: typeof fleet = fleet): string {
  if (vehicles.kind === "van") return `1${NBSP}van${f.van ? ` (${f.van.name})` : ""}`;
  return faresText[locale].cars(vehicles.count);
}

/**
 * The waiting terms every document states the same way: the minutes offered, then the rate per started
 * quarter hour (content/fares.json).
 */
export function waitingText(locale: "fr" | "en" = "fr", g: FareGrid = grid): string {
  const w = g.waiting;
  return faresText[locale].waiting(
    w.freeMinutes,
    w.internationalArrivalFreeMinutes,
    formatEuros(w.perQuarterHour, locale),
  );
}

/** The fare as the e-mails write it: « 42 € TTC » or « sur devis ». */
export function fareText(fare: Fare): string {
  return fare.kind === "fare" ? `${formatEuros(fare.amount)} TTC` : "sur devis";
}
