import { makeBookingSchema } from "../../lib/booking/schema.js";
import type { BookingChange, SealedRequest } from "../kernel/links/seal.js";
import { containsLink } from "../kernel/text-links.js";
import { isReference } from "../kernel/reference.js";

/**
 * What a link opened into, checked again as if it had just been sent: only a secret holder can seal one, but
 * a leaked or misused secret must still not turn a link into a way to mail anything to anyone. The booking
 * schema judges it as of the moment it was received (a pickup date was not in the past then); the reference
 * must have its format before it names a file or a Redis key.
 */
export function checkedRequest(value: unknown): SealedRequest | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const r = value as Partial<Record<keyof SealedRequest, unknown>>;
  if (typeof r.reference !== "string" || !isReference(r.reference)) return undefined;
  if (typeof r.receivedAt !== "string" || Number.isNaN(Date.parse(r.receivedAt))) return undefined;
  if (typeof r.expiresAt !== "number" || !Number.isFinite(r.expiresAt)) return undefined;
  if (r.estimate !== null && (typeof r.estimate !== "number" || !(r.estimate > 0))) return undefined;
  if (r.locale !== "fr" && r.locale !== "en") return undefined;
  const receivedAt = new Date(r.receivedAt);
  const booking = makeBookingSchema(() => receivedAt, r.locale, containsLink).safeParse({
    prenom: r.firstName,
    nom: r.lastName,
    telephone: r.phone,
    email: r.email,
    datePriseEnCharge: r.date,
    heurePriseEnCharge: r.time,
    lieuDepart: r.from,
    lieuArrivee: r.to,
    typeDeplacementProfessionnel: r.professional,
    nombrePassagers: r.passengers,
    numeroVolTrain: r.flightOrTrain,
    consentementRgpd: true,
    locale: r.locale,
  });
  if (!booking.success) return undefined;
  const changes = r.changes === undefined ? undefined : checkedChange(r.changes);
  if (changes === null) return undefined;
  const b = booking.data;
  // The checked values, trimmed as the schema returns them: nothing of the raw object is passed on.
  return {
    reference: r.reference,
    receivedAt: r.receivedAt,
    expiresAt: r.expiresAt,
    estimate: r.estimate ?? null,
    locale: r.locale,
    firstName: b.prenom,
    lastName: b.nom,
    phone: b.telephone,
    email: b.email,
    date: b.datePriseEnCharge,
    time: b.heurePriseEnCharge,
    from: b.lieuDepart,
    to: b.lieuArrivee,
    passengers: b.nombrePassagers,
    professional: b.typeDeplacementProfessionnel,
    flightOrTrain: b.numeroVolTrain ?? "",
    ...(changes ? { changes } : {}),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const place = (value: unknown): value is string =>
  typeof value === "string" &&
  value.length >= 3 &&
  value.length <= 200 &&
  !/[\x00-\x1f\x7f]/.test(value) &&
  !containsLink(value);

/** The booking a change would change, as the change request carries it: the same checks as a request's fields. */
function checkedChange(value: unknown): BookingChange | null {
  if (typeof value !== "object" || value === null) return null;
  const c = value as Partial<Record<keyof BookingChange, unknown>>;
  if (typeof c.reference !== "string" || !isReference(c.reference)) return null;
  if (typeof c.price !== "number" || !(c.price > 0) || c.price > 10_000) return null;
  if (typeof c.date !== "string" || !DATE.test(c.date) || typeof c.time !== "string" || !TIME.test(c.time)) return null;
  if (!place(c.from) || !place(c.to)) return null;
  return { reference: c.reference, price: c.price, date: c.date, time: c.time, from: c.from, to: c.to };
}
