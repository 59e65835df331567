/**
 * The kind of page a path is, as the measurement reports it (docs/operator-guide.md, "Measuring visits"): a handful of stable
 * names the operator can group by, rather than 60 paths. Unknown paths are "other".
 */
export type PageType =
  | "home"
  | "quote"
  | "commune"
  | "areas"
  | "fares"
  | "events"
  | "blog"
  | "article"
  | "airport"
  | "legal"
  | "proposal"
  | "confirmation"
  | "other";

const EXACT: Record<string, PageType> = {
  "/": "home",
  "/en": "home",
  "/demande-devis": "quote",
  "/en/quote": "quote",
  "/zones-intervention": "areas",
  "/en/service-areas": "areas",
  "/tarifs": "fares",
  "/en/fares": "fares",
  "/events": "events",
  "/en/events": "events",
  "/blog": "blog",
  "/en/nantes-airport-transfers": "airport",
  "/mentions-legales": "legal",
  "/politique-confidentialite": "legal",
  "/cgv": "legal",
  "/en/legal-notice": "legal",
  "/en/privacy": "legal",
  "/en/terms": "legal",
  "/proposition": "proposal",
  "/en/proposal": "proposal",
  "/confirmer": "confirmation",
};

export function pageType(pathname: string): PageType {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (EXACT[path]) return EXACT[path];
  if (path.startsWith("/chauffeur-prive-")) return "commune";
  if (path.startsWith("/blog/")) return "article";
  return "other";
}
