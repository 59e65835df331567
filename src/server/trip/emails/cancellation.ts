import { phoneDisplay, site } from "../../../config/site.js";
import type { BookingLocale } from "../../../lib/booking/schema.js";
import { formatEuros } from "../../../lib/fares.js";
import { CANCELLATION } from "../../../config/terms.js";
import { feeWindowText, percentText, termsFigures } from "../../../lib/terms.js";
import { calendarDomain, calendarOrganizer, tripCalendar } from "../../mail/ics.js";
import { type Letter } from "../../mail/layout.js";
import { dayText, parisDateTime, termsPath, tripSection } from "../../mail/rows.js";
import type { MailAttachment, MailMessage } from "../../mail/types.js";
import type { CancellationView as Cancellation } from "../../booking/views.js";
import type { Trip } from "../store.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../../mail/envelope.js";

const NBSP = "\u00a0";

/** What the cancellation costs (`amount` in cents), as the terms of sale (art. 7) put it, in the customer's language. */
export function feeText(fee: { percent: number; amount: number }, locale: BookingLocale): string {
  if (fee.percent === 0)
    return locale === "en"
      ? "Free cancellation: nothing is charged."
      : `Annulation gratuite${NBSP}: rien ne vous est facturé.`;
  const amount = formatEuros(fee.amount / 100, locale);
  const window = feeWindowText(fee.percent, locale);
  return locale === "en"
    ? `Cancelled ${window}: ${percentText(fee.percent, "en")} of the price is due, ${amount} including VAT (terms of sale, art. 7).`
    : `Annulation ${window}${NBSP}: ${percentText(fee.percent, "fr")} du prix est dû, soit ${amount} TTC (conditions générales de vente, art.${NBSP}7).`;
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
  if (locale === "en")
    return [
      `We have refunded ${sum} of what you paid online to the card or account you paid with${c.by !== "operator" && c.fee > 0 ? "; the fee above is kept from the rest" : ""}. Your bank usually shows it within 5 to 10 days.`,
    ];
  return [
    `Nous vous avons remboursé ${sum} sur la somme réglée en ligne, sur la carte ou le compte utilisé${c.by !== "operator" && c.fee > 0 ? `${NBSP}; les frais ci-dessus sont retenus sur le reste` : ""}. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`,
  ];
}

/** The operator's reason as he typed it, ended as a sentence (« Véhicule en panne » → « Véhicule en panne. »). */
const sentenceOf = (reason: string) => (/[.!?…]$/.test(reason) ? reason : `${reason}.`);

/** The opening of the customer's letter: who cancelled, when, and what it costs. */
function cancelledText(trip: Trip, c: Cancellation, locale: BookingLocale): string {
  const r = trip.request;
  const at = parisDateTime(new Date(c.at), locale);
  if (c.by === "operator")
    return locale === "en"
      ? `Hello ${r.firstName}, we are very sorry: we have had to cancel your trip of ${dayText(r.date)} at ${r.time}.${c.reason ? ` Reason: ${sentenceOf(c.reason)}` : ""} You owe nothing, and anything you have already paid is refunded in full (terms of sale, art. 7). Please call us on ${phoneDisplay("en")} if we can help you find another solution.`
      : `Bonjour ${r.firstName}, nous sommes sincèrement désolés${NBSP}: nous avons dû annuler votre course du ${dayText(r.date)} à ${r.time}.${c.reason ? ` Motif${NBSP}: ${sentenceOf(c.reason)}` : ""} Rien ne vous est dû, et toute somme déjà versée vous est intégralement remboursée (conditions générales de vente, art.${NBSP}7). Appelez-nous au ${phoneDisplay("fr")} si nous pouvons vous aider à trouver une autre solution.`;
  const fee = feeText({ percent: c.feePercent, amount: c.fee }, locale);
  return locale === "en"
    ? `Hello ${r.firstName}, as you asked on ${at}, your trip of ${dayText(r.date)} at ${r.time} is cancelled. ${fee}`
    : `Bonjour ${r.firstName}, comme vous l’avez demandé le ${at}, votre course du ${dayText(r.date)} à ${r.time} est annulée. ${fee}`;
}

/** To the customer, in his language: the cancellation recorded, what it costs, the calendar file removing it. */
export function cancellationEmail(
  trip: Trip,
  cancellation: Cancellation,
  siteOrigin: string,
  refunded = 0,
): MailMessage {
  const r = trip.request;
  const en = r.locale === "en";
  const letter: Letter = en
    ? {
        lang: "en",
        title: `Booking ${r.reference} cancelled`,
        paragraphs: [
          cancelledText(trip, cancellation, "en"),
          ...refundedText(refunded, cancellation, "en"),
          "The attached calendar file removes the trip from your calendar. We hope to drive you another time.",
        ],
        sections: [tripSection(r, "en", true)],
        footer: [
          `A question? Reply to this e-mail or call ${phoneDisplay("en")}.`,
          `Terms of sale: ${siteOrigin}${termsPath.en}`,
        ],
      }
    : {
        lang: "fr",
        title: `Réservation ${r.reference} annulée`,
        paragraphs: [
          cancelledText(trip, cancellation, "fr"),
          ...refundedText(refunded, cancellation, "fr"),
          "Le fichier calendrier joint retire la course de votre agenda. Au plaisir de vous conduire une autre fois.",
        ],
        sections: [tripSection(r, "fr", true)],
        footer: [
          `Une question${NBSP}? Répondez à cet e-mail ou appelez le ${phoneDisplay("fr")}.`,
          `Conditions générales de vente${NBSP}: ${siteOrigin}${termsPath.fr}`,
        ],
      };
  return toCustomer(r.email, {
    kind: "cancellation",
    subject: en
      ? `Booking ${r.reference} cancelled – ${site.brand}`
      : `Réservation ${r.reference} annulée – ${site.brand}`,
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
        ? `Annulée ${cancellation.graceUsed ? `dans les ${CANCELLATION.graceMinutes}${NBSP}minutes qui suivent la confirmation` : `plus de ${termsFigures.fr.freeBefore} avant`}${NBSP}: gratuite.`
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
      `${r.firstName} a reçu la confirmation de l’annulation${r.locale === "en" ? " (en anglais)" : ""}, avec le fichier calendrier qui retire la course de son agenda. Le même est joint ici pour le vôtre. Aucun rappel ni aucune demande d’avis ne partira pour cette course.`,
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
