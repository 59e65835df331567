import { PAYMENT_MODES } from "../../config/payment.js";
import { bookingFeesText } from "../../lib/fee-schedule.js";
import { toCustomer } from "../mail/envelope.js";
import type { Letter, LetterSection, Row } from "../mail/layout.js";
import { conditionRows, operatorRows } from "../mail/rows.js";
import type { MailMessage } from "../mail/types.js";
import { acknowledgementEmailText } from "./acknowledgement-email.text.js";
import { estimateText, type TemplateParams, vehicleRows } from "./business-email.js";

/**
 * To the customer, in his language: what he did, said plainly. A request binds nobody: he is told a price will be
 * proposed, for him to accept or not. A booking at the fare shown binds him once we confirm a chauffeur: he is
 * told the price he is to pay, the fees that would apply and the terms he accepted. Either way it carries what a
 * VTC booking proof needs (arrêté of 6 August 2025): operator, register number, customer, time of the request,
 * pickup. It never repeats the free text: an acknowledgement must not carry words a stranger typed to someone
 * else's address (docs/decisions/003-abuse-limits.md).
 */
export function customerEmail(p: TemplateParams): MailMessage {
  const t = acknowledgementEmailText[p.locale];
  const words = letterOf(p);
  const letter: Letter = {
    lang: p.locale,
    title: words.title,
    paragraphs: words.paragraphs,
    ...(p.booked && p.estimate !== null
      ? {
          highlight: {
            label: t.booked.label,
            value: t.booked.value(p.estimate),
            note: t.booked.note(p.payment && PAYMENT_MODES[p.payment].online),
          },
        }
      : {}),
    sections: [
      { heading: t.trip.heading, rows: tripRows(p) },
      {
        heading: t.request.heading(p.booked),
        rows: [
          [t.request.reference, p.reference],
          [t.request.customer, `${p.prenom} ${p.nom}`],
          [t.request.phone, p.phone],
          [t.request.sent, t.request.sentAt(p.sent_date, p.sent_time)],
        ],
      },
      conditions(p),
      { heading: t.operator, rows: operatorRows(p.locale, false) },
    ],
    footer: [words.footer],
  };
  return toCustomer(p.from_email, { kind: "customer", subject: words.subject, letter, reference: p.reference });
}

function tripRows(p: TemplateParams): Row[] {
  const t = acknowledgementEmailText[p.locale].trip;
  return [
    [t.date, p.travel_date],
    [t.time, p.travel_time],
    [t.from, p.pickup_address],
    [t.to, p.dropoff_address],
    [t.passengers, p.passenger_count],
    ...vehicleRows(p.passenger_count, p.locale),
    [t.type, t.types[p.travel_type]],
    ...(p.flight_or_train ? ([[t.flight, p.flight_or_train]] as Row[]) : []),
    ...(p.booked ? [] : ([[t.fare, estimateText(p.estimate, p.locale)]] as Row[])),
    [t.notes, t.notesReceived(Boolean(p.comments))],
  ];
}

/** What he accepted, or that he accepted nothing yet. */
function conditions(p: TemplateParams): LetterSection {
  const t = acknowledgementEmailText[p.locale];
  if (!p.booked)
    return {
      heading: t.commitment.heading,
      rows: [[t.commitment.label, t.commitment.text], ...conditionRows(p.site_origin, p.locale, { waiting: false })],
    };
  return {
    heading: t.accepted,
    rows: [
      [t.cancelling, bookingFeesText(p.pickup_at, p.sent_at, p.locale)],
      ...conditionRows(p.site_origin, p.locale),
    ],
  };
}

/** A pickup sooner than our reply time is promised no reply time: we call back at once, and he had better call us. */
function letterOf(p: TemplateParams) {
  const t = acknowledgementEmailText[p.locale];
  const urgent = p.urgent_minutes === null ? "" : t.urgent;
  const within = p.urgent_minutes === null ? t.within : t.asap;
  if (p.booked)
    return {
      title: t.bookedLetter.title,
      subject: t.bookedLetter.subject(p.reference),
      paragraphs: [t.bookedLetter.text(p.prenom, p.reference, p.estimate ?? 0, within, urgent), t.bookedLetter.after],
      footer: t.bookedLetter.footer,
    };
  return {
    title: t.requestLetter.title,
    subject: t.requestLetter.subject(p.reference),
    paragraphs: [t.requestLetter.text(p.prenom, p.reference, within, urgent), t.requestLetter.after],
    footer: t.requestLetter.footer,
  };
}
