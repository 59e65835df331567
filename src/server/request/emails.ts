import { REPLY_DELAY_MINUTES } from "../../config/booking.js";
import { phoneDisplay, site } from "../../config/site.js";
import { type BookingLocale, type BookingRequest, isUrgent, minutesUntil } from "../../lib/booking/schema.js";
import { estimateFare, formatEuros, vehiclesFor, vehiclesText } from "../../lib/fares.js";
import { dayText, parisDay, parisHour } from "../../lib/paris-time.js";
import { type Letter, type Row } from "../mail/layout.js";
import { conditionRows, operatorRows } from "../mail/rows.js";
import type { MailMessage } from "../mail/types.js";
import type { ConfirmationLinks } from "./sealed-request.js";
import { replyLine, toBusiness, toCustomer } from "../mail/envelope.js";

/** The booking e-mails' template parameters (the client's original EmailJS set), plus the reference and the flight or train number. */
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
  /** Minutes between the request and the pickup when it is sooner than the reply we promise (2 h); else null. */
  urgent_minutes: number | null;
  /** The public site, for the links to the terms of sale and the fares. */
  site_origin: string;
};

const NBSP = "\u00a0";

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
    urgent_minutes: isUrgent(trip, sentAt) ? Math.round(minutesUntil(trip.date, trip.time, sentAt)) : null,
    site_origin: siteOrigin,
  };
}

function estimateOf(booking: BookingRequest): number | null {
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
  if (locale === "en") return estimate === null ? "on quote" : `${formatEuros(estimate, "en")} incl. VAT (indicative)`;
  return estimate === null ? "sur devis" : `${formatEuros(estimate)} TTC (indicatif)`;
}

/** « 1 h 20 » or « 45 min »: how soon an urgent pickup is. */
export function delayText(minutes: number): string {
  if (minutes < 60) return `${minutes}${NBSP}min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}${NBSP}h${rest ? `${NBSP}${String(rest).padStart(2, "0")}` : ""}`;
}

function vehicleRows(passengers: string, locale: BookingLocale): Row[] {
  const vehicles = vehiclesFor(passengers);
  const en = locale === "en";
  if (vehicles) return [[en ? "Vehicles" : "Véhicules", vehiclesText(vehicles, locale)]];
  return [
    [en ? "Vehicles" : "Véhicules", en ? "more than two cars: on quote" : `plus de deux voitures${NBSP}: sur devis`],
  ];
}

/**
 * The trip as both e-mails show it. The customer's copy never repeats the free text: an acknowledgement
 * must not carry words a stranger typed to someone else's address (docs/decisions/003-abuse-limits.md).
 */
function tripRows(p: TemplateParams, recipient: "business" | "customer"): Row[] {
  return [
    ["Date de prise en charge", p.travel_date],
    ["Heure", p.travel_time],
    ["Départ", p.pickup_address],
    ["Arrivée", p.dropoff_address],
    ["Passagers", p.passenger_count],
    ...vehicleRows(p.passenger_count, "fr"),
    ["Type de déplacement", p.travel_type],
    ...(p.flight_or_train ? ([["Vol ou train", p.flight_or_train]] as Row[]) : []),
    ["Tarif indicatif", estimateText(p.estimate)],
    recipient === "business"
      ? ["Informations", p.comments || "—"]
      : ["Vos précisions", p.comments ? "bien reçues, elles sont transmises à votre chauffeur" : "aucune"],
  ];
}

/**
 * To the business mailbox, first: the request itself, with the operator's two answers (confirm with a price,
 * or unavailable), each a link to /confirmer. Replying answers the customer. A pickup sooner than the reply
 * we promise is marked « URGENT » in the subject and the first line.
 */
export function businessEmail(p: TemplateParams, links: ConfirmationLinks | null = null): MailMessage {
  const title = `Nouvelle demande ${p.reference}`;
  const english = p.locale === "en" ? ` Client anglophone${NBSP}: ses e-mails partent en anglais.` : "";
  const urgent =
    p.urgent_minutes === null
      ? []
      : [
          `URGENT${NBSP}: prise en charge dans ${delayText(p.urgent_minutes)}, le ${p.travel_date} à ${p.travel_time}. Appelez le client au ${p.phone} sans attendre.`,
        ];
  const rule =
    p.estimate === null
      ? `Trajet sur devis${NBSP}: le prix que vous indiquerez lui sera proposé, et ne l’engagera que s’il l’accepte.`
      : `Au tarif indicatif qu’il a vu (${formatEuros(p.estimate)}) ou moins, il reçoit aussitôt son bon de réservation${NBSP}; au-dessus, il reçoit une proposition de prix à accepter.`;
  const letter: Letter = {
    lang: "fr",
    title,
    paragraphs: [
      ...urgent,
      `Demande reçue le ${p.sent_date} à ${p.sent_time}. À confirmer au client, avec son prix, dans les 2${NBSP}heures.${english}`,
      rule,
    ],
    actions: links
      ? [
          { label: "Confirmer avec un prix", href: links.confirm, primary: true },
          { label: "Indisponible", href: links.decline },
        ]
      : undefined,
    noActions: links ? undefined : NO_LINKS,
    sections: [
      {
        heading: "Client",
        rows: [
          ["Nom", `${p.prenom} ${p.nom}`],
          ["Téléphone", p.phone],
          ["E-mail", p.from_email],
          ...(p.locale === "en" ? ([["Langue", "anglais (site en anglais)"]] as Row[]) : []),
        ],
      },
      { heading: "Trajet", rows: tripRows(p, "business") },
    ],
    footer: [replyLine(p.from_email)],
  };
  return toBusiness(p.to_email, p.from_email, {
    kind: "business",
    subject: `${p.urgent_minutes === null ? "" : "URGENT – "}${title}${NBSP}: ${p.prenom} ${p.nom}, le ${p.travel_date} à ${p.travel_time}`,
    letter,
    reference: p.reference,
  });
}

