import { MAX_PRICE, OPERATOR_LINK_DAYS } from "../../config/booking.js";
import { isPaymentMode, type PaymentMode, paymentModes } from "../../config/payment.js";
import { type BookingLocale, type BookingRequest, makeBookingSchema } from "../../lib/booking/schema.js";
import { seal, unseal } from "../kernel/links/seal.js";
import { isReference } from "../kernel/reference.js";
import { err, ok, type Result } from "../kernel/result.js";
import { containsLink } from "../kernel/text-links.js";

/**
 * The operator's confirmation link carries the request itself, so no database is needed: encrypted and
 * authenticated with AES-256-GCM under a key derived from BOOKING_LINK_SECRET. Nobody without the secret can
 * read a link's content, change a byte of it, or make one: a link can only answer a request the booking
 * function really received. It carries the customer's notes too, so that they travel with the trip to every
 * document the chauffeur reads (docs/decisions/150-the-contract.md).
 */
export type SealedRequest = {
  reference: string;
  /** When the booking function received the request (ISO). */
  receivedAt: string;
  /** Epoch ms after which the link is refused. */
  expiresAt: number;
  /** The indicative fare in euros TTC, or null when the trip was « sur devis ». */
  estimate: number | null;
  locale: BookingLocale;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** Pickup date "YYYY-MM-DD" and time "HH:MM", Paris time. */
  date: string;
  time: string;
  from: string;
  to: string;
  passengers: string;
  professional: boolean;
  flightOrTrain: string;
  /**
   * True when the customer booked at the indicative fare (`estimate`) with an obligation to pay: the operator then
   * only confirms a chauffeur. False for a request, which binds nobody: any price is a proposal he accepts.
   */
  booked: boolean;
  /** What the customer wrote for the chauffeur (a child seat, luggage, a stop), checked as the form checks it. */
  notes: string;
  /** The customer refused, when sending, the one review request after the trip. */
  reviewOptOut: boolean;
  /** How a booking is to be paid, chosen at its act (src/config/payment.ts); absent for a request until accepted. */
  payment?: PaymentMode;
  /** A business trip's company, for an invoice in its name (docs/decisions/190-getting-paid.md). */
  company?: Company;
  /**
   * Only on a change the customer asked for from « Gérer ma réservation »: the booking it would change, as it
   * stands (its reference, the price he accepted, its date, time and places). Confirmed at that price or below,
   * the booking is updated under its own reference; declined, it stands unchanged (docs/decisions/110-trips.md).
   */
  changes?: BookingChange;
};

export type Company = { name: string; address?: string; siren?: string; vatNumber?: string };

/** `by`: the customer asked for it from « Gérer ma réservation » (absent), or the operator made it from his page. */
export type BookingChange = {
  reference: string;
  price: number;
  date: string;
  time: string;
  from: string;
  to: string;
  by?: "operator";
};

/** How long the operator's links answer: after it, he answers the customer directly. */
export const LINK_LIFETIME_MS = OPERATOR_LINK_DAYS * 24 * 60 * 60 * 1000;

export function sealRequest(request: SealedRequest, secret: string): string {
  return seal(request, secret, "confirmation");
}

export type OpenError = { kind: "invalid" } | { kind: "expired"; expiresAt: number; request: SealedRequest };

/** The request an operator's link carries, checked again (below), or why it cannot be used. */
export function openToken(token: unknown, secret: string, now: number): Result<SealedRequest, OpenError> {
  const opened = unseal(token, secret, "confirmation");
  if (!opened.ok) return opened;
  const request = checkedRequest(opened.value);
  if (!request) return err({ kind: "invalid" });
  if (now > request.expiresAt) return err({ kind: "expired", expiresAt: request.expiresAt, request });
  return ok(request);
}

/** What a link seals: the validated request, its reference, when it came and the indicative fare. */
export function sealedRequestOf(
  booking: BookingRequest,
  reference: string,
  receivedAt: Date,
  estimate: number | null,
): SealedRequest {
  return {
    reference,
    receivedAt: receivedAt.toISOString(),
    expiresAt: receivedAt.getTime() + LINK_LIFETIME_MS,
    estimate,
    locale: booking.locale ?? "fr",
    firstName: booking.prenom,
    lastName: booking.nom,
    phone: booking.telephone,
    email: booking.email,
    date: booking.datePriseEnCharge,
    time: booking.heurePriseEnCharge,
    from: booking.lieuDepart,
    to: booking.lieuArrivee,
    passengers: booking.nombrePassagers,
    professional: booking.typeDeplacementProfessionnel,
    flightOrTrain: booking.numeroVolTrain ?? "",
    booked: booking.engagement === "reservation",
    notes: booking.informationsSupplementaires ?? "",
    reviewOptOut: booking.refusAvis,
    ...(chosenPayment(booking) ? { payment: chosenPayment(booking) } : {}),
    ...companyOf(booking),
  };
}

