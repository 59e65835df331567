import { catalogue } from "../i18n.js";

/**
 * What the server answers a field holding a number to call (./text-checks.ts), per language: kept apart from the
 * form's messages (./booking-validation.text.ts), since only the server checks numbers and the browser's bundle
 * leaves these out.
 */
export const numberChecksText = catalogue({
  fr: {
    /** The surcharged prefixes (« 081 »…), each written « 08\u00a01x ». */
    surcharged: (prefixes: readonly string[]) =>
      `Les numéros surtaxés (${prefixes.map((p) => `${p.slice(0, 2)}\u00a0${p[2]}x`).join(", ")}), les numéros courts (3xxx) et les renseignements (118\u00a0xxx) ne sont pas acceptés\u00a0: indiquez un numéro de mobile ou de fixe.`,
    nameNumber: "Un nom ne peut pas contenir de numéro de téléphone.",
    addressNumber: "Une adresse ne peut pas contenir de numéro de téléphone.",
    companyNumber: "Le nom d’une société ne peut pas contenir de numéro de téléphone.",
  },
  en: {
    surcharged: (prefixes: readonly string[]) =>
      `Premium-rate numbers (${prefixes.map((p) => `${p.slice(0, 2)} ${p[2]}x`).join(", ")}), short numbers (3xxx) and directory enquiries (118 xxx) are not accepted: please give a mobile or landline number.`,
    nameNumber: "A name cannot contain a phone number.",
    addressNumber: "An address cannot contain a phone number.",
    companyNumber: "A company name cannot contain a phone number.",
  },
});
