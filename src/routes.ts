import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { getCommunes, communePath } from "./content/communes.server";

export default [
  index("routes/home/route.tsx"),
  route("events", "routes/events/route.tsx"),
  route("blog", "routes/blog-index/route.tsx"),
  route("blog/:slug", "routes/blog-post/route.tsx"),
  route("zones-intervention", "routes/zones/route.tsx"),
  route("demande-devis", "routes/devis/route.tsx"),
  route("tarifs", "routes/tarifs/route.tsx"),
  route("confirmer", "routes/confirmer/route.tsx"),
  route("proposition", "routes/proposition/route.tsx"),
  route("ma-reservation", "routes/ma-reservation/route.tsx"),
  route("course", "routes/course/route.tsx"),
  route("paiement", "routes/paiement/route.tsx"),
  route("mentions-legales", "routes/legal.tsx", { id: "legal-mentions-legales" }),
  route("politique-confidentialite", "routes/legal.tsx", { id: "legal-politique-confidentialite" }),
  route("cgv", "routes/legal.tsx", { id: "legal-cgv" }),
  // "chauffeur-prive-:slug" would be a literal segment, not a parameter: one route per commune instead.
  ...getCommunes().map((c) =>
    route(communePath(c.slug).slice(1), "routes/commune/route.tsx", { id: `commune-${c.slug}` }),
  ),
  // English pages for international travellers (src/lib/i18n.ts): each is the twin of a French page.
  route("en", "routes/en/home.tsx"),
  route("en/nantes-airport-transfers", "routes/en/airport.tsx"),
  route("en/events", "routes/en/events.tsx"),
  route("en/service-areas", "routes/en/service-areas.tsx"),
  route("en/quote", "routes/en/quote.tsx"),
  route("en/fares", "routes/en/fares.tsx"),
  route("en/proposal", "routes/en/proposal.tsx"),
  route("en/my-booking", "routes/en/my-booking.tsx"),
  route("en/payment", "routes/en/payment.tsx"),
  route("en/legal-notice", "routes/en/legal.tsx", { id: "en-legal-notice" }),
  route("en/privacy", "routes/en/legal.tsx", { id: "en-privacy" }),
  route("en/terms", "routes/en/legal.tsx", { id: "en-terms" }),
  route("rss.xml", "routes/rss.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
