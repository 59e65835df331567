import { phoneDisplay, site } from "../../config/site.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { formatEuros, vehiclesFor, vehiclesText, waitingText } from "../../lib/fares.js";
import { cancellationText, faresPath, includesText, termsPath } from "../../lib/terms.js";
import { dayText, parisDateTime } from "../../lib/paris-time.js";
import type { LetterSection, Row } from "./layout.js";

/**
 * What several of our e-mails state the same way, in the customer's language: the terms of sale and fares
 * links, the cancellation and waiting terms, what a price includes, the vehicles, the trip, the operator's
 * identity, and dates and moments written the one way the whole site writes them (src/lib/paris-time.ts).
 * The business's own e-mails are always French.
 */
export { cancellationText, dayText, faresPath, includesText, parisDateTime, termsPath };

/** « 2 voitures (6 passagers, 4 par voiture) »: how many vehicles a group needs, and why. */
export function vehiclesRow(passengers: string, locale: BookingLocale): Row | null {
  const vehicles = vehiclesFor(passengers);
  if (!vehicles) return null;
  return [locale === "en" ? "Vehicles" : "Véhicules", vehiclesText(vehicles, locale)];
}

export function euros(amount: number, locale: BookingLocale): string {
  return locale === "en" ? `${formatEuros(amount, "en")} incl. VAT` : `${formatEuros(amount)} TTC`;
}

/** Terms of sale, fares, waiting and cancellation: the « Conditions » section of a proposal, a proof, an acknowledgement. */
export function conditionRows(origin: string, locale: BookingLocale, options: { waiting?: boolean } = {}): Row[] {
  const en = locale === "en";
  return [
    ...(options.waiting === false ? [] : ([[en ? "Waiting" : "Attente", waitingText(locale)]] as Row[])),
    [en ? "Cancellation" : "Annulation", cancellationText[locale]],
    [
      en ? "Terms of sale" : "Conditions générales de vente",
      { text: `${origin}${termsPath[locale]}`, href: `${origin}${termsPath[locale]}` },
    ],
    [en ? "Our fares" : "Nos tarifs", { text: `${origin}${faresPath[locale]}`, href: `${origin}${faresPath[locale]}` }],
  ];
}

/** The operator's identity, as the arrêté of 6 August 2025 asks of a booking proof. */
export function operatorRows(locale: BookingLocale, withAddress = true): Row[] {
  const en = locale === "en";
  const address = `${site.address.street}, ${site.address.postalCode} ${site.address.locality}`;
  return [
    [
      en ? "Operator" : "Exploitant",
      `${site.brand}, ${site.company.legalName} (EI${en ? ", sole proprietorship" : ""})`,
    ],
    ...(withAddress ? ([[en ? "Address" : "Adresse", address]] as Row[]) : []),
    [en ? "Phone" : "Téléphone", phoneDisplay(locale)],
    ["E-mail", site.email.contact],
    ["SIREN", site.company.siren],
    [en ? "VTC register number" : "N° d’inscription au registre VTC", site.company.vtcRegister],
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

/** The trip as every answer shows it, in the customer's language. */
export function tripSection(r: TripDetails, locale: BookingLocale, proof = false, forBusiness = false): LetterSection {
  const en = locale === "en";
  const vehicles = vehiclesRow(r.passengers, locale);
  return {
    heading: forBusiness ? "La course" : en ? "Your trip" : "Votre course",
    rows: [
      [en ? "Pickup date" : proof ? "Date de prise en charge" : "Date", dayText(r.date)],
      [en ? "Pickup time" : proof ? "Heure de prise en charge" : "Heure", r.time],
      [en ? "Pickup place" : proof ? "Lieu de prise en charge" : "Départ", r.from],
      [en ? "Destination" : proof ? "Destination" : "Arrivée", r.to],
      [en ? "Passengers" : "Passagers", r.passengers],
      ...(vehicles ? [vehicles] : []),
      ...(r.flightOrTrain ? ([[en ? "Flight or train" : "Vol ou train", r.flightOrTrain]] as Row[]) : []),
    ],
  };
}

/** A section with more rows at its end (the customer's notes under the trip, for instance). */
export function withRows(section: LetterSection, rows: Row[]): LetterSection {
  return rows.length ? { ...section, rows: [...section.rows, ...rows] } : section;
}
