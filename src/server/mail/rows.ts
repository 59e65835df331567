import { phoneDisplay, site } from "../../config/site.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { formatEuros, vehiclesFor, vehiclesText, waitingText } from "../../lib/fares.js";
import { cancellationText, faresPath, includesText, termsPath } from "../../lib/terms.js";
import type { Row } from "./layout.js";

/**
 * What several of our e-mails state the same way, in the customer's language: the terms of sale and fares
 * links, the cancellation and waiting terms, what a price includes, the vehicles, the operator's identity.
 * The business's own e-mails are always French.
 */
export { cancellationText, faresPath, includesText, termsPath };

/** « 2 voitures (6 passagers, 4 par voiture) »: how many vehicles a group needs, and why. */
export function vehiclesRow(passengers: string, locale: BookingLocale): Row | null {
  const vehicles = vehiclesFor(passengers);
  if (!vehicles) return null;
  return [locale === "en" ? "Vehicles" : "Véhicules", vehiclesText(vehicles, locale)];
}

export function euros(amount: number, locale: BookingLocale): string {
  return locale === "en" ? `${formatEuros(amount, "en")} incl. VAT` : `${formatEuros(amount)} TTC`;
}

/** "03/12/2026" from "2026-12-03". */
export function dayText(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/** "03/12/2026 à 15:02" or "03/12/2026 at 15:02 (Paris time)", an instant in Nantes time. */
export function parisDateTime(at: Date, locale: BookingLocale = "fr"): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", ...options }).format(at);
  const day = format({ day: "2-digit", month: "2-digit", year: "numeric" });
  const time = format({ hour: "2-digit", minute: "2-digit" });
  return locale === "en" ? `${day} at ${time} (Paris time)` : `${day} à ${time}`;
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
