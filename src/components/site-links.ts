import type { Locale } from "~/lib/i18n";

/**
 * The site's navigation (docs/product.md): section links point at the home page's anchors from every page; the
 * fares have their own page, linked from the header and the mobile menu as well as the footer.
 */
export const mainNav = [
  { label: "Services", href: "/#services" },
  { label: "Avantages", href: "/#avantages" },
  { label: "Témoignages", href: "/#temoignages" },
  { label: "Événements", href: "/events" },
  { label: "Tarifs", href: "/tarifs" },
  { label: "Contact", href: "/#contact" },
] as const;

export const bookHref = "/#contact";

export const footerNav = [
  { label: "Accueil", href: "/" },
  { label: "Événements", href: "/events" },
  { label: "Zones d’intervention", href: "/zones-intervention" },
  { label: "Tarifs", href: "/tarifs" },
  { label: "Blog", href: "/blog" },
  { label: "Devis gratuit", href: "/demande-devis" },
] as const;

/** The footer's service links: where each service is best described. */
export const servicesNav = [
  { label: "Transferts aéroport", href: "/blog/aeroport-nantes-atlantique-optimiser-transferts" },
  { label: "Transferts gare", href: "/#services" },
  { label: "Mise à disposition", href: "/#services" },
  { label: "Mariages et événements", href: "/events" },
  { label: "Déplacements professionnels", href: "/blog/transport-professionnel-solutions-entreprises" },
  { label: "Longue distance", href: "/#services" },
] as const;

export const legalNav = [
  { label: "Mentions légales", href: "/mentions-legales" },
  { label: "Politique de confidentialité", href: "/politique-confidentialite" },
  { label: "CGV", href: "/cgv" },
] as const;

/** The same navigation on English pages: sections of /en, English pages where they exist. */
export const mainNavEn = [
  { label: "Services", href: "/en#services" },
  { label: "Fleet", href: "/en#fleet" },
  { label: "Airport", href: "/en/nantes-airport-transfers" },
  { label: "Events", href: "/en/events" },
  { label: "Fares", href: "/en/fares" },
  { label: "Contact", href: "/en#contact" },
] as const;

export const footerNavEn = [
  { label: "Home", href: "/en" },
  { label: "Airport transfers", href: "/en/nantes-airport-transfers" },
  { label: "Events", href: "/en/events" },
  { label: "Service areas", href: "/en/service-areas" },
  { label: "Fares", href: "/en/fares" },
  { label: "Free quote", href: "/en/quote" },
] as const;

export const servicesNavEn = [
  { label: "Airport transfers", href: "/en/nantes-airport-transfers" },
  { label: "Station transfers", href: "/en#services" },
  { label: "Chauffeur by the hour", href: "/en#services" },
  { label: "Weddings and events", href: "/en/events" },
  { label: "Business travel", href: "/en#services" },
  { label: "Long distance", href: "/en#services" },
] as const;

export const legalNavEn = [
  { label: "Legal notice", href: "/en/legal-notice" },
  { label: "Privacy policy", href: "/en/privacy" },
  { label: "Terms of sale", href: "/en/terms" },
] as const;

export const navigation = {
  fr: { main: mainNav, book: bookHref, footer: footerNav, services: servicesNav, legal: legalNav },
  en: { main: mainNavEn, book: "/en#contact", footer: footerNavEn, services: servicesNavEn, legal: legalNavEn },
} satisfies Record<Locale, unknown>;
