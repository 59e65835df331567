import path from "node:path";
import { absoluteUrl } from "~/config/env-public";
import { lastModified } from "~/content/last-modified.server";
import { contentDir } from "~/content/load.server";
import { getPosts } from "~/content/posts.server";
import { pages } from "~/pages.server";
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
 * Every indexable page of the page list (src/pages.server.ts): those it dates by a file of content/. The quote
 * pages and the pages a sealed link opens are noindex and have none. The blog and its articles are dated by the
 * posts' own dates.
 */
export async function loader() {
  const posts = await getPosts();
  const postDates = new Map<string, string>(posts.map((p) => [`/blog/${p.slug}`, p.date]));
  if (posts[0]) postDates.set("/blog", posts[0].date);
  const entries = pages().flatMap(({ path: page, dated }): [string, string][] =>
    dated ? [[page, postDates.get(page) ?? lastModified(path.join(contentDir, dated))]] : [],
  );
  const urls = entries
    .map(
      ([p, date]) => `  <url><loc>${escapeXml(absoluteUrl(p))}</loc><lastmod>${date}</lastmod>${alternates(p)}</url>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
