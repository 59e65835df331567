import { phoneDisplay, site } from "../../config/site.js";
import type { BookingLocale } from "../../lib/booking/schema.js";
import { bookingFeesText } from "../../lib/fee-schedule.js";
import { formatEuros, vehiclesFor } from "../../lib/fares.js";
import { parisToUtc } from "../../lib/paris-time.js";
import { clientSection, replyLine, toBusiness, toCustomer } from "../mail/envelope.js";
import type { Letter } from "../mail/layout.js";
import { conditionRows, dayText, euros, parisDateTime, tripSection } from "../mail/rows.js";
import { termsOfSaleText } from "../../lib/terms-of-sale.text.js";
import type { MailMessage } from "../mail/types.js";
import type { SealedRequest } from "../request/sealed-request.js";
import type { SealedProposal } from "./token.js";

/**
 * A price binds the customer only once he accepts it, on our page, where the final price, the fees that would
 * apply and the terms stand beside a button that says it books with an obligation to pay: his request, a trip
 * beyond the grid, a price above the fare he booked at, or a change above the price he agreed. The e-mail says
 * why he is asked, and links to that page (accept or decline). The business gets a copy, then his answer or the
 * proposal's lapse (docs/decisions/150-the-contract.md).
 */
const NBSP = "\u00a0";

export type ProposalParams = {
  proposal: SealedProposal;
  links: { accept: string; decline: string };
  siteOrigin: string;
  /** What the customer paid online at booking, given back since the operator answered with this price (cents). */
  refunded?: number;
};

/** Why the customer is asked to accept this price, in his language. */
export function proposalReason(proposal: SealedProposal, locale: BookingLocale): string {
  const r = proposal.request;
  const en = locale === "en";
  const price = formatEuros(proposal.price, locale);
  if (r.changes) {
    const agreed = formatEuros(r.changes.price, locale);
    return en
      ? `The change you asked for costs ${price} instead of the ${agreed} agreed: it applies only if you accept it. Otherwise your booking stays exactly as it is.`
      : `La modification que vous avez demandée coûte ${price} au lieu des ${agreed} convenus${NBSP}: elle ne s’applique que si vous l’acceptez. Sinon, votre réservation reste telle qu’elle est.`;
  }
  if (r.estimate === null && !vehiclesFor(r.passengers))
    return en
      ? "Your group is larger than our two cars can seat: we have priced the trip with a partner's vehicle."
      : `Votre groupe dépasse ce que nos deux voitures peuvent accueillir${NBSP}: nous avons chiffré la course avec le véhicule d’un partenaire.`;
  if (r.estimate === null)
    return en
      ? "Your trip is outside our fare grid, so we have priced it for you."
      : `Votre trajet sort de notre grille tarifaire${NBSP}: nous l’avons chiffré pour vous.`;
  const fare = formatEuros(r.estimate, locale);
  if (r.booked)
    return en
      ? `We cannot drive you at the fare of ${fare} you booked at: here is our price. Nothing is booked until you accept it, and you owe nothing if you decline it.`
      : `Nous ne pouvons pas assurer cette course au tarif de ${fare} que vous aviez réservé${NBSP}: voici notre prix. Rien n’est réservé tant que vous ne l’avez pas accepté, et rien ne vous est dû si vous le refusez.`;
  return en
    ? `Here is our price for your quote request (the indicative fare shown was ${fare}). Nothing is booked until you accept it.`
    : `Voici notre prix pour votre demande de devis (le tarif indicatif affiché était de ${fare}). Rien n’est réservé tant que vous ne l’avez pas accepté.`;
}

/**
 * What cancelling would cost once he accepts (src/lib/fee-schedule.ts), said as of `now`: the e-mail says it as
 * of the proposal, the proposal's page as of the moment he reads it.
 */
export function proposalFeesText(
  proposal: SealedProposal,
  locale: BookingLocale,
  now = Date.parse(proposal.proposedAt),
): string {
  const r = proposal.request;
  return bookingFeesText(parisToUtc(r.date, r.time).getTime(), now, locale, "acceptance");
}

