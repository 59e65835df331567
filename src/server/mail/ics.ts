import { site } from "../../config/site.js";
import { parisToUtc } from "../../lib/paris-time.js";

export { parisToUtc };

/**
 * The confirmed trip as an iCalendar file (RFC 5545) attached to the booking proof, so the customer and the
 * business can put it in their calendars. Times are written in UTC: a TZID would oblige us to ship a whole
 * VTIMEZONE definition, and every calendar shows a UTC time in its own zone.
 */
export type CalendarTrip = {
  reference: string;
  /** Pickup date "YYYY-MM-DD" and time "HH:MM", Paris time. */
  date: string;
  time: string;
  from: string;
  to: string;
  summary: string;
  description: string;
  domain: string;
};

const MAX_LINE_OCTETS = 75;

/** 20261203T051500Z */
function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). Every line break is one: CRLF,
 * a bare LF, a bare CR (readers built on Java's or Python's line readers end a line there) and Unicode's line and
 * paragraph separators, so nothing typed can start a line of its own and be read as a property.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|[\r\n\u2028\u2029]/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after CRLF and a space, never inside a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // Continuation lines start with a space, which counts in their 75 octets.
    const limit = out.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** How a calendar file is meant (RFC 5546): an event to add or update, or the same event cancelled. */
export type CalendarMethod = "PUBLISH" | "CANCEL";

export type CalendarOptions = {
  /** The organiser the event's updates and cancellation come from: the same on every file of one trip. */
  organizer: { name: string; email: string };
  /** One more at each change and at the cancellation, so calendars replace the event they hold (RFC 5545, 3.8.7.4). */
  sequence?: number;
  method?: CalendarMethod;
  prodName?: string;
};

function eventLines(trip: CalendarTrip, now: Date, options: CalendarOptions): string[] {
  const start = parisToUtc(trip.date, trip.time);
  const cancelled = options.method === "CANCEL";
  return [
    "BEGIN:VEVENT",
    `UID:${trip.reference}@${trip.domain}`,
    `SEQUENCE:${options.sequence ?? 0}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    // The arrival time is not known at booking: an hour holds the slot in a calendar.
    "DURATION:PT1H",
    `ORGANIZER;CN="${options.organizer.name.replace(/"/g, "")}":mailto:${options.organizer.email}`,
    `SUMMARY:${escapeText(trip.summary)}`,
    `LOCATION:${escapeText(trip.from)}`,
    `DESCRIPTION:${escapeText(trip.description)}`,
    cancelled ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    cancelled ? "TRANSP:TRANSPARENT" : "TRANSP:OPAQUE",
    "END:VEVENT",
  ];
}

/** Several trips in one file (the operator's day), each its own event, each with its own SEQUENCE. */
export function calendarOf(
  events: { trip: CalendarTrip; sequence: number }[],
  now: Date,
  options: Omit<CalendarOptions, "sequence">,
): string {
  const domain = events[0]?.trip.domain ?? "localhost";
  const method = options.method ?? "PUBLISH";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${domain}//${options.prodName ?? "Bon de reservation"}//FR`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...events.flatMap((e) => eventLines(e.trip, now, { ...options, sequence: e.sequence })),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/**
 * One trip: PUBLISH with the proof (and again, with a higher SEQUENCE, when a change is confirmed), CANCEL with
 * the same UID and a higher SEQUENCE when the customer cancels, so the event leaves the calendars that hold it.
 */
export function tripCalendar(trip: CalendarTrip, now: Date, options: CalendarOptions): string {
  return calendarOf([{ trip, sequence: options.sequence ?? 0 }], now, options);
}

/**
 * A booked trip's calendar file, as the proof publishes it and its cancellation removes it: the event is the trip
 * (its UID from its reference and the site's domain), its organiser the one every file of the trip names, so each
 * file applies to the event a calendar already holds.
 */
export function bookingCalendar(
  r: { reference: string; date: string; time: string; from: string; to: string },
  event: { summary: string; description: string; siteOrigin: string; sequence: number; method?: CalendarMethod },
  now: Date,
): string {
  const { summary, description, siteOrigin, ...options } = event;
  const { reference, date, time, from, to } = r;
  const domain = calendarDomain(siteOrigin);
  return tripCalendar({ reference, date, time, from, to, summary, description, domain }, now, {
    organizer: calendarOrganizer,
    ...options,
  });
}

/** Every calendar file of a trip names the same organiser: its updates and its cancellation then apply to it. */
export const calendarOrganizer = { name: site.brand, email: site.email.contact };

/** The domain calendar UIDs are made of: the same for the proof, its changes and its cancellation. */
export function calendarDomain(siteOrigin: string): string {
  return new URL(siteOrigin).hostname.replace(/^www\./, "");
}
