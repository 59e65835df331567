import { phoneDisplay } from "../../config/site.js";
import { customerLanguageText } from "../../lib/customer-language.text.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { bookingFeesText } from "../../lib/fee-schedule.js";
import { formatEuros, vehiclesFor } from "../../lib/fares.js";
import { parisToUtc } from "../../lib/paris-time.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../mail/envelope.js";
import type { Letter } from "../mail/layout.js";
import { conditionRows, dayText, euros, parisDateTime, tripSection } from "../mail/rows.js";
import { termsOfSaleText } from "../../lib/terms-of-sale.text.js";
import type { MailMessage } from "../mail/types.js";
import type { SealedRequest } from "../request/sealed-request.js";
import type { SealedProposal } from "./token.js";
import { proposalLettersText } from "./proposal-letters.text.js";

/**
 * A price binds the customer only once he accepts it, on our page, where the final price, the fees that would
 * apply and the terms stand beside a button that says it books with an obligation to pay: his request, a trip
 * beyond the grid, a price above the fare he booked at, or a change above the price he agreed. The e-mail says
 * why he is asked, and links to that page (accept or decline). The business gets a copy, then his answer or the
 * proposal's lapse (docs/decisions/150-the-contract.md).
 */
const NBSP = "\u00a0";

export type ProposalParams = {
  proposal: SealedProposal;
  links: { accept: string; decline: string };
  siteOrigin: string;
  /** What the customer paid online at booking, given back since the operator answered with this price (cents). */
  refunded?: number;
};

/** Why the customer is asked to accept this price, in his language. */
export function proposalReason(proposal: SealedProposal, locale: BookingLocale): string {
  const r = proposal.request;
  const t = proposalLettersText[locale].reason;
  const price = formatEuros(proposal.price, locale);
  if (r.changes) return t.change(price, formatEuros(r.changes.price, locale));
  if (r.estimate === null && !vehiclesFor(r.passengers)) return t.group;
  if (r.estimate === null) return t.offGrid;
  const fare = formatEuros(r.estimate, locale);
  return r.booked ? t.booked(fare) : t.quote(fare);
}

/**
 * What cancelling would cost once he accepts (src/lib/fee-schedule.ts), said as of `now`: the e-mail says it as
 * of the proposal, the proposal's page as of the moment he reads it.
 */
export function proposalFeesText(
  proposal: SealedProposal,
  locale: BookingLocale,
  now = Date.parse(proposal.proposedAt),
): string {
  const r = proposal.request;
  return bookingFeesText(parisToUtc(r.date, r.time).getTime(), now, locale, "acceptance");
}

/** To the customer, in his language. */
export function proposalEmail({ proposal, links, siteOrigin, refunded }: ProposalParams): MailMessage {
  const r = proposal.request;
  const locale = r.locale;
  const t = proposalLettersText[locale].proposal;
  const deadline = parisDateTime(new Date(proposal.expiresAt), locale);
  const price = formatEuros(proposal.price, locale);
  const letter: Letter = {
    lang: locale,
    title: t.title(Boolean(r.changes)),
    paragraphs: [
      t.hello(r.firstName, r.reference, dayText(r.date), r.time, proposalReason(proposal, locale)),
      t.until(deadline),
      ...(refunded ? [t.refunded(refunded)] : []),
    ],
    highlight: {
      label: t.price,
      value: euros(proposal.price, locale),
      note: termsOfSaleText[locale].includes,
    },
    actions: [
      {
        label: t.accept(price),
        href: links.accept,
        primary: true,
      },
      { label: t.decline, href: links.decline },
    ],
    sections: [
      tripSection(r, locale),
      {
        heading: t.terms,
        rows: [
          [t.validUntil, deadline],
          [t.cancelling, proposalFeesText(proposal, locale)],
          ...conditionRows(siteOrigin, locale),
        ],
      },
    ],
    footer: [t.question, t.reference(r.reference)],
  };
  return toCustomer(r.email, {
    kind: "proposal",
    subject: t.subject(Boolean(r.changes), r.reference),
    letter,
    reference: r.reference,
  });
}

function businessMessage(
  kind: MailMessage["kind"],
  proposal: SealedProposal,
  inbox: string,
  title: string,
  paragraphs: string[],
): MailMessage {
  const r = proposal.request;
  const seen = r.changes
    ? (["Prix convenu avant la modification", euros(r.changes.price, "fr")] as [string, string])
    : ([
        r.booked ? "Tarif réservé" : "Tarif indicatif affiché",
        r.estimate === null ? "sur devis" : euros(r.estimate, "fr"),
      ] as [string, string]);
  return toBusiness(inbox, r.email, {
    kind,
    subject: `${title}${NBSP}: ${r.firstName} ${r.lastName}, le ${dayText(r.date)} à ${r.time}`,
    letter: {
      lang: "fr",
      title,
      paragraphs,
      highlight: { label: "Prix proposé", value: euros(proposal.price, "fr") },
      sections: [tripSection(r, "fr", false, true), clientSection(r, [seen])],
      footer: [replyLine(r.email)],
    },
    reference: r.reference,
  });
}