/** To the customer, in his language. */
export function proposalEmail({ proposal, links, siteOrigin, refunded }: ProposalParams): MailMessage {
  const r = proposal.request;
  const locale = r.locale;
  const en = locale === "en";
  const deadline = parisDateTime(new Date(proposal.expiresAt), locale);
  const price = formatEuros(proposal.price, locale);
  const letter: Letter = en
    ? {
        lang: "en",
        title: r.changes ? "The price of your change" : "Your price proposal",
        paragraphs: [
          `Hello ${r.firstName}, a chauffeur is available for your trip ${r.reference} on ${dayText(r.date)} at ${r.time}. ${proposalReason(proposal, "en")}`,
          `You can accept it until ${deadline}, on the page the button below opens: it shows the price, what cancelling would cost and the terms before you book. After that time the proposal lapses and nothing is charged.`,
          ...(refunded
            ? [
                `The ${formatEuros(refunded / 100, "en")} you paid online when booking is refunded in full, to the card you paid with (allow a few days): if you accept this price, you choose again how to pay it.`,
              ]
            : []),
        ],
        highlight: {
          label: "Proposed price",
          value: euros(proposal.price, "en"),
          note: termsOfSaleText.en.includes,
        },
        actions: [
          {
            label: `Review and accept ${price}`,
            href: links.accept,
            primary: true,
          },
          { label: "Decline", href: links.decline },
        ],
        sections: [
          tripSection(r, "en"),
          {
            heading: "Terms",
            rows: [
              ["Valid until", deadline],
              ["Cancelling, once accepted", proposalFeesText(proposal, "en")],
              ...conditionRows(siteOrigin, "en"),
            ],
          },
        ],
        footer: [`A question? Reply to this e-mail or call ${phoneDisplay("en")}.`, `Reference ${r.reference}`],
      }
    : {
        lang: "fr",
        title: r.changes ? "Le prix de votre modification" : "Votre proposition de prix",
        paragraphs: [
          `Bonjour ${r.firstName}, un chauffeur est disponible pour votre course ${r.reference} du ${dayText(r.date)} à ${r.time}. ${proposalReason(proposal, "fr")}`,
          `Vous pouvez l’accepter jusqu’au ${deadline}, sur la page qu’ouvre le bouton ci-dessous${NBSP}: elle indique le prix, ce que coûterait une annulation et les conditions avant que vous réserviez. Passé ce délai, la proposition expire et rien ne vous est facturé.`,
          ...(refunded
            ? [
                `Les ${formatEuros(refunded / 100)} réglés en ligne lors de votre réservation vous sont remboursés en totalité, sur la carte utilisée (comptez quelques jours)${NBSP}: si vous acceptez ce prix, vous choisirez de nouveau comment le régler.`,
              ]
            : []),
        ],
        highlight: {
          label: "Prix proposé",
          value: euros(proposal.price, "fr"),
          note: termsOfSaleText.fr.includes,
        },
        actions: [
          {
            label: `Voir et accepter ${price}`,
            href: links.accept,
            primary: true,
          },
          { label: "Refuser", href: links.decline },
        ],
        sections: [
          tripSection(r, "fr"),
          {
            heading: "Conditions",
            rows: [
              ["Valable jusqu’au", deadline],
              ["Annuler, une fois acceptée", proposalFeesText(proposal, "fr")],
              ...conditionRows(siteOrigin, "fr"),
            ],
          },
        ],
        footer: [
          `Une question${NBSP}? Répondez à cet e-mail ou appelez le ${phoneDisplay("fr")}.`,
          `Référence ${r.reference}`,
        ],
      };
  return toCustomer(r.email, {
    kind: "proposal",
    subject: en
      ? `${r.changes ? "The price of your change" : "Price proposal"} for your trip ${r.reference} – ${site.brand}`
      : `${r.changes ? "Le prix de votre modification" : "Proposition de prix"} pour votre course ${r.reference} – ${site.brand}`,
    letter,
    reference: r.reference,
  });
}

