import { catalogue } from "~/lib/i18n";

/** A price proposal's page (/proposition, /en/proposal) around its panel: the hero and the notes beside it; the panel's own texts ship with its island. */
export const proposalPageText = catalogue({
  fr: {
    eyebrow: "Votre réservation",
    title: "Votre proposition de prix",
    lead: "Le prix de votre course, à accepter ou non. Rien n’est réservé, et rien ne vous est facturé, tant que vous ne l’avez pas accepté.",
    howTitle: "Comment ça se passe",
    how: [
      "Vous avez envoyé une demande avec un tarif indicatif, ou un trajet sur devis. Le prix que nous vous proposons est au-dessus de ce tarif, ou c’est notre devis\u00a0: il ne vous engage pas tant que vous ne l’avez pas accepté.",
      "Acceptez-le, et la course est réservée à ce prix\u00a0: votre bon de réservation vous parvient aussitôt par e-mail, avec un fichier pour votre agenda.",
      "Refusez-le, ou laissez passer l’heure indiquée\u00a0: rien n’est réservé et rien ne vous est facturé. Nous sommes prévenus dans les deux cas.",
    ],
    safe: "Ce lien ne sert qu’une fois et n’est valable que jusqu’à l’heure indiquée. Il vous a été envoyé à vous seul\u00a0: ne le transférez pas.",
    noScript: "Cette page a besoin de JavaScript pour lire la proposition contenue dans le lien.",
  },
  en: {
    eyebrow: "Your booking",
    title: "Your price proposal",
    lead: "The price of your trip, for you to accept or not. Nothing is booked, and nothing is charged, until you accept it.",
    howTitle: "How it works",
    how: [
      "You sent a request with an indicative fare, or for a trip on quote. The price we propose is above that fare, or it is our quote: it does not bind you until you accept it.",
      "Accept it, and the trip is booked at that price: your booking confirmation reaches you at once by e-mail, with a file for your calendar.",
      "Decline it, or let the time shown pass: nothing is booked and nothing is charged. We are told either way.",
    ],
    safe: "This link works once and only until the time shown. It was sent to you alone: please do not forward it.",
    noScript: "This page needs JavaScript to read the proposal in its link.",
  },
});
