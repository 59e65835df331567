import { numberChecksText } from "./number-checks.text.js";

/**
 * How the booking's one-line fields are read before they can reach an e-mail sent to an address a visitor typed:
 * what a mail client would show of them, and the numbers in them. The form's bundle takes only INVISIBLE and
 * asLinksRead (the schema ships to the browser: keep them small, and free of lookbehind, which Safari before
 * 16.4, within the build's targets, cannot parse). The number checks reach the schema only through the server's
 * reader (src/server/kernel/text-links.ts), so the browser's bundle leaves them out; the server's 400 answer
 * gives their messages, which the form shows beside the field.
 */

/**
 * Every code point a mail client shows as nothing: Unicode's Default_Ignorable_Code_Point (zero-width
 * characters, joiners, variation selectors, tag characters, Hangul fillers, unassigned ones kept for the
 * purpose) and General_Category Format (bidirectional controls, the soft hyphen, interlinear annotations,
 * musical formatting…). Properties, not a list of ranges: the runtime's own Unicode data (Node 24 and
 * browsers carry it) decides, and a new version's additions are refused without a change here. Inside
 * « bit.ly/x », one of them between « l » and « y » hides the link from a link finder while the reader sees it.
 */
export const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;

/** Full stops other scripts write, which mail clients and browsers read as dots in a host name. */
const OTHER_DOTS = /[\u3002\uff0e\uff61]/g;

/** Text as links are read: compatibility forms folded (NFKC: fullwidth letters and dots), other scripts' full stops as dots. */
export function asLinksRead(text: string): string {
  return text.normalize("NFKC").replace(OTHER_DOTS, ".");
}

/** Letters and a sign that readers take for digits when they stand among digits: O for 0, l and I for 1. */
const LOOKALIKES: Record<string, string> = {
  O: "0",
  o: "0",
  "\u041e": "0", // Cyrillic О
  "\u043e": "0", // Cyrillic о
  "\u039f": "0", // Greek Ο
  "\u03bf": "0", // Greek ο
  I: "1",
  l: "1",
  "\u0406": "1", // Cyrillic І
  "\u0399": "1", // Greek Ι
  "|": "1",
};
const LOOKALIKE_RUN = /[OoIl|\u041e\u043e\u039f\u03bf\u0406\u0399]+/gu;
/** A digit, then what people put between digits, right before a run; or the same after it. */
const DIGIT_BEFORE = /\p{Nd}[\s.\-/()]{0,3}$/u;
const DIGIT_AFTER = /^[\s.\-/()]{0,3}\p{Nd}/u;
const LETTER_BEFORE = /\p{L}$/u;
const LETTER_AFTER = /^\p{L}/u;
const DIGIT = /\p{Nd}/u;

/** A decimal digit of any script as its ASCII digit: Unicode's digits come in runs of ten, from 0 to 9. */
function asciiDigit(digit: string): string {
  let code = digit.codePointAt(0)!;
  if (code < 128) return digit;
  let value = 0;
  while (value < 9 && DIGIT.test(String.fromCodePoint(code - 1))) {
    code--;
    value++;
  }
  return String(value);
}

/**
 * A text's numbers as a reader dials them: compatibility forms folded (full-width and mathematical digits), every
 * script's digits as ASCII ones, and O, l or I standing among digits as 0 and 1 (« O8 99 l2 34 56 »). A letter
 * that is part of a word stays one (« Hall 2 », « Pôle 1O » keep theirs). Read before every check for numbers.
 */
export function asDialled(text: string): string {
  const folded = text.normalize("NFKC").replace(/\p{Nd}/gu, asciiDigit);
  return folded.replace(LOOKALIKE_RUN, (run: string, at: number) => {
    const before = folded.slice(Math.max(0, at - 4), at);
    const after = folded.slice(at + run.length, at + run.length + 4);
    if (LETTER_BEFORE.test(before) || LETTER_AFTER.test(after)) return run;
    if (!DIGIT_BEFORE.test(before) && !DIGIT_AFTER.test(after)) return run;
    return [...run].map((c) => LOOKALIKES[c] ?? c).join("");
  });
}

/**
 * French numbers that cost the caller more than a normal call, as ARCEP's numbering plan lays them out:
 * shared-cost and premium-rate (« 08 1x », « 08 2x », « 08 9x »), short numbers of four digits starting with 3
 * (« 3BPQ », many of them charged), directory enquiries (« 118 XYZ »). The messages name them from here.
 */
