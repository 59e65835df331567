import { phoneDisplay } from "../../config/site.js";
import { customerLanguageText } from "../../lib/customer-language.text.js";
import { formatEuros } from "../../lib/fares.js";
import { type Letter } from "../mail/layout.js";
import { dayText, parisDateTime, tripSection } from "../mail/rows.js";
import { termsOfSaleText } from "../../lib/terms-of-sale.text.js";
import type { MailMessage } from "../mail/types.js";
import type { SealedRequest } from "../request/sealed-request.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../mail/envelope.js";
import { refusalEmailText } from "./refusal-email.text.js";

const NBSP = "\u00a0";

/**
 * To the customer when no chauffeur is free, in his language: a courteous answer, nothing charged, our number to
 * call; what he paid online at his act (`refunded`, cents) is given back, and the letter says so.
 */
export function refusalEmail(request: SealedRequest, siteOrigin: string, refunded?: number): MailMessage {
  const r = request;
  const t = refusalEmailText[r.locale];
  const phone = phoneDisplay(r.locale);
  const refund = refunded ? t.refunded(refunded) : "";
  const letter: Letter = {
    lang: r.locale,
    title: t.title,
    paragraphs: [t.text(r.firstName, dayText(r.date), r.time, r.reference, refund, phone)],
    sections: [
      {
        heading: t.request,
        rows: [
          [t.reference, r.reference],
          [t.dateAndTime, t.when(dayText(r.date), r.time)],
          [t.from, r.from],
          [t.to, r.to],
        ],
      },
    ],
    footer: [t.footer(phone, `${siteOrigin}${termsOfSaleText[r.locale].termsPath}`)],
  };
  return toCustomer(r.email, {
    kind: "refusal",
    subject: t.subject(r.reference),
    letter,
    reference: r.reference,
  });
}

/** To the business: what the customer was told, so every answer leaves a copy in the inbox. */
export function refusalCopyEmail(request: SealedRequest, sentAt: Date, inbox: string, refunded?: number): MailMessage {
  const r = request;
  const letter: Letter = {
    lang: "fr",
    title: `Copie – Demande ${r.reference} déclinée`,
    paragraphs: [
      `Le ${parisDateTime(sentAt)}, vous avez répondu «${NBSP}Indisponible${NBSP}» à cette demande${NBSP}: ${r.email} a reçu un refus courtois${customerLanguageText.fr.inEnglish[r.locale] ?? ""}, qui l’invite à nous appeler pour trouver un autre horaire. Rien ne lui est facturé${refunded ? `${NBSP}; les ${formatEuros(refunded / 100)} réglés en ligne lui sont remboursés` : ""}.`,
    ],
    sections: [tripSection(r, "fr", false, true), clientSection(r)],
    footer: [replyLine(r.email)],
  };
  return toBusiness(inbox, r.email, {
    kind: "refusal-copy",
    subject: `Copie – Demande ${r.reference} déclinée${NBSP}: ${r.firstName} ${r.lastName}, le ${dayText(r.date)} à ${r.time}`,
    letter,
    reference: r.reference,
  });
}
