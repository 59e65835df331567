import { REPLY_DELAY_MINUTES } from "../../config/booking.js";
import type { PaymentMode } from "../../config/payment.js";
import { paymentMethodsText } from "../../lib/payment-methods.text.js";
import { type BookingLocale, type BookingRequest, isUrgent, minutesUntil } from "../../lib/booking/schema.js";
import { estimateFare, formatEuros, vehiclesFor, vehiclesText } from "../../lib/fares.js";
import { dayText, parisDay, parisHour, parisToUtc } from "../../lib/paris-time.js";
import { clientSection, replyLine, toBusiness } from "../mail/envelope.js";
import type { Letter, Row } from "../mail/layout.js";
import type { MailMessage } from "../mail/types.js";
import { type ConfirmationLinks, chosenPayment } from "./sealed-request.js";
import { acknowledgementEmailText } from "./acknowledgement-email.text.js";
import { customerLanguageText } from "../../lib/customer-language.text.js";

/** The booking e-mails' template parameters (the client's original EmailJS set), plus what our e-mails add. */
export type TemplateParams = {
  reference: string;
  prenom: string;
  nom: string;
  from_email: string;
  phone: string;
  pickup_address: string;
  dropoff_address: string;
  travel_date: string;
  travel_time: string;
  passenger_count: string;
  travel_type: "Professionnel" | "Personnel";
  flight_or_train: string;
  comments: string;
  to_email: string;
  sent_date: string;
  sent_time: string;
  /** The language the customer wrote in: their acknowledgement is in it; the business e-mail stays French. */
  locale: BookingLocale;
  /** The indicative fare from the grid (content/fares.json), euros TTC, for the vehicles the group needs; null when « sur devis ». */
  estimate: number | null;
  /** The customer booked at `estimate`, with an obligation to pay once we confirm; false for a request. */
  booked: boolean;
  /** How he chose to pay a booking (src/config/payment.ts); absent for a request. */
  payment?: PaymentMode;
  /** The customer refused the one review request after the trip. */
  review_opt_out: boolean;
  /** Minutes between the request and the pickup when it is sooner than the reply we promise (2 h); else null. */
  urgent_minutes: number | null;
  /** The pickup, epoch ms, and the moment the request was sent: the fees a booking states are counted from them. */
  pickup_at: number;
  sent_at: number;
  /** The public site, for the links to the terms of sale and the fares. */
  site_origin: string;
};

const NBSP = "\u00a0";
const replyHours = REPLY_DELAY_MINUTES / 60;

export function templateParams(
  booking: BookingRequest,
  reference: string,
  toEmail: string,
  sentAt: Date,
  siteOrigin: string,
): TemplateParams {
  const trip = { date: booking.datePriseEnCharge, time: booking.heurePriseEnCharge };
  return {
    reference,
    prenom: booking.prenom,
    nom: booking.nom,
    from_email: booking.email,
    phone: booking.telephone,
    pickup_address: booking.lieuDepart,
    dropoff_address: booking.lieuArrivee,
    travel_date: dayText(booking.datePriseEnCharge),
    travel_time: booking.heurePriseEnCharge,
    passenger_count: booking.nombrePassagers,
    travel_type: booking.typeDeplacementProfessionnel ? "Professionnel" : "Personnel",
    flight_or_train: booking.numeroVolTrain ?? "",
    comments: booking.informationsSupplementaires ?? "",
    to_email: toEmail,
    sent_date: parisDay(sentAt),
    sent_time: parisHour(sentAt),
    locale: booking.locale ?? "fr",
    estimate: estimateOf(booking),
    booked: booking.engagement === "reservation",
    ...(chosenPayment(booking) ? { payment: chosenPayment(booking) } : {}),
    review_opt_out: booking.refusAvis,
    urgent_minutes: isUrgent(trip, sentAt) ? Math.round(minutesUntil(trip.date, trip.time, sentAt)) : null,
    pickup_at: parisToUtc(trip.date, trip.time).getTime(),
    sent_at: sentAt.getTime(),
    site_origin: siteOrigin,
  };
}

/** The fare the grid gives this request (src/lib/fares.ts), whole euros TTC, or null when it is « sur devis ». */
export function estimateOf(booking: BookingRequest): number | null {
  const fare = estimateFare({
    from: booking.lieuDepart,
    to: booking.lieuArrivee,
    date: booking.datePriseEnCharge,
    time: booking.heurePriseEnCharge,
    passengers: booking.nombrePassagers,
  });
  return fare.kind === "fare" ? fare.amount : null;
}

/** « 42 € TTC (indicatif) » or « sur devis »; in English « €42 incl. VAT (indicative) » or « on quote ». */
export function estimateText(estimate: number | null, locale: BookingLocale = "fr"): string {
  const t = acknowledgementEmailText[locale];
  return estimate === null ? t.onQuote : t.estimate(estimate);
}

/** « 1 h 20 » or « 45 min »: how soon an urgent pickup is. */
export function delayText(minutes: number): string {
  if (minutes < 60) return `${minutes}${NBSP}min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}${NBSP}h${rest ? `${NBSP}${String(rest).padStart(2, "0")}` : ""}`;
}

/** The vehicles a group needs, or the plain statement that a larger one goes beyond our fleet. */
export function vehicleRows(passengers: string, locale: BookingLocale): Row[] {
  const t = acknowledgementEmailText[locale];
  const vehicles = vehiclesFor(passengers);
  return [[t.vehicles, vehicles ? vehiclesText(vehicles, locale) : t.beyondFleet]];
}

