import { readFileSync } from "node:fs";
import { LINK_PAGES } from "../../src/lib/link-pages";
import path from "node:path";
import { expect, test } from "vitest";
import { TWINS, switchTarget } from "../../src/lib/i18n";
import { builtPages, CLIENT_DIR, head } from "../support/built-site";

/** English pages and their French twins, read from the built HTML: languages, alternates both ways, switch links. */

const SITE = "https://www.vtc-premium-nantes.fr";
const pages = builtPages();

function langOf(html: string): string | undefined {
  return /<html lang="([^"]+)"/.exec(html)?.[1];
}

/** hreflang → absolute URL, from the page's <head> (attribute names in any case, as HTML reads them). */
function alternates(html: string): Record<string, string> {
  const h = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const found: Record<string, string> = {};
  for (const m of h.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/?>/gi)) {
    expect(found[m[1]!], `duplicate hreflang ${m[1]}`).toBeUndefined();
    found[m[1]!] = m[2]!;
  }
  return found;
}

const url = (p: string) => (p === "/" ? `${SITE}/` : `${SITE}${p}`);

test('every English page is pre-rendered with lang="en", and every other page with lang="fr"', () => {
  for (const [p, html] of pages) expect(langOf(html), p).toBe(p === "/en" || p.startsWith("/en/") ? "en" : "fr");
});

test.each(TWINS.map(([fr, en]) => [fr, en]))(
  "%s ↔ %s: both carry the same fr, en and x-default alternates, each its own canonical",
  (fr, en) => {
    const expected = { fr: url(fr), en: url(en), "x-default": url(fr) };
    for (const p of [fr, en]) {
      const html = pages.get(p);
      expect(html, `${p} is built`).toBeTruthy();
      expect(alternates(html!), p).toEqual(expected);
      expect(head(html!).canonical, p).toBe(url(p));
    }
    // Open Graph names the page's locale and its twin's.
    expect(pages.get(en)).toMatch(/<meta property="og:locale" content="en_GB"\s*\/?>/);
    expect(pages.get(en)).toMatch(/<meta property="og:locale:alternate" content="fr_FR"\s*\/?>/);
    expect(pages.get(fr)).toMatch(/<meta property="og:locale" content="fr_FR"\s*\/?>/);
    expect(pages.get(fr)).toMatch(/<meta property="og:locale:alternate" content="en_GB"\s*\/?>/);
  },
);

test("every alternate of every page points at a built page that points back", () => {
  for (const [p, html] of pages) {
    for (const [lang, href] of Object.entries(alternates(html))) {
      const target = new URL(href).pathname;
      const other = pages.get(target);
      expect(other, `${p} → ${lang} ${target}`).toBeTruthy();
      expect(Object.values(alternates(other!)), `${target} must point back to ${p}`).toContain(url(p));
      if (lang !== "x-default") expect(langOf(other!), `${target}`).toBe(lang);
    }
  }
});

test("pages without a twin carry no alternates; their language switch leads to the other home page", () => {
  const twinned = new Set(TWINS.flat());
  for (const [p, html] of pages) {
    if (twinned.has(p)) continue;
    expect(alternates(html), p).toEqual({});
  }
  expect(switchTarget("/blog")).toEqual({ href: "/en", locale: "en" });
  expect(switchTarget("/chauffeur-prive-reze")).toEqual({
    href: "/en",
    locale: "en",
  });
});

test("the header's language switch is a plain link with hreflang and lang, to the twin or the other home page", () => {
  for (const [p, html] of pages) {
    const target = switchTarget(p);
    const header = /<header[\s\S]*?<\/header>/.exec(html)![0];
    const links = [...header.matchAll(/<a href="([^"]+)" hreflang="([^"]+)" lang="([^"]+)"/gi)].map((m) => m.slice(1));
    expect(links.length, p).toBeGreaterThan(0);
    for (const link of links) expect(link, p).toEqual([target.href, target.locale, target.locale]);
  }
});

test("English pages: English chrome, English section links, English WhatsApp message and cookie banner", () => {
  for (const [p, html] of pages) {
    if (langOf(html) !== "en") continue;
    expect(html, p).toContain('aria-label="Main navigation"');
    expect(html, p).toContain('href="/en#contact"');
    expect(html, p).not.toContain('href="/#contact"');
    expect(html, p).toContain(encodeURIComponent("Hello, I would like to book a private driver."));
    expect(html, p).toContain('aria-label="Audience measurement"');
    expect(html, p).toContain("Skip to content");
  }
  expect(pages.get("/en/quote")).toMatch(/<meta name="robots" content="noindex, nofollow"\s*\/?>/);
});

test("English pages read their labels out in English: none of their aria-labels is one a French page uses", () => {
  const labels = (lang: string) =>
    new Set(
      [...pages.values()]
        .filter((html) => langOf(html) === lang)
        .flatMap((html) => [...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]!)),
    );
  const french = labels("fr");
  const english = labels("en");
  expect(english).toContain("Rated 5 out of 5");
  expect([...english].filter((label) => french.has(label))).toEqual([]);
});

test("the sitemap announces each twin's languages with xhtml:link, x-default the French page", () => {
  const sitemap = readFileSync(path.join(CLIENT_DIR, "sitemap.xml"), "utf8");
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  for (const [fr, en] of TWINS) {
    for (const p of [fr, en]) {
      // Pages kept out of search (noindex) are not in the sitemap.
      if (["/demande-devis", "/en/quote", ...LINK_PAGES].includes(p)) {
        expect(sitemap).not.toContain(`<loc>${url(p)}</loc>`);
        continue;
      }
      const entry = new RegExp(`<url><loc>${url(p).replace(/[.?]/g, "\\$&")}</loc>.*?</url>`).exec(sitemap)?.[0];
      expect(entry, p).toBeTruthy();
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${url(fr)}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${url(en)}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(fr)}"/>`);
    }
  }
});
