import { blogSlugs } from "./content/blog-slugs.server";
import { communePath, getCommunes } from "./content/communes.server";
import { legalPages, legalPagesEn } from "./content/legal-pages";
import { LINK_PAGES } from "./lib/link-pages";

/**
 * Every path the site pre-renders, written once: the router's routes (src/routes.ts), the build's list
 * (react-router.config.ts, which the smoke test reads too), the sitemap (src/routes/sitemap.ts) and the tests
 * read it. Articles, communes and legal texts give one page each, from content/.
 */
export type Page = {
  /** The URL path. */
  path: string;
  /** The route module, under src/. */
  module: string;
  /** The route's own path where it is not the URL's: a parameter (`blog/:slug`) or the catch-all (`*`). */
  route?: string;
  /** The route's id, where one module serves several paths. */
  id?: string;
  /** The file or folder under content/ that dates the page in the sitemap; a page without one is not listed. */
  dated?: string;
};

/** A route as src/routes.ts declares it: its path ("" for the home page), module and id. */
export type RouteEntry = { path: string; module: string; id?: string };

export function pages(): Page[] {
  return [
    { path: "/", module: "routes/home/route.tsx", dated: "services.json" },
    { path: "/events", module: "routes/events/route.tsx", dated: "events.json" },
    // The sitemap dates the blog and each article by their posts' own dates, the folder's only without one.
    { path: "/blog", module: "routes/blog-index/route.tsx", dated: "blog" },
    ...blogSlugs().map((slug) => ({
      path: `/blog/${slug}`,
      module: "routes/blog-post/route.tsx",
      route: "blog/:slug",
      dated: `blog/${slug}.mdx`,
    })),
    { path: "/zones-intervention", module: "routes/zones/route.tsx", dated: "communes" },
    // The quote page and the pages a sealed link opens (src/lib/link-pages.ts) are noindex: not in the sitemap.
    { path: "/demande-devis", module: "routes/devis/route.tsx" },
    { path: "/tarifs", module: "routes/tarifs/route.tsx", dated: "fares.json" },
    ...LINK_PAGES.map((path) => ({ path, module: linkPageModule(path) })),
    ...legalPages.map((slug) => ({
      path: `/${slug}`,
      module: "routes/legal.tsx",
      id: `legal-${slug}`,
      dated: `legal/${slug}.mdx`,
    })),
    // "chauffeur-prive-:slug" would be a literal segment, not a parameter: one route per commune instead.
    ...getCommunes().map((c) => ({
      path: communePath(c.slug),
      module: "routes/commune/route.tsx",
      id: `commune-${c.slug}`,
      dated: `communes/${c.slug}.json`,
    })),
    // English pages for international travellers (src/lib/i18n.ts): each is the twin of a French page.
    { path: "/en", module: "routes/en/home.tsx", dated: "../src/content/en/copy.ts" },
    { path: "/en/nantes-airport-transfers", module: "routes/en/airport.tsx", dated: "../src/routes/en/airport.tsx" },
    { path: "/en/events", module: "routes/en/events.tsx", dated: "events.json" },
    { path: "/en/service-areas", module: "routes/en/service-areas.tsx", dated: "communes" },
    { path: "/en/quote", module: "routes/en/quote.tsx" },
    { path: "/en/fares", module: "routes/en/fares.tsx", dated: "fares.json" },
    ...Object.keys(legalPagesEn).map((slug) => ({
      path: `/en/${slug}`,
      module: "routes/en/legal.tsx",
      id: `en-${slug}`,
      dated: `en/${slug}.mdx`,
    })),
    { path: "/rss.xml", module: "routes/rss.ts" },
    { path: "/sitemap.xml", module: "routes/sitemap.ts" },
    { path: "/robots.txt", module: "routes/robots.ts" },
    // Rendered through the catch-all route, then copied to 404.html (scripts/build.ts).
    { path: "/404", module: "routes/not-found.tsx", route: "*" },
  ];
}

/**
 * A link page's route module, found from its path so that the link pages are listed once (src/lib/link-pages.ts):
 * a folder per French page, a file per English one (routes/course/route.tsx, routes/en/proposal.tsx).
 */
function linkPageModule(path: string): string {
  return path.startsWith("/en/") ? `routes${path}.tsx` : `routes${path}/route.tsx`;
}

/** The router's routes: one per page, but one for all the articles. */
export function routeEntries(): RouteEntry[] {
  const seen = new Set<string>();
  return pages().flatMap(({ path, module, route, id }) => {
    const entry = { path: route ?? path.slice(1), module, ...(id ? { id } : {}) };
    if (seen.has(entry.path)) return [];
    seen.add(entry.path);
    return [entry];
  });
}
