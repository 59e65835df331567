import { createRequire } from "node:module";
import { LinkifyIt } from "linkify-it";
import { asLinksRead, looksLikeLink, type LinkCheck } from "../../lib/booking/schema.js";

// The list is a JSON file: required, as Node's own ESM loader would not import it without an attribute.
const tlds = createRequire(import.meta.url)("tlds") as string[];

/**
 * Links as mail clients find them: linkify-it (markdown-it's link finder) with every top-level domain there
 * is (the `tlds` list, IANA's, kept up to date by its maintainers), bare IP addresses and e-mail addresses,
 * on the text folded as a client would read it (src/lib/booking/schema.ts: NFKC, other scripts' full stops).
 * The form's quick check comes first: schemes, "@", the common endings.
 */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(tlds, false);

export const containsLink: LinkCheck = (text) => looksLikeLink(text) || linkify.test(asLinksRead(text));
