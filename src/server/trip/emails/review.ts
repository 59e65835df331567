import { site } from "../../../config/site.js";
import type { Trip } from "../store.js";
import { type Letter } from "../../mail/layout.js";
import type { MailMessage } from "../../mail/types.js";
import { toCustomer } from "../../mail/envelope.js";

const NBSP = "\u00a0";

/**
 * Once, a few hours after the trip: a short thank-you and the operator's review link. It is the only
 * marketing-like message we send, to a customer who did not refuse it when he booked (Code des postes et des
 * communications électroniques, L34-5); its last line, and the one-click `List-Unsubscribe` header (RFC 8058) the
 * mail client shows, let him refuse every later one. `unsubscribeUrl` is the manage page's, `oneClickUrl` the
 * address the mail client posts to.
 */
export function reviewEmail(trip: Trip, reviewUrl: string, unsubscribeUrl: string, oneClickUrl: string): MailMessage {
  const r = trip.request;
  const en = r.locale === "en";
  const letter: Letter = {
    lang: r.locale,
    title: en ? "Thank you for travelling with us" : "Merci d’avoir voyagé avec nous",
    paragraphs: en
      ? [
          `Hello ${r.firstName}, thank you for choosing ${site.brand}. We hope your trip went well.`,
          "If you have a minute, a few words about it help other travellers choose, and help us keep the standard you expect.",
        ]
      : [
          `Bonjour ${r.firstName}, merci d’avoir choisi ${site.brand}. Nous espérons que votre course s’est bien passée.`,
          `Si vous avez une minute, quelques mots à son sujet aident d’autres voyageurs à choisir, et nous aident à garder le niveau que vous attendez.`,
        ],
    actions: [{ label: en ? "Leave a review" : "Laisser un avis", href: reviewUrl, primary: true }],
    sections: [],
    footer: [
      en
        ? `Reference ${r.reference}. To receive no more messages of this kind from us: ${unsubscribeUrl}`
        : `Référence ${r.reference}. Pour ne plus recevoir de message de ce type de notre part${NBSP}: ${unsubscribeUrl}`,
    ],
  };
  return toCustomer(r.email, {
    kind: "review",
    subject: en ? `Thank you, ${r.firstName} – ${site.brand}` : `Merci, ${r.firstName} – ${site.brand}`,
    letter,
    reference: r.reference,
    headers: { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
