import { internationalPhone, phoneDisplay, site } from "../../../config/site.js";
import type { BookingLocale } from "../../../lib/booking/schema.js";
import { placeOfAddress, waitingText } from "../../../lib/fares.js";
import { arrivalNumberOf } from "../../../lib/arrival-number.js";
import { arrivalPromise } from "../../../lib/arrival-terms.text.js";
import { type Letter } from "../../mail/layout.js";
import { cancellationText, dayText, tripSection, withRows } from "../../mail/rows.js";
import type { MailMessage } from "../../mail/types.js";
import type { Trip } from "../store.js";
import { notesRows } from "./proof.js";
import { toCustomer } from "../../mail/envelope.js";

const NBSP = "\u00a0";

/** The chauffeur's mobile as the customer's language prints it (international in English). */
export function driverPhone(locale: BookingLocale): string {
  return locale === "en" ? internationalPhone(site.driverPhone.e164) : site.driverPhone.display;
}

/** Where the chauffeur waits: the airport's arrivals hall (the flight followed), the station's exit, or the door. */
export function meetingText(trip: Trip, locale: BookingLocale): string {
  const r = trip.request;
  const en = locale === "en";
  const hub = placeOfAddress(r.from)?.hub;
  // A flight or train the product follows (docs/decisions/250-arrivals-followed.md): said as it is followed.
  const arrival = arrivalNumberOf(r.from, r.flightOrTrain);
  if (hub === "airport") {
    const followed = arrival
      ? arrivalPromise[locale].reminder(arrival.kind, arrival.number)
      : r.flightOrTrain
        ? ""
        : en
          ? "Reply to this e-mail with your flight number: your chauffeur will check its landing time."
          : `Répondez à cet e-mail avec votre numéro de vol${NBSP}: votre chauffeur vérifiera son heure d’atterrissage.`;
    const hall = en
      ? "In the arrivals hall of Nantes Atlantique airport, where your chauffeur waits with a sign bearing your name."
      : "Dans le hall des arrivées de l’aéroport Nantes Atlantique, où votre chauffeur vous attend avec une pancarte à votre nom.";
    return followed ? `${hall} ${followed}` : hall;
  }
  if (hub === "station") {
    const followed = arrival ? ` ${arrivalPromise[locale].reminder(arrival.kind, arrival.number)}` : "";
    return en
      ? `At the exit of the Gare de Nantes you booked (${r.from}), where your chauffeur waits with a sign bearing your name.${followed}`
      : `À la sortie de la gare de Nantes que vous avez indiquée (${r.from}), où votre chauffeur vous attend avec une pancarte à votre nom.${followed}`;
  }
  return en
    ? "In front of the pickup address, at the agreed time: your chauffeur calls you if he does not see you."
    : `Devant l’adresse de prise en charge, à l’heure convenue${NBSP}: votre chauffeur vous appelle s’il ne vous voit pas.`;
}

/** What to do when running late: call the chauffeur, and the waiting terms. */
export function lateText(locale: BookingLocale): string {
  return locale === "en"
    ? `Call your chauffeur on ${driverPhone("en")} as soon as you can. ${waitingText("en")}`
    : `Appelez votre chauffeur au ${driverPhone("fr")} dès que possible. ${waitingText("fr")}`;
}

/**
 * The day before: time, place, the chauffeur's phone, where to meet, what to do if late, and « Gérer ma
 * réservation ». In the customer's language; nothing he typed beyond the trip itself.
 */
export function reminderEmail(trip: Trip, manageUrl: string): MailMessage {
  const r = trip.request;
  const en = r.locale === "en";
  const when = en ? `${dayText(r.date)} at ${r.time}` : `${dayText(r.date)} à ${r.time}`;
  const letter: Letter = {
    lang: r.locale,
    title: en ? `Your trip on ${when}` : `Votre course du ${when}`,
    paragraphs: [
      en
        ? `Hello ${r.firstName}, your chauffeur will be there on ${when} for your trip ${r.reference}. Here is what you need for the day.`
        : `Bonjour ${r.firstName}, votre chauffeur sera là le ${when} pour votre course ${r.reference}. Voici l’essentiel pour le jour J.`,
    ],
    actions: [{ label: en ? "Manage my booking" : "Gérer ma réservation", href: manageUrl }],
    sections: [
      withRows(tripSection(r, r.locale, true), notesRows(r.notes, r.locale, true)),
      {
        heading: en ? "On the day" : "Le jour J",
        rows: [
          [en ? "Where to meet" : "Rendez-vous", meetingText(trip, r.locale)],
          [en ? "Your chauffeur" : "Votre chauffeur", driverPhone(r.locale)],
          [en ? "Running late?" : "En cas de retard", lateText(r.locale)],
        ],
      },
      {
        heading: en ? "Cancel or change" : "Annuler ou modifier",
        rows: [
          [
            en ? "Online" : "En ligne",
            en
              ? "“Manage my booking”, above: the page states what applies now."
              : `«${NBSP}Gérer ma réservation${NBSP}», ci-dessus${NBSP}: la page indique ce qui s’applique à ce moment-là.`,
          ],
          [en ? "Terms" : "Conditions", cancellationText[r.locale]],
        ],
      },
    ],
    footer: [
      en
        ? `${site.brand} – ${phoneDisplay("en")} – ${site.email.contact} – reference ${r.reference}`
        : `${site.brand} – ${phoneDisplay("fr")} – ${site.email.contact} – référence ${r.reference}`,
    ],
  };
  return toCustomer(r.email, {
    kind: "reminder",
    subject: en
      ? `Reminder: your chauffeur on ${when} – ${site.brand}`
      : `Rappel${NBSP}: votre chauffeur le ${when} – ${site.brand}`,
    letter,
    reference: r.reference,
  });
}
