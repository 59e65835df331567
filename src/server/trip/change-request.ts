import { type BookingRequest, makeBookingSchema } from "../../lib/booking/schema.js";
import { isPlainObject } from "../kernel/http.js";
import { containsLink } from "../kernel/text-links.js";
import { estimateOf } from "../request/business-email.js";
import { type SealedRequest, sealedRequestOf } from "../request/sealed-request.js";
import type { Trip } from "./store.js";

/**
 * A change of a booking, sealed as a new request to answer (the customer's from « Gérer ma réservation », the
 * operator's correction from his page): the new time, places and group as `booking` says, the grid's fare for the
 * new route shown to the operator, and everything the change does not touch carried over from the booking: the
 * customer's notes, his review choice, how he pays and the company invoiced (docs/decisions/190-getting-paid.md).
 */
export function sealedChange(
  trip: Trip,
  booking: BookingRequest,
  reference: string,
  now: Date,
  by?: "operator",
): SealedRequest {
  const r = trip.request;
  const estimate = estimateOf(booking);
  return {
    ...sealedRequestOf(
      { ...booking, engagement: estimate === null ? "demande" : "reservation", tarifAccepte: estimate ?? undefined },
      reference,
      now,
      estimate,
    ),
    notes: r.notes,
    reviewOptOut: r.reviewOptOut,
    ...(r.payment ? { payment: r.payment } : {}),
    ...(r.company ? { company: r.company } : {}),
    changes: {
      reference: r.reference,
      price: trip.price,
      date: r.date,
      time: r.time,
      from: r.from,
      to: r.to,
      ...(by ? { by } : {}),
    },
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A change asked for (`{date, time, from, to, passengers?}` from a page), judged by the booking schema exactly as
 * the request was, everything it does not touch as booked. The group changes only when `passengers` is asked for
 * (the operator's page); the customer's page changes it by a new request.
 */
export function parseChange(trip: Trip, asked: unknown, now: Date, options: { passengers: boolean }) {
  const r = trip.request;
  const a = isPlainObject(asked) ? asked : {};
  return makeBookingSchema(() => now, r.locale, containsLink).safeParse({
    prenom: r.firstName,
    nom: r.lastName,
    telephone: r.phone,
    email: r.email,
    datePriseEnCharge: text(a.date),
    heurePriseEnCharge: text(a.time),
    lieuDepart: text(a.from),
    lieuArrivee: text(a.to),
    typeDeplacementProfessionnel: r.professional,
    nombrePassagers: options.passengers ? text(a.passengers) : r.passengers,
    numeroVolTrain: r.flightOrTrain,
    informationsSupplementaires: r.notes,
    consentementRgpd: true,
    locale: r.locale,
    refusAvis: r.reviewOptOut,
  });
}
