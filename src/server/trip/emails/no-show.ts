import { phoneDisplay, site } from "../../../config/site.js";
import { formatEuros } from "../../../lib/fares.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../../mail/envelope.js";
import type { Letter } from "../../mail/layout.js";
import { dayText, parisDateTime, termsPath, tripSection } from "../../mail/rows.js";
import type { MailMessage } from "../../mail/types.js";
import type { NoShowView as TripOutcome } from "../../booking/views.js";
import type { Trip } from "../store.js";

const NBSP = "\u00a0";

/**
 * The operator recorded that the customer was not at the pickup (terms of sale, art. 7 and 8: absent at the end of
 * the waiting time offered, and unreachable). The customer is told, in his language, what the terms then charge;
 * the business keeps a copy.
 */
export function noShowEmail(trip: Trip, outcome: TripOutcome, siteOrigin: string): MailMessage {
  const r = trip.request;
  const en = r.locale === "en";
  const fee = formatEuros(outcome.fee / 100, r.locale);
  const letter: Letter = en
    ? {
        lang: "en",
        title: `We did not find you for trip ${r.reference}`,
        paragraphs: [
          `Hello ${r.firstName}, your chauffeur was at the pickup place on ${dayText(r.date)} at ${r.time} (${r.from}) and waited the time our terms offer, but could not find you or reach you.`,
          `Under our terms of sale (art. 7), a no-show is charged ${outcome.feePercent}% of the price, ${fee} including VAT. If something kept you from being there, or if you think this is a mistake, please reply to this e-mail or call us on ${phoneDisplay("en")} within the next days.`,
        ],
        sections: [tripSection(r, "en", true)],
        footer: [`Terms of sale: ${siteOrigin}${termsPath.en}`, `Reference ${r.reference}`],
      }
    : {
        lang: "fr",
        title: `Nous ne vous avons pas trouvé pour la course ${r.reference}`,
        paragraphs: [
          `Bonjour ${r.firstName}, votre chauffeur était au lieu de prise en charge le ${dayText(r.date)} à ${r.time} (${r.from}) et a attendu le temps que prévoient nos conditions, sans pouvoir vous trouver ni vous joindre.`,
          `Selon nos conditions générales de vente (art.${NBSP}7), une absence est facturée ${outcome.feePercent}${NBSP}% du prix, soit ${fee} TTC. Si un empêchement est survenu, ou si vous pensez qu’il s’agit d’une erreur, répondez à cet e-mail ou appelez-nous au ${phoneDisplay("fr")} dans les prochains jours.`,
        ],
        sections: [tripSection(r, "fr", true)],
        footer: [`Conditions générales de vente${NBSP}: ${siteOrigin}${termsPath.fr}`, `Référence ${r.reference}`],
      };
  return toCustomer(r.email, {
    kind: "no-show",
    subject: en
      ? `Trip ${r.reference}: no-show – ${site.brand}`
      : `Course ${r.reference}${NBSP}: absence – ${site.brand}`,
    letter,
    reference: r.reference,
  });
}

export function noShowCopyEmail(trip: Trip, outcome: TripOutcome, inbox: string): MailMessage {
  const r = trip.request;
  const who = `${r.firstName} ${r.lastName}`;
  const letter: Letter = {
    lang: "fr",
    title: `Absence – ${r.reference}`,
    paragraphs: [
      `Le ${parisDateTime(new Date(outcome.at))}, vous avez constaté l’absence de ${who} à la prise en charge. Selon les CGV (art.${NBSP}7), ${outcome.feePercent}${NBSP}% du prix est dû, soit ${formatEuros(outcome.fee / 100)} TTC${NBSP}; l’e-mail qui le dit est parti${r.locale === "en" ? " (en anglais)" : ""}. Aucune demande d’avis ne partira pour cette course.`,
    ],
    highlight: { label: "Prix convenu", value: `${formatEuros(trip.price)} TTC` },
    sections: [tripSection(r, "fr", true, true), clientSection(r)],
    footer: [replyLine(r.email)],
  };
  return toBusiness(inbox, r.email, {
    kind: "no-show-copy",
    subject: `Absence – ${r.reference}${NBSP}: ${who}, le ${dayText(r.date)} à ${r.time}`,
    letter,
    reference: r.reference,
  });
}
