import { phoneDisplay, site } from "../../config/site.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { formatEuros } from "../../lib/fares.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../mail/envelope.js";
import type { Letter } from "../mail/layout.js";
import { dayText, parisDateTime, termsPath, tripSection } from "../mail/rows.js";
import type { MailAttachment, MailMessage } from "../mail/types.js";
import type { Trip } from "../trip/store.js";

const NBSP = "\u00a0";
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const money = (cents: number, locale: BookingLocale) =>
  locale === "en" ? `${formatEuros(cents / 100, "en")} incl. VAT` : `${formatEuros(cents / 100)} TTC`;

/** Why a payment link is sent rather than the card charged: no card kept, the bank wants the customer, a refusal. */
export type DueWhy = "no-card" | "needs-customer" | "declined";

const dueWhy: Record<DueWhy, Record<BookingLocale, string>> = {
  "no-card": {
    fr: "Aucune carte n’est enregistrée pour cette réservation",
    en: "No card is kept for this booking",
  },
  "needs-customer": {
    fr: "Votre banque demande que vous confirmiez vous-même ce paiement",
    en: "Your bank asks you to confirm this payment yourself",
  },
  declined: {
    fr: "Votre carte n’a pas accepté ce paiement, et rien n’a été débité",
    en: "Your card did not accept this payment, and nothing was charged",
  },
};

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
  const en = r.locale === "en";
  const amount = money(due.amount, r.locale);
  const until = parisDateTime(due.until, r.locale);
  const letter: Letter = en
    ? {
        lang: "en",
        title: `A payment to make for trip ${r.reference}`,
        paragraphs: [
          `Hello ${r.firstName}, ${amount} is still to be paid for your booking ${r.reference}: ${lower(due.label)}. ${dueWhy[due.why].en}: the button below opens our payment page, from which you pay on Stripe’s secure page (card, wallet or PayPal).`,
          `The link stays valid until ${until}. A question, or a disagreement? Reply to this e-mail or call us on ${phoneDisplay("en")}.`,
        ],
        highlight: { label: "Amount due", value: amount },
        actions: [{ label: `Pay ${formatEuros(due.amount / 100, "en")}`, href: due.link, primary: true }],
        sections: [tripSection(r, "en", true)],
        footer: [`Terms of sale: ${siteOrigin}${termsPath.en}`, `Reference ${r.reference}`],
      }
    : {
        lang: "fr",
        title: `Un règlement à faire pour la course ${r.reference}`,
        paragraphs: [
          `Bonjour ${r.firstName}, il reste ${amount} à régler pour votre réservation ${r.reference}${NBSP}: ${lower(due.label)}. ${dueWhy[due.why].fr}${NBSP}: le bouton ci-dessous ouvre notre page de paiement, d’où vous réglez sur la page sécurisée de Stripe (carte, portefeuille numérique ou PayPal).`,
          `Le lien reste valable jusqu’au ${until}. Une question, un désaccord${NBSP}? Répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")}.`,
        ],
        highlight: { label: "Montant dû", value: amount },
        actions: [{ label: `Régler ${formatEuros(due.amount / 100)}`, href: due.link, primary: true }],
        sections: [tripSection(r, "fr", true)],
        footer: [`Conditions générales de vente${NBSP}: ${siteOrigin}${termsPath.fr}`, `Référence ${r.reference}`],
      };
  return toCustomer(r.email, {
    kind: "payment-due",
    subject: en
      ? `Trip ${r.reference}: a payment to make – ${site.brand}`
      : `Course ${r.reference}${NBSP}: un règlement à faire – ${site.brand}`,
    letter,
    reference: r.reference,
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
  const letter: Letter = {
    lang: "fr",
    title: `Règlement demandé – ${r.reference}`,
    paragraphs: [
      `${due.label}${NBSP}: ${money(due.amount, "fr")}. La carte n’a pas pu être débitée, car ${why}${NBSP}; ${due.told ? `${r.firstName} a reçu un lien de paiement par e-mail` : `l’e-mail avec le lien de paiement n’a PAS pu partir${NBSP}: appelez ${who}`}. Le paiement fait, sa note part d’elle-même et la page de la course l’indique.`,
    ],
    sections: [tripSection(r, "fr", true, true), clientSection(r)],
    footer: [replyLine(r.email)],
  };
  return toBusiness(inbox, r.email, {
    kind: "payment-due-copy",
    subject: `Règlement demandé – ${r.reference}${NBSP}: ${who}, ${formatEuros(due.amount / 100)}`,
    letter,
    reference: r.reference,
  });
}

/** The documents of an act: the receipt (« note ») or, for a business customer, the invoice. */
export type Paperwork = {
  kind: "receipt" | "invoice";
  /** The invoice's number (« 2026-0042 »), for an invoice. */
  number?: string;
  /** What it settles: « Course du 03/12/2026 à 08:00 », « Frais d’annulation tardive… ». */
  label: string;
  total: number;
  /** How it is paid: « réglée par carte le … », « à régler à bord ». */
  status: string;
  pdf: Uint8Array;
};

const filenameOf = (p: Paperwork, reference: string) =>
  p.kind === "invoice" ? `facture-${p.number}.pdf` : `note-${reference}.pdf`;

function pdfAttachment(p: Paperwork, reference: string): MailAttachment {
  return { filename: filenameOf(p, reference), type: "application/pdf", content: p.pdf };
}

/** To the customer: the note (or invoice) of what he paid or owes, as a PDF. The documents are in French. */
export function paperworkEmail(trip: Trip, p: Paperwork, siteOrigin: string): MailMessage {
  const r = trip.request;
  const en = r.locale === "en";
  const total = money(p.total, r.locale);
  const what = en
    ? p.kind === "invoice"
      ? `invoice no. ${p.number}`
      : "receipt"
    : p.kind === "invoice"
      ? `facture n°${NBSP}${p.number}`
      : "note";
  const letter: Letter = en
    ? {
        lang: "en",
        title: p.kind === "invoice" ? `Invoice ${p.number}` : `Your receipt for trip ${r.reference}`,
        paragraphs: [
          `Hello ${r.firstName}, thank you for travelling with us. Attached is the ${what} (PDF, in French) for: ${p.label}, ${total}, ${p.status}.`,
          `A question about it? Reply to this e-mail or call us on ${phoneDisplay("en")}.`,
        ],
        highlight: { label: "Total", value: total },
        sections: [tripSection(r, "en", true)],
        footer: [`Terms of sale: ${siteOrigin}${termsPath.en}`, `Reference ${r.reference}`],
      }
    : {
        lang: "fr",
        title: p.kind === "invoice" ? `Facture ${p.number}` : `Votre note pour la course ${r.reference}`,
        paragraphs: [
          `Bonjour ${r.firstName}, merci de votre confiance. Vous trouverez ci-jointe la ${what} (PDF) pour${NBSP}: ${p.label}, ${total}, ${p.status}.`,
          `Une question à son sujet${NBSP}? Répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")}.`,
        ],
        highlight: { label: "Total", value: total },
        sections: [tripSection(r, "fr", true)],
        footer: [`Conditions générales de vente${NBSP}: ${siteOrigin}${termsPath.fr}`, `Référence ${r.reference}`],
      };
  return toCustomer(r.email, {
    kind: "receipt",
    subject: en
      ? p.kind === "invoice"
        ? `Invoice ${p.number} – ${site.brand}`
        : `Your receipt for trip ${r.reference} – ${site.brand}`
      : p.kind === "invoice"
        ? `Facture ${p.number} – ${site.brand}`
        : `Votre note pour la course ${r.reference} – ${site.brand}`,
    letter,
    reference: r.reference,
    attachments: [pdfAttachment(p, r.reference)],
  });
}

/** The business's copy: the same PDF, its archive (receipts and invoices are kept ten years: docs/operator-guide.md, « Taking payments », says how). */
export function paperworkCopyEmail(trip: Trip, p: Paperwork, inbox: string): MailMessage {
  const r = trip.request;
  const who = `${r.firstName} ${r.lastName}`;
  const name = p.kind === "invoice" ? `Facture ${p.number}` : `Note ${r.reference}`;
  const letter: Letter = {
    lang: "fr",
    title: name,
    paragraphs: [
      `${p.label}${NBSP}: ${money(p.total, "fr")}, ${p.status}. ${p.kind === "invoice" ? "La facture" : "La note"} jointe est partie à ${who}${r.locale === "en" ? " (e-mail en anglais, document en français)" : ""}. Gardez cet e-mail${NBSP}: c’est votre archive comptable (dix ans).`,
    ],
    sections: [tripSection(r, "fr", true, true), clientSection(r)],
    footer: [replyLine(r.email)],
  };
  return toBusiness(inbox, r.email, {
    kind: "receipt-copy",
    subject: `${name} – ${who}, course du ${dayText(r.date)}${NBSP}: ${formatEuros(p.total / 100)}`,
    letter,
    reference: r.reference,
    attachments: [pdfAttachment(p, r.reference)],
  });
}

/** To the customer: money given back (a refund the operator made), on the card or wallet he paid with. */
export function refundEmail(trip: Trip, amount: number, siteOrigin: string): MailMessage {
  const r = trip.request;
  const en = r.locale === "en";
  const sum = money(amount, r.locale);
  const letter: Letter = en
    ? {
        lang: "en",
        title: `A refund for trip ${r.reference}`,
        paragraphs: [
          `Hello ${r.firstName}, we have refunded ${sum} for your trip of ${dayText(r.date)} at ${r.time}, to the card or account you paid with. Your bank usually shows it within 5 to 10 days.`,
          `A question? Reply to this e-mail or call us on ${phoneDisplay("en")}.`,
        ],
        highlight: { label: "Refunded", value: sum },
        sections: [tripSection(r, "en", true)],
        footer: [`Terms of sale: ${siteOrigin}${termsPath.en}`, `Reference ${r.reference}`],
      }
    : {
        lang: "fr",
        title: `Un remboursement pour la course ${r.reference}`,
        paragraphs: [
          `Bonjour ${r.firstName}, nous vous avons remboursé ${sum} pour votre course du ${dayText(r.date)} à ${r.time}, sur la carte ou le compte utilisé pour payer. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`,
          `Une question${NBSP}? Répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")}.`,
        ],
        highlight: { label: "Remboursé", value: sum },
        sections: [tripSection(r, "fr", true)],
        footer: [`Conditions générales de vente${NBSP}: ${siteOrigin}${termsPath.fr}`, `Référence ${r.reference}`],
      };
  return toCustomer(r.email, {
    kind: "refund",
    subject: en
      ? `Trip ${r.reference}: ${formatEuros(amount / 100, "en")} refunded – ${site.brand}`
      : `Course ${r.reference}${NBSP}: ${formatEuros(amount / 100)} remboursés – ${site.brand}`,
    letter,
    reference: r.reference,
  });
}
