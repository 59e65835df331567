/**
 * French prepositions before a town's name. A name that starts with the article "Le" or "Les" contracts
 * with "à" and "de" (au Cellier, aux Sorinières, du Pellerin, des Sorinières); "La" and "L’" do not
 * (à La Montagne, de La Chapelle-sur-Erdre). "de" elides before a vowel or a mute h (d’Indre, d’Orvault,
 * d’Héric) but not before an aspirated h (de Haute-Goulaine). The article keeps its capital when it stays.
 */

/** Names starting with an h that is not mute, so "de" does not elide before them. Extend when a town is added. */
const MUTE_H = new Set(["Héric"]);

const VOWEL = /^[AEIOUYÂÀÄÉÈÊËÎÏÔÖÛÙÜŒÆaeiouyâàäéèêëîïôöûùüœæ]/;

type Article = { article: "le" | "les" | "la" | "l’" | null; rest: string };

function split(name: string): Article {
  const trimmed = name.trim();
  const match = /^(Le|Les|La)\s+(.+)$/.exec(trimmed);
  if (match) return { article: match[1]!.toLowerCase() as "le" | "les" | "la", rest: match[2]! };
  const elided = /^L['’](.+)$/.exec(trimmed);
  if (elided) return { article: "l’", rest: elided[1]! };
  return { article: null, rest: trimmed };
}

function elides(word: string): boolean {
  if (VOWEL.test(word)) return true;
  return MUTE_H.has(word.split(/[\s-]/)[0]!);
}

/** "à" + town: "à Nantes", "au Cellier", "aux Sorinières", "à La Montagne", "à Indre". */
export function inTown(name: string): string {
  const { article, rest } = split(name);
  if (article === "le") return `au ${rest}`;
  if (article === "les") return `aux ${rest}`;
  return `à ${name.trim()}`;
}

/** "de" + town: "de Nantes", "du Pellerin", "des Sorinières", "de La Chapelle-sur-Erdre", "d’Indre", "d’Orvault". */
export function ofTown(name: string): string {
  const { article, rest } = split(name);
  if (article === "le") return `du ${rest}`;
  if (article === "les") return `des ${rest}`;
  const full = name.trim();
  if (article === null && elides(full)) return `d’${full}`;
  return `de ${full}`;
}

/** The same, capitalised to open a sentence or a heading: "Au Cellier", "Aux Sorinières", "À Nantes". */
export function capitalize(text: string): string {
  if (text.startsWith("à ")) return `À ${text.slice(2)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The name with its article bound to it by a non-breaking space, so a line never ends on "Le" or "Les". */
export function townName(name: string): string {
  return name.trim().replace(/^(Le|La|Les) /, "$1\u00a0");
}
