import { site } from "../../config/site.js";
import { formatEuros } from "../../lib/fares.js";
import type { SealedRequest } from "../confirmation-token.js";
import { tripCalendar } from "./ics.js";
import { letterBodies, type Row } from "./render.js";
import type { MailAttachment, MailMessage } from "./types.js";

const NBSP = "\u00a0";

/** Cancellation terms as content/FACTS.md states them; the terms of sale say the same. */
export const CANCELLATION_TERMS = `Annulation gratuite plus de 24${NBSP}h avant la prise en charge${NBSP}; entre 24${NBSP}h et 2${NBSP}h avant${NBSP}: 50${NBSP}% du prix${NBSP}; moins de 2${NBSP}h avant ou absence${NBSP}: 100${NBSP}% du prix. Modification possible jusqu’à 2${NBSP}h avant la prise en charge.`;

export type ProofParams = {
  request: SealedRequest;
  /** Euros TTC, as the operator confirmed it. */
  price: number;
  confirmedAt: Date;
  /** Public origin for the link to the terms of sale. */
  siteOrigin: string;
  inbox: string;
};

/** "03/12/2026" and "à 15:02" in Paris time. */
function parisDateTime(at: Date): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", ...options }).format(at);
  return `${format({ day: "2-digit", month: "2-digit", year: "numeric" })} à ${format({ hour: "2-digit", minute: "2-digit" })}`;
}

function pickupDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/**
 * Every mention the arrêté of 6 August 2025 asks of a VTC booking proof: the operator's identity and VTC
 * register number, the customer's name and phone, the date and time of the booking, the pickup's date, time
 * and place, the destination, the price TTC, the cancellation terms and the terms of sale.
 */
function proofSections(p: ProofParams): { heading: string; rows: Row[] }[] {
  const r = p.request;
  const address = `${site.address.street}, ${site.address.postalCode} ${site.address.locality}`;
  return [
    {
      heading: "Votre course",
      rows: [
        ["Date de prise en charge", pickupDate(r.date)],
        ["Heure de prise en charge", r.time],
        ["Lieu de prise en charge", r.from],
        ["Destination", r.to],
        ["Passagers", r.passengers],
        ...(r.flightOrTrain ? ([["Vol ou train", r.flightOrTrain]] as Row[]) : []),
      ],
    },
    {
      heading: "Prix",
      rows: [
        ["Prix", `${formatEuros(p.price)} TTC`],
        ["Compris", "carburant, péages et stationnement"],
      ],
    },
    {
      heading: "Réservation",
      rows: [
        ["Référence", r.reference],
        ["Client", `${r.firstName} ${r.lastName}`],
        ["Téléphone du client", r.phone],
        ["Réservation demandée le", parisDateTime(new Date(r.receivedAt))],
        ["Réservation confirmée le", parisDateTime(p.confirmedAt)],
      ],
    },
    {
      heading: "Exploitant VTC",
      rows: [
        ["Exploitant", `${site.brand}, ${site.company.legalName} (EI)`],
        ["Adresse", address],
        ["Téléphone", site.phone.display],
        ["E-mail", site.email.contact],
        ["SIREN", site.company.siren],
        ["N° d’inscription au registre VTC", site.company.vtcRegister],
      ],
    },
    {
      heading: "Conditions",
      rows: [
        ["Annulation", CANCELLATION_TERMS],
        ["Conditions générales de vente", `${p.siteOrigin}/cgv`],
      ],
    },
  ];
}

/** The trip for the customer's and the business's calendars. */
export function proofCalendar(p: ProofParams): MailAttachment {
  const r = p.request;
  const content = tripCalendar(
    {
      reference: r.reference,
      date: r.date,
      time: r.time,
      from: r.from,
      to: r.to,
      summary: `Chauffeur ${site.brand} – ${r.reference}`,
      description: [
        `Prise en charge${NBSP}: ${r.from}`,
        `Destination${NBSP}: ${r.to}`,
        `Client${NBSP}: ${r.firstName} ${r.lastName}, ${r.phone}`,
        `Prix TTC${NBSP}: ${formatEuros(p.price)}`,
        `Exploitant${NBSP}: ${site.brand}, registre VTC ${site.company.vtcRegister}, ${site.phone.display}`,
      ].join("\n"),
      domain: new URL(p.siteOrigin).hostname.replace(/^www\./, ""),
    },
    p.confirmedAt,
  );
  return { filename: `reservation-${r.reference}.ics`, type: "text/calendar", content };
}

