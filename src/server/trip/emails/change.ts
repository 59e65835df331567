import { phoneDisplay, site } from "../../../config/site.js";
import { formatEuros } from "../../../lib/fares.js";
import { type Letter, type LetterSection } from "../../mail/layout.js";
import { dayText, parisDateTime } from "../../mail/rows.js";
import type { MailMessage } from "../../mail/types.js";
import type { BookingChange, ConfirmationLinks, SealedRequest } from "../../request/sealed-request.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../../mail/envelope.js";

const NBSP = "\u00a0";
const NO_LINKS = `Les liens de réponse sont désactivés sur ce déploiement (BOOKING_LINK_SECRET ou base Upstash absents)${NBSP}: répondez au client directement.`;

function currentSection(c: BookingChange, en = false): LetterSection {
  return {
    heading: en ? "Your booking as it stands" : "Réservation actuelle",
    rows: [
      [en ? "Date and time" : "Date et heure", `${dayText(c.date)} ${en ? "at" : "à"} ${c.time}`],
      [en ? "From" : "Départ", c.from],
      [en ? "To" : "Arrivée", c.to],
      [en ? "Price" : "Prix", en ? `${formatEuros(c.price, "en")} incl. VAT` : `${formatEuros(c.price)} TTC`],
    ],
  };
}

function askedSection(r: SealedRequest, en = false): LetterSection {
  return {
    heading: en ? "The change you asked for" : "Modification demandée",
    rows: [
      [en ? "Date and time" : "Date et heure", `${dayText(r.date)} ${en ? "at" : "à"} ${r.time}`],
      [en ? "From" : "Départ", r.from],
      [en ? "To" : "Arrivée", r.to],
    ],
  };
}

/**
 * To the business: a change the customer asked for, as a new request to answer from /confirmer. The booking
 * stands until then. At the agreed price or below, confirming sends him a new proof; a higher price is agreed
 * by phone (he may refuse it and keep his booking, terms art. 6).
 */
export function changeRequestEmail(change: SealedRequest, links: ConfirmationLinks | null, inbox: string): MailMessage {
  const c = change.changes!;
  const letter: Letter = {
    lang: "fr",
    title: `Demande de modification – ${c.reference}`,
    paragraphs: [
      `${change.firstName} ${change.lastName} demande à modifier sa réservation ${c.reference} depuis «${NBSP}Gérer ma réservation${NBSP}». Elle tient telle quelle jusqu’à votre réponse${NBSP}; ${change.locale === "en" ? "un accusé de réception en anglais est parti à l’adresse de la réservation." : "un accusé de réception est parti à l’adresse de la réservation."}`,
      `Au prix convenu (${formatEuros(c.price)} TTC) ou moins, «${NBSP}Confirmer la modification${NBSP}» lui envoie un nouveau bon de réservation qui remplace le précédent. Si la modification doit coûter plus, appelez ${change.firstName} ${change.lastName} au ${change.phone}${NBSP}: la réservation telle quelle reste acquise si la personne le souhaite. «${NBSP}Indisponible${NBSP}» lui dit que sa réservation est maintenue sans changement.`,
    ],
    actions: links
      ? [
          { label: "Confirmer la modification", href: links.confirm, primary: true },
          { label: "Indisponible", href: links.decline },
        ]
      : undefined,
    noActions: links ? undefined : NO_LINKS,
    sections: [
      askedSection(change),
      currentSection(c),
      clientSection(change, [["Référence de la demande de modification", change.reference]]),
    ],
    footer: [
      `Demande reçue le ${parisDateTime(new Date(change.receivedAt))}. Répondre à cet e-mail écrit directement à ${change.email}.`,
    ],
  };
  return toBusiness(inbox, change.email, {
    kind: "change-request",
    subject: `Demande de modification – ${c.reference}${NBSP}: ${change.firstName} ${change.lastName}, le ${dayText(c.date)} à ${c.time}`,
    letter,
    reference: change.reference,
  });
}

