import { phoneDisplay, site } from "../../config/site.js";
import { catalogue } from "../../lib/i18n.js";
import { letterPartsText } from "../mail/letter-parts.text.js";
import type { Paperwork, RefundWhy } from "./settlement-letters.js";

const NBSP = "\u00a0";
const fr = letterPartsText.fr;
const en = letterPartsText.en;

/**
 * What getting paid tells the customer (./settlement-letters.ts), in his language: an amount still due, the
 * document of what was paid (the documents themselves are in French), money given back. Amounts in cents.
 */
export const settlementLettersText = catalogue({
  fr: {
    money: (cents: number) => fr.euros(cents / 100),
    due: {
      /** Why a payment link is sent rather than the card charged. */
      why: {
        "no-card": "Aucune carte n’est enregistrée pour cette réservation",
        "needs-customer": "Votre banque demande que vous confirmiez vous-même ce paiement",
        declined: "Votre carte n’a pas accepté ce paiement, et rien n’a été débité",
      },
      title: (reference: string) => `Un règlement à faire pour la course ${reference}`,
      text: (firstName: string, amount: string, reference: string, label: string, why: string) =>
        `Bonjour ${firstName}, il reste ${amount} à régler pour votre réservation ${reference}${NBSP}: ${label}. ${why}${NBSP}: le bouton ci-dessous ouvre notre page de paiement, d’où vous réglez sur la page sécurisée de Stripe (carte, portefeuille numérique ou PayPal).`,
      until: (until: string) =>
        `Le lien reste valable jusqu’au ${until}. Une question, un désaccord${NBSP}? Répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")}.`,
      amountDue: "Montant dû",
      pay: (amount: string) => `Régler ${amount}`,
      terms: (url: string) => `Conditions générales de vente${NBSP}: ${url}`,
      reference: (reference: string) => `Référence ${reference}`,
      subject: (reference: string) => `Course ${reference}${NBSP}: un règlement à faire – ${site.brand}`,
    },
    paperwork: {
      title: (p: Paperwork, reference: string) =>
        p.kind === "receipt"
          ? `Votre note pour la course ${reference}`
          : `${p.kind === "invoice" ? "Facture" : "Facture d’avoir"} ${p.number}`,
      opening: (first: string, p: Paperwork) =>
        `Bonjour ${first}, ${p.noShow || p.kind === "credit-note" ? "" : "merci de votre confiance. "}Vous trouverez ci-jointe la ${p.kind === "receipt" ? "note" : p.kind === "invoice" ? "facture" : "facture d’avoir"} n°${NBSP}${p.number} (PDF) pour${NBSP}: ${p.label}, ${fr.euros(p.total / 100)}, ${p.status}.`,
      /** A ride's total in its parts. */
      detail: (parts: string[]) => `Le détail de ce montant${NBSP}: ${parts.join(`${NBSP}; `)}.`,
      question: `Une question à son sujet${NBSP}? Répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")}.`,
      total: "Montant",
      terms: `Conditions générales de vente${NBSP}:`,
      referenceWord: "Référence",
    },
    refund: {
      title: (reference: string) => `Un remboursement pour la course ${reference}`,
      body: (first: string, sum: string, when: string, why: RefundWhy) =>
        why === "operator"
          ? `Bonjour ${first}, nous vous avons remboursé ${sum} pour votre course du ${when}, sur la carte ou le compte utilisé pour payer. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`
          : why === "overpaid"
            ? `Bonjour ${first}, votre course du ${when} coûte moins que ce que vous avez réglé en ligne${NBSP}: nous vous avons remboursé la différence, ${sum}, sur la carte ou le compte utilisé. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`
            : `Bonjour ${first}, un paiement de ${sum} nous est parvenu pour votre réservation du ${when} alors qu’il n’était plus dû (la réservation n’est plus en cours, ou ce montant était déjà réglé)${NBSP}: nous vous l’avons aussitôt remboursé, sur la carte ou le compte utilisé. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`,
      when: (day: string, time: string) => `${day} à ${time}`,
      question: `Une question${NBSP}? Répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")}.`,
      refunded: "Remboursé",
      subject: (reference: string, sum: string) => `Course ${reference}${NBSP}: ${sum} remboursés – ${site.brand}`,
      terms: `Conditions générales de vente${NBSP}:`,
      referenceWord: "Référence",
    },
  },
  en: {
    money: (cents: number) => en.euros(cents / 100),
    due: {
      why: {
        "no-card": "No card is kept for this booking",
        "needs-customer": "Your bank asks you to confirm this payment yourself",
        declined: "Your card did not accept this payment, and nothing was charged",
      },
      title: (reference: string) => `A payment to make for trip ${reference}`,
      text: (firstName: string, amount: string, reference: string, label: string, why: string) =>
        `Hello ${firstName}, ${amount} is still to be paid for your booking ${reference}: ${label}. ${why}: the button below opens our payment page, from which you pay on Stripe’s secure page (card, wallet or PayPal).`,
      until: (until: string) =>
        `The link stays valid until ${until}. A question, or a disagreement? Reply to this e-mail or call us on ${phoneDisplay("en")}.`,
      amountDue: "Amount due",
      pay: (amount: string) => `Pay ${amount}`,
      terms: (url: string) => `Terms of sale: ${url}`,
      reference: (reference: string) => `Reference ${reference}`,
      subject: (reference: string) => `Trip ${reference}: a payment to make – ${site.brand}`,
    },
    paperwork: {
      title: (p: Paperwork, reference: string) =>
        p.kind === "receipt"
          ? `Your receipt for trip ${reference}`
          : `${p.kind === "invoice" ? "Invoice" : "Credit note"} ${p.number}`,
      opening: (first: string, p: Paperwork) =>
        `Hello ${first}, ${p.noShow || p.kind === "credit-note" ? "" : "thank you for travelling with us. "}Attached is ${p.kind === "receipt" ? "receipt" : p.kind === "invoice" ? "invoice" : "credit note"} no. ${p.number} (PDF, in French) for: ${p.label}, ${en.euros(p.total / 100)}, ${p.status}.`,
      detail: (parts: string[]) => `How this amount is made up: ${parts.join(" ; ")}.`,
      question: `A question about it? Reply to this e-mail or call us on ${phoneDisplay("en")}.`,
      total: "Amount",
      terms: "Terms of sale:",
      referenceWord: "Reference",
    },
    refund: {
      title: (reference: string) => `A refund for trip ${reference}`,
      body: (first: string, sum: string, when: string, why: RefundWhy) =>
        why === "operator"
          ? `Hello ${first}, we have refunded ${sum} for your trip of ${when}, to the card or account you paid with. Your bank usually shows it within 5 to 10 days.`
          : why === "overpaid"
            ? `Hello ${first}, your trip of ${when} costs less than what you paid online: we have refunded the difference, ${sum}, to the card or account you used. Your bank usually shows it within 5 to 10 days.`
            : `Hello ${first}, a payment of ${sum} reached us for your booking of ${when} when it was no longer due (the booking no longer stands, or this amount was already paid): we refunded it at once, to the card or account you used. Your bank usually shows it within 5 to 10 days.`,
      when: (day: string, time: string) => `${day} at ${time}`,
      question: `A question? Reply to this e-mail or call us on ${phoneDisplay("en")}.`,
      refunded: "Refunded",
      subject: (reference: string, sum: string) => `Trip ${reference}: ${sum} refunded – ${site.brand}`,
      terms: "Terms of sale:",
      referenceWord: "Reference",
    },
  },
});
