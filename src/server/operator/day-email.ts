import { arrivalNumberOf } from "../../lib/arrival-number.js";
import { site } from "../../config/site.js";
import { customerLanguageText } from "../../lib/customer-language.text.js";
import { formatEuros, vehiclesFor, vehiclesText } from "../../lib/fares.js";
import { calendarDomain, calendarOf, calendarOrganizer } from "../mail/ics.js";
import { type Letter, type LetterSection, letterBodies, type Row } from "../mail/layout.js";
import { dayText, parisDateTime } from "../mail/rows.js";
import type { MailMessage } from "../mail/types.js";
import type { SealedProposal } from "../proposal/token.js";
import type { ConfirmationLinks, SealedRequest } from "../request/sealed-request.js";
import type { CancellationView as Cancellation, NoShowView as TripOutcome, PendingChange } from "../booking/views.js";
import type { Trip } from "../trip/store.js";

const NBSP = "\u00a0";

/** A trip of tomorrow, what happened to it, and its page (cancel, correct, no-show). */
export type DayTrip = {
  trip: Trip;
  cancellation: Cancellation | null;
  change: PendingChange | null;
  outcome?: TripOutcome | null;
  operatorUrl?: string;
  /** The settings want a card at every booking and none is kept, nor the fare paid: the operator decides. */
  cardMissing?: boolean;
};
/** A request of tomorrow still awaiting his answer, with its two answers; a proposal awaiting the customer's. */
export type OpenRequest = {
  request: SealedRequest;
  links: ConfirmationLinks;
  /** When it lapses unanswered (epoch ms), what the customer already paid online (cents), whether a card is missing. */
  deadline?: number;
  held?: number;
  cardMissing?: boolean;
};
export type OpenProposal = { proposal: SealedProposal };
export type DayOpen = { requests: OpenRequest[]; proposals: OpenProposal[] };

/** What the operator must know beyond the places: the flight or train, the group, the language, a pending change. */
function notes(t: DayTrip): string {
  const r = t.trip.request;
  const vehicles = vehiclesFor(r.passengers);
  return [
    // A flight or train the site follows moves the pickup on its own (docs/decisions/250-arrivals-followed.md).
    r.flightOrTrain
      ? `vol ou train ${r.flightOrTrain} (${arrivalNumberOf(r.from, r.flightOrTrain) ? "suivi par le site" : "à vérifier"})`
      : "",
    vehicles && vehicles.count > 1 ? vehiclesText(vehicles) : "",
    r.professional ? "déplacement professionnel" : "",
    customerLanguageText.fr.note[r.locale] ?? "",
    t.change
      ? `modification demandée le ${parisDateTime(new Date(t.change.at))} (${dayText(t.change.date)} à ${t.change.time}), en attente de votre réponse`
      : "",
    t.trip.sequence > 0 ? "réservation modifiée depuis son premier bon" : "",
    t.cardMissing ? "AUCUNE CARTE ENREGISTRÉE ni prix réglé (un lien de paiement a été envoyé au client)" : "",
  ]
    .filter(Boolean)
    .join("\u00a0; ");
}

function tripSectionOf(t: DayTrip): LetterSection {
  const r = t.trip.request;
  const rows: Row[] = [
    ["Client", `${r.firstName} ${r.lastName}`],
    ["Téléphone", r.phone],
    ["Départ", r.from],
    ["Arrivée", r.to],
    ["Passagers", r.passengers],
    ["Prix", `${formatEuros(t.trip.price)} TTC`],
  ];
  const n = notes(t);
  if (n) rows.push(["Notes", n]);
  if (r.notes) rows.push(["Précisions du client", r.notes]);
  if (t.operatorUrl) rows.push(["Gérer", { text: "Annuler, corriger ou constater une absence", href: t.operatorUrl }]);
  return { heading: `${r.time} – ${r.reference}`, rows };
}

function requestSectionOf({ request: r, links, deadline, held, cardMissing }: OpenRequest): LetterSection {
  return {
    heading: `Sans réponse – ${dayText(r.date)} à ${r.time} – ${r.reference}`,
    rows: [
      ["Client", `${r.firstName} ${r.lastName}`],
      ["Téléphone", r.phone],
      ["Départ", r.from],
      ["Arrivée", r.to],
      ["Passagers", r.passengers],
      [
        r.booked ? "Réservée au tarif" : "Demande de devis",
        r.estimate === null ? "sur devis" : `${formatEuros(r.estimate)} TTC${r.booked ? "" : " (indicatif)"}`,
      ],
      ...(r.notes ? ([["Précisions du client", r.notes]] as Row[]) : []),
      ...(held
        ? ([
            ["Déjà réglé en ligne", `${formatEuros(held / 100)} TTC (remboursé si la demande se clôt sans réponse)`],
          ] as Row[])
        : []),
      ...(cardMissing ? ([["Carte", "AUCUNE CARTE ENREGISTRÉE ni prix réglé"]] as Row[]) : []),
      ...(deadline ? ([["Se clôt sans réponse", parisDateTime(new Date(deadline))]] as Row[]) : []),
      ["Répondre", { text: r.booked ? "Confirmer la réservation" : "Proposer un prix", href: links.confirm }],
    ],
  };
}

