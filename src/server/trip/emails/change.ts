import type { BookingLocale } from "../../../lib/booking/schema.js";
import { customerLanguageText } from "../../../lib/customer-language.text.js";
import { formatEuros } from "../../../lib/fares.js";
import { type Letter, type LetterSection } from "../../mail/layout.js";
import { dayText, parisDateTime } from "../../mail/rows.js";
import type { MailMessage } from "../../mail/types.js";
import type { BookingChange, ConfirmationLinks, SealedRequest } from "../../request/sealed-request.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../../mail/envelope.js";
import { changeText } from "./change.text.js";

const NBSP = "\u00a0";
const NO_LINKS = `Les liens de réponse sont désactivés sur ce déploiement (BOOKING_LINK_SECRET ou base Upstash absents)${NBSP}: répondez au client directement.`;

function currentSection(c: BookingChange, locale: BookingLocale = "fr"): LetterSection {
  const t = changeText[locale];
  return {
    heading: t.current,
    rows: [
      [t.dateAndTime, t.when(dayText(c.date), c.time)],
      [t.from, c.from],
      [t.to, c.to],
      [t.price, t.euros(c.price)],
    ],
  };
}

function askedSection(r: SealedRequest, locale: BookingLocale = "fr"): LetterSection {
  const t = changeText[locale];
  return {
    heading: t.asked,
    rows: [
      [t.dateAndTime, t.when(dayText(r.date), r.time)],
      [t.from, r.from],
      [t.to, r.to],
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
      `${change.firstName} ${change.lastName} demande à modifier sa réservation ${c.reference} depuis «${NBSP}Gérer ma réservation${NBSP}». Elle tient telle quelle jusqu’à votre réponse${NBSP}; ${customerLanguageText.fr.changeAcknowledged[change.locale]}`,
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
  const t = changeText[change.locale].received;
  const letter: Letter = {
    lang: change.locale,
    title: t.title(c.reference),
    paragraphs: [t.text(change.firstName)],
    sections: [askedSection(change, change.locale), currentSection(c, change.locale)],
    footer: [t.footer(c.reference)],
  };
  return toCustomer(change.email, {
    kind: "change-received",
    subject: t.subject(c.reference),
    letter,
    reference: change.reference,
  });
}

/** To the customer when the change cannot be made: his booking stands unchanged. */
export function changeDeclinedEmail(change: SealedRequest): MailMessage {
  const c = change.changes!;
  const t = changeText[change.locale].declined;
  const letter: Letter = {
    lang: change.locale,
    title: t.title(c.reference),
    paragraphs: [t.text(change.firstName)],
    sections: [currentSection(c, change.locale)],
    footer: [t.footer],
  };
  return toCustomer(change.email, {
    kind: "change-declined",
    subject: t.subject(c.reference),
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
