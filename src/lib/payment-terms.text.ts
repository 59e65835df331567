import { PAYMENT_LINK_DAYS, PAYMENT_SETTINGS, paymentModes } from "../config/payment.js";
import { catalogue } from "./i18n.js";

const NBSP = "\u00a0";

/**
 * How a booking is paid, as the terms of sale state it (art. 5, through `props.payment`), built from the operator's
 * settings (src/config/payment.ts): the ways offered at the customer's act, what a card kept may be charged and
 * when, when a ride counts as ended, how long a payment link opens, and what a refund gives back. Changing a
 * setting changes these sentences, in both languages.
 */
function paymentSentences(settings: typeof PAYMENT_SETTINGS) {
  const modes = paymentModes(settings);
  const hours = settings.rideEndsAfterHours;
  // « choisit de régler…, d’enregistrer… ou de régler à bord… »: French elides « de » before a vowel.
  const de = (item: string) => (/^[aeéèêiouy]/i.test(item) ? `d’${item}` : `de ${item}`);
  const fr = {
    prepaid:
      "régler le prix en ligne, sur la page sécurisée de Stripe (carte bancaire, PayPal ou portefeuille numérique)",
    guarantee: "enregistrer une carte en garantie sur cette même page, sans être débité",
    "in-car": "régler à bord, auprès du chauffeur, par carte ou en espèces",
  };
  const en = {
    prepaid: "pay the price online, on Stripe’s secure page (bank card, PayPal or digital wallet)",
    guarantee: "save a card as a guarantee on that same page, without being charged",
    "in-car": "pay on board, to the chauffeur, by card or in cash",
  };
  /** The ways offered, one or several: the last after « ou », "or". */
  const frChoice = (items: string[]) =>
    items.length === 1
      ? `le Client doit ${items[0]}`
      : `le Client choisit ${items.slice(0, -1).map(de).join(", ")} ou ${de(items.at(-1) ?? "")}`;
  const enChoice = (items: string[]) =>
    items.length === 1
      ? `the Customer will ${items[0]}`
      : `the Customer chooses to ${items.slice(0, -1).join(", to ")} or to ${items.at(-1) ?? ""}`;
  const card = settings.guarantee !== "off";
  return catalogue({
    fr: {
      choice: frChoice(modes.map((mode) => fr[mode])),
      card: card
        ? `La carte enregistrée, ou celle utilisée pour régler en ligne, est conservée par Stripe, prestataire de paiement${NBSP}; le Prestataire n’en connaît que la marque et les quatre derniers chiffres. Elle n’est débitée que des sommes prévues par les présentes conditions${NBSP}: le prix de la course à son issue (déduction faite de ce qui a été réglé en ligne), l’attente au-delà du temps offert et les suppléments convenus avec le Client en cours de route, ou les frais de l’article 7, sur décision du Prestataire et jamais au-delà du prix de la course.`
        : "Aucune carte n’est conservée.",
      rideEnd: `${hours}${NBSP}heures`,
      link: `Si la carte ne peut être débitée (refus de la banque, authentification demandée par celle-ci), le Client reçoit par e-mail un lien de paiement valable ${PAYMENT_LINK_DAYS}${NBSP}jours.`,
      refund: `Un prix réglé en ligne est intégralement remboursé si le Prestataire ne confirme pas la réservation à ce prix ou l’annule${NBSP}; en cas d’annulation par le Client, il est remboursé déduction faite des frais prévus à l’article 7.`,
    },
    en: {
      choice: enChoice(modes.map((mode) => en[mode])),
      card: card
        ? "The card saved, or the one used to pay online, is kept by Stripe, the payment provider; the Provider knows only its brand and last four digits. It is charged only the sums these terms provide for: the price of the journey when it ends (less what was paid online), waiting beyond the time offered and extras agreed with the Customer on the way, or the fees of article 7, by decision of the Provider and never beyond the price of the journey."
        : "No card is kept.",
      rideEnd: `${hours}${NBSP}hours`,
      link: `If the card cannot be charged (refused by the bank, or the bank asks for authentication), the Customer receives by e-mail a payment link valid for ${PAYMENT_LINK_DAYS}${NBSP}days.`,
      refund:
        "A price paid online is refunded in full if the Provider does not confirm the booking at that price or cancels it; if the Customer cancels, it is refunded less the fees of article 7.",
    },
  });
}

/** What the terms of sale say of paying (`props.payment`), from the operator's settings of today. */
export const paymentTerms = paymentSentences(PAYMENT_SETTINGS);
