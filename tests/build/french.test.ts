import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { bookingWindowText } from "../../src/config/booking";
import { builtPages, CLIENT_DIR } from "../support/built-site";
import { visibleText } from "./visible-text";

/**
 * A town whose name starts with "Le" or "Les" contracts with "à" and "de" (au Cellier, des Sorinières):
 * no built page, head and JSON-LD included, may say "à Le", "à Les", "de Le" or "de Les".
 */
const UNCONTRACTED = /(?<![\p{L}])(?:à|À|de|De)[ \u00a0](?:Le|Les)[ \u00a0].{0,30}/gu;

const pages = builtPages();
pages.set("/404", readFileSync(path.join(CLIENT_DIR, "404.html"), "utf8"));

test("the check catches both spaces and lets contracted forms through", () => {
  expect("Chauffeur privé à Le Cellier".match(UNCONTRACTED)).toHaveLength(1);
  expect("trajets de\u00a0Les Sorinières".match(UNCONTRACTED)).toHaveLength(1);
  expect(
    "au Cellier, aux Sorinières, du Pellerin, des Sorinières, à La Montagne, de Lesneven".match(UNCONTRACTED),
  ).toBeNull();
});

test.each([...pages.keys()])("%s never puts “à” or “de” before “Le” or “Les”", (page) => {
  const found = pages.get(page)!.match(UNCONTRACTED) ?? [];
  expect(found, `${page}: ${found.join(" | ")}`).toEqual([]);
});

/** Sentences of a page's visible text. */
function sentencesOf(html: string): string[] {
  return visibleText(html).flatMap((line) => line.split(/(?<=[.!?])\s+/));
}

test.each([...pages.keys()])("%s states the booking window and the service area as the config does", (page) => {
  const problems: string[] = [];
  for (const sentence of sentencesOf(pages.get(page)!)) {
    for (const horizon of sentence.match(/jusqu’à\s*\d+\s*(?:jours|semaines|mois)\s*à l’avance/g) ?? []) {
      if (horizon !== bookingWindowText) problems.push(`booking window “${horizon}” instead of “${bookingWindowText}”`);
    }
    if (/toute la Loire-Atlantique/.test(sentence) && /rayon|50\s?km/.test(sentence))
      problems.push(`service area: “${sentence}”`);
  }
  expect(problems, page).toEqual([]);
});
