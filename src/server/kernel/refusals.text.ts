import { phoneDisplay } from "../../config/site.js";
import { catalogue } from "../../lib/i18n.js";

const NBSP = "\u00a0";

/**
 * What every function answers a request it cannot read, in the request's language: the same words whatever the
 * function, so they are written once. Each stage adds the words of its own refusals.
 */
export const refusalsText = catalogue({
  fr: {
    method: "Méthode non autorisée.",
    type: "Le contenu doit être envoyé en JSON.",
    size: "Demande trop volumineuse.",
    parse: "Demande illisible.",
    forbidden: "Demande refusée.",
  },
  en: {
    method: "Method not allowed.",
    type: "The request must be sent as JSON.",
    size: "Request too large.",
    parse: "Unreadable request.",
    forbidden: "Request refused.",
  },
});

/**
 * What the booking form's helpers (the address suggestions, the arrival check) answer a call they refuse, naming what
 * they do, once and several times: in French only, since the form shows no refusal of theirs and the French reads in
 * the log. Each helper adds the words of its own fields.
 */
export function formHelperRefusalsText(act: string, acts: string) {
  return {
    ...refusalsText.fr,
    bot: `${act} refusée${NBSP}: votre navigateur n’a pas pu être vérifié. Rechargez la page.`,
    limited: `Trop de ${acts}, patientez un instant.`,
  };
}

/** A function answering a link (./links/endpoint.ts) adds its rate limit's words. */
export const linkRefusalsText = catalogue({
  fr: {
    ...refusalsText.fr,
    limited: "Trop de tentatives depuis cette connexion. Réessayez dans quelques minutes.",
    busy: `Nos liens reçoivent aujourd’hui bien plus d’appels que d’habitude et ne peuvent plus répondre d’ici demain${NBSP}: appelez-nous au ${phoneDisplay("fr")}, nous traitons votre demande par téléphone.`,
  },
  en: {
    ...refusalsText.en,
    limited: "Too many attempts from this connection. Please try again in a few minutes.",
    busy: `Our links are receiving far more calls than usual today and cannot answer until tomorrow: please call us on ${phoneDisplay("en")}, and we will handle it by phone.`,
  },
});

/** The links we send customers (a price proposal, « Gérer ma réservation »): what they are told when one cannot serve. */
export const customerLinkRefusalsText = catalogue({
  fr: {
    ...linkRefusalsText.fr,
    off: `Ce lien ne peut pas être utilisé sur ce site de test${NBSP}: appelez-nous au ${phoneDisplay("fr")}.`,
    invalid: `Ce lien n’est pas valide${NBSP}: il est incomplet ou a été modifié. Ouvrez-le de nouveau depuis notre e-mail, en entier.`,
    action: "Action inconnue.",
  },
  en: {
    ...linkRefusalsText.en,
    off: `This link cannot be used on this test site: please call us on ${phoneDisplay("en")}.`,
    invalid:
      "This link is not valid: it is incomplete or has been changed. Please open it again from our e-mail, in full.",
    action: "Unknown action.",
  },
});
