import { formatEuros } from "../../../lib/fares.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../../mail/envelope.js";
import type { Letter } from "../../mail/layout.js";
import { dayText, parisDateTime, tripSection } from "../../mail/rows.js";
import { termsOfSaleText } from "../../../lib/terms-of-sale.text.js";
import type { MailMessage } from "../../mail/types.js";
import type { NoShowView as TripOutcome } from "../../booking/views.js";
import type { Trip } from "../store.js";
import { customerLanguageText } from "../../../lib/customer-language.text.js";
import { noShowText } from "./no-show.text.js";

const NBSP = "\u00a0";

/**
 * The operator recorded that the customer was not at the pickup (terms of sale, art. 7 and 8: absent at the end of
 * the waiting time offered, and unreachable). The customer is told, in his language, what the terms then charge;
 * the business keeps a copy.
 */
export function noShowEmail(trip: Trip, outcome: TripOutcome, siteOrigin: string): MailMessage {
  const r = trip.request;
  const t = noShowText[r.locale];
  const fee = formatEuros(outcome.fee / 100, r.locale);
  const letter: Letter = {
    lang: r.locale,
    title: t.title(r.reference),
    paragraphs: [t.waited(r.firstName, dayText(r.date), r.time, r.from), t.fee(outcome.feePercent, fee)],
    sections: [tripSection(r, r.locale, true)],
    footer: [t.terms(`${siteOrigin}${termsOfSaleText[r.locale].termsPath}`), t.reference(r.reference)],
  };
  return toCustomer(r.email, {
    kind: "no-show",
    subject: t.subject(r.reference),
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
      `Le ${parisDateTime(new Date(outcome.at))}, vous avez constaté l’absence de ${who} à la prise en charge. Selon les CGV (art.${NBSP}7), ${outcome.feePercent}${NBSP}% du prix est dû, soit ${formatEuros(outcome.fee / 100)} TTC${NBSP}; l’e-mail qui le dit est parti${customerLanguageText.fr.inEnglish[r.locale] ?? ""}. Aucune demande d’avis ne partira pour cette course.`,
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
