import { phoneDisplay, site } from "../../config/site.js";
import { formatEuros } from "../../lib/fares.js";
import { type Letter } from "../mail/layout.js";
import { conditionRows, dayText, euros, includesText, parisDateTime, tripSection } from "../mail/rows.js";
import type { MailMessage } from "../mail/types.js";
import type { SealedProposal } from "./token.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../mail/envelope.js";

/**
 * A price the customer has not seen binds him only once he accepts it: above the indicative fare he was
 * shown, or for a « sur devis » trip, the operator's answer is this proposal, with its terms, a link to accept
 * and a link to decline. The business gets a copy, then the customer's answer or the proposal's lapse.
 */
const NBSP = "\u00a0";

export type ProposalParams = {
  proposal: SealedProposal;
  links: { accept: string; decline: string };
  siteOrigin: string;
};

/** To the customer, in his language. */
export function proposalEmail({ proposal, links, siteOrigin }: ProposalParams): MailMessage {
  const r = proposal.request;
  const locale = r.locale;
  const en = locale === "en";
  const deadline = parisDateTime(new Date(proposal.expiresAt), locale);
  const estimate =
    r.estimate === null
      ? en
        ? "Your trip was outside our fare grid, so we have priced it for you."
        : `Votre trajet sortait de notre grille${NBSP}: nous l’avons chiffré pour vous.`
      : en
        ? `It is above the indicative fare of ${formatEuros(r.estimate, "en")} shown when you sent your request, so nothing is booked until you accept it.`
        : `Il dépasse le tarif indicatif de ${formatEuros(r.estimate)} affiché lors de votre demande${NBSP}: rien n’est réservé tant que vous ne l’avez pas accepté.`;
  const letter: Letter = en
    ? {
        lang: "en",
        title: "Your price proposal",
        paragraphs: [
          `Hello ${r.firstName}, a chauffeur is available for your trip ${r.reference} on ${dayText(r.date)} at ${r.time}. Here is our price. ${estimate}`,
          `You can accept it until ${deadline}. After that it lapses and nothing is charged. Accepting books the trip on the terms below, and you receive your booking confirmation at once.`,
        ],
        highlight: { label: "Proposed price", value: euros(proposal.price, "en"), note: includesText.en },
        actions: [
          { label: `Accept ${formatEuros(proposal.price, "en")}`, href: links.accept, primary: true },
          { label: "Decline", href: links.decline },
        ],
        sections: [
          tripSection(r, "en"),
          { heading: "Terms", rows: [["Valid until", deadline], ...conditionRows(siteOrigin, "en")] },
        ],
        footer: [`A question? Reply to this e-mail or call ${phoneDisplay("en")}.`, `Reference ${r.reference}`],
      }
    : {
        lang: "fr",
        title: "Votre proposition de prix",
        paragraphs: [
          `Bonjour ${r.firstName}, un chauffeur est disponible pour votre course ${r.reference} du ${dayText(r.date)} à ${r.time}. Voici notre prix. ${estimate}`,
          `Vous pouvez l’accepter jusqu’au ${deadline}${NBSP}; passé ce délai, la proposition expire et rien ne vous est facturé. L’accepter réserve la course aux conditions ci-dessous, et vous recevez aussitôt votre bon de réservation.`,
        ],
        highlight: { label: "Prix proposé", value: euros(proposal.price, "fr"), note: includesText.fr },
        actions: [
          { label: `Accepter ${formatEuros(proposal.price)}`, href: links.accept, primary: true },
          { label: "Refuser", href: links.decline },
        ],
        sections: [
          tripSection(r, "fr"),
          { heading: "Conditions", rows: [["Valable jusqu’au", deadline], ...conditionRows(siteOrigin, "fr")] },
        ],
        footer: [
          `Une question${NBSP}? Répondez à cet e-mail ou appelez le ${phoneDisplay("fr")}.`,
          `Référence ${r.reference}`,
        ],
      };
  return toCustomer(r.email, {
    kind: "proposal",
    subject: en
      ? `Price proposal for your trip ${r.reference} – ${site.brand}`
      : `Proposition de prix pour votre course ${r.reference} – ${site.brand}`,
    letter,
    reference: r.reference,
  });
}

function businessLetter(proposal: SealedProposal, title: string, paragraphs: string[]): Letter {
  const r = proposal.request;
  return {
    lang: "fr",
    title,
    paragraphs,
    highlight: { label: "Prix proposé", value: euros(proposal.price, "fr") },
    sections: [
      tripSection(r, "fr"),
      clientSection(r, [
        ["Tarif indicatif vu par le client", r.estimate === null ? "sur devis" : euros(r.estimate, "fr")],
      ]),
    ],
    footer: [replyLine(r.email)],
  };
}

function businessMessage(
  kind: MailMessage["kind"],
  proposal: SealedProposal,
  inbox: string,
  title: string,
  paragraphs: string[],
): MailMessage {
  const r = proposal.request;
  return toBusiness(inbox, r.email, {
    kind,
    subject: `${title}${NBSP}: ${r.firstName} ${r.lastName}, le ${dayText(r.date)} à ${r.time}`,
    letter: businessLetter(proposal, title, paragraphs),
    reference: r.reference,
  });
}

/** To the business: the proposal as sent, and what comes next. */
export function proposalCopyEmail(proposal: SealedProposal, inbox: string): MailMessage {
  const r = proposal.request;
  const deadline = parisDateTime(new Date(proposal.expiresAt));
  return businessMessage("proposal-copy", proposal, inbox, `Copie – Proposition de prix ${r.reference}`, [
    `Le ${parisDateTime(new Date(proposal.proposedAt))}, vous avez proposé ${formatEuros(proposal.price)} TTC à ${r.email}${r.locale === "en" ? " (en anglais)" : ""}. Rien n’est réservé tant qu’il ne l’a pas acceptée.`,
    `Il peut l’accepter jusqu’au ${deadline}. S’il l’accepte, vous recevez la copie de son bon de réservation${NBSP}; s’il la refuse, ou sans réponse à cette heure-là, un e-mail vous le dit.`,
  ]);
}

/** To the business: the customer declined the proposal. */
export function proposalDeclinedEmail(proposal: SealedProposal, at: Date, inbox: string): MailMessage {
  const r = proposal.request;
  return businessMessage("proposal-declined", proposal, inbox, `Proposition refusée – ${r.reference}`, [
    `Le ${parisDateTime(at)}, ${r.firstName} ${r.lastName} a refusé votre proposition de ${formatEuros(proposal.price)} TTC. La course n’est pas réservée et rien ne lui est facturé${NBSP}: le chauffeur est libre.`,
    `Pour lui proposer autre chose, appelez-le au ${r.phone} ou répondez à cet e-mail.`,
  ]);
}

/** To the business: the proposal lapsed without an answer. */
export function proposalExpiredEmail(proposal: SealedProposal, inbox: string): MailMessage {
  const r = proposal.request;
  return businessMessage("proposal-expired", proposal, inbox, `Proposition expirée – ${r.reference}`, [
    `${r.firstName} ${r.lastName} n’a pas accepté votre proposition de ${formatEuros(proposal.price)} TTC avant le ${parisDateTime(new Date(proposal.expiresAt))}. Elle a expiré${NBSP}: la course n’est pas réservée et le chauffeur est libre.`,
    `S’il vous recontacte, appelez-le au ${r.phone}.`,
  ]);
}
