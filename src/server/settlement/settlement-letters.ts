import { site } from "../../config/site.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { formatEuros } from "../../lib/fares.js";
import { toBusiness, toCustomer, tripCopyEmail, tripLetterEmail } from "../mail/envelope.js";
import type { Letter } from "../mail/layout.js";
import { dayText, parisDateTime, tripSection, termsUrl } from "../mail/rows.js";
import { termsOfSaleText } from "../../lib/terms-of-sale.text.js";
import type { MailAttachment, MailMessage } from "../mail/types.js";
import type { Trip } from "../trip/store.js";
import { customerLanguageText } from "../../lib/customer-language.text.js";
import { settlementLettersText } from "./settlement-letters.text.js";

const NBSP = "\u00a0";
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const money = (cents: number, locale: BookingLocale) => settlementLettersText[locale].money(cents);

/** Why a payment link is sent rather than the card charged: no card kept, the bank wants the customer, a refusal. */
export type DueWhy = "no-card" | "needs-customer" | "declined";

/**
 * To the customer, in his language: an amount his trip owes (a fee of the terms, a ride's price or extras) that
 * could not be taken from a card, with the payment page's link (Stripe's hosted page; the amount is in the link,
 * sealed, never typed).
 */
export function dueEmail(
  trip: Trip,
  due: { amount: number; label: string; link: string; until: Date; why: DueWhy },
  siteOrigin: string,
): MailMessage {
  const r = trip.request;
  const t = settlementLettersText[r.locale].due;
  const amount = money(due.amount, r.locale);
  const until = parisDateTime(due.until, r.locale);
  return tripLetterEmail(r, {
    kind: "payment-due",
    subject: t.subject(r.reference),
    title: t.title(r.reference),
    paragraphs: [t.text(r.firstName, amount, r.reference, lower(due.label), t.why[due.why]), t.until(until)],
    highlight: { label: t.amountDue, value: amount },
    actions: [{ label: t.pay(formatEuros(due.amount / 100, r.locale)), href: due.link, primary: true }],
    sections: [tripSection(r, r.locale, true)],
    footer: [t.terms(termsUrl(siteOrigin, r.locale)), t.reference(r.reference)],
  });
}

export function dueCopyEmail(
  trip: Trip,
  due: { amount: number; label: string; why: DueWhy; told: boolean },
  inbox: string,
): MailMessage {
  const r = trip.request;
  const who = `${r.firstName} ${r.lastName}`;
  const why =
    due.why === "no-card"
      ? "aucune carte n’est enregistrée"
      : due.why === "needs-customer"
        ? "la banque demande que le client confirme lui-même"
        : "la carte a refusé le paiement (rien n’a été débité)";
  return tripCopyEmail(inbox, r, {
    kind: "payment-due-copy",
    subject: `Règlement demandé – ${r.reference}${NBSP}: ${who}, ${formatEuros(due.amount / 100)}`,
    title: `Règlement demandé – ${r.reference}`,
    paragraphs: [
      `${due.label}${NBSP}: ${money(due.amount, "fr")}. La carte n’a pas pu être débitée, car ${why}${NBSP}; ${due.told ? `${r.firstName} a reçu un lien de paiement par e-mail` : `l’e-mail avec le lien de paiement n’a PAS pu partir${NBSP}: appelez ${who}`}. Le paiement fait, sa note part d’elle-même et la page de la course l’indique.`,
    ],
    proof: true,
  });
}

/** The documents of an act: a note (« note »), a business customer's invoice, or a credit note on that invoice. */
export type Paperwork = {
  kind: "receipt" | "invoice" | "credit-note";
  /** Its own number: « 2026-0042 » for an invoice or a credit note, « N2026-0042 » for a note. */
  number: string;
  /** What it settles: « Course du 03/12/2026 à 08:00 », « Frais d’annulation tardive… ». */
  label: string;
  total: number;
  /** How it is paid: « réglée par carte le … », « à régler à bord ». */
  status: string;
  pdf: Uint8Array;
  /** A ride's total in its parts (price, waiting in quarter hours at the grid's rate, an extra), for the letter. */
  parts?: string[];
  /** A no-show's fee: the letter does not thank for a trip that did not happen. */
  noShow?: boolean;
};

