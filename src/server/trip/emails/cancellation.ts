import { site } from "../../../config/site.js";
import type { BookingLocale } from "../../../lib/booking/schema.js";
import { formatEuros } from "../../../lib/fares.js";
import { CANCELLATION } from "../../../config/terms-of-sale.js";
import { calendarDomain, calendarOrganizer, tripCalendar } from "../../mail/ics.js";
import { type Letter } from "../../mail/layout.js";
import { dayText, parisDateTime, tripSection } from "../../mail/rows.js";
import { termsOfSaleText } from "../../../lib/terms-of-sale.text.js";
import type { MailAttachment, MailMessage } from "../../mail/types.js";
import type { CancellationView as Cancellation } from "../../booking/views.js";
import type { Trip } from "../store.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../../mail/envelope.js";
import { customerLanguageText } from "../../../lib/customer-language.text.js";
import { cancellationText } from "./cancellation.text.js";

const NBSP = "\u00a0";

/** What the cancellation costs (`amount` in cents), as the terms of sale (art. 7) put it, in the customer's language. */
export function feeText(fee: { percent: number; amount: number }, locale: BookingLocale): string {
  const t = cancellationText[locale];
  if (fee.percent === 0) return t.free;
  const amount = formatEuros(fee.amount / 100, locale);
  return t.fee(termsOfSaleText[locale].feeWindow(fee.percent), fee.percent, amount);
}

/**
 * The calendar file that removes the trip: METHOD:CANCEL, the proof's UID and organiser, a higher SEQUENCE
 * (RFC 5545 and 5546), so a calendar that holds the event drops it.
 */
export function cancellationCalendar(trip: Trip, cancellation: Cancellation, siteOrigin: string): MailAttachment {
  const r = trip.request;
  const content = tripCalendar(
    {
      reference: r.reference,
      date: r.date,
      time: r.time,
      from: r.from,
      to: r.to,
      summary: `Annulé – Chauffeur ${site.brand} – ${r.reference}`,
      description: `Course ${r.reference} annulée le ${parisDateTime(new Date(cancellation.at))}.`,
      domain: calendarDomain(siteOrigin),
    },
    new Date(cancellation.at),
    { organizer: calendarOrganizer, sequence: cancellation.sequence, method: "CANCEL" },
  );
  return { filename: `annulation-${r.reference}.ics`, type: "text/calendar", method: "CANCEL", content };
}

/** What went back to the customer's card, said after the opening (nothing when nothing was paid online). */
function refundedText(refunded: number, c: Cancellation, locale: BookingLocale): string[] {
  if (refunded <= 0) return [];
  const sum = formatEuros(refunded / 100, locale);
  return [cancellationText[locale].refunded(sum, c.by !== "operator" && c.fee > 0)];
}

/** The operator's reason as he typed it, ended as a sentence (« Véhicule en panne » → « Véhicule en panne. »). */
const sentenceOf = (reason: string) => (/[.!?…]$/.test(reason) ? reason : `${reason}.`);

/** The opening of the customer's letter: who cancelled, when, and what it costs. */
function cancelledText(trip: Trip, c: Cancellation, locale: BookingLocale): string {
  const r = trip.request;
  const t = cancellationText[locale];
  if (c.by === "operator") return t.byUs(r.firstName, dayText(r.date), r.time, c.reason ? sentenceOf(c.reason) : "");
  const fee = feeText({ percent: c.feePercent, amount: c.fee }, locale);
  return t.asked(r.firstName, parisDateTime(new Date(c.at), locale), dayText(r.date), r.time, fee);
}

/** To the customer, in his language: the cancellation recorded, what it costs, the calendar file removing it. */
export function cancellationEmail(
  trip: Trip,
  cancellation: Cancellation,
  siteOrigin: string,
  refunded = 0,
): MailMessage {
  const r = trip.request;
  const t = cancellationText[r.locale];
  const letter: Letter = {
    lang: r.locale,
    title: t.title(r.reference),
    paragraphs: [
      cancelledText(trip, cancellation, r.locale),
      ...refundedText(refunded, cancellation, r.locale),
      t.calendar,
    ],
    sections: [tripSection(r, r.locale, true)],
    footer: [t.question, t.terms(`${siteOrigin}${termsOfSaleText[r.locale].termsPath}`)],
  };
  return toCustomer(r.email, {
    kind: "cancellation",
    subject: t.subject(r.reference),
    letter,
    reference: r.reference,
    attachments: [cancellationCalendar(trip, cancellation, siteOrigin)],
  });
}

/** To the business, in French: the trip is off (the chauffeur is free), the fee due, the same calendar file. */
export function cancellationCopyEmail(
  trip: Trip,
  cancellation: Cancellation,
  inbox: string,
  siteOrigin: string,
  refund: { refunded: number; owed: number } = { refunded: 0, owed: 0 },
): MailMessage {
  const r = trip.request;
  const who = `${r.firstName} ${r.lastName}`;
  const money = [
    ...(refund.refunded > 0 ? [`${formatEuros(refund.refunded / 100)} réglés en ligne lui ont été remboursés.`] : []),
    ...(refund.owed > 0
      ? [
          `ATTENTION${NBSP}: ${formatEuros(refund.owed / 100)} réglés en ligne n’ont PAS pu être remboursés (Stripe n’a pas répondu)${NBSP}: remboursez-les depuis la page de la course ou le tableau de bord Stripe.`,
        ]
      : []),
  ];
  const fee =
    cancellation.by === "operator"
      ? `Rien n’est dû par ${who}${NBSP}; toute somme déjà versée est à rembourser (CGV, art.${NBSP}7).`
      : cancellation.feePercent === 0
        ? `Annulée ${cancellation.graceUsed ? `dans les ${CANCELLATION.graceMinutes}${NBSP}minutes qui suivent la confirmation` : `plus de ${termsOfSaleText.fr.figures.freeBefore} avant`}${NBSP}: gratuite.`
        : `Frais d’annulation dus selon les CGV (art.${NBSP}7)${NBSP}: ${cancellation.feePercent}${NBSP}% du prix, soit ${formatEuros(cancellation.fee / 100)} TTC.`;
  const how =
    cancellation.by === "operator"
      ? `Le ${parisDateTime(new Date(cancellation.at))}, vous avez annulé cette course depuis sa page${cancellation.reason ? ` (motif donné${NBSP}: ${cancellation.reason})` : ""}.`
      : `Le ${parisDateTime(new Date(cancellation.at))}, ${who} a annulé sa course depuis «${NBSP}Gérer ma réservation${NBSP}»${NBSP}: le chauffeur est libre.`;
  const letter: Letter = {
    lang: "fr",
    title: `Annulation – ${r.reference}`,
    paragraphs: [
      `${how} ${fee}`,
      ...money,
      `${r.firstName} a reçu la confirmation de l’annulation${customerLanguageText.fr.inEnglish[r.locale] ?? ""}, avec le fichier calendrier qui retire la course de son agenda. Le même est joint ici pour le vôtre. Aucun rappel ni aucune demande d’avis ne partira pour cette course.`,
    ],
    highlight: { label: "Prix convenu", value: `${formatEuros(trip.price)} TTC` },
    sections: [tripSection(r, "fr", true, true), clientSection(r)],
    footer: [replyLine(r.email)],
  };
  return toBusiness(inbox, r.email, {
    kind: "cancellation-copy",
    subject: `Annulation – ${r.reference}${NBSP}: ${who}, le ${dayText(r.date)} à ${r.time}`,
    letter,
    reference: r.reference,
    attachments: [cancellationCalendar(trip, cancellation, siteOrigin)],
  });
}