const NO_LINKS =
  "Liens de confirmation désactivés sur ce déploiement (BOOKING_LINK_SECRET ou base Upstash partagée absents)\u00a0: répondez au client directement.";

/**
 * To the customer: an acknowledgement that states plainly it is a request, what happens next with its price,
 * the terms and fares it was sent under, and what a VTC booking proof carries (arrêté of 6 August 2025):
 * operator, register number, customer, time of the request, pickup.
 */
export function customerEmail(p: TemplateParams): MailMessage {
  if (p.locale === "en") return customerEmailEn(p);
  const phone = phoneDisplay("fr");
  const when =
    p.urgent_minutes === null
      ? `nous vous confirmons la réservation et son prix sous 2${NBSP}heures, par e-mail.`
      : `votre prise en charge est dans moins de ${REPLY_DELAY_MINUTES / 60}${NBSP}heures${NBSP}: nous vous rappelons au plus vite, et le plus sûr est de nous appeler au ${phone}.`;
  const next =
    p.estimate === null
      ? `Ce trajet est sur devis${NBSP}: nous vous proposerons un prix, que vous serez libre d’accepter ou non.`
      : `Si nous confirmons au tarif indicatif de ${formatEuros(p.estimate)} TTC ou moins, vous recevez directement votre bon de réservation. Si le prix doit être plus élevé, nous vous le proposons d’abord, et rien n’est réservé sans votre accord.`;
  const letter: Letter = {
    lang: "fr",
    title: "Nous avons bien reçu votre demande",
    paragraphs: [
      `Bonjour ${p.prenom}, merci pour votre demande de réservation ${p.reference}. Il s’agit d’une demande${NBSP}: ${when}`,
      next,
    ],
    sections: [
      { heading: "Votre trajet", rows: tripRows(p, "customer") },
      {
        heading: "Votre demande",
        rows: [
          ["Référence", p.reference],
          ["Client", `${p.prenom} ${p.nom}`],
          ["Téléphone", p.phone],
          ["Demande envoyée le", `${p.sent_date} à ${p.sent_time}`],
        ],
      },
      { heading: "Conditions acceptées à l’envoi", rows: conditionRows(p.site_origin, "fr", { waiting: false }) },
      { heading: "Votre exploitant VTC", rows: operatorRows("fr", false) },
    ],
    footer: [`Pour toute modification, répondez à cet e-mail ou appelez le ${phone}.`],
  };
  return toCustomer(p.from_email, {
    kind: "customer",
    subject: `Votre demande de réservation ${p.reference} – ${site.brand}`,
    letter,
    reference: p.reference,
  });
}

/** The customer's trip in English; the free text is never repeated, as in French. */
function tripRowsEn(p: TemplateParams): Row[] {
  return [
    ["Pickup date", p.travel_date],
    ["Time", p.travel_time],
    ["From", p.pickup_address],
    ["To", p.dropoff_address],
    ["Passengers", p.passenger_count],
    ...vehicleRows(p.passenger_count, "en"),
    ["Type of trip", p.travel_type === "Professionnel" ? "Business" : "Personal"],
    ...(p.flight_or_train ? ([["Flight or train", p.flight_or_train]] as Row[]) : []),
    ["Indicative fare", estimateText(p.estimate, "en")],
    ["Your notes", p.comments ? "received, and passed on to your chauffeur" : "none"],
  ];
}

/** The acknowledgement for a request made on the English pages: the same mentions as the French one, in English. */
function customerEmailEn(p: TemplateParams): MailMessage {
  const phone = phoneDisplay("en");
  const when =
    p.urgent_minutes === null
      ? "we will confirm it, with its price, within 2 hours by e-mail."
      : `your pickup is less than ${REPLY_DELAY_MINUTES / 60} hours away: we will call you back as soon as we can, and the surest way is to call us on ${phone}.`;
  const next =
    p.estimate === null
      ? "This trip is priced on quote: we will send you a price, which you are free to accept or not."
      : `If we confirm at the indicative fare of ${formatEuros(p.estimate, "en")} or less, you receive your booking confirmation straight away. If the price has to be higher, we propose it to you first, and nothing is booked without your agreement.`;
  const letter: Letter = {
    lang: "en",
    title: "We have received your request",
    paragraphs: [
      `Hello ${p.prenom}, thank you for your booking request ${p.reference}. This is a request, not yet a booking: ${when}`,
      next,
    ],
    sections: [
      { heading: "Your trip", rows: tripRowsEn(p) },
      {
        heading: "Your request",
        rows: [
          ["Reference", p.reference],
          ["Customer", `${p.prenom} ${p.nom}`],
          ["Phone", p.phone],
          ["Request sent on", `${p.sent_date} at ${p.sent_time} (Paris time)`],
        ],
      },
      { heading: "Terms accepted when sending", rows: conditionRows(p.site_origin, "en", { waiting: false }) },
      { heading: "Your VTC operator", rows: operatorRows("en", false) },
    ],
    footer: [`To change anything, reply to this e-mail or call ${phone}.`],
  };
  return toCustomer(p.from_email, {
    kind: "customer",
    subject: `Your booking request ${p.reference} – ${site.brand}`,
    letter,
    reference: p.reference,
  });
}