export const SURCHARGED_PREFIXES = ["081", "082", "089"] as const;
const SHORT_NUMBER = /^(?:3\d{3}|118\d{3})$/;

/**
 * A customer's phone that is a surcharged or short number, in national (« 08 99 12 34 56 », « 3617 ») or
 * international form (« +33 8 99 12 34 56 », « 0033 (0)8 99… »): never one to call back, nor to repeat in an
 * acknowledgement.
 */
export function isSurchargedNumber(phone: string): boolean {
  const digits = asDialled(phone).replace(/[\s.\-()/]/g, "");
  const country = /^(?:\+|00)33/.exec(digits);
  // What follows the country code, its optional « (0) » dropped; at home, the number as dialled.
  const dialled = country ? digits.slice(country[0].length).replace(/^0/, "") : digits;
  const national = country ? `0${dialled}` : dialled;
  return SURCHARGED_PREFIXES.some((prefix) => national.startsWith(prefix)) || SHORT_NUMBER.test(dialled);
}

/**
 * A French number (0 then nine digits) or an international one (+ then eight digits or more), with what people
 * put between digits: spaces, dots, dashes, slashes, brackets.
 */
const PHONE_IN_TEXT = /0(?:[\s.\-/()]{0,3}\p{Nd}){9}|\+(?:[\s.\-/()]{0,3}\p{Nd}){8,}/u;
/** Directory enquiries: « 118 712 », « 118218 ». No street number or postcode has six digits in this shape. */
const DIRECTORY_IN_TEXT = /(?:^|\P{Nd})118[\s.]?\p{Nd}{3}(?!\p{Nd})/u;
/**
 * A short number announced as one to call: « rappelez le 3617 », « tél. 3900 », « call me on 3615 ». Without such a
 * word four digits are a street number (« 3617 route de Vannes », metric numbering in the countryside).
 */
const CALL_THEN_NUMBER =
  /(?:^|\P{L})(?:r?appel(?:ez|er|le|lez)|compos(?:ez|er|e)|t[ée]l[ée]?phon\p{L}*|t[ée]l|phone|call|dial|sms|whatsapp)(?:[-\s](?:moi|nous|me|us))?[^\p{L}\p{Nd}]{0,4}(?:(?:le|au|at|on)\s+)?\+?\p{Nd}{2}/iu;

/**
 * A phone number inside an address, which the acknowledgement would repeat to whoever reads it: a full number
 * in any common spelling, a directory number, or a short number after a word that says to call it. Street
 * numbers and postcodes pass (« 12 bis rue Jean Jaurès, 44000 Nantes », « 3617 route de Vannes »).
 */
export function holdsPhoneNumber(text: string): boolean {
  const dialled = asDialled(text);
  return PHONE_IN_TEXT.test(dialled) || DIRECTORY_IN_TEXT.test(dialled) || CALL_THEN_NUMBER.test(dialled);
}

/** Four digits or more in a name, spaces or dots between them allowed: no one's name holds them, every short number does. */
const NUMBER_IN_NAME = /\p{Nd}(?:[\s.]{0,2}\p{Nd}){3}/u;

/** A check for numbers to call in one field, with its message. */
export type NumberCheck = { error: string; holds: (text: string) => boolean };

/** The checks for numbers to call, in a language: what the server's reader hands the schema. */
export type NumberChecks = (locale: "fr" | "en") => {
  /** The customer's phone: a surcharged, short or directory number. */
  phone: NumberCheck;
  /** A first or last name holding a number that could be called. */
  name: NumberCheck;
  /** An address holding one. */
  address: NumberCheck;
  /** A company's name holding one (it is printed on the invoice the customer is sent). */
  company: NumberCheck;
  /** A flight or train number that is one (« TGV 3617 » is a train, « 3617 » alone a short code). */
  flight: (text: string) => boolean;
};

export const numberChecks: NumberChecks = (locale) => {
  const t = numberChecksText[locale];
  return {
    phone: {
      holds: isSurchargedNumber,
      error: t.surcharged(SURCHARGED_PREFIXES),
    },
    name: {
      holds: (text) => holdsPhoneNumber(text) || NUMBER_IN_NAME.test(asDialled(text)),
      error: t.nameNumber,
    },
    address: {
      holds: holdsPhoneNumber,
      error: t.addressNumber,
    },
    company: {
      holds: holdsPhoneNumber,
      error: t.companyNumber,
    },
    flight: (text) => holdsPhoneNumber(text) || isSurchargedNumber(text),
  };
};