function proposalSectionOf({ proposal }: OpenProposal): LetterSection {
  const r = proposal.request;
  return {
    heading: `Proposition sans réponse – ${r.time} – ${r.reference}`,
    rows: [
      ["Client", `${r.firstName} ${r.lastName}`],
      ["Téléphone", r.phone],
      ["Départ", r.from],
      ["Arrivée", r.to],
      ["Prix proposé", `${formatEuros(proposal.price)} TTC`],
      ["Valable jusqu’au", parisDateTime(new Date(proposal.expiresAt))],
    ],
  };
}

function countOf(n: number, one: string, many: string): string {
  return n === 0 ? `aucune ${one}` : n === 1 ? `1 ${one}` : `${n} ${many}`;
}

/**
 * Each evening, to the business: tomorrow's trips in pickup order (reference, customer, phone, places, price,
 * notes, its page) and one calendar file holding them all; then tomorrow's requests still awaiting his answer and
 * proposals awaiting the customer's, so nothing open is forgotten; trips cancelled are listed apart, so nobody
 * drives for nothing.
 */
export function operatorDayEmail(
  day: string,
  trips: DayTrip[],
  inbox: string,
  siteOrigin: string,
  now: Date,
  open: DayOpen = { requests: [], proposals: [] },
  /** The evening's list of tomorrow, or the morning's summary of today. */
  when: "evening" | "morning" = "evening",
): MailMessage {
  const booked = trips.filter((t) => !t.cancellation);
  const cancelled = trips.filter((t) => t.cancellation);
  const date = dayText(day);
  const count = booked.length === 0 ? "Aucune course" : booked.length === 1 ? "1 course" : `${booked.length} courses`;
  const waiting = open.requests.length + open.proposals.length;
  const [Day, theDay] = when === "morning" ? ["Aujourd’hui", "d’aujourd’hui"] : ["Demain", "de demain"];
  const letter: Letter = {
    lang: "fr",
    title: `${Day}, ${date}${NBSP}: ${count.toLowerCase()}`,
    paragraphs: [
      booked.length
        ? `Voici les courses ${theDay}, dans l’ordre des prises en charge. Le fichier calendrier joint les contient toutes${NBSP}: importé, il met à jour celles que votre agenda a déjà.`
        : `Aucune course réservée pour ${when === "morning" ? "aujourd’hui" : "demain"} à l’heure de cet envoi.`,
      ...(waiting
        ? [
            `En attente, toutes dates confondues${NBSP}: ${countOf(open.requests.length, "demande sans votre réponse", "demandes sans votre réponse")}, ${countOf(open.proposals.length, "proposition sans réponse du client", "propositions sans réponse du client")}. Elles suivent les courses, avec l’heure à laquelle elles se closent d’elles-mêmes sans réponse.`,
          ]
        : []),
      ...(cancelled.length
        ? [
            `${cancelled.length === 1 ? "Une course a été annulée" : `${cancelled.length} courses ont été annulées`}${NBSP}: elle${cancelled.length === 1 ? " figure" : "s figurent"} en fin de message, pour mémoire.`,
          ]
        : []),
    ],
    sections: [
      ...booked.map(tripSectionOf),
      ...open.requests.map(requestSectionOf),
      ...open.proposals.map(proposalSectionOf),
      ...cancelled.map((t) => ({
        heading: `Annulée – ${t.trip.request.time} – ${t.trip.request.reference}`,
        rows: [
          ["Client", `${t.trip.request.firstName} ${t.trip.request.lastName}`],
          [
            "Annulée le",
            `${parisDateTime(new Date(t.cancellation!.at))}, ${t.cancellation!.by === "operator" ? "par vous" : "par le client"}`,
          ],
          [
            "Frais",
            t.cancellation!.feePercent === 0
              ? "aucun"
              : `${t.cancellation!.feePercent}${NBSP}%, soit ${formatEuros(t.cancellation!.fee / 100)} TTC`,
          ],
        ] as Row[],
      })),
    ],
    footer: [
      `Envoyé le ${parisDateTime(now)}. Chaque course reste consultable dans la copie de son bon de réservation.`,
    ],
  };
  const domain = calendarDomain(siteOrigin);
  const calendar = calendarOf(
    booked.map((t) => {
      const r = t.trip.request;
      return {
        trip: {
          reference: r.reference,
          date: r.date,
          time: r.time,
          from: r.from,
          to: r.to,
          summary: `${r.firstName} ${r.lastName} – ${r.reference}`,
          description: [
            `Client${NBSP}: ${r.firstName} ${r.lastName}, ${r.phone}`,
            `Départ${NBSP}: ${r.from}`,
            `Arrivée${NBSP}: ${r.to}`,
            `Prix${NBSP}: ${formatEuros(t.trip.price)} TTC`,
            notes(t),
            r.notes ? `Précisions du client${NBSP}: ${r.notes}` : "",
          ]
            .filter(Boolean)
            .join("\n"),
          domain,
        },
        sequence: t.trip.sequence,
      };
    }),
    now,
    { organizer: calendarOrganizer, prodName: "Courses du jour" },
  );
  return {
    kind: when === "morning" ? "operator-morning" : "operator-day",
    to: inbox,
    from: { email: site.email.from, name: `${site.brand} – Réservations` },
    subject: `${Day} ${date}${NBSP}: ${count.toLowerCase()}${waiting ? `, ${waiting} en attente` : ""}`,
    ...letterBodies(letter),
    reference: `${when === "morning" ? "morning" : "day"}-${day}`,
    attachments: [{ filename: `courses-${day}.ics`, type: "text/calendar", content: calendar }],
  };
}
