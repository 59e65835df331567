import ICAL from "ical.js";
import { expect, test } from "vitest";
import { bookingValidationText } from "../../src/lib/booking/booking-validation.text";
import { LOCAL_LINK_SECRET } from "../../src/server/kernel/links/seal";
import { escapeText } from "../../src/server/mail/ics";
import { handleOperatorDay } from "../../src/server/operator/day";
import { handleBooking } from "../../src/server/request/handler";
import { callConfirm, confirmDeps, INBOX, SITE, sharedStores } from "../support/answer-fixtures";
import {
  bookedAtFare,
  bookingRequest,
  deps as bookingDeps,
  memoryMailer,
  settled,
  validBooking,
} from "../support/booking-fixtures";
import { parseIcs } from "../support/ics";

/** What an event of ours holds, each once: anything else in a file was injected. */
const WRITTEN = [
  "uid",
  "sequence",
  "dtstamp",
  "dtstart",
  "duration",
  "organizer",
  "summary",
  "location",
  "description",
  "status",
  "transp",
].sort();

/** Each event of a calendar file as ical.js (Mozilla's parser, Thunderbird's) reads it. */
function readEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents("vevent").map((event) => ({
    names: event
      .getAllProperties()
      .map((p) => p.name)
      .sort(),
    description: String(event.getFirstPropertyValue("description")),
  }));
}

/**
 * The file as a reader that ends a line at a bare CR reads it, as it does at CRLF or LF: Java's line readers, which
 * ical4j builds on, and Python's universal newlines do. ical.js itself ends lines at LF only.
 */
const asBareCrReaderSees = (ics: string) => ics.replace(/\r\n|\r|\n/g, "\r\n");

/** Notes with properties after a bare CR, a bare LF and a CRLF; the second as issue 40 found it. */
const INJECTIONS = [
  "Deux valises.\rDTSTART:20300101T000000Z\rSEQUENCE:99\nPRIORITY:1\r\nDTEND:20300101T010000Z",
  "x\rDTSTART:20300101T000000Z\rSTATUS:CANCELLED",
];

// One test each: the store is emptied between them, so each evening's e-mail is that day's first.
test.each(INJECTIONS)(
  "a CR, an LF or a CRLF in the notes stays inside DESCRIPTION: the proof's, its copy's and the operator's day's calendar files hold only what was written, read as sent and by a reader that ends lines at a bare CR (%#)",
  async (notes) => {
    {
      const stores = sharedStores();
      const mailer = memoryMailer();
      const d = bookingDeps({ mailer, openRequests: stores.openRequests });
      const booked = await handleBooking(bookingRequest(bookedAtFare({ informationsSupplementaires: notes })), d);
      expect(booked.status).toBe(200);
      await settled(d);
      const token = /\/confirmer#(v1\.[\w-]+)/.exec(mailer.sent.find((m) => m.kind === "business")!.text)![1]!;
      const operator = confirmDeps({}, stores);
      expect((await callConfirm(operator, { token, action: "confirm", price: "35" })).status).toBe(200);

      const jobs = memoryMailer();
      await handleOperatorDay(new Request(`${SITE}/api/x`), {
        bookings: stores.bookings,
        stores: stores.trips,
        mailer: jobs,
        secret: LOCAL_LINK_SECRET,
        cronSecret: null,
        inbox: INBOX,
        siteOrigin: SITE,
        origin: SITE,
        retention: 30,
        reviewUrl: "https://g.page/r/example/review",
        dayAt: "19:00",
        openRequests: stores.openRequests,
        proposals: stores.proposalIndex,
        now: () => new Date("2026-12-02T18:30:00Z"),
      });
      const files = [
        ...operator.mailer.sent.filter((m) => m.kind === "proof" || m.kind === "proof-copy"),
        ...jobs.sent.filter((m) => m.kind === "operator-day"),
      ].map((m) => ({ kind: m.kind, ics: String(m.attachments![0]!.content) }));
      expect(files.map((f) => f.kind)).toEqual(["proof", "proof-copy", "operator-day"]);
      // The notes as they were written, every line break read as one.
      const lines = notes.replace(/\r\n|\r/g, "\n");
      for (const { kind, ics } of files) {
        const reads = [readEvents(ics), readEvents(asBareCrReaderSees(ics))];
        for (const events of reads)
          expect(
            events.map((e) => e.names),
            kind,
          ).toEqual([WRITTEN]);
        // The customer's copy leaves out notes that read as a link (« STATUS:CANCELLED » has a scheme's shape).
        if (kind !== "proof" || !/[A-Z]:[A-Z]/.test(notes))
          for (const [event] of reads) expect(event!.description, kind).toContain(lines);
        // A strict reader too: no bare line break anywhere, every line ended by CRLF.
        expect(() => parseIcs(ics), kind).not.toThrow();
      }
    }
  },
);

test("calendar text escapes CR, LF and CRLF alike (RFC 5545, 3.3.11), and Unicode's line separators with them", () => {
  expect(escapeText("a\rb\nc\r\nd\r\re\u2028f\u2029g")).toBe("a\\nb\\nc\\nd\\n\\ne\\nf\\ng");
  expect(escapeText("x\rDTSTART:20300101T000000Z")).not.toMatch(/[\r\n]/);
});

test("one-line fields refuse a CR wherever it stands: names, both addresses, the flight number, the company and its address", async () => {
  for (const field of ["prenom", "nom", "lieuDepart", "lieuArrivee", "numeroVolTrain", "societe", "adresseSociete"]) {
    // Inside the value: a CR at either end is trimmed away with the spaces, and never stored.
    for (const value of ["x\rDTSTART:20300101T000000Z", "12 rue Crébillon\rNantes", "AF\r1234"]) {
      const overrides = { [field]: value, societe: "Atelier Loire", adresseSociete: "4 quai de la Fosse, Nantes" };
      const response = await handleBooking(
        bookingRequest(validBooking({ ...overrides, [field]: value })),
        bookingDeps(),
      );
      expect(response.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      const { errors } = (await response.json()) as { errors: Record<string, string> };
      const m = bookingValidationText.fr;
      // The flight number is also held to 20 characters and its own format.
      const refusals = [m.singleLine, m.invisible, m.maxLength(20), m.flightFormat];
      expect(refusals, `${field}: ${JSON.stringify(value)}`).toContain(errors[field]);
    }
  }
});
