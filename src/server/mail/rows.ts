import { phoneDisplay, site } from "../../config/site.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { vehiclesFor, vehiclesText, waitingText } from "../../lib/fares.js";
import { termsOfSaleText } from "../../lib/terms-of-sale.text.js";
import { dayText, parisDateTime } from "../../lib/paris-time.js";
import type { LetterSection, Row } from "./layout.js";
import { letterPartsText } from "./letter-parts.text.js";

/**
 * What several of our e-mails state the same way, in the customer's language: the terms of sale and fares
 * links, the cancellation and waiting terms, what a price includes, the vehicles, the trip, the operator's
 * identity (their words: ./letter-parts.text.ts), and dates and moments written the one way the whole site writes
 * them (src/lib/paris-time.ts). The business's own e-mails are always French.
 */
export { dayText, parisDateTime };

/** « 2 voitures (6 passagers, 4 par voiture) »: how many vehicles a group needs, and why. */
export function vehiclesRow(passengers: string, locale: BookingLocale): Row | null {
  const vehicles = vehiclesFor(passengers);
  if (!vehicles) return null;
  return [letterPartsText[locale].vehicles, vehiclesText(vehicles, locale)];
}

export function euros(amount: number, locale: BookingLocale): string {
  return letterPartsText[locale].euros(amount);
}

/** Terms of sale, fares, waiting and cancellation: the « Conditions » section of a proposal, a proof, an acknowledgement. */
export function conditionRows(origin: string, locale: BookingLocale, options: { waiting?: boolean } = {}): Row[] {
  const t = letterPartsText[locale];
  const terms = termsOfSaleText[locale];
  return [
    ...(options.waiting === false ? [] : ([[t.waiting, waitingText(locale)]] as Row[])),
    [t.cancellation, terms.cancellation],
    [t.termsOfSale, { text: `${origin}${terms.termsPath}`, href: `${origin}${terms.termsPath}` }],
    [t.fares, { text: `${origin}${terms.faresPath}`, href: `${origin}${terms.faresPath}` }],
  ];
}

/** The operator's identity, as the arrêté of 6 August 2025 asks of a booking proof. */
export function operatorRows(locale: BookingLocale, withAddress = true): Row[] {
  const t = letterPartsText[locale];
  const address = `${site.address.street}, ${site.address.postalCode} ${site.address.locality}`;
  return [
    [t.operator, `${site.brand}, ${site.company.legalName} (${t.legalForm})`],
    ...(withAddress ? ([[t.address, address]] as Row[]) : []),
    [t.phone, phoneDisplay(locale)],
    ["E-mail", site.email.contact],
    ["SIREN", site.company.siren],
    [t.vtcRegister, site.company.vtcRegister],
  ];
}

/** What every letter about a trip shows of it: its pickup, its places, its group, the flight or train followed. */
export type TripDetails = {
  date: string;
  time: string;
  from: string;
  to: string;
  passengers: string;
  flightOrTrain: string;
};

/**
 * The trip as every answer shows it, in the customer's language; `forBusiness`: the business's copy, always in
 * French, which names the trip rather than addressing it.
 */
export function tripSection(r: TripDetails, locale: BookingLocale, proof = false, forBusiness = false): LetterSection {
  const t = letterPartsText[locale];
  const labels = proof ? { ...t.trip, ...t.proofTrip } : t.trip;
  const vehicles = vehiclesRow(r.passengers, locale);
  return {
    heading: forBusiness ? "La course" : t.trip.heading,
    rows: [
      [labels.date, dayText(r.date)],
      [labels.time, r.time],
      [labels.from, r.from],
      [labels.to, r.to],
      [labels.passengers, r.passengers],
      ...(vehicles ? [vehicles] : []),
      ...(r.flightOrTrain ? ([[labels.flight, r.flightOrTrain]] as Row[]) : []),
    ],
  };
}

/** A section with more rows at its end (the customer's notes under the trip, for instance). */
export function withRows(section: LetterSection, rows: Row[]): LetterSection {
  return rows.length ? { ...section, rows: [...section.rows, ...rows] } : section;
}
