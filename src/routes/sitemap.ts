import path from "node:path";
import { absoluteUrl } from "~/config/env-public";
import { communePath, getCommunes } from "~/content/communes.server";
import { lastModified } from "~/content/last-modified.server";
import { contentDir } from "~/content/load.server";
import { getPosts } from "~/content/posts.server";
import { legalPages, legalPagesEn } from "~/content/legal.server";
import { alternatesOf } from "~/lib/i18n";
import { escapeXml } from "~/lib/xml";

/** A page's language versions (src/lib/i18n.ts) as sitemap alternates, x-default the French one. */
function alternates(p: string): string {
  const versions = alternatesOf(p);
  if (!versions.fr || !versions.en) return "";
  const link = (lang: string, href: string) =>
    `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(href))}"/>`;
  return link("fr", versions.fr) + link("en", versions.en) + link("x-default", versions.fr);
}

/**
 * Every indexable page; the quote pages (/demande-devis, /en/quote), /confirmer, the proposal pages
 * (/proposition, /en/proposal) and the manage pages (/ma-reservation, /en/my-booking) are noindex and so left out.
 */
export async function loader() {
  const file = (name: string) => lastModified(path.join(contentDir, name));
  const posts = await getPosts();
  const entries: [string, string][] = [
    ["/", file("services.json")],
    ["/events", file("events.json")],
    ["/blog", posts[0]?.date ?? file("blog")],
    ...posts.map((p): [string, string] => [`/blog/${p.slug}`, p.date]),
    ["/zones-intervention", file("communes")],
    ["/tarifs", file("fares.json")],
    ...legalPages.map((slug): [string, string] => [`/${slug}`, file(`legal/${slug}.mdx`)]),
    ...getCommunes().map((c): [string, string] => [communePath(c.slug), file(`communes/${c.slug}.json`)]),
    ["/en", file("../src/content/en/copy.ts")],
    ["/en/nantes-airport-transfers", file("../src/routes/en/airport.tsx")],
    ["/en/events", file("events.json")],
    ["/en/service-areas", file("communes")],
    ["/en/fares", file("fares.json")],
    ...Object.keys(legalPagesEn).map((slug): [string, string] => [`/en/${slug}`, file(`en/${slug}.mdx`)]),
  ];
  const urls = entries
    .map(
      ([p, date]) => `  <url><loc>${escapeXml(absoluteUrl(p))}</loc><lastmod>${date}</lastmod>${alternates(p)}</url>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
