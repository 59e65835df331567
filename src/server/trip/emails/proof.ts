import { phoneDisplay, site } from "../../../config/site.js";
import type { BookingLocale } from "../../../lib/booking/schema.js";
import { formatEuros } from "../../../lib/fares.js";
import { feeSchedule, feeScheduleText } from "../../../lib/fee-schedule.js";
import { parisToUtc } from "../../../lib/paris-time.js";
import { containsLink } from "../../kernel/text-links.js";
import { calendarDomain, calendarOrganizer, tripCalendar } from "../../mail/ics.js";
import { type Letter, type LetterSection, type Row } from "../../mail/layout.js";
import {
  conditionRows,
  dayText,
  euros,
  includesText,
  operatorRows,
  parisDateTime,
  tripSection,
  withRows,
} from "../../mail/rows.js";
import type { SealedRequest } from "../../request/sealed-request.js";
import type { MailAttachment, MailMessage } from "../../mail/types.js";
import { replyLine, toBusiness, toCustomer } from "../../mail/envelope.js";
import { type PaymentLine, paymentRows } from "./payment-rows.js";

const NBSP = "\u00a0";

export type ProofParams = {
  request: SealedRequest;
  /** Euros TTC: at or below the fare the customer saw, or the proposal he accepted. */
  price: number;
  /** When the operator answered. */
  confirmedAt: Date;
  /** When the customer accepted the operator's proposal, for a price above the fare he saw. */
  acceptedAt?: Date;
  /**
   * When the booking first became firm, as its record keeps it: the cancellation terms' grace counts from it, once. A
   * change's proof states the same schedule as the booking's, never a grace reopened at the change's confirmation.
   */
  firmAt?: Date;
  /** Public origin for the links to the terms of sale and the fares. */
  siteOrigin: string;
  /** The calendar event's SEQUENCE: 0 for a new booking, one more for each change confirmed since. */
  sequence?: number;
  /** « Gérer ma réservation »: cancel or ask for a change (src/server/trip/manage-link.ts); only in a real proof. */
  manageUrl?: string;
  /** This proof confirms a change of an existing booking and replaces its earlier proof. */
  changed?: boolean;
  /** The operator's page for this trip (cancel, correct, no-show): only in the business's copy. */
  operatorUrl?: string;
  /** A change the operator made from his page, rather than one the customer asked for. */
  byOperator?: boolean;
  /** How the booking is paid (docs/decisions/190-getting-paid.md). */
  payment?: PaymentLine;
};

/**
 * The customer's notes as a document shows them: always to the business; to the customer only when they hold no
 * link or address (what he typed reaches his own mailbox, but never carries a link we would seem to send).
 */
export function notesRows(notes: string, locale: BookingLocale, forCustomer: boolean): Row[] {
  if (!notes || (forCustomer && containsLink(notes))) return [];
  return [[locale === "en" ? "Your notes" : forCustomer ? "Vos précisions" : "Précisions du client", notes]];
}

/**
 * Every mention the arrêté of 6 August 2025 asks of a VTC booking proof: the operator's identity and VTC
 * register number, the customer's name and phone, the date and time of the booking, the pickup's date, time
 * and place, the destination, the price TTC, the cancellation terms and the terms of sale.
 */
