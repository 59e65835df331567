import { catalogue } from "~/lib/i18n";

/**
 * How a booking may be paid, in the customer's words: the choice offered in the form and on a proposal's page, and
 * the last step it leaves (docs/decisions/190-getting-paid.md). One place for both pages.
 */
export const paymentChoiceText = catalogue({
  fr: {
    paymentTitle: "Comment souhaitez-vous régler\u00a0?",
    paymentHint: "Choisissez comment régler la course.",
    payment: {
      prepaid: {
        title: (fare: string) => `Payer ${fare} maintenant`,
        text: "Carte, Apple Pay, Google Pay ou PayPal, sur la page sécurisée de Stripe. Remboursement intégral si nous ne confirmons pas la course.",
      },
      guarantee: {
        title: () => "Enregistrer une carte, débitée après la course",
        text: "Rien n’est débité maintenant. Elle sert aussi aux frais prévus par les conditions générales en cas d’annulation tardive ou d’absence.",
      },
      "in-car": {
        title: () => "Régler dans la voiture",
        text: "Par carte ou en espèces, auprès du chauffeur.",
      },
    },
    paymentStep: {
      prepaid: (fare: string) =>
        `Dernière étape${"\u00a0"}: réglez ${fare} sur la page sécurisée de Stripe. Si nous ne confirmons pas la course, nous vous remboursons en totalité.`,
      guarantee: () =>
        `Dernière étape${"\u00a0"}: enregistrez votre carte sur la page sécurisée de Stripe. Rien n’est débité maintenant.`,
    },
    paymentButton: {
      prepaid: (fare: string) => `Payer ${fare}`,
      guarantee: () => "Enregistrer ma carte",
    },
  },
  en: {
    paymentTitle: "How would you like to pay?",
    paymentHint: "Please choose how to pay for the trip.",
    payment: {
      prepaid: {
        title: (fare: string) => `Pay ${fare} now`,
        text: "Card, Apple Pay, Google Pay or PayPal, on Stripe’s secure page. Refunded in full if we do not confirm the ride.",
      },
      guarantee: {
        title: () => "Save a card, charged after the trip",
        text: "Nothing is charged now. It also covers the fees of the terms for a late cancellation or a no-show.",
      },
      "in-car": {
        title: () => "Pay in the car",
        text: "By card or in cash, to the chauffeur.",
      },
    },
    paymentStep: {
      prepaid: (fare: string) =>
        `One last step: pay ${fare} on Stripe’s secure page. If we do not confirm the ride, we refund you in full.`,
      guarantee: () => "One last step: save your card on Stripe’s secure page. Nothing is charged now.",
    },
    paymentButton: {
      prepaid: (fare: string) => `Pay ${fare}`,
      guarantee: () => "Save my card",
    },
  },
});