const proofTitle = (p: ProofParams) => `Bon de réservation ${p.request.reference}`;

/** To the customer: the booking proof, with the trip as a calendar file. */
export function proofEmail(p: ProofParams): MailMessage {
  const r = p.request;
  const english =
    r.locale === "en"
      ? " (Your booking is confirmed. This booking proof is in French, the language of our terms of sale.)"
      : "";
  const intro = `Bonjour ${r.firstName}, votre réservation est confirmée. Ce bon de réservation atteste votre commande préalable, que votre chauffeur peut avoir à présenter lors d’un contrôle${NBSP}: conservez-le jusqu’à la fin de la course.${english}`;
  const footer = `Une question, un changement${NBSP}? Répondez à cet e-mail ou appelez le ${site.phone.display}.`;
  const sections = proofSections(p);
  return {
    kind: "proof",
    to: r.email,
    from: { email: site.email.from, name: site.brand },
    replyTo: site.email.contact,
    subject: `${proofTitle(p)} – ${site.brand}`,
    ...letterBodies(proofTitle(p), intro, sections, footer),
    reference: r.reference,
    attachments: [proofCalendar(p)],
  };
}

/** To the business: the same proof, for its archive (kept three years). */
export function proofCopyEmail(p: ProofParams): MailMessage {
  const r = p.request;
  const title = `Copie – ${proofTitle(p)}`;
  const intro = `Copie du bon de réservation envoyé à ${r.email} le ${parisDateTime(p.confirmedAt)}. À conserver 3${NBSP}ans.`;
  const sections = proofSections(p);
  const footer = `Répondre à cet e-mail écrit directement à ${r.email}.`;
  return {
    kind: "proof-copy",
    to: p.inbox,
    from: { email: site.email.from, name: `${site.brand} – Réservations` },
    replyTo: r.email,
    subject: `${title}${NBSP}: ${r.firstName} ${r.lastName}, le ${pickupDate(r.date)} à ${r.time}`,
    ...letterBodies(title, intro, sections, footer),
    reference: r.reference,
    attachments: [proofCalendar(p)],
  };
}

/** To the customer when no chauffeur is free: a courteous answer, nothing charged, our number to call. */
export function refusalEmail(request: SealedRequest): MailMessage {
  const r = request;
  const title = "Aucun chauffeur disponible pour votre demande";
  const english =
    r.locale === "en"
      ? ` (We are sorry: no chauffeur is available for your request ${r.reference}. Nothing will be charged. Please call us on ${site.phone.display} to find another time.)`
      : "";
  const intro = `Bonjour ${r.firstName}, merci d’avoir pensé à nous. Nous sommes sincèrement désolés${NBSP}: aucun de nos chauffeurs n’est disponible le ${pickupDate(r.date)} à ${r.time} pour votre demande ${r.reference}. Elle n’est donc pas retenue et rien ne vous sera facturé. Si votre horaire peut bouger, appelez-nous au ${site.phone.display}${NBSP}: nous chercherons volontiers une solution avec vous.${english}`;
  const sections = [
    {
      heading: "Votre demande",
      rows: [
        ["Référence", r.reference],
        ["Date et heure", `${pickupDate(r.date)} à ${r.time}`],
        ["Départ", r.from],
        ["Arrivée", r.to],
      ] as Row[],
    },
  ];
  const footer = `${site.brand} – ${site.phone.display} – ${site.email.contact}`;
  return {
    kind: "refusal",
    to: r.email,
    from: { email: site.email.from, name: site.brand },
    replyTo: site.email.contact,
    subject: `Votre demande ${r.reference} – ${site.brand}`,
    ...letterBodies(title, intro, sections, footer),
    reference: r.reference,
  };
}
