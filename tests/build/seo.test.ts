import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { builtPages, CLIENT_DIR, head, mainText } from "../support/built-site";
import { LINK_PAGES } from "../../src/lib/link-pages";
import { blogSlugs } from "../../src/content/blog-slugs.server";
import { communePath, getCommunes } from "../../src/content/communes.server";

const pages = builtPages();
const SITE = "https://www.vtc-premium-nantes.fr";
const vercel = JSON.parse(readFileSync("vercel.json", "utf8")) as {
  redirects: { source: string; destination: string; permanent: boolean }[];
};

function shingles(text: string, size = 5): Set<string> {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const set = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) set.add(words.slice(i, i + size).join(" "));
  return set;
}

test("every redirect of the brief is permanent and its destination is a pre-rendered page", () => {
  // The site's own trailing-slash and index rules come first (tests/scripts/local-vercel.test.ts), then the brief's.
  const brief = vercel.redirects.filter((rule) => !rule.source.includes(":path(") && rule.source !== "/index.html");
  expect(vercel.redirects.length - brief.length).toBe(3);
  expect(brief).toHaveLength(16);
  for (const rule of brief) {
    expect(rule.permanent, rule.source).toBe(true);
    expect(pages.has(rule.destination), `${rule.source} → ${rule.destination}`).toBe(true);
    expect(pages.has(rule.source), `${rule.source} must not exist as a page`).toBe(false);
  }
});

test("a page per commune: distinct titles and descriptions, LocalBusiness JSON-LD with a 50 km circle and the town served", () => {
  const communes = [...pages].filter(([p]) => p.startsWith("/chauffeur-prive-"));
  const served = getCommunes().map((c) => communePath(c.slug));
  expect(new Set(communes.map(([p]) => p))).toEqual(new Set(served));
  expect(new Set(communes.map(([, html]) => head(html).title)).size).toBe(communes.length);
  expect(new Set(communes.map(([, html]) => head(html).description)).size).toBe(communes.length);
  for (const [p, html] of communes) {
    const business = head(html).jsonLd.find((d) => d["@type"] === "LocalBusiness") as Record<string, any>;
    expect(business, p).toBeTruthy();
    expect(business.priceRange).toBe("€€€");
    expect(business.areaServed[0]).toMatchObject({
      "@type": "GeoCircle",
      geoRadius: 50000,
    });
    expect(business.areaServed[1]["@type"]).toBe("City");
    expect(business.address.addressRegion).toBe("Loire-Atlantique");
    expect(html).toMatch(/<meta name="keywords" content="chauffeur privé /);
  }
});

test("no two commune pages share more than half of their body text", () => {
  const bodies = [...pages]
    .filter(([p]) => p.startsWith("/chauffeur-prive-"))
    .map(([p, html]) => [p, shingles(mainText(html))] as const);
  let worst = { pair: "", share: 0 };
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const [a, sa] = bodies[i]!;
      const [b, sb] = bodies[j]!;
      let common = 0;
      for (const s of sa) if (sb.has(s)) common++;
      // Share of the smaller page's text found in the other one: stricter than Jaccard.
      const share = common / Math.min(sa.size, sb.size);
      if (share > worst.share) worst = { pair: `${a} ~ ${b}`, share };
    }
  }
  expect(worst.share, worst.pair).toBeLessThan(0.5);
});

test("every article: body word counts meet their read times, BlogPosting and BreadcrumbList JSON-LD parse", () => {
  const articles = [...pages].filter(([p]) => p.startsWith("/blog/"));
  const written = blogSlugs().map((slug) => `/blog/${slug}`);
  expect(new Set(articles.map(([p]) => p))).toEqual(new Set(written));
  for (const [p, html] of articles) {
    const posting = head(html).jsonLd.find((d) => d["@type"] === "BlogPosting") as Record<string, any>;
    expect(posting, p).toBeTruthy();
    const minutes = Number(/PT(\d+)M/.exec(posting.timeRequired)![1]);
    const body = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)![1]!;
    const words = body
      .replace(/<[^>]+>/g, " ")
      .split(/\s+/)
      .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    expect(words, `${p}: ${words} words for ${minutes} min`).toBeGreaterThanOrEqual(minutes * 200);
    expect(posting.author.name).toBeTruthy();
    expect(head(html).jsonLd.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
    expect(html).toContain('property="article:published_time"');
    expect(html).toContain("Retour au blog");
    expect(body).toContain('href="/#contact"');
  }
});

test("the sitemap lists every indexable page, absolute, with lastmod, and nothing that is not a page", () => {
  const sitemap = readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
  const entries = [
    ...sitemap.matchAll(
      /<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>(?:<xhtml:link [^>]*\/>)*<\/url>/g,
    ),
  ];
  expect(entries).toHaveLength(sitemap.match(/<url>/g)!.length);
  const paths = entries.map((m) => new URL(m[1]!).pathname);
  expect(entries.every((m) => m[1]!.startsWith(SITE))).toBe(true);
  expect(new Set(paths)).toEqual(
    new Set([...pages.keys()].filter((p) => !["/demande-devis", "/en/quote", ...LINK_PAGES].includes(p))),
  );
  const robots = readFileSync(path.join(CLIENT_DIR, "robots.txt"), "utf8");
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(robots).not.toMatch(/Disallow: \/demande-devis/);
});

test("/rss.xml is RSS 2.0 with an item per article, linked from the pages' head", () => {
  const rss = readFileSync(path.join(CLIENT_DIR, "rss.xml"), "utf8");
  expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
  expect(rss.match(/<item>/g)).toHaveLength(blogSlugs().length);
  expect(rss.match(/<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4}/g)).toHaveLength(blogSlugs().length);
  expect(pages.get("/blog")).toContain('type="application/rss+xml"');
});

test("the built client files contain no key, environment value or server source", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(js|html|css|json|data|txt|xml)$/.test(entry)) files.push(full);
    }
  };
  walk(CLIENT_DIR);
  const forbidden = [
    "SENDGRID_API_KEY",
    "UPSTASH_REDIS_REST_TOKEN",
    "GOOGLE_PLACES_API_KEY",
    "x-goog-api-key",
    "places.googleapis.com",
    "api.sendgrid.com",
    "sgMail",
    "setApiKey",
    "handleBooking",
    "process.env",
  ];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const needle of forbidden)
      expect(text.includes(needle), `${path.relative(CLIENT_DIR, file)} contains ${needle}`).toBe(false);
  }
  expect(existsSync(path.join(CLIENT_DIR, "404.html"))).toBe(true);
});
