import { phoneDisplay } from "../../config/site.js";
import { catalogue } from "../../lib/i18n.js";
import { parisDateTime } from "../../lib/paris-time.js";
import { customerLinkRefusalsText } from "../kernel/refusals.text.js";

const NBSP = "\u00a0";

/** The customer's messages, in the language of his request. */
export const proposalAnswersText = catalogue({
  fr: {
    ...customerLinkRefusalsText.fr,
    expired: (deadline: number) =>
      `Cette proposition a expiré le ${parisDateTime(new Date(deadline))}${NBSP}: la course n’est pas réservée et rien ne vous est facturé. Pour réserver, appelez-nous au ${phoneDisplay("fr")}.`,
    store: `Votre réponse n’a pas pu être enregistrée pour l’instant${NBSP}: rien n’a été envoyé. Réessayez dans une minute, ou appelez-nous au ${phoneDisplay("fr")}.`,
    notSent: `Votre réponse n’a pas pu nous être transmise${NBSP}: rien n’a été enregistré et ce lien reste valable. Réessayez dans quelques minutes, ou appelez-nous au ${phoneDisplay("fr")}.`,
    uncertain: `Nous n’avons pas pu vérifier que votre réponse nous est parvenue${NBSP}: elle est peut-être bien arrivée. Ne la renvoyez pas${NBSP}; appelez-nous au ${phoneDisplay("fr")} pour le vérifier ensemble.`,
    payment: "Choisissez comment régler la course avant d’accepter.",
    changeGone: `La réservation que cette proposition modifie n’est plus en cours (elle a été annulée ou sa course est passée)${NBSP}: rien n’a été changé. Pour toute question, appelez-nous au ${phoneDisplay("fr")}.`,
    proofFailed: `Votre réservation est confirmée et nous en sommes informés, mais l’e-mail de votre bon de réservation n’a pas pu partir. Nous vous le renvoyons${NBSP}; en attendant, cette page en tient lieu.`,
  },
  en: {
    ...customerLinkRefusalsText.en,
    expired: (deadline: number) =>
      `This proposal expired on ${parisDateTime(new Date(deadline), "en")}: the trip is not booked and nothing is charged. To book, please call us on ${phoneDisplay("en")}.`,
    store: `Your answer could not be recorded just now: nothing was sent. Please try again in a minute, or call us on ${phoneDisplay("en")}.`,
    notSent: `Your answer could not reach us: nothing was recorded and this link still works. Please try again in a few minutes, or call us on ${phoneDisplay("en")}.`,
    uncertain: `We could not confirm that your answer reached us: it may well have arrived. Please do not send it again; call us on ${phoneDisplay("en")} to check together.`,
    payment: "Please choose how to pay for the trip before accepting.",
    changeGone: `The booking this proposal would change no longer stands (it was cancelled, or its trip has passed): nothing was changed. For any question, please call us on ${phoneDisplay("en")}.`,
    proofFailed:
      "Your booking is confirmed and we have been told, but the e-mail with your booking confirmation could not be sent. We will send it again; meanwhile, this page stands for it.",
  },
});
