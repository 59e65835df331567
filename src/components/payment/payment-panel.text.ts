import { catalogue } from "~/lib/i18n";

const NBSP = "\u00a0";

const brandOf = (brand: string | null) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : null);

/** The payment page's words, per language (the link's language decides which page it opens). */
export const paymentPanelText = catalogue({
  fr: {
    loading: "Lecture de votre réservation…",
    noToken: `Aucune réservation dans l’adresse${NBSP}: ouvrez cette page depuis notre lien.`,
    unexpected: "Erreur inattendue. Réessayez dans un instant.",
    offline: `Le site ne répond pas${NBSP}: vérifiez votre connexion, puis réessayez.`,
    hello: (name: string) => `Réservation au nom de ${name}`,
    title: {
      prepaid: "Régler votre course",
      guarantee: "Enregistrer votre carte",
      cardSaved: "Votre carte est enregistrée",
      paid: "Votre course est réglée",
      paidPart: "Paiement reçu",
      nothingDue: "Rien à régler",
    },
    nothingDue: {
      declined: `Cette réservation n’a pas été confirmée${NBSP}: rien n’est dû, et toute somme réglée en ligne vous est remboursée en totalité.`,
      cancelled: `Cette réservation est annulée${NBSP}: rien n’est à régler par ce lien. Ce qui vous a été remboursé, ou les frais éventuels, figurent dans l’e-mail d’annulation.`,
      replaced: `Ce lien ne vaut plus${NBSP}: le prix de votre réservation a changé depuis. Le lien à jour est dans le dernier e-mail reçu de notre part.`,
      ended: `Rien n’est à régler par ce lien pour l’instant.`,
    },
    reference: "Référence",
    trip: "Prise en charge",
    at: " à ",
    from: "Départ",
    to: "Arrivée",
    fare: "À régler maintenant",
    fareLater: "Prix de la course",
    due: "Montant dû",
    vat: "TTC",
    prepaidText: (amount: string) =>
      `Vous réglez ${amount} TTC sur la page sécurisée de Stripe, par carte, Apple Pay, Google Pay ou PayPal. Si nous ne confirmons pas la course, ou si nous devons l’annuler, nous vous remboursons en totalité. Votre carte est conservée pour les seuls suppléments convenus ou frais prévus par nos conditions générales.`,
    guaranteeText: `Votre carte est enregistrée sur la page sécurisée de Stripe${NBSP}: rien n’est débité maintenant. Elle sera débitée du prix de la course à la fin du trajet, ou des frais prévus par nos conditions générales en cas d’annulation tardive ou d’absence, et de rien d’autre.`,
    dueText: (amount: string) =>
      `Il reste ${amount} TTC à régler pour cette réservation, que nous n’avons pas pu prendre sur une carte. Vous pouvez les régler ici, sur la page sécurisée de Stripe.`,
    notYet: "Rien n’a encore été enregistré par Stripe. Vous pouvez recommencer.",
    expired: `Ce lien a expiré${NBSP}: appelez-nous pour régler autrement.`,
    pay: (amount: string) => `Payer ${amount}`,
    saveCard: "Enregistrer ma carte",
    stripe:
      "Votre carte est saisie sur la page de Stripe, notre prestataire de paiement, jamais sur ce site. Nous n’en voyons que la marque et les quatre derniers chiffres.",
    paid: (amount: string, at: string) =>
      `Merci${NBSP}: ${amount} TTC réglés${at ? ` le ${at}` : ""}. La note de ce paiement vous parvient par e-mail. Si nous ne confirmons pas la course, ou si nous devons l’annuler, nous vous remboursons en totalité.`,
    paidDue: (amount: string, at: string) =>
      `Merci${NBSP}: ${amount} TTC réglés${at ? ` le ${at}` : ""}. Votre note vous parvient par e-mail.`,
    paidInAll: (total: string, first: string, at: string, later: string) =>
      `Merci${NBSP}: ${total} TTC réglés pour cette course, ${first}${at ? ` le ${at}` : ""}, puis ${later}. Vos notes vous parviennent par e-mail.`,
    rest: (rest: string, price: string, card: boolean) =>
      `Le prix de la course est désormais de ${price} TTC${NBSP}: il reste ${rest} TTC à régler, ${card ? `débités à la fin du trajet sur la carte que vous avez enregistrée (si votre banque le refuse, un lien de paiement vous est envoyé par e-mail)` : "demandés à la fin du trajet par un lien de paiement envoyé par e-mail"}.`,
    cardSaved: (brand: string | null, last4: string | null) =>
      `Merci${NBSP}: votre carte${brand ? ` ${brandOf(brand)}` : ""}${last4 ? ` •••• ${last4}` : ""} est enregistrée. Rien n’a été débité${NBSP}; elle le sera du prix de la course à la fin du trajet.`,
    question: `Une question${NBSP}? Appelez-nous au`,
  },
  en: {
    loading: "Reading your booking…",
    noToken: "There is no booking in this address: please open this page from our link.",
    unexpected: "Unexpected error. Please try again in a moment.",
    offline: "The site is not answering: please check your connection, then try again.",
    hello: (name: string) => `Booking in the name of ${name}`,
    title: {
      prepaid: "Pay for your trip",
      guarantee: "Save your card",
      cardSaved: "Your card is saved",
      paid: "Your trip is paid",
      paidPart: "Payment received",
      nothingDue: "Nothing to pay",
    },
    nothingDue: {
      declined: "This booking was not confirmed: nothing is due, and anything paid online is refunded in full.",
      cancelled:
        "This booking is cancelled: nothing is to be paid through this link. What was refunded to you, or any fee, is in the cancellation e-mail.",
      replaced:
        "This link no longer stands: the price of your booking has changed since. The current link is in the latest e-mail from us.",
      ended: "Nothing is to be paid through this link for now.",
    },
    reference: "Reference",
    trip: "Pickup",
    at: " at ",
    from: "From",
    to: "To",
    fare: "To pay now",
    fareLater: "Price of the trip",
    due: "Amount due",
    vat: "incl. VAT",
    prepaidText: (amount: string) =>
      `You pay ${amount} including VAT on Stripe’s secure page, by card, Apple Pay, Google Pay or PayPal. If we do not confirm the ride, or have to cancel it, we refund you in full. Your card is kept only for the extras you agree to or the fees of our terms.`,
    guaranteeText:
      "Your card is saved on Stripe’s secure page: nothing is charged now. It will be charged the trip’s price when the trip ends, or the fees of our terms for a late cancellation or a no-show, and nothing else.",
    dueText: (amount: string) =>
      `${amount} including VAT is still to be paid for this booking, which we could not take from a card. You can pay it here, on Stripe’s secure page.`,
    notYet: "Stripe has recorded nothing yet. You can start again.",
    expired: "This link has expired: please call us to pay another way.",
    pay: (amount: string) => `Pay ${amount}`,
    saveCard: "Save my card",
    stripe:
      "Your card is typed on the page of Stripe, our payment provider, never on this site. We only ever see its brand and last four digits.",
    paid: (amount: string, at: string) =>
      `Thank you: ${amount} including VAT paid${at ? ` on ${at}` : ""}. The receipt for this payment reaches you by e-mail. If we do not confirm the ride, or have to cancel it, we refund you in full.`,
    paidDue: (amount: string, at: string) =>
      `Thank you: ${amount} including VAT paid${at ? ` on ${at}` : ""}. Your receipt reaches you by e-mail.`,
    paidInAll: (total: string, first: string, at: string, later: string) =>
      `Thank you: ${total} including VAT paid for this trip, ${first}${at ? ` on ${at}` : ""}, then ${later}. Your receipts reach you by e-mail.`,
    rest: (rest: string, price: string, card: boolean) =>
      `The price of the ride is now ${price} including VAT: ${rest} including VAT is left to pay, ${card ? "taken at the end of the ride from the card you saved (if your bank refuses it, a payment link is sent to you by e-mail)" : "asked at the end of the ride through a payment link sent to you by e-mail"}.`,
    cardSaved: (brand: string | null, last4: string | null) =>
      `Thank you: your card${brand ? ` ${brandOf(brand)}` : ""}${last4 ? ` •••• ${last4}` : ""} is saved. Nothing was charged; it will be charged the trip’s price when the trip ends.`,
    question: "A question? Call us on",
  },
});
