import { phoneDisplay, site } from "../../config/site.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { formatEuros } from "../../lib/fares.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../mail/envelope.js";
import type { Letter } from "../mail/layout.js";
import { dayText, parisDateTime, tripSection } from "../mail/rows.js";
import { termsOfSaleText } from "../../lib/terms-of-sale.text.js";
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
        footer: [`Terms of sale: ${siteOrigin}${termsOfSaleText.en.termsPath}`, `Reference ${r.reference}`],
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
        footer: [
          `Conditions générales de vente${NBSP}: ${siteOrigin}${termsOfSaleText.fr.termsPath}`,
          `Référence ${r.reference}`,
        ],
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

const filenames: Record<Paperwork["kind"], (p: Paperwork) => string> = {
  receipt: (p) => `note-${p.number}.pdf`,
  invoice: (p) => `facture-${p.number}.pdf`,
  "credit-note": (p) => `avoir-${p.number}.pdf`,
};

function pdfAttachment(p: Paperwork): MailAttachment {
  return { filename: filenames[p.kind](p), type: "application/pdf", content: p.pdf };
}

/** The documents' letters, French and English side by side. */
const paperworkWords = {
  fr: {
    name: { receipt: "note", invoice: "facture", "credit-note": "facture d’avoir" } satisfies Record<
      Paperwork["kind"],
      string
    >,
    title: (p: Paperwork, reference: string) =>
      p.kind === "receipt"
        ? `Votre note pour la course ${reference}`
        : `${p.kind === "invoice" ? "Facture" : "Facture d’avoir"} ${p.number}`,
    opening: (first: string, p: Paperwork) =>
      `Bonjour ${first}, ${p.noShow || p.kind === "credit-note" ? "" : "merci de votre confiance. "}Vous trouverez ci-jointe la ${p.kind === "receipt" ? "note" : p.kind === "invoice" ? "facture" : "facture d’avoir"} n°${NBSP}${p.number} (PDF) pour${NBSP}: ${p.label}, ${money(p.total, "fr")}, ${p.status}.`,
    detail: "Le détail de ce montant",
    question: `Une question à son sujet${NBSP}? Répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")}.`,
    total: "Montant",
    terms: `Conditions générales de vente${NBSP}:`,
    referenceWord: "Référence",
  },
  en: {
    name: { receipt: "receipt", invoice: "invoice", "credit-note": "credit note" } satisfies Record<
      Paperwork["kind"],
      string
    >,
    title: (p: Paperwork, reference: string) =>
      p.kind === "receipt"
        ? `Your receipt for trip ${reference}`
        : `${p.kind === "invoice" ? "Invoice" : "Credit note"} ${p.number}`,
    opening: (first: string, p: Paperwork) =>
      `Hello ${first}, ${p.noShow || p.kind === "credit-note" ? "" : "thank you for travelling with us. "}Attached is ${p.kind === "receipt" ? "receipt" : p.kind === "invoice" ? "invoice" : "credit note"} no. ${p.number} (PDF, in French) for: ${p.label}, ${money(p.total, "en")}, ${p.status}.`,
    detail: "How this amount is made up",
    question: `A question about it? Reply to this e-mail or call us on ${phoneDisplay("en")}.`,
    total: "Amount",
    terms: "Terms of sale:",
    referenceWord: "Reference",
  },
} satisfies Record<BookingLocale, unknown>;

/** To the customer: the document of what was paid, owed or given back, as a PDF. The documents are in French. */
export function paperworkEmail(trip: Trip, p: Paperwork, siteOrigin: string): MailMessage {
  const r = trip.request;
  const w = paperworkWords[r.locale];
  const title = w.title(p, r.reference);
  const letter: Letter = {
    lang: r.locale,
    title,
    paragraphs: [
      w.opening(r.firstName, p),
      ...(p.parts?.length ? [`${w.detail}${r.locale === "en" ? ":" : `${NBSP}:`} ${p.parts.join(" ; ")}.`] : []),
      w.question,
    ],
    highlight: { label: w.total, value: money(p.total, r.locale) },
    sections: [tripSection(r, r.locale, true)],
    footer: [`${w.terms} ${siteOrigin}${termsOfSaleText[r.locale].termsPath}`, `${w.referenceWord} ${r.reference}`],
  };
  return toCustomer(r.email, {
    kind: p.kind === "credit-note" ? "credit-note" : "receipt",
    subject: `${title} – ${site.brand}`,
    letter,
    reference: r.reference,
    attachments: [pdfAttachment(p)],
  });
}

