import type { Trip } from "../store.js";
import { type Letter } from "../../mail/layout.js";
import type { MailMessage } from "../../mail/types.js";
import { toCustomer } from "../../mail/envelope.js";
import { reviewText } from "./review.text.js";

/**
 * Once, a few hours after the trip: a short thank-you and the operator's review link. It is the only
 * marketing-like message we send, to a customer who did not refuse it when he booked (Code des postes et des
 * communications électroniques, L34-5); its last line, and the one-click `List-Unsubscribe` header (RFC 8058) the
 * mail client shows, let him refuse every later one. `unsubscribeUrl` is the manage page's, `oneClickUrl` the
 * address the mail client posts to.
 */
export function reviewEmail(trip: Trip, reviewUrl: string, unsubscribeUrl: string, oneClickUrl: string): MailMessage {
  const r = trip.request;
  const t = reviewText[r.locale];
  const letter: Letter = {
    lang: r.locale,
    title: t.title,
    paragraphs: [t.thanks(r.firstName), t.ask],
    actions: [{ label: t.button, href: reviewUrl, primary: true }],
    sections: [],
    footer: [t.footer(r.reference, unsubscribeUrl)],
  };
  return toCustomer(r.email, {
    kind: "review",
    subject: t.subject(r.firstName),
    letter,
    reference: r.reference,
    headers: { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