function businessMessage(
  kind: MailMessage["kind"],
  proposal: SealedProposal,
  inbox: string,
  title: string,
  paragraphs: string[],
): MailMessage {
  const r = proposal.request;
  const seen = r.changes
    ? (["Prix convenu avant la modification", euros(r.changes.price, "fr")] as [string, string])
    : ([
        r.booked ? "Tarif réservé" : "Tarif indicatif affiché",
        r.estimate === null ? "sur devis" : euros(r.estimate, "fr"),
      ] as [string, string]);
  return toBusiness(inbox, r.email, {
    kind,
    subject: `${title}${NBSP}: ${r.firstName} ${r.lastName}, le ${dayText(r.date)} à ${r.time}`,
    letter: {
      lang: "fr",
      title,
      paragraphs,
      highlight: { label: "Prix proposé", value: euros(proposal.price, "fr") },
      sections: [tripSection(r, "fr", false, true), clientSection(r, [seen])],
      footer: [replyLine(r.email)],
    },
    reference: r.reference,
  });
}

/** To the business: the proposal as sent, and what comes next. */
export function proposalCopyEmail(proposal: SealedProposal, inbox: string): MailMessage {
  const r = proposal.request;
  const who = `${r.firstName} ${r.lastName}`;
  const deadline = parisDateTime(new Date(proposal.expiresAt));
  return businessMessage("proposal-copy", proposal, inbox, `Copie – Proposition de prix ${r.reference}`, [
    `Le ${parisDateTime(new Date(proposal.proposedAt))}, vous avez proposé ${formatEuros(proposal.price)} TTC à ${who} (${r.email}${r.locale === "en" ? ", en anglais" : ""}). Rien n’est réservé tant que la proposition n’est pas acceptée.`,
    `Elle peut l’être jusqu’au ${deadline}. Acceptée, vous recevez la copie du bon de réservation${NBSP}; refusée, ou sans réponse à cette heure-là, un e-mail vous le dit.`,
  ]);
}

/** To the business: the customer declined the proposal. */
export function proposalDeclinedEmail(proposal: SealedProposal, at: Date, inbox: string): MailMessage {
  const r = proposal.request;
  const what = r.changes
    ? `La modification n’est pas faite${NBSP}: la réservation ${r.changes.reference} reste telle qu’elle était.`
    : `La course n’est pas réservée et rien n’est facturé${NBSP}: le chauffeur est libre.`;
  return businessMessage("proposal-declined", proposal, inbox, `Proposition refusée – ${r.reference}`, [
    `Le ${parisDateTime(at)}, ${r.firstName} ${r.lastName} a refusé votre proposition de ${formatEuros(proposal.price)} TTC. ${what}`,
    `Pour proposer autre chose, appelez au ${r.phone} ou répondez à cet e-mail.`,
  ]);
}

/** To the business: the proposal lapsed without an answer. */
export function proposalExpiredEmail(proposal: SealedProposal, inbox: string): MailMessage {
  const r = proposal.request;
  const what = r.changes
    ? `la réservation ${r.changes.reference} reste telle qu’elle était`
    : "la course n’est pas réservée et le chauffeur est libre";
  return businessMessage("proposal-expired", proposal, inbox, `Proposition expirée – ${r.reference}`, [
    `${r.firstName} ${r.lastName} n’a pas accepté votre proposition de ${formatEuros(proposal.price)} TTC avant le ${parisDateTime(new Date(proposal.expiresAt))}. Elle a expiré${NBSP}: ${what}.`,
    `En cas de nouveau contact, le numéro est le ${r.phone}.`,
  ]);
}

/**
 * To the customer, in the request's language, when nobody answered in time (docs/decisions/200-booking-state.md): a
 * booking at the fare shown that the operator did not confirm within the reply promised, a request left unanswered
 * until its pickup, or a proposal not accepted before its deadline. Nothing is due; whatever was paid online
 * (`refunded`, cents) goes back in full, and the letter says so.
 */
