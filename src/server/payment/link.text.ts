import { catalogue } from "../../lib/i18n.js";

/** A payment link's words in the customer's language (./link.ts): what it is for, and the page it opens. */
export const paymentLinkText = catalogue({
  fr: {
    /** A trip as a payment names it: « Course du 03/12/2026 à 06:15 ». */
    trip: (day: string, time: string) => `Course du ${day} à ${time}`,
    page: "/paiement",
  },
  en: {
    trip: (day: string, time: string) => `Trip on ${day} at ${time}`,
    page: "/en/payment",
  },
});