/** The trip as the business reads it, the customer's notes included. */
function tripRows(p: TemplateParams): Row[] {
  return [
    ["Date de prise en charge", p.travel_date],
    ["Heure", p.travel_time],
    ["Départ", p.pickup_address],
    ["Arrivée", p.dropoff_address],
    ["Passagers", p.passenger_count],
    ...vehicleRows(p.passenger_count, "fr"),
    ["Type de déplacement", p.travel_type],
    ...(p.flight_or_train ? ([["Vol ou train", p.flight_or_train]] as Row[]) : []),
    p.booked && p.estimate !== null
      ? ["Tarif réservé", `${formatEuros(p.estimate)} TTC, avec obligation de payer`]
      : ["Tarif indicatif", estimateText(p.estimate)],
    ...(p.booked && p.payment ? ([["Règlement", paymentText(p.payment)]] as Row[]) : []),
    ["Précisions du client", p.comments || "—"],
    ["Demande d’avis après la course", p.review_opt_out ? "refusée par le client" : "acceptée"],
  ];
}

/**
 * How the customer chose to pay. This e-mail leaves before his step on Stripe's page, which he may also put off
 * (« Plus tard »): it says that nothing is held yet, and where the operator sees whether it is before he confirms.
 */
function paymentText(mode: PaymentMode): string {
  const chosen = `«${NBSP}${paymentMethodsText.fr[mode]}${NBSP}», au choix du client`;
  const check = `la page «${NBSP}Confirmer la réservation${NBSP}» dit s’il l’a fait depuis`;
  switch (mode) {
    case "prepaid":
      return `${chosen}${NBSP}; RIEN N’EST RÉGLÉ à l’envoi de cet e-mail${NBSP}: ${check}`;
    case "guarantee":
      return `${chosen}${NBSP}; AUCUNE CARTE ENREGISTRÉE à l’envoi de cet e-mail${NBSP}: ${check}`;
    case "in-car":
      return chosen;
    default: {
      const never: never = mode;
      return never;
    }
  }
}

/**
 * To the business mailbox, first: the request itself, with the operator's two answers, each a link to
 * /confirmer. A booking at the fare shown asks him to confirm a chauffeur; a request asks him for a price, which
 * the customer will accept or not. Replying answers the customer. A pickup sooner than the reply we promise is
 * marked « URGENT » in the subject and the first line.
 */
export function businessEmail(p: TemplateParams, links: ConfirmationLinks | null = null): MailMessage {
  const who = `${p.prenom} ${p.nom}`;
  const title = p.booked ? `Réservation à confirmer ${p.reference}` : `Demande de devis ${p.reference}`;
  const english = customerLanguageText.fr.request[p.locale] ?? "";
  const urgent =
    p.urgent_minutes === null
      ? []
      : [
          `URGENT${NBSP}: prise en charge dans ${delayText(p.urgent_minutes)}, le ${p.travel_date} à ${p.travel_time}. Appelez ${who} au ${p.phone} sans attendre.`,
        ];
  const rule = p.booked
    ? `${who} a réservé au tarif affiché, ${formatEuros(p.estimate ?? 0)} TTC, avec obligation de payer dès que vous confirmez. Confirmez qu’un chauffeur est disponible (à ce prix ou moins, le bon de réservation part aussitôt) ou répondez «${NBSP}Indisponible${NBSP}»${NBSP}: rien ne lui est alors dû. Un prix plus élevé deviendrait une proposition, à accepter ou non.`
    : p.estimate === null
      ? `Demande de devis sans engagement, trajet hors grille${NBSP}: le prix que vous indiquerez sera proposé, et la course ne sera réservée que si ${p.prenom} l’accepte.`
      : `Demande de devis sans engagement (tarif indicatif ${formatEuros(p.estimate)} TTC)${NBSP}: le prix que vous indiquerez sera proposé, et la course ne sera réservée que si ${p.prenom} l’accepte.`;
  const letter: Letter = {
    lang: "fr",
    title,
    paragraphs: [
      ...urgent,
      `Reçue le ${p.sent_date} à ${p.sent_time}. À traiter dans les ${replyHours}${NBSP}heures.${english}`,
      rule,
    ],
    actions: links
      ? [
          { label: p.booked ? "Confirmer la réservation" : "Proposer un prix", href: links.confirm, primary: true },
          { label: "Indisponible", href: links.decline },
        ]
      : undefined,
    noActions: links ? undefined : NO_LINKS,
    sections: [
      clientSection(
        { firstName: p.prenom, lastName: p.nom, phone: p.phone, email: p.from_email },
        languageRows(p.locale),
      ),
      { heading: "Trajet", rows: tripRows(p) },
    ],
    footer: [replyLine(p.from_email)],
  };
  return toBusiness(p.to_email, p.from_email, {
    kind: "business",
    subject: `${p.urgent_minutes === null ? "" : "URGENT – "}${title}${NBSP}: ${who}, le ${p.travel_date} à ${p.travel_time}`,
    letter,
    reference: p.reference,
  });
}

/** The client section's « Langue » row: only a customer who chose English has one. */
function languageRows(locale: BookingLocale): Row[] {
  const language = customerLanguageText.fr.requestRow[locale];
  return language ? [["Langue", language]] : [];
}

const NO_LINKS =
  "Liens de confirmation désactivés sur ce déploiement (BOOKING_LINK_SECRET ou base Upstash partagée absents)\u00a0: répondez au client directement.";
