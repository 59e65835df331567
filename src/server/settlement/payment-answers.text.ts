import { phoneDisplay } from "../../config/site.js";
import { catalogue } from "../../lib/i18n.js";
import { customerLinkRefusalsText } from "../kernel/refusals.text.js";

const NBSP = "\u00a0";

/** What /api/payment tells the customer, in the language of his payment link. */
export const paymentAnswersText = catalogue({
  fr: {
    ...customerLinkRefusalsText.fr,
    gone: `Ce lien de paiement a expiré${NBSP}: appelez-nous au ${phoneDisplay("fr")}.`,
    store: `Votre réservation ne peut pas être lue pour l’instant${NBSP}: réessayez dans une minute.`,
    stripe: `Le paiement en ligne ne répond pas pour l’instant${NBSP}: rien n’a été débité. Réessayez dans un instant, ou appelez-nous au ${phoneDisplay("fr")}.`,
    done: `Rien n’est à régler par ce lien${NBSP}: la page dit pourquoi.`,
  },
  en: {
    ...customerLinkRefusalsText.en,
    gone: `This payment link has expired: please call us on ${phoneDisplay("en")}.`,
    store: "Your booking cannot be read just now: please try again in a minute.",
    stripe: `Online payment is not answering just now: nothing was charged. Please try again in a moment, or call us on ${phoneDisplay("en")}.`,
    done: "Nothing is to be paid through this link: the page says why.",
  },
});

/**
 * What the customer consents to when a card is kept, shown on Stripe's page above its button (SCA: the card is
 * authenticated once for these off-session charges), by the booking's payment mode.
 */
export const cardTermsText = catalogue({
  fr: {
    prepaid: `Votre carte est conservée par Stripe pour cette réservation${NBSP}: débitée seulement des suppléments convenus (attente, arrêt) ou des frais prévus par nos CGV en cas d’annulation tardive ou d’absence. Jamais d’autre somme.`,
    guarantee: `Votre carte est conservée par Stripe pour cette réservation${NBSP}: débitée du prix de la course (et des suppléments convenus) à la fin du trajet, ou des frais prévus par nos CGV en cas d’annulation tardive ou d’absence. Jamais d’autre somme.`,
  },
  en: {
    prepaid:
      "Your card is kept by Stripe for this booking: charged only the extras you agree to (waiting, a stop) or the fees of our terms for a late cancellation or a no-show. Never anything else.",
    guarantee:
      "Your card is kept by Stripe for this booking: charged the trip's price (and any extras you agree to) when it ends, or the fees of our terms for a late cancellation or a no-show. Never anything else.",
  },
});
