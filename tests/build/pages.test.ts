import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { bookingFormText } from "../../src/components/booking/booking-form.text";
import { TRIP_RETENTION_DAYS } from "../../src/config/trips";
import { FONT_CHARACTERS } from "../../src/lib/font-characters";
import { pageLoader, revealObserver } from "../../src/lib/inline-scripts";
import { pages as pageList } from "../../src/pages.server";
import { builtPages, CLIENT_DIR, head, mainText } from "../support/built-site";

const SITE = "https://www.vtc-premium-nantes.fr";
const pages = builtPages();

test("every page of the list (src/pages.server.ts) is pre-rendered, and nothing else, and 404.html", () => {
  const listed = pageList()
    .map((p) => p.path)
    .filter((p) => !p.includes(".") && p !== "/404");
  expect([...pages.keys()].sort()).toEqual(listed.sort());
  expect(readFileSync(path.join(CLIENT_DIR, "404.html"), "utf8")).toContain("Oops! Page not found");
});

test("every page has its own title, description, absolute canonical, Open Graph and JSON-LD in the HTML", () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const [p, html] of pages) {
    const h = head(html);
    expect(h.title, p).toBeTruthy();
    expect(h.description?.length ?? 0, p).toBeGreaterThan(50);
    expect(h.canonical, p).toBe(p === "/" ? `${SITE}/` : `${SITE}${p}`);
    expect(h.ogTitle, p).toBe(h.title);
    expect(h.jsonLd.length, p).toBeGreaterThan(0);
    titles.add(h.title!);
    descriptions.add(h.description!);
  }
  expect(titles.size).toBe(pages.size);
  expect(descriptions.size).toBe(pages.size);
});

test("content reads without JavaScript: text is in the HTML and no router runtime ships", () => {
  for (const [p, html] of pages) {
    expect(mainText(html).split(" ").length, p).toBeGreaterThan(120);
    expect(html, p).not.toContain("__reactRouter");
    // Nothing but the stylesheet and the hero is fetched before the first screen: the page loader, a constant
    // text whose hash is in the CSP, starts the islands entry (ours, none of React Router's) and the font after it.
    expect(html, p).not.toMatch(/<link[^>]*modulepreload/);
    expect(html, p).not.toMatch(/rel="(preload|manifest)"[^>]*(woff2|webmanifest)/);
    expect(html, p).toMatch(
      new RegExp(
        `<script data-entry="/assets/islands-[\\w-]+\\.js" data-font="/assets/playfair-display-400-[\\w-]+\\.woff2">${pageLoader.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</script>`,
      ),
    );
    // An inline module script in the head: the DOMContentLoaded event waits for the stylesheet (decision 060).
    const headHtml = html.slice(0, html.indexOf("</head>"));
    expect(headHtml, p).toContain(`<script type="module">${revealObserver}</script>`);
  }
});

test("no page is painted before its content is whole: the head's rel=expect names the footer, which follows <main>", () => {
  for (const [route, html] of pages) {
    const target = html
      .slice(0, html.indexOf("</head>"))
      .match(/<link rel="expect" href="#([^"]+)" blocking="render"\/>/)?.[1];
    expect(target, route).toBe("site-footer");
    const main = html.indexOf("</main>");
    expect(main, route).toBeGreaterThan(0);
    expect(html.indexOf(`id="${target}"`), route).toBeGreaterThan(main);
  }
});

test("the events page has its title and six cards; the quote page is noindex in the page", () => {
  expect(head(pages.get("/events")!).title).toBe("Événements Nantes - Transport VTC Premium");
  expect(pages.get("/events")!.match(/Réserver pour cet événement/g)).toHaveLength(6);
  expect(pages.get("/demande-devis")).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(head(pages.get("/demande-devis")!).title).toMatch(/^Votre Devis Gratuit en 2h/);
});

test("the home page has the six anchors and the brief's figures", () => {
  const html = pages.get("/")!;
  for (const id of ["hero", "services", "avantages", "temoignages", "petits-plus", "contact"])
    expect(html).toContain(`id="${id}"`);
  const text = mainText(html);
  for (const figure of [
    "500+",
    "5\u00a0000+",
    "99\u00a0%",
    "24/7",
    "98\u00a0%",
    "5\u00a0ans",
    "Tesla Model S",
    "Mercedes Classe E",
  ])
    expect(text).toContain(figure);
});

