import path from "node:path";
import { absoluteUrl } from "~/config/env-public";
import { communePath, getCommunes } from "~/content/communes.server";
import { lastModified } from "~/content/last-modified.server";
import { contentDir } from "~/content/load.server";
import { getPosts } from "~/content/posts.server";
import { legalPages } from "~/content/legal.server";
import { escapeXml } from "~/lib/xml";

/** Every indexable page; /demande-devis is noindex and so left out. */
export async function loader() {
  const file = (name: string) => lastModified(path.join(contentDir, name));
  const posts = await getPosts();
  const entries: [string, string][] = [
    ["/", file("services.json")],
    ["/events", file("events.json")],
    ["/blog", posts[0]?.date ?? file("blog")],
    ...posts.map((p): [string, string] => [`/blog/${p.slug}`, p.date]),
    ["/zones-intervention", file("communes")],
    ...legalPages.map((slug): [string, string] => [`/${slug}`, file(`legal/${slug}.mdx`)]),
    ...getCommunes().map((c): [string, string] => [communePath(c.slug), file(`communes/${c.slug}.json`)]),
  ];
  const urls = entries
    .map(([p, date]) => `  <url><loc>${escapeXml(absoluteUrl(p))}</loc><lastmod>${date}</lastmod></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
