import { phoneDisplay, site } from "../../config/site.js";
import { formatEuros } from "../../lib/fares.js";
import { type Letter } from "../mail/layout.js";
import { dayText, parisDateTime, tripSection } from "../mail/rows.js";
import { termsOfSaleText } from "../../lib/terms-of-sale.text.js";
import type { MailMessage } from "../mail/types.js";
import type { SealedRequest } from "../request/sealed-request.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../mail/envelope.js";

const NBSP = "\u00a0";

/**
 * To the customer when no chauffeur is free, in his language: a courteous answer, nothing charged, our number to
 * call; what he paid online at his act (`refunded`, cents) is given back, and the letter says so.
 */
export function refusalEmail(request: SealedRequest, siteOrigin: string, refunded?: number): MailMessage {
  const r = request;
  const en = r.locale === "en";
  const phone = phoneDisplay(r.locale);
  const refund = refunded
    ? en
      ? ` The ${formatEuros(refunded / 100, "en")} you paid online is refunded in full, to the card you paid with (allow a few days).`
      : ` Les ${formatEuros(refunded / 100)} réglés en ligne vous sont remboursés en totalité, sur la carte utilisée (comptez quelques jours).`
    : "";
  const letter: Letter = en
    ? {
        lang: "en",
        title: "No chauffeur available for your request",
        paragraphs: [
          `Hello ${r.firstName}, thank you for thinking of us. We are very sorry: none of our chauffeurs is available on ${dayText(r.date)} at ${r.time} for your request ${r.reference}. It is therefore not booked, and nothing will be charged.${refund} If your time can change, please call us on ${phone}: we will gladly look for another solution with you.`,
        ],
        sections: [
          {
            heading: "Your request",
            rows: [
              ["Reference", r.reference],
              ["Date and time", `${dayText(r.date)} at ${r.time}`],
              ["From", r.from],
              ["To", r.to],
            ],
          },
        ],
        footer: [`${site.brand} – ${phone} – ${site.email.contact} – ${siteOrigin}${termsOfSaleText.en.termsPath}`],
      }
    : {
        lang: "fr",
        title: "Aucun chauffeur disponible pour votre demande",
        paragraphs: [
          `Bonjour ${r.firstName}, merci d’avoir pensé à nous. Nous sommes sincèrement désolés${NBSP}: aucun de nos chauffeurs n’est disponible le ${dayText(r.date)} à ${r.time} pour votre demande ${r.reference}. Elle n’est donc pas retenue et rien ne vous sera facturé.${refund} Si votre horaire peut bouger, appelez-nous au ${phone}${NBSP}: nous chercherons volontiers une solution avec vous.`,
        ],
        sections: [
          {
            heading: "Votre demande",
            rows: [
              ["Référence", r.reference],
              ["Date et heure", `${dayText(r.date)} à ${r.time}`],
              ["Départ", r.from],
              ["Arrivée", r.to],
            ],
          },
        ],
        footer: [`${site.brand} – ${phone} – ${site.email.contact}`],
      };
  return toCustomer(r.email, {
    kind: "refusal",
    subject: en ? `Your request ${r.reference} – ${site.brand}` : `Votre demande ${r.reference} – ${site.brand}`,
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
      `Le ${parisDateTime(sentAt)}, vous avez répondu «${NBSP}Indisponible${NBSP}» à cette demande${NBSP}: ${r.email} a reçu un refus courtois${r.locale === "en" ? " (en anglais)" : ""}, qui l’invite à nous appeler pour trouver un autre horaire. Rien ne lui est facturé${refunded ? `${NBSP}; les ${formatEuros(refunded / 100)} réglés en ligne lui sont remboursés` : ""}.`,
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