test("legal pages: CGV version 1.0 with articles 1 to 12, the four retention periods, LCEN fields", () => {
  const cgv = mainText(pages.get("/cgv")!);
  expect(cgv).toContain("Version 1.0");
  for (let i = 1; i <= 12; i++) expect(cgv).toMatch(new RegExp(`Article ${i} –`));
  expect(cgv).not.toMatch(/Article 13/);
  const privacy = mainText(pages.get("/politique-confidentialite")!);
  for (const period of ["3\u00a0ans", "13\u00a0mois", "5\u00a0ans"]) expect(privacy).toContain(period);
  for (const recipient of ["SendGrid", "Google", "Vercel", "Upstash", "CNIL"]) expect(privacy).toContain(recipient);
  // A confirmed trip is kept as long as the functions keep it (src/config/trips.ts), in both languages.
  expect(privacy).toContain(`la course est enregistrée`);
  expect(privacy).toContain(`supprimé automatiquement ${TRIP_RETENTION_DAYS}\u00a0jours après la course`);
  expect(privacy).toContain("bloc /56");
  const english = mainText(pages.get("/en/privacy")!);
  expect(english).toContain(`deleted automatically ${TRIP_RETENTION_DAYS}\u00a0days after the journey`);
  const mentions = mainText(pages.get("/mentions-legales")!);
  expect(mentions).toMatch(/EI/);
  expect(mentions).toContain("4932Z");
  expect(mentions).not.toContain("undefined");
});

test("French typography: no ordinary space before « : ; ! ? » in any French page's text", () => {
  for (const [p, html] of pages) {
    // English puts no space before those marks: English pages (lang="en") follow English rules.
    if (html.includes('<html lang="en"')) continue;
    const text = mainText(html);
    const bad = text.match(/.{0,20} [:;!?»](?=\s|$).{0,10}/g) ?? [];
    expect(bad, p).toEqual([]);
  }
});

const VOID = new Set(["area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** The text a page shows in the heading font: headings and anything styled `font-display`, nested or not. */
function displayFontText(html: string): string {
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "").replace(
    /<!--[\s\S]*?-->|<(script|style)[\s\S]*?<\/\1>/g,
    "",
  );
  const open: boolean[] = [];
  let text = "";
  for (const [token, closing, name = "", attributes = ""] of body.matchAll(
    /<(\/)?([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+/g,
  )) {
    if (!name) {
      if (open.includes(true)) text += token.replace(/&[a-z]+;|&#\d+;|&#x[0-9a-f]+;/gi, "");
    } else if (closing) open.pop();
    else if (!VOID.has(name.toLowerCase()) && !attributes.endsWith("/"))
      open.push(/^h[1-6]$/i.test(name) || /\bclass="[^"]*\bfont-display\b/.test(attributes));
  }
  return text;
}

test("the heading font's subset covers every character shown in it, on every page and in the booking form", () => {
  const missing = new Set<string>();
  const texts = [...pages.values()].map(displayFontText);
  // The form's other headings are rendered in the browser, not in the pre-rendered page.
  for (const words of Object.values(bookingFormText)) texts.push(words.stepOne, words.stepTwo, words.dialogTitle);
  expect(texts.join("")).toContain("Chauffeur privé");
  for (const text of texts)
    for (const char of text) if (!/\s/.test(char) && !FONT_CHARACTERS.includes(char)) missing.add(char);
  expect([...missing]).toEqual([]);
});

test("build/client holds only what pages use: no router runtime, no loader data, every asset and image referenced", async () => {
  const { readdirSync } = await import("node:fs");
  const { ISLANDS_DIR } = await import("../../scripts/build/islands");
  const all = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" });
  expect(all.filter((f) => f.endsWith(".data") || f.includes("__spa-fallback"))).toEqual([]);
  const texts = [
    ...all
      .filter((f) => /\.(html|css|xml|txt|webmanifest)$/.test(f))
      .map((f) => readFileSync(path.join(CLIENT_DIR, f), "utf8")),
  ].join("\n");
  for (const html of pages.values()) {
    expect(html).not.toContain("__reactRouter");
    expect(/data-entry="(\/assets\/islands-[\w-]+\.js)"/.exec(html)?.[1], "the islands entry").toBeDefined();
  }
  // Islands chunks are loaded by the entry at run time: they count as referenced through the islands manifest.
  const islands = new Set(readdirSync(path.join(ISLANDS_DIR, "assets")));
  for (const asset of readdirSync(path.join(CLIENT_DIR, "assets"))) {
    expect(texts.includes(`/assets/${asset}`) || islands.has(asset), asset).toBe(true);
  }
  for (const image of readdirSync(path.join(CLIENT_DIR, "img"))) {
    expect(image, "content-hashed name").toMatch(/-[0-9a-f]{10}\.(avif|webp|jpg)$/);
    expect(texts.includes(`/img/${image}`), image).toBe(true);
  }
});
