import type { BookingRequest } from "../../lib/booking/schema.js";
import { estimateOf } from "../request/emails.js";
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