const FILE_PREFIXES: Record<Paperwork["kind"], string> = {
  receipt: "note",
  invoice: "facture",
  "credit-note": "avoir",
};

/** The name a document's PDF has in its e-mail, and in the accountant's archive: its kind, then its number. */
export const documentFilename = (kind: Paperwork["kind"], number: string): string =>
  `${FILE_PREFIXES[kind]}-${number}.pdf`;

function pdfAttachment(p: Paperwork): MailAttachment {
  return { filename: documentFilename(p.kind, p.number), type: "application/pdf", content: p.pdf };
}

/** To the customer: the document of what was paid, owed or given back, as a PDF. The documents are in French. */
export function paperworkEmail(trip: Trip, p: Paperwork, siteOrigin: string): MailMessage {
  const r = trip.request;
  const w = settlementLettersText[r.locale].paperwork;
  const title = p.kind === "receipt" ? w.title.receipt(r.reference) : w.title[p.kind](p.number);
  const thanks = !p.noShow && p.kind !== "credit-note";
  return tripLetterEmail(r, {
    kind: p.kind === "credit-note" ? "credit-note" : "receipt",
    subject: `${title} – ${site.brand}`,
    title,
    paragraphs: [
      w.opening({
        first: r.firstName,
        thanks,
        name: w.name[p.kind],
        number: p.number,
        label: p.label,
        amount: money(p.total, r.locale),
        status: p.status,
      }),
      ...(p.parts?.length ? [w.detail(p.parts)] : []),
      w.question,
    ],
    highlight: { label: w.total, value: money(p.total, r.locale) },
    sections: [tripSection(r, r.locale, true)],
    footer: [`${w.terms} ${siteOrigin}${termsOfSaleText[r.locale].termsPath}`, `${w.referenceWord} ${r.reference}`],
    attachments: [pdfAttachment(p)],
  });
}

/** The business's copy: the same PDF, its archive (notes, invoices and credit notes are kept ten years: docs/operator-guide.md, « Taking payments », says how). */
export function paperworkCopyEmail(trip: Trip, p: Paperwork, inbox: string): MailMessage {
  const r = trip.request;
  const who = `${r.firstName} ${r.lastName}`;
  const name = `${p.kind === "receipt" ? "Note" : p.kind === "invoice" ? "Facture" : "Facture d’avoir"} ${p.number}`;
  return tripCopyEmail(inbox, r, {
    kind: p.kind === "credit-note" ? "credit-note-copy" : "receipt-copy",
    subject: `${name} – ${who}, course du ${dayText(r.date)}${NBSP}: ${formatEuros(p.total / 100)}`,
    title: name,
    paragraphs: [
      `${p.label}${NBSP}: ${money(p.total, "fr")}, ${p.status}. La pièce jointe est partie à ${who}${customerLanguageText.fr.documentSent[r.locale] ?? ""}. Gardez cet e-mail${NBSP}: c’est votre archive comptable (dix ans).`,
      ...(p.parts?.length ? [`Détail${NBSP}: ${p.parts.join(`${NBSP}; `)}.`] : []),
    ],
    attachments: [pdfAttachment(p)],
    proof: true,
  });
}

/** Why money goes back, in the customer's words: the operator gave it back, or it came where it could not be kept. */
export type RefundWhy = "operator" | "not-kept" | "overpaid";

/** To the customer: money given back, on the card or wallet paid with. */
export function refundEmail(trip: Trip, amount: number, siteOrigin: string, why: RefundWhy = "operator"): MailMessage {
  const r = trip.request;
  const w = settlementLettersText[r.locale].refund;
  const sum = money(amount, r.locale);
  const when = w.when(dayText(r.date), r.time);
  return tripLetterEmail(r, {
    kind: "refund",
    subject: w.subject(r.reference, formatEuros(amount / 100, r.locale)),
    title: w.title(r.reference),
    paragraphs: [w.body[why](r.firstName, sum, when), w.question],
    highlight: { label: w.refunded, value: sum },
    sections: [tripSection(r, r.locale, true)],
    footer: [`${w.terms} ${siteOrigin}${termsOfSaleText[r.locale].termsPath}`, `${w.referenceWord} ${r.reference}`],
  });
}

