import { catalogue } from "../../lib/i18n.js";

const NBSP = "\u00a0";

/**
 * What the booking function answers a booking at the fare whose pickup falls in a period the operator marked
 * unavailable (docs/decisions/260-operator-console.md): the form then offers the request, which binds nobody.
 */
export const unavailableText = catalogue({
  fr: {
    booking: `Nous ne pouvons pas garantir de chauffeur à cette date${NBSP}: envoyez plutôt une demande de devis, sans engagement, et nous vous répondrons au plus vite.`,
  },
  en: {
    booking:
      "We cannot guarantee a driver on that date: send a quote request instead, with no commitment, and we will answer as soon as we can.",
  },
});
