/** The site's navigation (docs/product.md): section links point at the home page's anchors from every page. */
export const mainNav = [
  { label: "Services", href: "/#services" },
  { label: "Avantages", href: "/#avantages" },
  { label: "Témoignages", href: "/#temoignages" },
  { label: "Événements", href: "/events" },
  { label: "Contact", href: "/#contact" },
] as const;

export const bookHref = "/#contact";

export const footerNav = [
  { label: "Accueil", href: "/" },
  { label: "Événements", href: "/events" },
  { label: "Zones d’intervention", href: "/zones-intervention" },
  { label: "Blog", href: "/blog" },
  { label: "Devis gratuit", href: "/demande-devis" },
] as const;

export const legalNav = [
  { label: "Mentions légales", href: "/mentions-legales" },
  { label: "Politique de confidentialité", href: "/politique-confidentialite" },
  { label: "CGV", href: "/cgv" },
] as const;