/** To the business: every refund, its archive, with why it left. */
export function refundCopyEmail(trip: Trip, amount: number, inbox: string, why: RefundWhy, told: boolean): MailMessage {
  const r = trip.request;
  const who = `${r.firstName} ${r.lastName}`;
  const reason =
    why === "operator"
      ? `Vous avez remboursé ${money(amount, "fr")} depuis la page de la course.`
      : why === "overpaid"
        ? `Le prix de la course est devenu inférieur à ce qui avait été réglé en ligne${NBSP}: la différence, ${money(amount, "fr")}, a été remboursée.`
        : `Un paiement de ${money(amount, "fr")} est arrivé alors que la réservation ne pouvait plus le garder (son état ne le permettait plus, ou la somme était déjà réglée)${NBSP}: il a été remboursé aussitôt.`;
  return tripCopyEmail(inbox, r, {
    kind: why === "not-kept" ? "payment-returned-copy" : "refund-copy",
    subject: `Remboursement – ${r.reference}${NBSP}: ${who}, ${formatEuros(amount / 100)}`,
    title: `Remboursement – ${r.reference}`,
    paragraphs: [
      `${reason} ${told ? `L’e-mail qui l’annonce est parti à ${who}.` : `L’e-mail qui l’annonce n’a PAS pu partir${NBSP}: prévenez ${who} au ${r.phone}.`}`,
    ],
    proof: true,
  });
}

/**
 * To whoever paid, at the address Stripe's page has for him, in the page's language: a payment that reached a booking
 * with no trip to tell by (declined or lapsed before its customer paid on a Stripe page still open) went back at once.
 * The booking's record names nobody; the refusal or the lapse already told him the booking does not stand.
 */
export function returnedWithoutTripCustomerEmail(
  reference: string,
  amount: number,
  to: string,
  locale: BookingLocale,
): MailMessage {
  const t = settlementLettersText[locale].returned;
  const sum = money(amount, locale);
  return toCustomer(to, {
    kind: "refund",
    subject: t.subject(reference, formatEuros(amount / 100, locale)),
    letter: {
      lang: locale,
      title: t.title(reference),
      paragraphs: [t.body(reference, sum), t.question],
      highlight: { label: t.refunded, value: sum },
      sections: [],
      footer: [`${t.referenceWord} ${reference}`],
    },
    reference,
  });
}

/**
 * To the business: the same payment, gone back; whether its payer was told (`told`: the address he was told at), or
 * not (Stripe had no address, or the e-mail could not leave), in which case the operator is the one to tell him.
 */
export function returnedWithoutTripEmail(
  reference: string,
  amount: number,
  inbox: string,
  told: string | null,
): MailMessage {
  const sum = money(amount, "fr");
  const letter: Letter = {
    lang: "fr",
    title: `Paiement remboursé – ${reference}`,
    paragraphs: [
      `Un paiement de ${sum} est arrivé pour la réservation ${reference} alors qu’elle n’était plus en cours (refusée ou close sans réponse)${NBSP}: il a été remboursé aussitôt, sur la carte ou le compte utilisé. ${told ? `L’e-mail qui l’annonce est parti à ${told}, l’adresse donnée sur la page de paiement.` : `Aucun e-mail n’a pu partir au client pour ce remboursement${NBSP}: prévenez-le, sa demande d’origine donne ses coordonnées.`}`,
    ],
    sections: [],
    footer: [`Référence ${reference}`],
  };
  return toBusiness(inbox, told ?? site.email.contact, {
    kind: "payment-returned-copy",
    subject: `Paiement remboursé – ${reference}${NBSP}: ${formatEuros(amount / 100)}`,
    letter,
    reference,
  });
}
