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
  return { href: alternatesOf(path)[locale] ?? (locale === "en" ? "/en" : "/"), locale };
}

/** Open Graph and JSON-LD language codes. */
export const ogLocale: Record<Locale, string> = { fr: "fr_FR", en: "en_GB" };
export const languageTag: Record<Locale, string> = { fr: "fr-FR", en: "en-GB" };
