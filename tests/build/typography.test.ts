import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { builtPages, CLIENT_DIR } from "../support/built-site";
import { visibleText } from "./visible-text";

/**
 * French typography of what a reader sees on every built page: the text of <body> (tags, scripts, styles
 * and attribute values left out), the <title> and the meta description. A number and its unit, "24 h/24",
 * "7 j/7" and the space before « : ; ! ? » take a non-breaking space (U+00A0, or the narrow U+202F), so a
 * line never breaks between them.
 */

const rules: { name: string; pattern: RegExp }[] = [
  {
    name: "number and unit without a non-breaking space",
    // 5 min, 8 km, 2 h, 99 %, 35 €, and the counted durations (2 heures, 6 mois): an ordinary space, or none
    // for a symbol, between the number and its unit.
    pattern:
      /(?<![\p{L}\p{N}_-])\d+(?:[.,]\d+)?(?: ?(?:min|km|%|€)(?![\p{L}\p{N}])| ?h(?!\p{L})| (?:minutes?|heures?|jours?|semaines?|mois)(?![\p{L}\p{N}]))/gu,
  },
  {
    name: "“24 h/24” or “7 j/7” without its non-breaking space",
    pattern: /(?<![\p{N}])(?:24\s*h\s*\/\s*24|7\s*j\s*\/\s*7)(?![\p{N}])/gu,
  },
  {
    name: "ordinary space before a high punctuation mark or a closing guillemet",
    pattern: / [:;!?»]/g,
  },
  { name: "ordinary space after an opening guillemet", pattern: /« /g },
];

const allowed = [/^24\u00a0h\/24$/, /^7\u00a0j\/7$/];

/**
 * Wording fixed elsewhere, left as it is on purpose: the quote page's title and heading are the client's exact
 * words, which other tests assert ("Votre Devis Gratuit en 2h"). Nothing else on that page is exempt.
 */
const fixedWording: { page: string; text: string }[] = [{ page: "/demande-devis", text: "Votre Devis Gratuit en 2h" }];

function offences(lines: string[], page = ""): string[] {
  const found: string[] = [];
  for (const raw of lines) {
    const line = fixedWording.filter((f) => f.page === page).reduce((text, f) => text.replaceAll(f.text, ""), raw);
    for (const { name, pattern } of rules) {
      for (const match of line.matchAll(pattern)) {
        const hit = match[0];
        if (allowed.some((ok) => ok.test(hit))) continue;
        const at = match.index ?? 0;
        found.push(`${name}: “…${line.slice(Math.max(0, at - 30), at + hit.length + 20)}…”`);
      }
    }
  }
  return found;
}

const pages = builtPages();
pages.set("/404", readFileSync(path.join(CLIENT_DIR, "404.html"), "utf8"));
// These are French rules: English pages (lang="en") put no space before « : ; ! ? » and are left out.
for (const [page, html] of pages) if (html.includes('<html lang="en"')) pages.delete(page);

test("the checks catch what they should and let correct text through", () => {
  for (const bad of [
    "19 km",
    "22 min",
    "99 % de nos courses",
    "24h/24",
    "24 h/24",
    "24\u00a0h / 24",
    "rayon de 50km",
    "2 h",
    "1h30",
    "Contact : ici",
    "« citation",
    "citation »",
    "35 €",
    "un 7 j/7",
    "Vraiment ?",
    "tous les 6 mois",
    "sous 2 heures",
  ]) {
    expect(offences([bad]), bad).not.toEqual([]);
  }
  const good = offences([
    "Gare 19\u00a0km · 22\u00a0min",
    "99\u00a0% de nos courses, 24\u00a0h/24 et 7\u00a0j/7",
    "Contact\u00a0: ici\u00a0; «\u00a0citation\u00a0»\u00a0!",
    "A11 et D723, trois heures, en 2024, 1\u00a0h\u00a030 de route",
    "5\u00a0minutes",
    "Oops! Page not found",
  ]);
  expect(good, good.join(" | ")).toEqual([]);
});

test("the visible text is read without tags, scripts or attribute values, with the title and description", () => {
  const lines = visibleText(
    `<html><head><title>Un titre : deux</title><meta name="description" content="Trois 4 km"/></head><body><p title="5 km">Un <strong>5</strong><!-- --> min</p><script>var a = "6 km";</script><div>x</div></body></html>`,
  );
  expect(lines).toEqual(["Un titre : deux", "Trois 4 km", "Un 5 min", "x"]);
});

test.each([...pages.keys()])("French typography of %s", (page) => {
  const found = offences(visibleText(pages.get(page)!), page);
  expect(found, `${page}:\n  ${found.join("\n  ")}`).toEqual([]);
});
