import { REPLY_DELAY_MINUTES } from "../../config/booking.js";
import { phoneDisplay, site } from "../../config/site.js";
import { bookingFeesText } from "../../lib/fee-schedule.js";
import { formatEuros } from "../../lib/fares.js";
import { toCustomer } from "../mail/envelope.js";
import type { Letter, LetterSection, Row } from "../mail/layout.js";
import { conditionRows, operatorRows } from "../mail/rows.js";
import type { MailMessage } from "../mail/types.js";
import { estimateText, type TemplateParams, vehicleRows } from "./emails.js";

const NBSP = "\u00a0";
const replyHours = REPLY_DELAY_MINUTES / 60;

/**
 * To the customer, in his language: what he did, said plainly. A request binds nobody: he is told a price will be
 * proposed, for him to accept or not. A booking at the fare shown binds him once we confirm a chauffeur: he is
 * told the price he is to pay, the fees that would apply and the terms he accepted. Either way it carries what a
 * VTC booking proof needs (arrêté of 6 August 2025): operator, register number, customer, time of the request,
 * pickup. It never repeats the free text: an acknowledgement must not carry words a stranger typed to someone
 * else's address (docs/decisions/003-abuse-limits.md).
 */
export function customerEmail(p: TemplateParams): MailMessage {
  const en = p.locale === "en";
  const words = en ? english(p) : french(p);
  const letter: Letter = {
    lang: p.locale,
    title: words.title,
    paragraphs: words.paragraphs,
    ...(p.booked && p.estimate !== null
      ? {
          highlight: {
            label: en ? "Price you booked at" : "Prix réservé",
            value: en ? `${formatEuros(p.estimate, "en")} incl. VAT` : `${formatEuros(p.estimate)} TTC`,
            note: en ? "to be paid once we confirm a chauffeur" : "à régler dès que nous confirmons un chauffeur",
          },
        }
      : {}),
    sections: [
      { heading: en ? "Your trip" : "Votre trajet", rows: tripRows(p) },
      {
        heading: en ? (p.booked ? "Your booking" : "Your request") : p.booked ? "Votre réservation" : "Votre demande",
        rows: [
          [en ? "Reference" : "Référence", p.reference],
          [en ? "Customer" : "Client", `${p.prenom} ${p.nom}`],
          [en ? "Phone" : "Téléphone", p.phone],
          en
            ? ["Sent on", `${p.sent_date} at ${p.sent_time} (Paris time)`]
            : ["Envoyée le", `${p.sent_date} à ${p.sent_time}`],
        ],
      },
      conditions(p),
      { heading: en ? "Your VTC operator" : "Votre exploitant VTC", rows: operatorRows(p.locale, false) },
    ],
    footer: [words.footer],
  };
  return toCustomer(p.from_email, { kind: "customer", subject: words.subject, letter, reference: p.reference });
}

function tripRows(p: TemplateParams): Row[] {
  const en = p.locale === "en";
  return [
    [en ? "Pickup date" : "Date de prise en charge", p.travel_date],
    [en ? "Time" : "Heure", p.travel_time],
    [en ? "From" : "Départ", p.pickup_address],
    [en ? "To" : "Arrivée", p.dropoff_address],
    [en ? "Passengers" : "Passagers", p.passenger_count],
    ...vehicleRows(p.passenger_count, p.locale),
    [
      en ? "Type of trip" : "Type de déplacement",
      en ? (p.travel_type === "Professionnel" ? "Business" : "Personal") : p.travel_type,
    ],
    ...(p.flight_or_train ? ([[en ? "Flight or train" : "Vol ou train", p.flight_or_train]] as Row[]) : []),
    ...(p.booked ? [] : ([[en ? "Indicative fare" : "Tarif indicatif", estimateText(p.estimate, p.locale)]] as Row[])),
    en
      ? ["Your notes", p.comments ? "received; they travel with your trip to your chauffeur" : "none"]
      : ["Vos précisions", p.comments ? "reçues, elles suivent votre course jusqu’à votre chauffeur" : "aucune"],
  ];
}