/** To the business: the proposal as sent, and what comes next. */
export function proposalCopyEmail(proposal: SealedProposal, inbox: string): MailMessage {
  const r = proposal.request;
  const who = `${r.firstName} ${r.lastName}`;
  const deadline = parisDateTime(new Date(proposal.expiresAt));
  return businessMessage("proposal-copy", proposal, inbox, `Copie – Proposition de prix ${r.reference}`, [
    `Le ${parisDateTime(new Date(proposal.proposedAt))}, vous avez proposé ${formatEuros(proposal.price)} TTC à ${who} (${r.email}${customerLanguageText.fr.afterAddress[r.locale] ?? ""}). Rien n’est réservé tant que la proposition n’est pas acceptée.`,
    `Elle peut l’être jusqu’au ${deadline}. Acceptée, vous recevez la copie du bon de réservation${NBSP}; refusée, ou sans réponse à cette heure-là, un e-mail vous le dit.`,
  ]);
}

/** To the business: the customer declined the proposal. */
export function proposalDeclinedEmail(proposal: SealedProposal, at: Date, inbox: string): MailMessage {
  const r = proposal.request;
  const what = r.changes
    ? `La modification n’est pas faite${NBSP}: la réservation ${r.changes.reference} reste telle qu’elle était.`
    : `La course n’est pas réservée et rien n’est facturé${NBSP}: le chauffeur est libre.`;
  return businessMessage("proposal-declined", proposal, inbox, `Proposition refusée – ${r.reference}`, [
    `Le ${parisDateTime(at)}, ${r.firstName} ${r.lastName} a refusé votre proposition de ${formatEuros(proposal.price)} TTC. ${what}`,
    `Pour proposer autre chose, appelez au ${r.phone} ou répondez à cet e-mail.`,
  ]);
}

/** To the business: the proposal lapsed without an answer. */
export function proposalExpiredEmail(proposal: SealedProposal, inbox: string): MailMessage {
  const r = proposal.request;
  const what = r.changes
    ? `la réservation ${r.changes.reference} reste telle qu’elle était`
    : "la course n’est pas réservée et le chauffeur est libre";
  return businessMessage("proposal-expired", proposal, inbox, `Proposition expirée – ${r.reference}`, [
    `${r.firstName} ${r.lastName} n’a pas accepté votre proposition de ${formatEuros(proposal.price)} TTC avant le ${parisDateTime(new Date(proposal.expiresAt))}. Elle a expiré${NBSP}: ${what}.`,
    `En cas de nouveau contact, le numéro est le ${r.phone}.`,
  ]);
}

/**
 * To the customer, in the request's language, when nobody answered in time (docs/decisions/200-booking-state.md): a
 * booking at the fare shown that the operator did not confirm within the reply promised, a request left unanswered
 * until its pickup, or a proposal not accepted before its deadline. Nothing is due; whatever was paid online
 * (`refunded`, cents) goes back in full, and the letter says so.
 */
export function lapsedEmail(
  request: SealedRequest,
  kind: "booking" | "request" | "proposal",
  refunded: number,
  siteOrigin: string,
): MailMessage {
  const r = request;
  const t = proposalLettersText[r.locale].lapsed;
  const phone = phoneDisplay(r.locale);
  const refund = refunded ? t.refunded(refunded) : "";
  const why = t.why[kind](r.reference, t.when(dayText(r.date), r.time));
  const letter: Letter = {
    lang: r.locale,
    title: t.title(r.reference),
    paragraphs: [t.text(r.firstName, why, refund, phone)],
    sections: [tripSection(r, r.locale, false)],
    footer: [t.footer(phone, `${siteOrigin}${termsOfSaleText[r.locale].termsPath}`)],
  };
  return toCustomer(r.email, {
    kind: "lapsed",
    subject: t.subject(r.reference),
    letter,
    reference: r.reference,
  });
}

/** To the business: what lapsed, what the customer was told, and what went back. */
export function lapsedCopyEmail(
  request: SealedRequest,
  kind: "booking" | "request" | "proposal",
  refunded: number,
  told: boolean,
  inbox: string,
): MailMessage {
  const r = request;
  const who = `${r.firstName} ${r.lastName}`;
  const what = {
    booking: `La réservation au tarif affiché de ${who} n’a pas été confirmée dans le délai promis`,
    request: `La demande de ${who} est restée sans réponse jusqu’à sa prise en charge`,
    proposal: `Votre proposition de prix à ${who} n’a pas été acceptée avant son échéance`,
  }[kind];
  const letter: Letter = {
    lang: "fr",
    title: `Sans suite – ${r.reference}`,
    paragraphs: [
      `${what}${NBSP}: elle est close d’elle-même, sans frais pour personne.${refunded ? ` Les ${formatEuros(refunded / 100)} réglés en ligne ont été remboursés.` : ""} ${told ? `Un e-mail l’a annoncé à ${who}${customerLanguageText.fr.inEnglish[r.locale] ?? ""}.` : `L’e-mail au client n’a pas pu partir${NBSP}: appelez au ${r.phone}.`}`,
      `Pour proposer autre chose, appelez au ${r.phone} ou répondez à cet e-mail.`,
    ],
    sections: [tripSection(r, "fr", false, true), clientSection(r)],
    footer: [replyLine(r.email)],
  };
  return toBusiness(inbox, r.email, {
    kind: "lapsed-copy",
    subject: `Sans suite – ${r.reference}${NBSP}: ${who}, le ${dayText(r.date)} à ${r.time}`,
    letter,
    reference: r.reference,
  });
}
