import { ARRIVALS } from "../../config/arrivals.js";
import { site } from "../../config/site.js";
import { catalogue } from "../../lib/i18n.js";
import { dayText, parisHour } from "../../lib/paris-time.js";
import type { FollowedArrival } from "../booking/arrival.js";

const NBSP = "\u00a0";
const hour = (at: number) => parisHour(new Date(at));

export type Moved = { arrival: FollowedArrival; from: number; to: number; waiting: number };

type ArrivalLettersWords = {
  vehicle: (a: FollowedArrival) => string;
  place: (a: FollowedArrival) => string;
  movedSubject: (reference: string, to: string) => string;
  movedTitle: (to: string) => string;
  movedNews: (name: string, m: Moved) => string;
  movedMeet: (m: Moved) => string;
  movedAfter: (waiting: number) => string;
  disruptedSubject: (reference: string, a: FollowedArrival) => string;
  disruptedTitle: (a: FollowedArrival) => string;
  disruptedNews: (name: string, a: FollowedArrival) => string;
  disruptedNext: (phone: string) => string;
  manage: string;
  reference: (reference: string) => string;
};

const fr: ArrivalLettersWords = {
  vehicle: (a) => (a.kind === "flight" ? `votre vol ${a.number}` : `votre train ${a.number}`),
  place: (a) => (a.kind === "flight" ? "à l’aéroport Nantes Atlantique" : "en gare de Nantes"),
  movedSubject: (reference, to) => `Course ${reference}${NBSP}: prise en charge à ${to} – ${site.brand}`,
  movedTitle: (to) => `Votre prise en charge passe à ${to}`,
  movedNews: (name, m) =>
    `Bonjour ${name}, ${fr.vehicle(m.arrival)} ${m.arrival.landed !== undefined ? "est arrivé" : "est désormais attendu"} ${fr.place(m.arrival)} à ${hour(m.arrival.landed ?? m.arrival.estimated ?? m.to)}${m.arrival.scheduled !== undefined ? ` (prévu à ${hour(m.arrival.scheduled)})` : ""}.`,
  movedMeet: (m) =>
    `Votre chauffeur vous attendra à ${hour(m.to)} au lieu de ${hour(m.from)}, ${m.arrival.kind === "flight" ? "dans le hall des arrivées" : "à la sortie de la gare"}, avec une pancarte à votre nom.`,
  movedAfter: (waiting) =>
    `Les ${waiting}${NBSP}minutes d’attente offertes comptent à partir de votre arrivée, et ce changement ne vous coûte rien. Si l’heure change encore de plus de ${ARRIVALS.tellMoveMinutes}${NBSP}minutes, nous vous écrirons de nouveau.`,
  disruptedSubject: (reference, a) =>
    `Course ${reference}${NBSP}: ${fr.vehicle(a)} ${a.status === "diverted" ? "est dérouté" : "est annulé"} – ${site.brand}`,
  disruptedTitle: (a) =>
    `${a.kind === "flight" ? "Votre vol" : "Votre train"} ${a.number} ${a.status === "diverted" ? "est dérouté" : "est annulé"}`,
  disruptedNews: (name, a) =>
    `Bonjour ${name}, d’après les données ${a.kind === "flight" ? "de vol" : "de la SNCF"}, ${fr.vehicle(a)}, attendu ${fr.place(a)} le ${dayText(a.date)}, ${a.status === "diverted" ? "a été dérouté vers un autre aéroport" : "a été annulé"}. Aucuns frais ne vous seront demandés pour cette course.`,
  disruptedNext: (phone) =>
    `Nous vous appelons pour convenir de la suite. Vous pouvez aussi nous joindre au ${phone}, ou annuler sans frais depuis votre réservation en ligne.`,
  manage: "Gérer ma réservation",
  reference: (reference) => `Référence ${reference}`,
};

const en: ArrivalLettersWords = {
  vehicle: (a) => (a.kind === "flight" ? `your flight ${a.number}` : `your train ${a.number}`),
  place: (a) => (a.kind === "flight" ? "at Nantes Atlantique airport" : "at the Gare de Nantes"),
  movedSubject: (reference, to) => `Trip ${reference}: pickup at ${to} – ${site.brand}`,
  movedTitle: (to) => `Your pickup is now at ${to}`,
  movedNews: (name, m) =>
    `Hello ${name}, ${en.vehicle(m.arrival)} ${m.arrival.landed !== undefined ? "arrived" : "is now expected"} ${en.place(m.arrival)} at ${hour(m.arrival.landed ?? m.arrival.estimated ?? m.to)}${m.arrival.scheduled !== undefined ? ` (scheduled at ${hour(m.arrival.scheduled)})` : ""}.`,
  movedMeet: (m) =>
    `Your chauffeur will meet you at ${hour(m.to)} instead of ${hour(m.from)}, ${m.arrival.kind === "flight" ? "in the arrivals hall" : "at the station’s exit"}, with a sign bearing your name.`,
  movedAfter: (waiting) =>
    `The ${waiting}${NBSP}minutes’ free waiting count from your arrival, and this change costs you nothing. If the time changes again by more than ${ARRIVALS.tellMoveMinutes}${NBSP}minutes, we will write to you again.`,
  disruptedSubject: (reference, a) =>
    `Trip ${reference}: ${en.vehicle(a)} ${a.status === "diverted" ? "was diverted" : "was cancelled"} – ${site.brand}`,
  disruptedTitle: (a) =>
    `${a.kind === "flight" ? "Your flight" : "Your train"} ${a.number} ${a.status === "diverted" ? "was diverted" : "was cancelled"}`,
  disruptedNews: (name, a) =>
    `Hello ${name}, according to ${a.kind === "flight" ? "the flight data" : "SNCF’s data"}, ${en.vehicle(a)}, expected ${en.place(a)} on ${dayText(a.date)}, ${a.status === "diverted" ? "was diverted to another airport" : "was cancelled"}. You will not be charged anything for this trip.`,
  disruptedNext: (phone) =>
    `We will call you to agree on what comes next. You can also reach us on ${phone}, or cancel at no cost from your booking online.`,
  manage: "Manage my booking",
  reference: (reference) => `Reference ${reference}`,
};

/** The customer's letters about his arrival (./arrival-letters.ts), in his language (docs/decisions/250-arrivals-followed.md). */
export const arrivalLettersText = catalogue<ArrivalLettersWords>({ fr, en });
