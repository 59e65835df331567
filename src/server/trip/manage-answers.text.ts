import { phoneDisplay } from "../../config/site.js";
import { catalogue } from "../../lib/i18n.js";
import { termsOfSaleText } from "../../lib/terms-of-sale.text.js";
import { customerLinkRefusalsText } from "../kernel/refusals.text.js";

const NBSP = "\u00a0";

/** What /api/manage tells the customer, in the language of his booking. */
export const manageAnswersText = catalogue({
  fr: {
    ...customerLinkRefusalsText.fr,
    gone: `Cette réservation n’est plus consultable en ligne (le lien ne vaut que jusqu’à quelques semaines après la course). Pour toute question, appelez-nous au ${phoneDisplay("fr")}.`,
    store: `Votre réservation ne peut pas être lue ni modifiée pour l’instant${NBSP}: rien n’a été changé. Réessayez dans une minute, ou appelez-nous au ${phoneDisplay("fr")}.`,
    alreadyCancelled: "Cette réservation est déjà annulée.",
    pickupPassed: `L’heure de prise en charge est passée${NBSP}: la course ne peut plus être annulée ni modifiée en ligne. Appelez-nous au ${phoneDisplay("fr")}.`,
    feeChanged: `Les frais d’annulation ont changé depuis l’ouverture de la page (un délai des conditions générales de vente vient de passer)${NBSP}: vérifiez le nouveau montant, puis confirmez de nouveau.`,
    cancelNotRecorded: `Votre annulation n’a pas pu être enregistrée${NBSP}: votre réservation tient toujours. Appelez-nous au ${phoneDisplay("fr")} pour annuler, ou réessayez dans quelques minutes.`,
    cancelMailFailed: `Votre annulation est enregistrée et nous en sommes prévenus, mais l’e-mail qui la confirme n’a pas pu partir${NBSP}: cette page en tient lieu.`,
    tooLateToChange: `La prise en charge est ${termsOfSaleText.fr.changeClosed}${NBSP}: une modification ne peut plus être demandée en ligne. Appelez-nous au ${phoneDisplay("fr")}${NBSP}: nous ferons notre possible.`,
    changePending: `Une demande de modification attend déjà notre réponse${NBSP}: pour la compléter ou la changer, appelez-nous au ${phoneDisplay("fr")}.`,
    invalidChange: "Certains champs sont à corriger.",
    nothingChanged: `La date, l’heure et les adresses sont celles de votre réservation${NBSP}: rien à modifier.`,
    notSent: `Votre demande de modification n’a pas pu nous être transmise${NBSP}: rien n’a changé. Réessayez dans quelques minutes, ou appelez-nous au ${phoneDisplay("fr")}.`,
    uncertain: `Nous n’avons pas pu vérifier que votre demande de modification nous est parvenue${NBSP}: elle est peut-être bien arrivée. Ne la renvoyez pas${NBSP}; appelez-nous au ${phoneDisplay("fr")} pour le vérifier ensemble.`,
  },
  en: {
    ...customerLinkRefusalsText.en,
    gone: `This booking can no longer be viewed online (the link works until a few weeks after the trip). For any question, please call us on ${phoneDisplay("en")}.`,
    store: `Your booking cannot be read or changed just now: nothing was changed. Please try again in a minute, or call us on ${phoneDisplay("en")}.`,
    alreadyCancelled: "This booking is already cancelled.",
    pickupPassed: `The pickup time has passed: the trip can no longer be cancelled or changed online. Please call us on ${phoneDisplay("en")}.`,
    feeChanged:
      "The cancellation fee has changed since the page opened (a deadline of the terms of sale has just passed): please check the new amount, then confirm again.",
    cancelNotRecorded: `Your cancellation could not be recorded: your booking still stands. Please call us on ${phoneDisplay("en")} to cancel, or try again in a few minutes.`,
    cancelMailFailed:
      "Your cancellation is recorded and we have been told, but the e-mail confirming it could not be sent: this page stands for it.",
    tooLateToChange: `The pickup is ${termsOfSaleText.en.changeClosed}: a change can no longer be asked for online. Please call us on ${phoneDisplay("en")}: we will do our best.`,
    changePending: `A change request is already waiting for our answer: to complete or alter it, please call us on ${phoneDisplay("en")}.`,
    invalidChange: "Some fields need correcting.",
    nothingChanged: "The date, time and addresses are those of your booking: nothing to change.",
    notSent: `Your change request could not reach us: nothing has changed. Please try again in a few minutes, or call us on ${phoneDisplay("en")}.`,
    uncertain: `We could not confirm that your change request reached us: it may well have arrived. Please do not send it again; call us on ${phoneDisplay("en")} to check together.`,
  },
});
