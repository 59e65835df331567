import { frenchCatalogue, type Locale } from "./i18n.js";

/** A note said only of a customer who chose English: a French-speaking customer gets none. */
const ofEnglish = (note: string): Partial<Record<Locale, string>> => ({ en: note });

/**
 * What the operator's e-mails and pages say of the customer's language, keyed by it: French only, by design, since
 * the operator reads French. Only a customer who chose English is mentioned; the notes are read as
 * `customerLanguageText.fr.inEnglish[request.locale] ?? ""`.
 */
export const customerLanguageText = frenchCatalogue({
  fr: {
    /** After what he was sent: « un refus courtois (en anglais) ». */
    inEnglish: ofEnglish(" (en anglais)"),
    /** Beside his address: « (lea@exemple.fr, en anglais) ». */
    afterAddress: ofEnglish(", en anglais"),
    /** Inside a sentence, between commas: « reçoit un refus courtois, en anglais, qui… ». */
    betweenCommas: ofEnglish(", en anglais,"),
    /** The proof's copy. */
    proofSent: ofEnglish(" Envoyé en anglais, avec le lien vers les CGV en anglais."),
    /** A document's copy: the letter is in his language, the document in French. */
    documentSent: ofEnglish(" (e-mail en anglais, document en français)"),
    /** The request as it reaches the business. */
    request: ofEnglish(` Client anglophone\u00a0: les e-mails partent en anglais.`),
    /** A note among others: the operator's evening list, the answer page. */
    note: ofEnglish("client anglophone"),
    badge: ofEnglish("Client anglophone"),
    /** The « Langue » row of the request's client section, and of the trip page. */
    requestRow: ofEnglish("anglais (site en anglais)"),
    tripRow: ofEnglish("anglais (e-mails en anglais)"),
    /** A change request: what acknowledged it, in his language. */
    changeAcknowledged: {
      fr: "un accusé de réception est parti à l’adresse de la réservation.",
      en: "un accusé de réception en anglais est parti à l’adresse de la réservation.",
    } satisfies Record<Locale, string>,
  },
});