/** To the customer: his change is asked for; his booking stands as it is until we answer. */
export function changeReceivedEmail(change: SealedRequest): MailMessage {
  const c = change.changes!;
  const en = change.locale === "en";
  const letter: Letter = {
    lang: change.locale,
    title: en ? `Change requested for ${c.reference}` : `Demande de modification de ${c.reference}`,
    paragraphs: [
      en
        ? `Hello ${change.firstName}, we have received the change you asked for. Your booking stands as it is until we answer: if we can make the change, you will receive a new booking confirmation that replaces the current one; if it must cost more, we will call you first, and you remain free to keep your booking unchanged.`
        : `Bonjour ${change.firstName}, nous avons bien reçu la modification que vous demandez. Votre réservation tient telle quelle jusqu’à notre réponse${NBSP}: si nous pouvons l’effectuer, vous recevrez un nouveau bon de réservation qui remplacera l’actuel${NBSP}; si elle doit coûter plus, nous vous appellerons d’abord, et vous resterez libre de garder votre réservation sans changement.`,
    ],
    sections: [askedSection(change, en), currentSection(c, en)],
    footer: [
      en
        ? `Urgent? Call us on ${phoneDisplay("en")}. Reference ${c.reference}.`
        : `Urgent${NBSP}? Appelez-nous au ${phoneDisplay("fr")}. Référence ${c.reference}.`,
    ],
  };
  return toCustomer(change.email, {
    kind: "change-received",
    subject: en
      ? `Your change request for ${c.reference} – ${site.brand}`
      : `Votre demande de modification de ${c.reference} – ${site.brand}`,
    letter,
    reference: change.reference,
  });
}

/** To the customer when the change cannot be made: his booking stands unchanged. */
export function changeDeclinedEmail(change: SealedRequest): MailMessage {
  const c = change.changes!;
  const en = change.locale === "en";
  const letter: Letter = {
    lang: change.locale,
    title: en ? `Your booking ${c.reference} stands unchanged` : `Votre réservation ${c.reference} est maintenue`,
    paragraphs: [
      en
        ? `Hello ${change.firstName}, we are sorry: we cannot make the change you asked for. Your booking stands exactly as it was, and your booking confirmation remains valid. To look for another solution together, please call us on ${phoneDisplay("en")}.`
        : `Bonjour ${change.firstName}, nous sommes désolés${NBSP}: nous ne pouvons pas effectuer la modification demandée. Votre réservation est maintenue telle qu’elle était, et votre bon de réservation reste valable. Pour chercher ensemble une autre solution, appelez-nous au ${phoneDisplay("fr")}.`,
    ],
    sections: [currentSection(c, en)],
    footer: [`${site.brand} – ${phoneDisplay(change.locale)} – ${site.email.contact}`],
  };
  return toCustomer(change.email, {
    kind: "change-declined",
    subject: en
      ? `Your booking ${c.reference} stands unchanged – ${site.brand}`
      : `Votre réservation ${c.reference} est maintenue – ${site.brand}`,
    letter,
    reference: change.reference,
  });
}

/** To the business: the copy of that answer. */
export function changeDeclinedCopyEmail(change: SealedRequest, at: Date, inbox: string): MailMessage {
  const c = change.changes!;
  const letter: Letter = {
    lang: "fr",
    title: `Copie – Modification de ${c.reference} déclinée`,
    paragraphs: [
      `Le ${parisDateTime(at)}, vous avez répondu «${NBSP}Indisponible${NBSP}» à la modification demandée${NBSP}: ${change.email} sait que sa réservation est maintenue telle qu’elle était.`,
    ],
    sections: [currentSection(c), askedSection(change)],
    footer: [replyLine(change.email)],
  };
  return toBusiness(inbox, change.email, {
    kind: "refusal-copy",
    subject: `Copie – Modification de ${c.reference} déclinée${NBSP}: ${change.firstName} ${change.lastName}`,
    letter,
    reference: change.reference,
  });
}