/** What he accepted, or that he accepted nothing yet. */
function conditions(p: TemplateParams): LetterSection {
  const en = p.locale === "en";
  if (!p.booked)
    return {
      heading: en ? "What your request commits you to" : "Ce que votre demande vous engage",
      rows: [
        [
          en ? "Commitment" : "Engagement",
          en
            ? "None: the trip is booked only if you accept the price we propose."
            : `Aucun${NBSP}: la course n’est réservée que si vous acceptez le prix que nous vous proposerons.`,
        ],
        ...conditionRows(p.site_origin, p.locale, { waiting: false }),
      ],
    };
  return {
    heading: en ? "Terms accepted when booking" : "Conditions acceptées à la réservation",
    rows: [
      [en ? "Cancelling this trip" : "Annuler cette course", bookingFeesText(p.pickup_at, p.sent_at, p.locale)],
      ...conditionRows(p.site_origin, p.locale),
    ],
  };
}

/** A pickup sooner than our reply time is promised no reply time: we call back at once, and he had better call us. */
function french(p: TemplateParams) {
  const phone = phoneDisplay("fr");
  const urgent =
    p.urgent_minutes === null
      ? ""
      : ` Votre prise en charge est dans moins de ${replyHours}${NBSP}heures${NBSP}: nous vous rappelons au plus vite, et le plus sûr est de nous appeler au ${phone}.`;
  const within = p.urgent_minutes === null ? `sous ${replyHours}${NBSP}heures` : "au plus vite";
  if (p.booked)
    return {
      title: "Réservation enregistrée, en attente de confirmation",
      subject: `Votre réservation ${p.reference}, en attente de confirmation – ${site.brand}`,
      paragraphs: [
        `Bonjour ${p.prenom}, vous avez réservé la course ${p.reference} au tarif affiché, ${formatEuros(p.estimate ?? 0)} TTC, à régler. Nous vous confirmons ${within} qu’un chauffeur est disponible${NBSP}: vous recevez alors votre bon de réservation, et la réservation est ferme.${urgent}`,
        `Si aucun chauffeur n’est disponible, nous vous le disons et rien ne vous est dû. Nous ne vous demanderons jamais plus que ce prix sans votre accord.`,
      ],
      footer: `Une question, un changement${NBSP}? Répondez à cet e-mail ou appelez le ${phone}.`,
    };
  return {
    title: "Votre demande de devis est bien reçue",
    subject: `Votre demande de devis ${p.reference} – ${site.brand}`,
    paragraphs: [
      `Bonjour ${p.prenom}, merci pour votre demande ${p.reference}. Elle ne vous engage à rien${NBSP}: nous vous répondons ${within} par e-mail, avec un prix.${urgent}`,
      `Ce prix vous sera proposé avec ses conditions, et la course n’est réservée que si vous l’acceptez, d’un clic, avant l’heure indiquée. Sans réponse de votre part, rien n’est réservé et rien ne vous est dû.`,
    ],
    footer: `Pour toute modification, répondez à cet e-mail ou appelez le ${phone}.`,
  };
}

function english(p: TemplateParams) {
  const phone = phoneDisplay("en");
  const urgent =
    p.urgent_minutes === null
      ? ""
      : ` Your pickup is less than ${replyHours} hours away: we will call you back as soon as we can, and the surest way is to call us on ${phone}.`;
  const within = p.urgent_minutes === null ? `within ${replyHours} hours` : "as soon as we can";
  if (p.booked)
    return {
      title: "Booking received, awaiting confirmation",
      subject: `Your booking ${p.reference}, awaiting confirmation – ${site.brand}`,
      paragraphs: [
        `Hello ${p.prenom}, you have booked trip ${p.reference} at the fare shown, ${formatEuros(p.estimate ?? 0, "en")} including VAT, to be paid. We confirm ${within} that a chauffeur is available: you then receive your booking confirmation, and the booking is firm.${urgent}`,
        "If no chauffeur is available, we tell you so and you owe nothing. We will never ask you for more than this price without your agreement.",
      ],
      footer: `A question, a change? Reply to this e-mail or call ${phone}.`,
    };
  return {
    title: "We have received your quote request",
    subject: `Your quote request ${p.reference} – ${site.brand}`,
    paragraphs: [
      `Hello ${p.prenom}, thank you for your request ${p.reference}. It commits you to nothing: we will reply by e-mail ${within}, with a price.${urgent}`,
      "That price will be proposed to you with its terms, and the trip is booked only if you accept it, in one click, before the time stated. If you do not answer, nothing is booked and nothing is owed.",
    ],
    footer: `To change anything, reply to this e-mail or call ${phone}.`,
  };
}
