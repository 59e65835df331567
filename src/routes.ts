import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { getCommunes, communePath } from "./content/communes.server";

export default [
  index("routes/home/route.tsx"),
  route("events", "routes/events/route.tsx"),
  route("blog", "routes/blog-index/route.tsx"),
  route("blog/:slug", "routes/blog-post/route.tsx"),
  route("zones-intervention", "routes/zones/route.tsx"),
  route("demande-devis", "routes/devis/route.tsx"),
  route("mentions-legales", "routes/legal.tsx", { id: "legal-mentions-legales" }),
  route("politique-confidentialite", "routes/legal.tsx", { id: "legal-politique-confidentialite" }),
  route("cgv", "routes/legal.tsx", { id: "legal-cgv" }),
  // "chauffeur-prive-:slug" would be a literal segment, not a parameter: one route per commune instead.
  ...getCommunes().map((c) => route(communePath(c.slug).slice(1), "routes/commune/route.tsx", { id: `commune-${c.slug}` })),
  route("rss.xml", "routes/rss.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