export function lapsedEmail(
  request: SealedRequest,
  kind: "booking" | "request" | "proposal",
  refunded: number,
  siteOrigin: string,
): MailMessage {
  const r = request;
  const en = r.locale === "en";
  const phone = phoneDisplay(r.locale);
  const when = `${dayText(r.date)} ${en ? "at" : "à"} ${r.time}`;
  const refund = refunded
    ? en
      ? ` The ${formatEuros(refunded / 100, "en")} paid online is refunded in full, to the card used (allow a few days).`
      : ` Les ${formatEuros(refunded / 100)} réglés en ligne vous sont remboursés en totalité, sur la carte utilisée (comptez quelques jours).`
    : "";
  const why = {
    booking: en
      ? `we could not confirm a chauffeur for your booking ${r.reference} (${when}) within the time we promised`
      : `nous n’avons pas pu vous confirmer de chauffeur pour votre réservation ${r.reference} (${when}) dans le délai promis`,
    request: en
      ? `we could not answer your request ${r.reference} (${when}) in time`
      : `nous n’avons pas pu répondre à temps à votre demande ${r.reference} (${when})`,
    proposal: en
      ? `the price we proposed for ${r.reference} (${when}) could no longer be accepted after its deadline`
      : `la proposition de prix faite pour ${r.reference} (${when}) ne pouvait plus être acceptée après son échéance`,
  }[kind];
  const letter: Letter = en
    ? {
        lang: "en",
        title: `${r.reference}: not booked`,
        paragraphs: [
          `Hello ${r.firstName}, we are sorry: ${why}. The trip is therefore not booked and nothing is due.${refund} If you still need a chauffeur, please call us on ${phone}: we will gladly look for a solution with you.`,
        ],
        sections: [tripSection(r, "en", false)],
        footer: [`${site.brand} – ${phone} – ${site.email.contact} – ${siteOrigin}${termsOfSaleText.en.termsPath}`],
      }
    : {
        lang: "fr",
        title: `${r.reference}${NBSP}: non réservée`,
        paragraphs: [
          `Bonjour ${r.firstName}, nous sommes désolés${NBSP}: ${why}. La course n’est donc pas réservée et rien n’est dû.${refund} Si vous avez toujours besoin d’un chauffeur, appelez-nous au ${phone}${NBSP}: nous chercherons volontiers une solution avec vous.`,
        ],
        sections: [tripSection(r, "fr", false)],
        footer: [`${site.brand} – ${phone} – ${site.email.contact} – ${siteOrigin}${termsOfSaleText.fr.termsPath}`],
      };
  return toCustomer(r.email, {
    kind: "lapsed",
    subject: en ? `${r.reference}: not booked – ${site.brand}` : `${r.reference}${NBSP}: non réservée – ${site.brand}`,
    letter,
    reference: r.reference,
  });
}

/** To the business: what lapsed, what the customer was told, and what went back. */
export function lapsedCopyEmail(
  request: SealedRequest,
  kind: "booking" | "request" | "proposal",
  refunded: number,
  told: boolean,
  inbox: string,
): MailMessage {
  const r = request;
  const who = `${r.firstName} ${r.lastName}`;
  const what = {
    booking: `La réservation au tarif affiché de ${who} n’a pas été confirmée dans le délai promis`,
    request: `La demande de ${who} est restée sans réponse jusqu’à sa prise en charge`,
    proposal: `Votre proposition de prix à ${who} n’a pas été acceptée avant son échéance`,
  }[kind];
  const letter: Letter = {
    lang: "fr",
    title: `Sans suite – ${r.reference}`,
    paragraphs: [
      `${what}${NBSP}: elle est close d’elle-même, sans frais pour personne.${refunded ? ` Les ${formatEuros(refunded / 100)} réglés en ligne ont été remboursés.` : ""} ${told ? `Un e-mail l’a annoncé à ${who}${r.locale === "en" ? " (en anglais)" : ""}.` : `L’e-mail au client n’a pas pu partir${NBSP}: appelez au ${r.phone}.`}`,
      `Pour proposer autre chose, appelez au ${r.phone} ou répondez à cet e-mail.`,
    ],
    sections: [tripSection(r, "fr", false, true), clientSection(r)],
    footer: [replyLine(r.email)],
  };
  return toBusiness(inbox, r.email, {
    kind: "lapsed-copy",
    subject: `Sans suite – ${r.reference}${NBSP}: ${who}, le ${dayText(r.date)} à ${r.time}`,
    letter,
    reference: r.reference,
  });
}
