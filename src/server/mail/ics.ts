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

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545, 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
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

export function tripCalendar(trip: CalendarTrip, now: Date): string {
  const start = parisToUtc(trip.date, trip.time);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${trip.domain}//Bon de reservation//FR`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${trip.reference}@${trip.domain}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    // The arrival time is not known at booking: an hour holds the slot in a calendar.
    "DURATION:PT1H",
    `SUMMARY:${escapeText(trip.summary)}`,
    `LOCATION:${escapeText(trip.from)}`,
    `DESCRIPTION:${escapeText(trip.description)}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
