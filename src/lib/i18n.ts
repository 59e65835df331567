/**
 * The site's two languages. French is the site's language and the default; a few pages that sell and book
 * have an English twin under /en for international travellers. The language of a page is its path: no
 * redirect, nothing read from the browser's languages.
 */
export const LOCALES = ["fr", "en"] as const;
export type Locale = (typeof LOCALES)[number];

/** French page → its English twin. Each pair is announced both ways with hreflang, x-default the French page. */
export const TWINS: readonly (readonly [fr: string, en: string])[] = [
  ["/", "/en"],
  ["/events", "/en/events"],
  ["/zones-intervention", "/en/service-areas"],
  ["/demande-devis", "/en/quote"],
  ["/mentions-legales", "/en/legal-notice"],
  ["/politique-confidentialite", "/en/privacy"],
  ["/cgv", "/en/terms"],
  ["/tarifs", "/en/fares"],
  // The page a price proposal's links open; its language switch keeps the link's proposal (src/components/proposal).
  ["/proposition", "/en/proposal"],
  // « Gérer ma réservation »; its language switch keeps the link's booking (src/components/manage).
  ["/ma-reservation", "/en/my-booking"],
  ["/paiement", "/en/payment"],
  ["/blog/aeroport-nantes-atlantique-optimiser-transferts", "/en/nantes-airport-transfers"],
];

/** Each language's home page. */
export const homePath: Record<Locale, string> = { fr: "/", en: "/en" };

export function localeOf(path: string): Locale {
  return path === "/en" || path.startsWith("/en/") ? "en" : "fr";
}

/** The page's versions by language (one entry for a page without a twin), or none for a path not listed. */
export function alternatesOf(path: string): Partial<Record<Locale, string>> {
  const pair = TWINS.find(([fr, en]) => fr === path || en === path);
  if (pair) return { fr: pair[0], en: pair[1] };
  return localeOf(path) === "en" ? { en: path } : {};
}

/** Where the language switch leads from a page: its twin, or the other language's home page. */
export function switchTarget(path: string): { href: string; locale: Locale } {
  const locale: Locale = localeOf(path) === "en" ? "fr" : "en";
  return { href: alternatesOf(path)[locale] ?? homePath[locale], locale };
}

/** Open Graph and JSON-LD language codes. */
export const ogLocale: Record<Locale, string> = { fr: "fr_FR", en: "en_GB" };
export const languageTag: Record<Locale, string> = { fr: "fr-FR", en: "en-GB" };

/**
 * A feature's texts, French and English side by side (docs/development.md#texts-in-two-languages): each message a
 * string, or a function of its typed parameters that returns one. The French gives the shape and the English must
 * match it at every depth: the compiler refuses a key missing from either, or held by one only. A letter, a page or
 * an answer picks its language once, `const t = bookingFormText[locale]`, and asks no language question after that.
 */
export function catalogue<T extends object>(texts: { fr: T; en: NoInfer<TextShape<T>> }): Record<Locale, TextShape<T>> {
  // The French is its own shape with its literal types kept: only the widening is asserted here.
  return texts as Record<Locale, TextShape<T>>;
}

/** A catalogue's shape with every text widened to `string`: the English need not repeat a French literal type. */
export type TextShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => TextShape<R>
    : T extends object
      ? { [K in keyof T]: TextShape<T[K]> }
      : T;

/**
 * Texts only the operator reads, French by design: no English is written for them. Kept in the same shape as a
 * two-language catalogue, `{ fr: {…} }`, so they are read the same way (`operatorAnswersText.fr`) and checked by the
 * same test.
 */
export function frenchCatalogue<T extends object>(texts: { fr: T }): { fr: T } {
  return texts;
}
