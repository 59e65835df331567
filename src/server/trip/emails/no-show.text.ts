import { phoneDisplay, site } from "../../../config/site.js";
import { catalogue } from "../../../lib/i18n.js";

const NBSP = "\u00a0";

/** A no-show recorded by the operator (./no-show.ts), told to the customer in his language. */
export const noShowText = catalogue({
  fr: {
    title: (reference: string) => `Nous ne vous avons pas trouvé pour la course ${reference}`,
    waited: (firstName: string, day: string, time: string, place: string) =>
      `Bonjour ${firstName}, votre chauffeur était au lieu de prise en charge le ${day} à ${time} (${place}) et a attendu le temps que prévoient nos conditions, sans pouvoir vous trouver ni vous joindre.`,
    fee: (percent: number, fee: string) =>
      `Selon nos conditions générales de vente (art.${NBSP}7), une absence est facturée ${percent}${NBSP}% du prix, soit ${fee} TTC. Si un empêchement est survenu, ou si vous pensez qu’il s’agit d’une erreur, répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")} dans les prochains jours.`,
    terms: (url: string) => `Conditions générales de vente${NBSP}: ${url}`,
    reference: (reference: string) => `Référence ${reference}`,
    subject: (reference: string) => `Course ${reference}${NBSP}: absence – ${site.brand}`,
  },
  en: {
    title: (reference: string) => `We did not find you for trip ${reference}`,
    waited: (firstName: string, day: string, time: string, place: string) =>
      `Hello ${firstName}, your chauffeur was at the pickup place on ${day} at ${time} (${place}) and waited the time our terms offer, but could not find you or reach you.`,
    fee: (percent: number, fee: string) =>
      `Under our terms of sale (art. 7), a no-show is charged ${percent}% of the price, ${fee} including VAT. If something kept you from being there, or if you think this is a mistake, please reply to this e-mail or call us on ${phoneDisplay("en")} within the next days.`,
    terms: (url: string) => `Terms of sale: ${url}`,
    reference: (reference: string) => `Reference ${reference}`,
    subject: (reference: string) => `Trip ${reference}: no-show – ${site.brand}`,
  },
});
