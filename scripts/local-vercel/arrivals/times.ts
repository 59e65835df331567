import { parisClock } from "../../../src/lib/paris-time";

/** « 2026-12-03 13:05Z », as AeroDataBox writes a UTC time. */
export function utcText(at: number): string {
  return `${new Date(at).toISOString().slice(0, 16).replace("T", " ")}Z`;
}

/** « 2026-12-03 14:05+01:00 », as AeroDataBox writes a local time in Nantes (or any Paris-time airport). */
export function parisText(at: number): string {
  const c = parisClock(new Date(at));
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute);
  const offset = Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const sign = offset >= 0 ? "+" : "-";
  return `${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** « 20261203T140500 », as Navitia (the SNCF API) writes a local time. */
export function navitiaText(at: number): string {
  const c = parisClock(new Date(at));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${c.year}${pad(c.month)}${pad(c.day)}T${pad(c.hour)}${pad(c.minute)}00`;
}

/** The day in Nantes, YYYY-MM-DD. */
export function parisDate(at: number): string {
  const c = parisClock(new Date(at));
  return `${c.year}-${String(c.month).padStart(2, "0")}-${String(c.day).padStart(2, "0")}`;
}