function proofSections(p: ProofParams, locale: BookingLocale, forCustomer: boolean): LetterSection[] {
  const r = p.request;
  const en = locale === "en";
  const trip = tripSection(r, locale, true, !forCustomer);
  const firm = p.firmAt ?? p.acceptedAt ?? p.confirmedAt;
  // The schedule from the proof's own moment: a step already past (a grace spent before a change) is not shown.
  const sentAt = p.acceptedAt ?? p.confirmedAt;
  const pickup = parisToUtc(r.date, r.time).getTime();
  return [
    withRows(trip, notesRows(r.notes, locale, forCustomer)),
    {
      heading: en ? "Price" : "Prix",
      rows: [
        [en ? "Price" : "Prix", euros(p.price, locale)],
        [en ? "Included" : "Compris", includesText[locale]],
        ...paymentRows(p.payment, locale),
      ],
    },
    {
      heading: en ? "Booking" : "Réservation",
      rows: [
        [en ? "Reference" : "Référence", r.reference],
        [en ? "Customer" : "Client", `${r.firstName} ${r.lastName}`],
        [en ? "Customer’s phone" : "Téléphone du client", r.phone],
        [en ? "Booking requested on" : "Réservation demandée le", parisDateTime(new Date(r.receivedAt), locale)],
        ...(p.acceptedAt
          ? ([[en ? "Price accepted on" : "Prix accepté le", parisDateTime(p.acceptedAt, locale)]] as Row[])
          : []),
        [
          en ? "Booking confirmed on" : "Réservation confirmée le",
          parisDateTime(p.acceptedAt ?? p.confirmedAt, locale),
        ],
      ],
    },
    { heading: en ? "Your VTC operator" : "Exploitant VTC", rows: operatorRows(locale) },
    {
      heading: "Conditions",
      rows: [
        [
          en ? "Cancelling this trip" : "Annuler cette course",
          feeScheduleText(feeSchedule(pickup, firm.getTime(), sentAt.getTime()), locale),
        ],
        ...conditionRows(p.siteOrigin, locale),
      ],
    },
  ];
}

/** The trip for the customer's and the business's calendars. */
export function proofCalendar(p: ProofParams, locale: BookingLocale = "fr", forCustomer = false): MailAttachment {
  const r = p.request;
  const en = locale === "en";
  const colon = en ? ":" : `${NBSP}:`;
  const content = tripCalendar(
    {
      reference: r.reference,
      date: r.date,
      time: r.time,
      from: r.from,
      to: r.to,
      summary: `Chauffeur ${site.brand} – ${r.reference}`,
      description: [
        `${en ? "Pickup" : "Prise en charge"}${colon} ${r.from}`,
        `Destination${colon} ${r.to}`,
        `${en ? "Customer" : "Client"}${colon} ${r.firstName} ${r.lastName}, ${r.phone}`,
        `${en ? "Price incl. VAT" : "Prix TTC"}${colon} ${formatEuros(p.price, locale)}`,
        `${en ? "Operator" : "Exploitant"}${colon} ${site.brand}, ${en ? "VTC register" : "registre VTC"} ${site.company.vtcRegister}, ${phoneDisplay(locale)}`,
        ...notesRows(r.notes, locale, forCustomer).map(([label, notes]) => `${label}${colon} ${notes}`),
      ].join("\n"),
      domain: calendarDomain(p.siteOrigin),
    },
    p.acceptedAt ?? p.confirmedAt,
    { organizer: calendarOrganizer, sequence: p.sequence ?? 0 },
  );
  return { filename: `reservation-${r.reference}.ics`, type: "text/calendar", content };
}

