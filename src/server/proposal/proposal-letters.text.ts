import { phoneDisplay, site } from "../../config/site.js";
import { formatEuros } from "../../lib/fares.js";
import { catalogue } from "../../lib/i18n.js";

const NBSP = "\u00a0";

/**
 * A price proposal and a request that lapsed (./proposal-letters.ts), in the customer's language; amounts come
 * written in his language, except the refunds, in cents.
 */
export const proposalLettersText = catalogue({
  fr: {
    /** Why he is asked to accept this price. */
    reason: {
      change: (price: string, agreed: string) =>
        `La modification que vous avez demandée coûte ${price} au lieu des ${agreed} convenus${NBSP}: elle ne s’applique que si vous l’acceptez. Sinon, votre réservation reste telle qu’elle est.`,
      group: `Votre groupe dépasse ce que nos deux voitures peuvent accueillir${NBSP}: nous avons chiffré la course avec le véhicule d’un partenaire.`,
      offGrid: `Votre trajet sort de notre grille tarifaire${NBSP}: nous l’avons chiffré pour vous.`,
      booked: (fare: string) =>
        `Nous ne pouvons pas assurer cette course au tarif de ${fare} que vous aviez réservé${NBSP}: voici notre prix. Rien n’est réservé tant que vous ne l’avez pas accepté, et rien ne vous est dû si vous le refusez.`,
      quote: (fare: string) =>
        `Voici notre prix pour votre demande de devis (le tarif indicatif affiché était de ${fare}). Rien n’est réservé tant que vous ne l’avez pas accepté.`,
    },
    proposal: {
      title: (change: boolean) => (change ? "Le prix de votre modification" : "Votre proposition de prix"),
      hello: (firstName: string, reference: string, day: string, time: string, reason: string) =>
        `Bonjour ${firstName}, un chauffeur est disponible pour votre course ${reference} du ${day} à ${time}. ${reason}`,
      until: (deadline: string) =>
        `Vous pouvez l’accepter jusqu’au ${deadline}, sur la page qu’ouvre le bouton ci-dessous${NBSP}: elle indique le prix, ce que coûterait une annulation et les conditions avant que vous réserviez. Passé ce délai, la proposition expire et rien ne vous est facturé.`,
      refunded: (cents: number) =>
        `Les ${formatEuros(cents / 100)} réglés en ligne lors de votre réservation vous sont remboursés en totalité, sur la carte utilisée (comptez quelques jours)${NBSP}: si vous acceptez ce prix, vous choisirez de nouveau comment le régler.`,
      price: "Prix proposé",
      accept: (price: string) => `Voir et accepter ${price}`,
      decline: "Refuser",
      terms: "Conditions",
      validUntil: "Valable jusqu’au",
      cancelling: "Annuler, une fois acceptée",
      question: `Une question${NBSP}? Répondez à cet e-mail ou appelez le ${phoneDisplay("fr")}.`,
      reference: (reference: string) => `Référence ${reference}`,
      subject: (change: boolean, reference: string) =>
        `${change ? "Le prix de votre modification" : "Proposition de prix"} pour votre course ${reference} – ${site.brand}`,
    },
    /** Nobody answered in time: a booking not confirmed, a request unanswered, a proposal not accepted. */
    lapsed: {
      when: (day: string, time: string) => `${day} à ${time}`,
      refunded: (cents: number) =>
        ` Les ${formatEuros(cents / 100)} réglés en ligne vous sont remboursés en totalité, sur la carte utilisée (comptez quelques jours).`,
      why: {
        booking: (reference: string, when: string) =>
          `nous n’avons pas pu vous confirmer de chauffeur pour votre réservation ${reference} (${when}) dans le délai promis`,
        request: (reference: string, when: string) =>
          `nous n’avons pas pu répondre à temps à votre demande ${reference} (${when})`,
        proposal: (reference: string, when: string) =>
          `la proposition de prix faite pour ${reference} (${when}) ne pouvait plus être acceptée après son échéance`,
      },
      title: (reference: string) => `${reference}${NBSP}: non réservée`,
      text: (firstName: string, why: string, refund: string, phone: string) =>
        `Bonjour ${firstName}, nous sommes désolés${NBSP}: ${why}. La course n’est donc pas réservée et rien n’est dû.${refund} Si vous avez toujours besoin d’un chauffeur, appelez-nous au ${phone}${NBSP}: nous chercherons volontiers une solution avec vous.`,
      footer: (phone: string, termsUrl: string) => `${site.brand} – ${phone} – ${site.email.contact} – ${termsUrl}`,
      subject: (reference: string) => `${reference}${NBSP}: non réservée – ${site.brand}`,
    },
  },
  en: {
    reason: {
      change: (price: string, agreed: string) =>
        `The change you asked for costs ${price} instead of the ${agreed} agreed: it applies only if you accept it. Otherwise your booking stays exactly as it is.`,
      group: "Your group is larger than our two cars can seat: we have priced the trip with a partner's vehicle.",
      offGrid: "Your trip is outside our fare grid, so we have priced it for you.",
      booked: (fare: string) =>
        `We cannot drive you at the fare of ${fare} you booked at: here is our price. Nothing is booked until you accept it, and you owe nothing if you decline it.`,
      quote: (fare: string) =>
        `Here is our price for your quote request (the indicative fare shown was ${fare}). Nothing is booked until you accept it.`,
    },
    proposal: {
      title: (change: boolean) => (change ? "The price of your change" : "Your price proposal"),
      hello: (firstName: string, reference: string, day: string, time: string, reason: string) =>
        `Hello ${firstName}, a chauffeur is available for your trip ${reference} on ${day} at ${time}. ${reason}`,
      until: (deadline: string) =>
        `You can accept it until ${deadline}, on the page the button below opens: it shows the price, what cancelling would cost and the terms before you book. After that time the proposal lapses and nothing is charged.`,
      refunded: (cents: number) =>
        `The ${formatEuros(cents / 100, "en")} you paid online when booking is refunded in full, to the card you paid with (allow a few days): if you accept this price, you choose again how to pay it.`,
      price: "Proposed price",
      accept: (price: string) => `Review and accept ${price}`,
      decline: "Decline",
      terms: "Terms",
      validUntil: "Valid until",
      cancelling: "Cancelling, once accepted",
      question: `A question? Reply to this e-mail or call ${phoneDisplay("en")}.`,
      reference: (reference: string) => `Reference ${reference}`,
      subject: (change: boolean, reference: string) =>
        `${change ? "The price of your change" : "Price proposal"} for your trip ${reference} – ${site.brand}`,
    },
    lapsed: {
      when: (day: string, time: string) => `${day} at ${time}`,
      refunded: (cents: number) =>
        ` The ${formatEuros(cents / 100, "en")} paid online is refunded in full, to the card used (allow a few days).`,
      why: {
        booking: (reference: string, when: string) =>
          `we could not confirm a chauffeur for your booking ${reference} (${when}) within the time we promised`,
        request: (reference: string, when: string) => `we could not answer your request ${reference} (${when}) in time`,
        proposal: (reference: string, when: string) =>
          `the price we proposed for ${reference} (${when}) could no longer be accepted after its deadline`,
      },
      title: (reference: string) => `${reference}: not booked`,
      text: (firstName: string, why: string, refund: string, phone: string) =>
        `Hello ${firstName}, we are sorry: ${why}. The trip is therefore not booked and nothing is due.${refund} If you still need a chauffeur, please call us on ${phone}: we will gladly look for a solution with you.`,
      footer: (phone: string, termsUrl: string) => `${site.brand} – ${phone} – ${site.email.contact} – ${termsUrl}`,
      subject: (reference: string) => `${reference}: not booked – ${site.brand}`,
    },
  },
});