/** The business's copy: the same PDF, its archive (notes, invoices and credit notes are kept ten years: docs/operator-guide.md, « Taking payments », says how). */
export function paperworkCopyEmail(trip: Trip, p: Paperwork, inbox: string): MailMessage {
  const r = trip.request;
  const who = `${r.firstName} ${r.lastName}`;
  const name = `${p.kind === "receipt" ? "Note" : p.kind === "invoice" ? "Facture" : "Facture d’avoir"} ${p.number}`;
  const letter: Letter = {
    lang: "fr",
    title: name,
    paragraphs: [
      `${p.label}${NBSP}: ${money(p.total, "fr")}, ${p.status}. La pièce jointe est partie à ${who}${r.locale === "en" ? " (e-mail en anglais, document en français)" : ""}. Gardez cet e-mail${NBSP}: c’est votre archive comptable (dix ans).`,
      ...(p.parts?.length ? [`Détail${NBSP}: ${p.parts.join(" ; ")}.`] : []),
    ],
    sections: [tripSection(r, "fr", true, true), clientSection(r)],
    footer: [replyLine(r.email)],
  };
  return toBusiness(inbox, r.email, {
    kind: p.kind === "credit-note" ? "credit-note-copy" : "receipt-copy",
    subject: `${name} – ${who}, course du ${dayText(r.date)}${NBSP}: ${formatEuros(p.total / 100)}`,
    letter,
    reference: r.reference,
    attachments: [pdfAttachment(p)],
  });
}

/** Why money goes back, in the customer's words: the operator gave it back, or it came where it could not be kept. */
export type RefundWhy = "operator" | "not-kept" | "overpaid";

const refundWords = {
  fr: {
    title: (reference: string) => `Un remboursement pour la course ${reference}`,
    body: (first: string, sum: string, when: string, why: RefundWhy) =>
      why === "operator"
        ? `Bonjour ${first}, nous vous avons remboursé ${sum} pour votre course du ${when}, sur la carte ou le compte utilisé pour payer. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`
        : why === "overpaid"
          ? `Bonjour ${first}, votre course du ${when} coûte moins que ce que vous avez réglé en ligne${NBSP}: nous vous avons remboursé la différence, ${sum}, sur la carte ou le compte utilisé. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`
          : `Bonjour ${first}, un paiement de ${sum} nous est parvenu pour votre réservation du ${when} alors qu’il n’était plus dû (la réservation n’est plus en cours, ou ce montant était déjà réglé)${NBSP}: nous vous l’avons aussitôt remboursé, sur la carte ou le compte utilisé. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`,
    question: `Une question${NBSP}? Répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")}.`,
    refunded: "Remboursé",
    subject: (reference: string, sum: string) => `Course ${reference}${NBSP}: ${sum} remboursés – ${site.brand}`,
    terms: `Conditions générales de vente${NBSP}:`,
    referenceWord: "Référence",
  },
  en: {
    title: (reference: string) => `A refund for trip ${reference}`,
    body: (first: string, sum: string, when: string, why: RefundWhy) =>
      why === "operator"
        ? `Hello ${first}, we have refunded ${sum} for your trip of ${when}, to the card or account you paid with. Your bank usually shows it within 5 to 10 days.`
        : why === "overpaid"
          ? `Hello ${first}, your trip of ${when} costs less than what you paid online: we have refunded the difference, ${sum}, to the card or account you used. Your bank usually shows it within 5 to 10 days.`
          : `Hello ${first}, a payment of ${sum} reached us for your booking of ${when} when it was no longer due (the booking no longer stands, or this amount was already paid): we refunded it at once, to the card or account you used. Your bank usually shows it within 5 to 10 days.`,
    question: `A question? Reply to this e-mail or call us on ${phoneDisplay("en")}.`,
    refunded: "Refunded",
    subject: (reference: string, sum: string) => `Trip ${reference}: ${sum} refunded – ${site.brand}`,
    terms: "Terms of sale:",
    referenceWord: "Reference",
  },
} satisfies Record<BookingLocale, unknown>;

/** To the customer: money given back, on the card or wallet paid with. */
export function refundEmail(trip: Trip, amount: number, siteOrigin: string, why: RefundWhy = "operator"): MailMessage {
  const r = trip.request;
  const w = refundWords[r.locale];
  const sum = money(amount, r.locale);
  const when = `${dayText(r.date)} ${r.locale === "en" ? "at" : "à"} ${r.time}`;
  const letter: Letter = {
    lang: r.locale,
    title: w.title(r.reference),
    paragraphs: [w.body(r.firstName, sum, when, why), w.question],
    highlight: { label: w.refunded, value: sum },
    sections: [tripSection(r, r.locale, true)],
    footer: [`${w.terms} ${siteOrigin}${termsOfSaleText[r.locale].termsPath}`, `${w.referenceWord} ${r.reference}`],
  };
  return toCustomer(r.email, {
    kind: "refund",
    subject: w.subject(r.reference, formatEuros(amount / 100, r.locale)),
    letter,
    reference: r.reference,
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
  const letter: Letter = {
    lang: "fr",
    title: `Remboursement – ${r.reference}`,
    paragraphs: [
      `${reason} ${told ? `L’e-mail qui l’annonce est parti à ${who}.` : `L’e-mail qui l’annonce n’a PAS pu partir${NBSP}: prévenez ${who} au ${r.phone}.`}`,
    ],
    sections: [tripSection(r, "fr", true, true), clientSection(r)],
    footer: [replyLine(r.email)],
  };
  return toBusiness(inbox, r.email, {
    kind: why === "not-kept" ? "payment-returned-copy" : "refund-copy",
    subject: `Remboursement – ${r.reference}${NBSP}: ${who}, ${formatEuros(amount / 100)}`,
    letter,
    reference: r.reference,
  });
}