/** To the customer, in his language: the booking proof, with the trip as a calendar file. */
export function proofEmail(p: ProofParams): MailMessage {
  const r = p.request;
  const locale = r.locale;
  const en = locale === "en";
  const title = en
    ? `Booking confirmation ${r.reference}${p.changed ? " (changed)" : ""}`
    : `Bon de réservation ${r.reference}${p.changed ? " (modifié)" : ""}`;
  const opening = p.changed
    ? en
      ? `Hello ${r.firstName}, ${p.byOperator ? "we have corrected your booking, at an unchanged or lower price" : "the change you asked for is confirmed"}. This booking confirmation replaces the previous one, and its calendar file updates the event you may have added.`
      : `Bonjour ${r.firstName}, ${p.byOperator ? "nous avons corrigé votre réservation, à un prix inchangé ou inférieur" : "la modification que vous avez demandée est confirmée"}. Ce bon de réservation remplace le précédent, et son fichier calendrier met à jour l’événement que vous avez peut-être ajouté.`
    : en
      ? `Hello ${r.firstName}, your booking is confirmed.`
      : `Bonjour ${r.firstName}, votre réservation est confirmée.`;
  const manage = p.manageUrl
    ? en
      ? "To cancel or change your trip, use “Manage my booking”: the page states the terms that apply."
      : `Pour annuler ou modifier votre course, utilisez «${NBSP}Gérer ma réservation${NBSP}»${NBSP}: la page indique les conditions qui s’appliquent.`
    : "";
  const letter: Letter = {
    lang: locale,
    title,
    paragraphs: en
      ? [
          `${opening} This booking confirmation proves your booking in advance, which your chauffeur may have to show during a roadside check: please keep it until the end of the trip.`,
          ...(manage ? [manage] : []),
        ]
      : [
          `${opening} Ce bon de réservation atteste votre commande préalable, que votre chauffeur peut avoir à présenter lors d’un contrôle${NBSP}: conservez-le jusqu’à la fin de la course.`,
          ...(manage ? [manage] : []),
        ],
    highlight: { label: en ? "Price" : "Prix", value: euros(p.price, locale), note: includesText[locale] },
    ...(p.manageUrl
      ? { actions: [{ label: en ? "Manage my booking" : "Gérer ma réservation", href: p.manageUrl }] }
      : {}),
    sections: proofSections(p, locale, true),
    footer: [
      en
        ? `A question, a change? Reply to this e-mail or call ${phoneDisplay("en")}.`
        : `Une question, un changement${NBSP}? Répondez à cet e-mail ou appelez le ${phoneDisplay("fr")}.`,
    ],
  };
  return toCustomer(r.email, {
    kind: "proof",
    subject: `${title} – ${site.brand}`,
    letter,
    reference: r.reference,
    attachments: [proofCalendar(p, locale, true)],
  });
}

/** To the business: the same proof, in French, for its archive (kept three years). */
export function proofCopyEmail(p: ProofParams, inbox: string): MailMessage {
  const r = p.request;
  const title = `Copie – Bon de réservation ${r.reference}${p.changed ? " (modifié)" : ""}`;
  const who = `${r.firstName} ${r.lastName}`;
  const how = p.changed
    ? `Le ${parisDateTime(p.acceptedAt ?? p.confirmedAt)}, la modification de la réservation est devenue ferme${NBSP}: voici la réservation telle qu’elle est désormais, à ${formatEuros(p.price)} TTC. Le nouveau bon de réservation part à ${r.email}, et le fichier calendrier met à jour l’événement.`
    : p.acceptedAt
      ? `${who} a accepté votre proposition le ${parisDateTime(p.acceptedAt)}${NBSP}: la réservation est ferme à ${formatEuros(p.price)} TTC, et le bon de réservation part à ${r.email}.`
      : `Copie du bon de réservation envoyé à ${r.email} le ${parisDateTime(p.confirmedAt)}.`;
  const english = r.locale === "en" ? ` Envoyé en anglais, avec le lien vers les CGV en anglais.` : "";
  const letter: Letter = {
    lang: "fr",
    title,
    paragraphs: [`${how}${english} À conserver 3${NBSP}ans.`],
    highlight: { label: "Prix", value: euros(p.price, "fr"), note: includesText.fr },
    ...(p.operatorUrl ? { actions: [{ label: "Gérer cette course", href: p.operatorUrl }] } : {}),
    sections: proofSections(p, "fr", false),
    footer: [replyLine(r.email)],
  };
  return toBusiness(inbox, r.email, {
    kind: "proof-copy",
    subject: `${title}${NBSP}: ${r.firstName} ${r.lastName}, le ${dayText(r.date)} à ${r.time}`,
    letter,
    reference: r.reference,
    attachments: [proofCalendar(p, "fr")],
  });
}