/** The company a business trip names, with its identifiers spaced as a document prints them. */
function companyOf(booking: BookingRequest): { company?: Company } {
  if (!booking.typeDeplacementProfessionnel || !booking.societe) return {};
  const siren = booking.siren?.replace(/\s/g, "");
  const vatNumber = booking.tvaIntra?.replace(/\s/g, "");
  return {
    company: {
      name: booking.societe,
      ...(booking.adresseSociete ? { address: booking.adresseSociete } : {}),
      ...(siren ? { siren: siren.replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3") } : {}),
      ...(vatNumber ? { vatNumber } : {}),
    },
  };
}

/** The operator's two answers to a request, in the business e-mail. */
export type ConfirmationLinks = { confirm: string; decline: string };

/**
 * The two links of the business e-mail. The sealed request rides in the fragment (after #), which browsers
 * never send to a server: it stays out of access logs and referrers. « Indisponible » opens the same page
 * with that answer selected.
 */
export function confirmationLinks(origin: string, request: SealedRequest, secret: string): ConfirmationLinks {
  return linksOf(origin, sealRequest(request, secret));
}

/** The two links of a request already sealed (`token`). */
export function linksOf(origin: string, token: string): ConfirmationLinks {
  return { confirm: `${origin}/confirmer#${token}`, decline: `${origin}/confirmer#indisponible.${token}` };
}

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
  // Links sealed before a request could be a booking carry none of these: they read as a request, which binds nobody.
  const booked = r.booked === true;
  if (booked && typeof r.estimate !== "number") return undefined;
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
    informationsSupplementaires: r.notes ?? "",
    consentementRgpd: true,
    locale: r.locale,
    engagement: booked ? "reservation" : "demande",
    tarifAccepte: booked ? r.estimate : undefined,
    refusAvis: r.reviewOptOut === true,
    // Its payment is judged by the modes table, not by today's settings: a booking made when the operator still
    // offered paying in the car stays readable after he stops offering it (and one sealed before payments, without).
    paiement: booked ? paymentModes()[0] : undefined,
    ...companyFields(r.company),
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
    booked,
    notes: b.informationsSupplementaires ?? "",
    reviewOptOut: b.refusAvis,
    ...(isPaymentMode(r.payment) ? { payment: r.payment } : {}),
    ...companyOf(b),
    ...(changes ? { changes } : {}),
  };
}

/** A sealed company read back as the form's fields, for the schema to judge again. */
function companyFields(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null) return {};
  const c = value as Record<string, unknown>;
  return { societe: c.name, adresseSociete: c.address, siren: c.siren, tvaIntra: c.vatNumber };
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
  if (typeof c.price !== "number" || !(c.price > 0) || c.price > MAX_PRICE) return null;
  if (typeof c.date !== "string" || !DATE.test(c.date) || typeof c.time !== "string" || !TIME.test(c.time)) return null;
  if (!place(c.from) || !place(c.to)) return null;
  if (c.by !== undefined && c.by !== "operator") return null;
  return {
    reference: c.reference,
    price: c.price,
    date: c.date,
    time: c.time,
    from: c.from,
    to: c.to,
    ...(c.by ? { by: c.by } : {}),
  };
}

/** What a customer's page shows of his trip: who, when, from where to where, how many; never his contact details. */
export function shownTrip(r: SealedRequest) {
  return {
    reference: r.reference,
    locale: r.locale,
    firstName: r.firstName,
    lastName: r.lastName,
    date: r.date,
    time: r.time,
    from: r.from,
    to: r.to,
    passengers: r.passengers,
    flightOrTrain: r.flightOrTrain,
  };
}

/** How a booking at the fare shown is to be paid: the customer's choice, or the one mode offered; none for a request. */
export function chosenPayment(booking: BookingRequest): PaymentMode | undefined {
  if (booking.engagement !== "reservation") return undefined;
  if (booking.paiement) return booking.paiement;
  const modes = paymentModes();
  return modes.length === 1 ? modes[0] : undefined;
}
