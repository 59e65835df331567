import { catalogue } from "~/lib/i18n";
import { termsOfSaleText } from "~/lib/terms-of-sale.text";

/** The payment page (/paiement, /en/payment) around its panel: the hero and the notes beside it; the panel's own texts ship with its island. */
export const paymentPageText = catalogue({
  fr: {
    eyebrow: "Paiement sécurisé",
    title: "Régler ou garantir votre course",
    lead: "Le paiement se fait sur la page de Stripe, notre prestataire de paiement\u00a0: votre carte n’est jamais saisie sur ce site.",
    howTitle: "Ce qui peut être débité",
    how: [
      "Le prix de la course convenu avant le trajet, dès maintenant si vous choisissez de régler en ligne, sinon à la fin du trajet.",
      `Les frais prévus par nos conditions générales, jamais plus que le prix de la course : ${termsOfSaleText.fr.cancellationFees}`,
      "Les suppléments que vous acceptez pendant le trajet (attente au-delà du temps offert, arrêt supplémentaire), au tarif de nos conditions.",
      "Chaque débit vous est confirmé par sa note envoyée par e-mail (une facture au nom de votre société pour un déplacement professionnel), et chaque remboursement par un e-mail.",
    ],
    termsLink: "Conditions générales de vente",
    safe: "Ce lien ne concerne que votre réservation et ne permet aucun autre paiement. Ne le transférez pas. Stripe authentifie votre carte auprès de votre banque (3-D Secure) une seule fois, pour les seuls débits décrits ici.",
    noScript: "Cette page a besoin de JavaScript pour lire la réservation contenue dans le lien.",
  },
  en: {
    eyebrow: "Secure payment",
    title: "Pay for or guarantee your trip",
    lead: "Payment takes place on the page of Stripe, our payment provider: your card is never typed on this site.",
    howTitle: "What may be charged",
    how: [
      "The trip's price agreed before the trip, now if you choose to pay online, otherwise when the trip ends.",
      `The fees of our terms for a late cancellation or a no-show, never more than the trip's price. ${termsOfSaleText.en.cancellationFees}`,
      "The extras you agree to during the trip (waiting beyond the time offered, an extra stop), at the rate of our terms.",
      "Every charge is confirmed by its receipt sent by e-mail (an invoice in your company's name for a business trip), and every refund by an e-mail.",
    ],
    termsLink: "Terms of sale",
    safe: "This link concerns your booking only and allows no other payment. Please do not forward it. Stripe authenticates your card with your bank (3-D Secure) once, for the charges described here only.",
    noScript: "This page needs JavaScript to read the booking in its link.",
  },
});
