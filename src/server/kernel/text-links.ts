import { createRequire } from "node:module";
import { LinkifyIt } from "linkify-it";
import { looksLikeLink, type LinkCheck } from "../../lib/booking/schema.js";
import { asLinksRead, INVISIBLE, numberChecks } from "../../lib/booking/text-checks.js";

// The list is a JSON file: required, as Node's own ESM loader would not import it without an attribute.
const tlds = createRequire(import.meta.url)("tlds") as string[];

/** Every code point that shows nothing (src/lib/booking/text-checks.ts's INVISIBLE, all of them). */
const INVISIBLES = new RegExp(INVISIBLE.source, "gu");
/** « evil[.]com », « evil (dot) com », « evil{point}com »: a dot written so that no link finder sees one. */
const BRACKETED_DOT = /\s*[[({<]\s*(?:\.|dot|point|punto|punkt)\s*[\])}>]\s*/giu;
/** « hxxps[:]// »: the colon of a scheme, bracketed. */
const BRACKETED_COLON = /\s*[[({<]\s*:\s*[\])}>]\s*/gu;
/** « evil dot com »: "dot" is no French word, so between two words it can only stand for a dot. */
const SPOKEN_DOT = /(?<=[\p{L}\p{N}])\s+dot\s+(?=[\p{L}\p{N}])/giu;
/**
 * « evil point com »: "point" is a French word (« point taxi », « point de rencontre », « point info »), so
 * only before the endings a spammer spells out does it stand for a dot.
 */
const SPOKEN_POINT =
  /(?<=[\p{L}\p{N}])\s+(?:point|punto)\s+(?=(?:com|net|org|fr|eu|ru|io|ly|biz|xyz)(?![\p{L}\p{N}]))/giu;
/**
 * Abbreviations of French addresses and titles that people glue to the next word: « Bd.de la Prairie »,
 * « Rte.de Vannes », « Ch.de la Garenne », « Av.de la Libération », « Pl.du Commerce », « St.Herblain »,
 * « M.Dupont ». « Bd.de » reads as the host bd.de (« .dupont » is a top-level domain too); with a space after
 * the abbreviation's dot it reads as what it is. Only a whole word followed by a space, a comma or the end:
 * « bd.de/promo », « m.dupont.fr » or « st.com:8080 » stay links. What remains possible is naming such a
 * domain without a path (« av.de »), of which no attacker holds more than a few.
 */
const GLUED_ABBREVIATION =
  /(?<![\p{L}\p{N}.])(all|av|ave|bd|bld|bvd|boul|carr|ch|chem|che|cit|crs|ctre|esp|fg|fbg|gal|hab|ham|imp|lot|pass|pl|prom|pte|qu|quai|r[ée]s|rpt|rte|sq|sen|st|ste|tra|tsse|vla|za|zac|zi|b[âa]t|esc|apt|appt|m|mm|mme|mmes|mlle|mr|mrs|ms|dr|me|pr|mgr)\.(?=\p{L}[\p{L}'’-]*(?:[\s,;)]|\.?$|\.\s))/giu;

/**
 * Text as a reader sees it: compatibility forms folded, every invisible code point gone (a mail client shows
 * nothing of them), masked dots and colons unmasked, address abbreviations read as such, then as links are read
 * (other scripts' full stops). The schema refuses invisible code points before any link check; reading past
 * them here keeps this finder right wherever else it is used.
 */
export function asReaderSees(text: string): string {
  const read = text
    .normalize("NFKC")
    .replace(INVISIBLES, "")
    .replace(BRACKETED_DOT, ".")
    .replace(BRACKETED_COLON, ":")
    .replace(SPOKEN_DOT, ".")
    .replace(SPOKEN_POINT, ".");
  return asLinksRead(read).replace(GLUED_ABBREVIATION, "$1. ");
}

/**
 * Links as mail clients find them: linkify-it (markdown-it's link finder) with every top-level domain there
 * is (the `tlds` list, IANA's, kept up to date by its maintainers), bare IP addresses and e-mail addresses,
 * on the text as a reader sees it. The form's quick check comes first: schemes, "@", the common endings.
 * The finder carries the checks for numbers to call (src/lib/booking/text-checks.ts), which the schema applies
 * on the server only: they stay out of the browser's bundle.
 */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(tlds, false);

export const containsLink: LinkCheck = Object.assign(
  (text: string) => {
    const read = asReaderSees(text);
    // « :// » whatever the scheme's spelling (« h**ps:// », « hxxps[:]// »): never part of a name or an address.
    return looksLikeLink(read) || read.includes("://") || linkify.test(read);
  },
  { numbers: numberChecks },
);
