import { absoluteUrl } from "~/config/env-public";
import { site } from "~/config/site";
import { authorById } from "~/content/authors.server";
import { getPosts } from "~/content/posts.server";
import { escapeXml } from "~/lib/xml";

/** RSS 2.0 feed of the blog, built from the same post list as the pages. */
export async function loader() {
  const posts = await getPosts();
  const items = posts
    .map((post) => {
      const url = absoluteUrl(`/blog/${post.slug}`);
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <description>${escapeXml(post.excerpt)}</description>`,
        `      <category>${escapeXml(post.category)}</category>`,
        `      <dc:creator>${escapeXml(authorById(post.author)?.name ?? site.brand)}</dc:creator>`,
        `      <pubDate>${new Date(`${post.date}T08:00:00Z`).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`Blog ${site.brand}`)}</title>
    <link>${escapeXml(absoluteUrl("/blog"))}</link>
    <atom:link href="${escapeXml(absoluteUrl("/rss.xml"))}" rel="self" type="application/rss+xml" />
    <description>Conseils et actualités d’un chauffeur privé à Nantes : aéroport, événements, mariages, entreprises.</description>
    <language>fr-FR</language>
    <lastBuildDate>${new Date(`${posts[0]?.date ?? "2024-01-01"}T08:00:00Z`).toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
}
