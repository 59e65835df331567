import { phoneDisplay, site } from "../../config/site.js";
import { catalogue } from "../../lib/i18n.js";
import { letterPartsText } from "../mail/letter-parts.text.js";

const NBSP = "\u00a0";

/** What the opening of a document's letter names: the customer, the document, what it settles, how much and how. */
type Opening = {
  first: string;
  thanks: boolean;
  name: string;
  number: string;
  label: string;
  amount: string;
  status: string;
};

/**
 * What getting paid tells the customer (./settlement-letters.ts), in his language: an amount still due, the
 * document of what was paid (the documents themselves are in French), money given back. Amounts in cents.
 */
export const settlementLettersText = catalogue({
  fr: {
    money: (cents: number) => letterPartsText.fr.euros(cents / 100),
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
      /** What the document is called in a sentence. */
      name: { receipt: "note", invoice: "facture", "credit-note": "facture d’avoir" },
      /** A note is named after its trip; an invoice or a credit note by its number. */
      title: {
        receipt: (reference: string) => `Votre note pour la course ${reference}`,
        invoice: (number: string) => `Facture ${number}`,
        "credit-note": (number: string) => `Facture d’avoir ${number}`,
      },
      /** `thanks`: for a trip that took place (not a no-show's fee, nor money given back). */
      opening: ({ first, thanks, name, number, label, amount, status }: Opening) =>
        `Bonjour ${first}, ${thanks ? "merci de votre confiance. " : ""}Vous trouverez ci-jointe la ${name} n°${NBSP}${number} (PDF) pour${NBSP}: ${label}, ${amount}, ${status}.`,
      /** A ride's total in its parts. */
      detail: (parts: string[]) => `Le détail de ce montant${NBSP}: ${parts.join(`${NBSP}; `)}.`,
      question: `Une question à son sujet${NBSP}? Répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")}.`,
      total: "Montant",
      terms: `Conditions générales de vente${NBSP}:`,
      referenceWord: "Référence",
    },
    refund: {
      title: (reference: string) => `Un remboursement pour la course ${reference}`,
      /** Why money goes back: the operator gave it back, the price fell below what was paid, or it was not due. */
      body: {
        operator: (first: string, sum: string, when: string) =>
          `Bonjour ${first}, nous vous avons remboursé ${sum} pour votre course du ${when}, sur la carte ou le compte utilisé pour payer. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`,
        overpaid: (first: string, sum: string, when: string) =>
          `Bonjour ${first}, votre course du ${when} coûte moins que ce que vous avez réglé en ligne${NBSP}: nous vous avons remboursé la différence, ${sum}, sur la carte ou le compte utilisé. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`,
        "not-kept": (first: string, sum: string, when: string) =>
          `Bonjour ${first}, un paiement de ${sum} nous est parvenu pour votre réservation du ${when} alors qu’il n’était plus dû (la réservation n’est plus en cours, ou ce montant était déjà réglé)${NBSP}: nous vous l’avons aussitôt remboursé, sur la carte ou le compte utilisé. Votre banque l’affiche en général sous 5 à 10${NBSP}jours.`,
      },
      when: (day: string, time: string) => `${day} à ${time}`,
      question: `Une question${NBSP}? Répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")}.`,
      refunded: "Remboursé",
      subject: (reference: string, sum: string) => `Course ${reference}${NBSP}: ${sum} remboursés – ${site.brand}`,
      terms: `Conditions générales de vente${NBSP}:`,
      referenceWord: "Référence",
    },
    /** A payment for a booking that no longer stood, given back at once: all that is known of it is Stripe's. */
    returned: {
      subject: (reference: string, sum: string) => `Réservation ${reference}${NBSP}: ${sum} remboursés – ${site.brand}`,
      title: (reference: string) => `Votre paiement pour la réservation ${reference} vous est rendu`,
      body: (reference: string, sum: string) =>
        `Bonjour, un paiement de ${sum} nous est parvenu pour la réservation ${reference} alors qu’elle n’était plus en cours (nous l’avions refusée, ou elle était close sans réponse de notre part)${NBSP}: nous vous l’avons aussitôt remboursé, sur la carte ou le compte utilisé. Votre banque l’affiche en général sous 5 à 10${NBSP}jours. Rien ne vous est dû, et cette réservation ne vous engage à rien.`,
      question: `Une question, ou toujours besoin d’un chauffeur${NBSP}? Répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")}.`,
      refunded: "Remboursé",
      referenceWord: "Référence",
    },
  },
  en: {
    money: (cents: number) => letterPartsText.en.euros(cents / 100),
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
      name: { receipt: "receipt", invoice: "invoice", "credit-note": "credit note" },
      title: {
        receipt: (reference: string) => `Your receipt for trip ${reference}`,
        invoice: (number: string) => `Invoice ${number}`,
        "credit-note": (number: string) => `Credit note ${number}`,
      },
      opening: ({ first, thanks, name, number, label, amount, status }: Opening) =>
        `Hello ${first}, ${thanks ? "thank you for travelling with us. " : ""}Attached is ${name} no. ${number} (PDF, in French) for: ${label}, ${amount}, ${status}.`,
      detail: (parts: string[]) => `How this amount is made up: ${parts.join("; ")}.`,
      question: `A question about it? Reply to this e-mail or call us on ${phoneDisplay("en")}.`,
      total: "Amount",
      terms: "Terms of sale:",
      referenceWord: "Reference",
    },
    refund: {
      title: (reference: string) => `A refund for trip ${reference}`,
      body: {
        operator: (first: string, sum: string, when: string) =>
          `Hello ${first}, we have refunded ${sum} for your trip of ${when}, to the card or account you paid with. Your bank usually shows it within 5 to 10 days.`,
        overpaid: (first: string, sum: string, when: string) =>
          `Hello ${first}, your trip of ${when} costs less than what you paid online: we have refunded the difference, ${sum}, to the card or account you used. Your bank usually shows it within 5 to 10 days.`,
        "not-kept": (first: string, sum: string, when: string) =>
          `Hello ${first}, a payment of ${sum} reached us for your booking of ${when} when it was no longer due (the booking no longer stands, or this amount was already paid): we refunded it at once, to the card or account you used. Your bank usually shows it within 5 to 10 days.`,
      },
      when: (day: string, time: string) => `${day} at ${time}`,
      question: `A question? Reply to this e-mail or call us on ${phoneDisplay("en")}.`,
      refunded: "Refunded",
      subject: (reference: string, sum: string) => `Trip ${reference}: ${sum} refunded – ${site.brand}`,
      terms: "Terms of sale:",
      referenceWord: "Reference",
    },
    returned: {
      subject: (reference: string, sum: string) => `Booking ${reference}: ${sum} refunded – ${site.brand}`,
      title: (reference: string) => `Your payment for booking ${reference} is given back`,
      body: (reference: string, sum: string) =>
        `Hello, a payment of ${sum} reached us for booking ${reference} when it no longer stood (we had declined it, or it had lapsed without our answer): we refunded it at once, to the card or account you used. Your bank usually shows it within 5 to 10 days. Nothing is due from you, and this booking binds you to nothing.`,
      question: `A question, or still in need of a driver? Reply to this e-mail or call us on ${phoneDisplay("en")}.`,
      refunded: "Refunded",
      referenceWord: "Reference",
    },
  },
});
