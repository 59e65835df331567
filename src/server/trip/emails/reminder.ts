import { phoneText, site } from "../../../config/site.js";
import type { BookingLocale } from "../../../lib/booking/schema.js";
import { placeOfAddress, waitingText } from "../../../lib/fares.js";
import { arrivalNumberOf } from "../../../lib/arrival-number.js";
import { arrivalTermsText } from "../../../lib/arrival-terms.text.js";
import { type Letter } from "../../mail/layout.js";
import { dayText, tripSection, withRows } from "../../mail/rows.js";
import { termsOfSaleText } from "../../../lib/terms-of-sale.text.js";
import type { MailMessage } from "../../mail/types.js";
import type { Trip } from "../store.js";
import { notesRows } from "./proof.js";
import { toCustomer } from "../../mail/envelope.js";
import { reminderText } from "./reminder.text.js";

/** The chauffeur's mobile as the customer's language prints it (international in English). */
export function driverPhone(locale: BookingLocale): string {
  return phoneText(site.driverPhone, locale);
}

/** Where the chauffeur waits: the airport's arrivals hall (the flight followed), the station's exit, or the door. */
export function meetingText(trip: Trip, locale: BookingLocale): string {
  const r = trip.request;
  const t = reminderText[locale];
  const hub = placeOfAddress(r.from)?.hub;
  // A flight or train the product follows (docs/decisions/250-arrivals-followed.md): said as it is followed.
  const arrival = arrivalNumberOf(r.from, r.flightOrTrain);
  const followed = arrival ? arrivalTermsText[locale].reminder(arrival.kind, arrival.number) : "";
  if (hub === "airport") return t.airport(followed || (r.flightOrTrain ? "" : t.flightAsked));
  if (hub === "station") return t.station(r.from, followed);
  return t.door;
}

/** What to do when running late: call the chauffeur, and the waiting terms. */
export function lateText(locale: BookingLocale): string {
  return reminderText[locale].late(driverPhone(locale), waitingText(locale));
}

/**
 * The day before: time, place, the chauffeur's phone, where to meet, what to do if late, and « Gérer ma
 * réservation ». In the customer's language; nothing he typed beyond the trip itself.
 */
export function reminderEmail(trip: Trip, manageUrl: string): MailMessage {
  const r = trip.request;
  const t = reminderText[r.locale];
  const when = t.when(dayText(r.date), r.time);
  const letter: Letter = {
    lang: r.locale,
    title: t.title(when),
    paragraphs: [t.hello(r.firstName, when, r.reference)],
    actions: [{ label: t.manageButton, href: manageUrl }],
    sections: [
      withRows(tripSection(r, r.locale, true), notesRows(r.notes, r.locale, true)),
      {
        heading: t.onTheDay,
        rows: [
          [t.meeting, meetingText(trip, r.locale)],
          [t.driver, driverPhone(r.locale)],
          [t.runningLate, lateText(r.locale)],
        ],
      },
      {
        heading: t.cancelOrChange,
        rows: [
          [t.online, t.onlineText],
          [t.terms, termsOfSaleText[r.locale].cancellation],
        ],
      },
    ],
    footer: [t.footer(r.reference)],
  };
  return toCustomer(r.email, {
    kind: "reminder",
    subject: t.subject(when),
    letter,
    reference: r.reference,
  });
}
