import { parisHour } from "~/lib/paris-time";
import { type FeeStep, feeScheduleText } from "~/lib/fee-schedule";
import { termsOfSaleText } from "~/lib/terms-of-sale.text";
import { numbersText } from "~/lib/numbers.text";
import { CHANGE_UNTIL_HOURS } from "~/config/terms-of-sale";
import { catalogue } from "~/lib/i18n";

const NBSP = "\u00a0";
/** A clause said as a sentence of its own: « l’annulation est gratuite. » → « L’annulation est gratuite. » */
const sentence = (clause: string) => clause.charAt(0).toUpperCase() + clause.slice(1);

export type ManageState = "booked" | "cancelled" | "past";

/** The words of « Gérer ma réservation », per language: the booking's language decides which page its links open. */
export const managePanelText = catalogue({
  fr: {
    loading: "Lecture de votre réservation…",
    noToken: `Aucune réservation dans l’adresse${NBSP}: ouvrez cette page depuis le lien de votre bon de réservation.`,
    unexpected: "Erreur inattendue. Réessayez dans un instant.",
    offline: `Le site ne répond pas${NBSP}: vérifiez votre connexion, puis réessayez.`,
    reference: "Réservation",
    hello: (name: string) => `Bonjour ${name}`,
    badge: {
      booked: "Confirmée",
      cancelled: "Annulée",
      past: "Course passée",
      changing: "Modification demandée",
    },
    date: "Prise en charge",
    at: " à ",
    from: "Départ",
    to: "Arrivée",
    passengers: "Passagers",
    flight: "Vol ou train",
    price: "Prix convenu",
    vat: "TTC",
    payment: `Règlement${NBSP}:`,
    payNow: "Terminer sur la page de paiement",
    changedNote: "Réservation modifiée depuis son premier bon.",
    movedTo: (iso: string) => `prise en charge déplacée à ${parisHour(new Date(iso))} (ci-dessous)`,
    cancelledText: (at: string, fee: string) => `Vous avez annulé cette réservation le ${at}. ${sentence(fee)}`,
    cancelledByUs: (at: string, reason?: string) =>
      `Nous avons annulé cette réservation le ${at}${reason ? ` (${reason})` : ""}. Rien ne vous est dû, et nous vous prions de nous en excuser. Pour un autre horaire, appelez-nous.`,
    noShowText: (at: string, fee: string) =>
      `Votre chauffeur ne vous a pas trouvé au lieu de prise en charge${NBSP}: l’absence a été constatée le ${at}. ${sentence(fee)} Une erreur${NBSP}? Appelez-nous.`,
    pastText: `L’heure de prise en charge est passée. Une question sur cette course${NBSP}? Appelez-nous.`,
    pendingTitle: "Modification demandée",
    pendingText: (at: string, what: string) =>
      `Le ${at}, vous avez demandé${NBSP}: ${what}. Votre réservation tient telle quelle jusqu’à notre réponse, par e-mail.`,
    cancelTitle: "Annuler la course",
    cancelNow: (fee: string) => `Si vous annulez maintenant${NBSP}: ${fee}`,
    freeFee: "l’annulation est gratuite.",
    paidFee: (percent: number, amount: string) =>
      `des frais de ${percent}${NBSP}% du prix s’appliquent, soit ${amount} TTC (conditions générales de vente, art.${NBSP}7).`,
    schedule: (steps: FeeStep[]) => feeScheduleText(steps, "fr"),
    cancelStart: "Annuler la course…",
    cancelConfirmFree: "Confirmer l’annulation gratuite",
    cancelConfirmPaid: (amount: string) => `Confirmer l’annulation (${amount} de frais)`,
    keep: "Garder ma réservation",
    cancelReview: (fee: string) =>
      `Vous allez annuler cette course${NBSP}: ${fee} Un e-mail vous confirmera l’annulation, avec un fichier qui la retire de votre agenda.`,
    changeTitle: "Modifier la date, l’heure ou les adresses",
    changeText: `Votre réservation tient telle quelle jusqu’à notre réponse. Si nous pouvons effectuer la modification au même prix, vous recevez un nouveau bon de réservation${NBSP}; si elle doit coûter plus, nous vous proposons le nouveau prix, que vous acceptez ou non, et votre réservation tient telle quelle tant que vous ne l’avez pas accepté.`,
    changeUntil: (until: string) =>
      `Possible jusqu’au ${until} (${numbersText.fr.hours(CHANGE_UNTIL_HOURS)} avant la prise en charge).`,
    changeClosed: `La prise en charge est ${termsOfSaleText.fr.changeClosed}${NBSP}: pour toute modification, appelez-nous.`,
    newDate: "Nouvelle date",
    newTime: "Nouvelle heure",
    newFrom: "Adresse de départ",
    newTo: "Adresse d’arrivée",
    changeSend: "Demander la modification",
    changeSent: `Votre demande est transmise${NBSP}: un accusé de réception vous est envoyé par e-mail.`,
    unsubscribeTitle: "Nos messages après la course",
    unsubscribeText: `Après une course, nous vous écrivons une fois pour vous remercier et vous demander votre avis. Vous pouvez refuser ce message et tout autre du même type${NBSP}: les e-mails liés à vos réservations (bon, rappel, annulation) continuent.`,
    unsubscribe: "Ne plus recevoir ces messages",
    unsubscribed: `C’est noté${NBSP}: vous ne recevrez plus de message de ce type de notre part.`,
    question: `Une question${NBSP}? Appelez-nous au`,
  },
  en: {
    loading: "Reading your booking…",
    noToken: "There is no booking in this address: please open this page from the link in your booking confirmation.",
    unexpected: "Unexpected error. Please try again in a moment.",
    offline: "The site is not answering: please check your connection, then try again.",
    reference: "Booking",
    hello: (name: string) => `Hello ${name}`,
    badge: {
      booked: "Confirmed",
      cancelled: "Cancelled",
      past: "Trip past",
      changing: "Change requested",
    },
    date: "Pickup",
    at: " at ",
    from: "From",
    to: "To",
    passengers: "Passengers",
    flight: "Flight or train",
    price: "Agreed price",
    vat: "incl. VAT",
    payment: "Payment:",
    payNow: "Finish on the payment page",
    changedNote: "Booking changed since its first confirmation.",
    movedTo: (iso: string) => `pickup moved to ${parisHour(new Date(iso))} (below)`,
    cancelledText: (at: string, fee: string) => `You cancelled this booking on ${at}. ${sentence(fee)}`,
    cancelledByUs: (at: string, reason?: string) =>
      `We cancelled this booking on ${at}${reason ? ` (${reason})` : ""}. You owe nothing, and we apologise. For another time, please call us.`,
    noShowText: (at: string, fee: string) =>
      `Your chauffeur could not find you at the pickup place: the no-show was recorded on ${at}. ${sentence(fee)} A mistake? Please call us.`,
    pastText: "The pickup time has passed. A question about this trip? Please call us.",
    pendingTitle: "Change requested",
    pendingText: (at: string, what: string) =>
      `On ${at}, you asked for: ${what}. Your booking stands as it is until we answer, by e-mail.`,
    cancelTitle: "Cancel the trip",
    cancelNow: (fee: string) => `If you cancel now: ${fee}`,
    freeFee: "cancellation is free.",
    paidFee: (percent: number, amount: string) =>
      `a fee of ${percent}% of the price applies, ${amount} including VAT (terms of sale, art. 7).`,
    schedule: (steps: FeeStep[]) => feeScheduleText(steps, "en"),
    cancelStart: "Cancel the trip…",
    cancelConfirmFree: "Confirm the free cancellation",
    cancelConfirmPaid: (amount: string) => `Confirm the cancellation (${amount} fee)`,
    keep: "Keep my booking",
    cancelReview: (fee: string) =>
      `You are about to cancel this trip: ${fee} An e-mail will confirm the cancellation, with a file that removes it from your calendar.`,
    changeTitle: "Change the date, time or addresses",
    changeText:
      "Your booking stands as it is until we answer. If we can make the change at the same price, you receive a new booking confirmation; if it must cost more, we propose the new price, which you accept or not, and your booking stands as it is until you accept it.",
    changeUntil: (until: string) =>
      `Possible until ${until} (${numbersText.en.hours(CHANGE_UNTIL_HOURS)} before pickup).`,
    changeClosed: `The pickup is ${termsOfSaleText.en.changeClosed}: for any change, please call us.`,
    newDate: "New date",
    newTime: "New time",
    newFrom: "Pickup address",
    newTo: "Destination address",
    changeSend: "Ask for this change",
    changeSent: "Your request has been passed on: an acknowledgement is on its way by e-mail.",
    unsubscribeTitle: "Our messages after a trip",
    unsubscribeText:
      "After a trip, we write once to thank you and ask for your review. You can refuse that message and any other of the kind: the e-mails about your bookings (confirmation, reminder, cancellation) go on.",
    unsubscribe: "Receive no more of these messages",
    unsubscribed: "Noted: you will receive no more messages of this kind from us.",
    question: "A question? Call us on",
  },
});
