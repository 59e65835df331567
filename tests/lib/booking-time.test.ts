import { expect, test } from "vitest";
import {
  fieldErrors,
  isCalendarDate,
  isParisWallTime,
  isUrgent,
  makeBookingSchema,
} from "../../src/lib/booking/schema";
import { handleBooking } from "../../src/server/request/handler";
import { bookingRequest, deps, memoryMailer, NOW, settled, validBooking } from "../support/booking-fixtures";

/** The time rules the form and the function share (src/lib/booking/schema.ts). NOW is 22/11/2026 at 11:00 in Nantes. */
const schema = makeBookingSchema(() => NOW);
const errorsOf = (overrides: Record<string, unknown>) => {
  const parsed = schema.safeParse(validBooking(overrides));
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

test("a date that is not in the calendar is refused in French, whatever JavaScript would make of it", () => {
  for (const date of ["2027-02-31", "2027-02-29", "2026-11-31", "2027-13-01", "2027-00-10"]) {
    expect(isCalendarDate(date), date).toBe(false);
    expect(errorsOf({ datePriseEnCharge: date }).datePriseEnCharge, date).toBe(
      "Cette date n’existe pas dans le calendrier.",
    );
  }
  expect(isCalendarDate("2028-02-29")).toBe(true);
  expect(errorsOf({ datePriseEnCharge: "2027-02-28" })).toEqual({});
  const english = makeBookingSchema(() => NOW, "en").safeParse(validBooking({ datePriseEnCharge: "2027-02-31" }));
  expect(english.success || fieldErrors(english.error.issues).datePriseEnCharge).toBe(
    "This date does not exist in the calendar.",
  );
});

test("a pickup in the past is refused: an earlier day, or an earlier time today", () => {
  expect(errorsOf({ datePriseEnCharge: "2026-11-21" }).datePriseEnCharge).toBe("La date ne peut pas être passée.");
  expect(errorsOf({ datePriseEnCharge: "2026-11-22", heurePriseEnCharge: "10:59" }).heurePriseEnCharge).toBe(
    "Cette heure est déjà passée.",
  );
  expect(errorsOf({ datePriseEnCharge: "2026-11-22", heurePriseEnCharge: "11:00" }).heurePriseEnCharge).toBe(
    "Cette heure est déjà passée.",
  );
  expect(errorsOf({ datePriseEnCharge: "2026-11-22", heurePriseEnCharge: "11:01" })).toEqual({});
});

test("urgent means sooner than the 2-hour reply: not past, not later, not an impossible date", () => {
  const at = (date: string, time: string) => isUrgent({ date, time }, NOW);
  expect(at("2026-11-22", "11:20")).toBe(true);
  expect(at("2026-11-22", "12:59")).toBe(true);
  expect(at("2026-11-22", "13:00")).toBe(false);
  expect(at("2026-11-22", "10:30")).toBe(false);
  expect(at("2026-11-23", "11:20")).toBe(false);
  expect(at("2026-11-31", "11:20")).toBe(false);
  expect(at("2026-11-22", "")).toBe(false);
  // Across midnight and in summer time alike: 23:30 on 28 March 2027 for a pickup at 00:40 (02:00 → 03:00 that night).
  expect(isUrgent({ date: "2027-03-28", time: "00:40" }, new Date("2027-03-27T22:30:00Z"))).toBe(true);
});

test("an urgent request is sent anyway, its business subject starting « URGENT »; the acknowledgement asks to call", async () => {
  const mailer = memoryMailer();
  const d = deps({ mailer });
  const response = await handleBooking(
    bookingRequest(validBooking({ datePriseEnCharge: "2026-11-22", heurePriseEnCharge: "11:20" })),
    d,
  );
  expect(response.status).toBe(200);
  await settled(d);
  const [business, customer] = mailer.sent;
  expect(business!.subject).toMatch(
    /^URGENT – Demande de devis VPN-\d{6}-\w{4}\u00a0: Anne Lemaire, le 22\/11\/2026 à 11:20$/,
  );
  expect(business!.text).toContain(
    "URGENT\u00a0: prise en charge dans 20\u00a0min, le 22/11/2026 à 11:20. Appelez Anne Lemaire au 06 12 34 56 78 sans attendre.",
  );
  expect(customer!.text).toContain(
    "Votre prise en charge est dans moins de 2\u00a0heures\u00a0: nous vous rappelons au plus vite, et le plus sûr est de nous appeler au 02 61 91 44 20.",
  );
  expect(customer!.text).not.toContain("sous 2\u00a0heures");

  // Three hours ahead: an ordinary request.
  const later = memoryMailer();
  await handleBooking(
    bookingRequest(validBooking({ datePriseEnCharge: "2026-11-22", heurePriseEnCharge: "14:00" })),
    deps({ mailer: later }),
  );
  expect(later.sent[0]!.subject).toMatch(/^Demande de devis /);
});

test("the API refuses an impossible date and a past pickup with French messages, and sends nothing", async () => {
  const mailer = memoryMailer();
  const d = deps({ mailer });
  for (const [overrides, field, message] of [
    [{ datePriseEnCharge: "2027-02-31" }, "datePriseEnCharge", "Cette date n’existe pas dans le calendrier."],
    [
      { datePriseEnCharge: "2026-11-22", heurePriseEnCharge: "09:00" },
      "heurePriseEnCharge",
      "Cette heure est déjà passée.",
    ],
  ] as const) {
    const response = await handleBooking(bookingRequest(validBooking(overrides)), d);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toBe(message);
  }
  expect(mailer.sent).toEqual([]);
});

test("the acknowledgement links the terms of sale and the fares it was sent under, in the customer's language", async () => {
  for (const [locale, terms, fares] of [
    [
      "fr",
      "Conditions générales de vente\u00a0: https://www.vtc-premium-nantes.fr/cgv",
      "Nos tarifs\u00a0: https://www.vtc-premium-nantes.fr/tarifs",
    ],
    [
      "en",
      "Terms of sale: https://www.vtc-premium-nantes.fr/en/terms",
      "Our fares: https://www.vtc-premium-nantes.fr/en/fares",
    ],
  ] as const) {
    const mailer = memoryMailer();
    const d = deps({ mailer });
    await handleBooking(bookingRequest(validBooking({ locale })), d);
    await settled(d);
    const customer = mailer.sent.find((m) => m.kind === "customer")!;
    expect(customer.text).toContain(terms);
    expect(customer.text).toContain(fares);
    expect(customer.html).toMatch(/<a href="https:\/\/www\.vtc-premium-nantes\.fr\/(cgv|en\/terms)"/);
  }
});

test("six passengers: two cars at the grid's fare each, in both e-mails", async () => {
  const mailer = memoryMailer();
  const d = deps({ mailer });
  await handleBooking(bookingRequest(validBooking({ nombrePassagers: "6" })), d);
  await settled(d);
  const [business, customer] = mailer.sent;
  for (const text of [business!.text, customer!.text]) {
    expect(text).toContain("Véhicules\u00a0: 2\u00a0voitures");
    expect(text).toContain("Tarif indicatif\u00a0: 70\u00a0€ TTC (indicatif)");
  }
  const nine = memoryMailer();
  await handleBooking(bookingRequest(validBooking({ nombrePassagers: "9+" })), deps({ mailer: nine }));
  expect(nine.sent[0]!.text).toContain("Tarif indicatif\u00a0: sur devis");
  expect(nine.sent[0]!.text).toContain(
    "Véhicules\u00a0: au-delà de nos deux voitures\u00a0: sur devis, avec un partenaire",
  );
});

test("a time the clocks skip in spring is refused in both languages; the hour repeated in autumn is accepted", async () => {
  // 28 March 2027: Nantes goes from 02:00 straight to 03:00. 31 October 2027: from 03:00 back to 02:00.
  const later = () => new Date("2027-03-01T10:00:00Z");
  const fr = makeBookingSchema(later);
  const en = makeBookingSchema(later, "en");
  const errors = (s: typeof fr, time: string, date = "2027-03-28") => {
    const parsed = s.safeParse(validBooking({ datePriseEnCharge: date, heurePriseEnCharge: time }));
    return parsed.success ? {} : fieldErrors(parsed.error.issues);
  };
  for (const time of ["02:00", "02:30", "02:59"]) {
    expect(isParisWallTime("2027-03-28", time), time).toBe(false);
    expect(errors(fr, time).heurePriseEnCharge, time).toBe(
      "Cette heure n’existe pas ce jour-là (passage à l’heure d’été).",
    );
    expect(errors(en, time).heurePriseEnCharge, time).toBe(
      "This time does not exist on that day (the clocks go forward).",
    );
  }
  for (const time of ["01:59", "03:00", "03:30"]) expect(errors(fr, time), time).toEqual({});
  for (const time of ["02:00", "02:30", "02:59"]) {
    expect(isParisWallTime("2027-10-31", time), time).toBe(true);
    expect(errors(fr, time, "2027-10-31"), time).toEqual({});
  }
  // The same day a year on, and the gap's hour on an ordinary day, are ordinary times.
  expect(errors(fr, "02:30", "2027-03-21")).toEqual({});
  // The form shows it as soon as the date and the time are valid, whatever else is still to fill in.
  const early = fr.safeParse({ datePriseEnCharge: "2027-03-28", heurePriseEnCharge: "02:30" });
  expect(early.success || fieldErrors(early.error.issues).heurePriseEnCharge).toMatch(/^Cette heure n’existe pas/);
  // And the API refuses it, sending nothing.
  const mailer = memoryMailer();
  const response = await handleBooking(
    bookingRequest(validBooking({ datePriseEnCharge: "2027-03-28", heurePriseEnCharge: "02:30" })),
    deps({ mailer, now: later }),
  );
  expect(response.status).toBe(400);
  expect(((await response.json()) as { errors: Record<string, string> }).errors.heurePriseEnCharge).toMatch(
    /^Cette heure n’existe pas ce jour-là/,
  );
  expect(mailer.sent).toEqual([]);
});
