import { site } from "../../../config/site.js";
import { catalogue } from "../../../lib/i18n.js";

const NBSP = "\u00a0";

/** The one thank-you after a trip, with the review link (./review.ts), in the customer's language. */
export const reviewText = catalogue({
  fr: {
    title: "Merci d’avoir voyagé avec nous",
    thanks: (firstName: string) =>
      `Bonjour ${firstName}, merci d’avoir choisi ${site.brand}. Nous espérons que votre course s’est bien passée.`,
    ask: "Si vous avez une minute, quelques mots à son sujet aident d’autres voyageurs à choisir, et nous aident à garder le niveau que vous attendez.",
    button: "Laisser un avis",
    footer: (reference: string, unsubscribeUrl: string) =>
      `Référence ${reference}. Pour ne plus recevoir de message de ce type de notre part${NBSP}: ${unsubscribeUrl}`,
    subject: (firstName: string) => `Merci, ${firstName} – ${site.brand}`,
  },
  en: {
    title: "Thank you for travelling with us",
    thanks: (firstName: string) =>
      `Hello ${firstName}, thank you for choosing ${site.brand}. We hope your trip went well.`,
    ask: "If you have a minute, a few words about it help other travellers choose, and help us keep the standard you expect.",
    button: "Leave a review",
    footer: (reference: string, unsubscribeUrl: string) =>
      `Reference ${reference}. To receive no more messages of this kind from us: ${unsubscribeUrl}`,
    subject: (firstName: string) => `Thank you, ${firstName} – ${site.brand}`,
  },
});
