import { parisTimeText } from "./paris-time.text.js";

const parisFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The wall clock in Nantes at an instant, whatever the server's or browser's time zone. */
export function parisClock(at: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
} {
  const parts = parisFormat.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Paris wall-clock time to the UTC instant, summer and winter time alike. */
export function parisToUtc(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let instant = wall;
  // Two rounds settle the offset even on the days the clocks change.
  for (let round = 0; round < 2; round++) instant = wall - parisOffsetMs(new Date(instant));
  return new Date(instant);
}

function parisOffsetMs(at: Date): number {
  const c = parisClock(at);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The one way every page, e-mail and answer writes a moment in Nantes time, whatever the server's or browser's
 * time zone: « 03/12/2026 », « 15:02 », and both together, « 03/12/2026 à 15:02 » in French or « 03/12/2026
 * at 15:02 (Paris time) » in English.
 */
const parisDayFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const parisHourFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  hour: "2-digit",
  minute: "2-digit",
});

/** "03/12/2026": the day of an instant in Nantes. */
export function parisDay(at: Date): string {
  return parisDayFormat.format(at);
}

/** "15:02": the time of an instant in Nantes, 24-hour. */
export function parisHour(at: Date): string {
  return parisHourFormat.format(at);
}

/** "03/12/2026 à 15:02" or "03/12/2026 at 15:02 (Paris time)". */
export function parisDateTime(at: Date, locale: "fr" | "en" = "fr"): string {
  return parisTimeText[locale].moment(parisDay(at), parisHour(at));
}

/** "03/12/2026" from a calendar day "2026-12-03" (no time zone: it is already the day in Nantes). */
export function dayText(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}
