import { paymentChoiceText } from "~/components/payment/payment-choice.text";
import { catalogue } from "~/lib/i18n";

const NBSP = "\u00a0";

/** The proposal page's words, per language: the request's language decides which page the links open. */
export const proposalPanelText = catalogue({
  fr: {
    loading: "Lecture de la proposition…",
    noToken: `Aucune proposition dans l’adresse${NBSP}: ouvrez cette page depuis le lien de notre e-mail.`,
    unexpected: "Erreur inattendue. Réessayez dans un instant.",
    offline: `Le site ne répond pas${NBSP}: vérifiez votre connexion, puis réessayez.`,
    reference: "Proposition de prix pour la demande",
    hello: (name: string) => `Bonjour ${name}, voici notre prix`,
    date: "Prise en charge",
    at: " à ",
    from: "Départ",
    to: "Arrivée",
    passengers: "Passagers",
    vehicles: "Véhicules",
    flight: "Vol ou train",
    priceLabel: "Prix proposé",
    vat: "TTC",
    waiting: "Attente",
    cancellation: "Annulation",
    fees: "Si vous annulez après avoir accepté",
    termsLabel: "Conditions",
    termsLink: "Conditions générales de vente",
    before: (price: string, deadline: string, change: boolean) =>
      `${change ? `En acceptant, vous modifiez votre réservation au prix de ${price} TTC` : `En acceptant, vous réservez cette course à ${price} TTC`}, que vous vous engagez à régler, aux conditions ci-dessus et à nos conditions générales de vente${NBSP}; vous recevez aussitôt votre bon de réservation. Vous pouvez répondre jusqu’au ${deadline}${NBSP}: passé ce délai, la proposition expire et rien ne vous est facturé.`,
    accept: (price: string, change: boolean) =>
      change ? `Accepter la modification — ${price}, à régler` : `Accepter et réserver — ${price}, à régler`,
    decline: "Refuser cette proposition",
    ...paymentChoiceText.fr,
    paymentMissing: "Choisissez comment régler la course avant d’accepter.",
    status: {
      accepted: (at: string, price: string) =>
        `Vous avez accepté cette proposition le ${at}${NBSP}: votre réservation à ${price} TTC est ferme, et votre bon de réservation vous a été envoyé par e-mail.`,
      declined: (at: string) =>
        `Vous avez refusé cette proposition le ${at}${NBSP}: la course n’est pas réservée et rien ne vous est facturé. Merci de votre réponse.`,
      expired: (at: string) =>
        `Cette proposition a expiré le ${at}${NBSP}: la course n’est pas réservée et rien ne vous est facturé. Pour réserver, appelez-nous.`,
      pending: () => "Votre réponse est en cours d’envoi. Rechargez la page dans un instant.",
      uncertain: () =>
        `Votre réponse n’a pas pu être vérifiée${NBSP}: appelez-nous pour que nous la confirmions ensemble.`,
    },
    question: `Une question${NBSP}? Appelez-nous au`,
  },
  en: {
    loading: "Reading the proposal…",
    noToken: "There is no proposal in this address: please open this page from the link in our e-mail.",
    unexpected: "Unexpected error. Please try again in a moment.",
    offline: "The site is not answering: please check your connection, then try again.",
    reference: "Price proposal for request",
    hello: (name: string) => `Hello ${name}, here is our price`,
    date: "Pickup",
    at: " at ",
    from: "From",
    to: "To",
    passengers: "Passengers",
    vehicles: "Vehicles",
    flight: "Flight or train",
    priceLabel: "Proposed price",
    vat: "incl. VAT",
    waiting: "Waiting",
    cancellation: "Cancellation",
    fees: "If you cancel after accepting",
    termsLabel: "Terms",
    termsLink: "Terms of sale",
    before: (price: string, deadline: string, change: boolean) =>
      `${change ? `By accepting, you change your booking to the price of ${price} including VAT` : `By accepting, you book this trip at ${price} including VAT`}, which you agree to pay, on the terms above and our terms of sale, and you receive your booking confirmation at once. You can answer until ${deadline}: after that the proposal lapses and nothing is charged.`,
    accept: (price: string, change: boolean) =>
      change ? `Accept the change — ${price}, to be paid` : `Accept and book — ${price}, to be paid`,
    decline: "Decline this proposal",
    ...paymentChoiceText.en,
    paymentMissing: "Please choose how to pay for the trip before accepting.",
    status: {
      accepted: (at: string, price: string) =>
        `You accepted this proposal on ${at}: your booking at ${price} including VAT is firm, and your booking confirmation has been sent to you by e-mail.`,
      declined: (at: string) =>
        `You declined this proposal on ${at}: the trip is not booked and nothing is charged. Thank you for letting us know.`,
      expired: (at: string) =>
        `This proposal expired on ${at}: the trip is not booked and nothing is charged. To book, please call us.`,
      pending: () => "Your answer is being sent. Please reload the page in a moment.",
      uncertain: () => "Your answer could not be checked: please call us so that we can confirm it together.",
    },
    question: "A question? Call us on",
  },
});
