import { expect, test } from "vitest";
import { grid, lowestTownFare } from "../../src/lib/fares";
import { localeOf } from "../../src/lib/i18n";
import { getCommunes } from "../../src/content/communes.server";
import { builtPages } from "../support/built-site";
import { visibleText } from "./visible-text";

/**
 * What the built pages promise about prices, people and phone numbers, checked on every page: each figure is
 * the grid's, the fares are one click away, nothing invented is shown as real, and every number can be dialled.
 */
const pages = builtPages();
const NBSP = "\u00a0";

function footer(html: string): string {
  return /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
}

test("every page links to the fares from its footer: /tarifs in French, /en/fares in English", () => {
  expect(pages.size).toBeGreaterThan(60);
  for (const [page, html] of pages) {
    const fares = localeOf(page) === "en" ? "/en/fares" : "/tarifs";
    expect(footer(html), page).toContain(`href="${fares}"`);
  }
});

test("each town page's « à partir de » is that town's own lowest fare, and every euro figure on it is one of its fares", () => {
  const towns = [...pages.keys()].filter((p) => p.startsWith("/chauffeur-prive-"));
  expect(towns).toHaveLength(getCommunes().length);
  for (const page of towns) {
    const slug = page.replace("/chauffeur-prive-", "");
    const town = grid.towns.find((t) => t.slug === slug)!;
    const html = pages.get(page)!;
    const text = visibleText(html).join("\n");
    const from = [...text.matchAll(/(?:à partir de|dès|démarre à) (\d+)[\u00a0 ]€/g)].map((m) => Number(m[1]));
    expect(from.length, page).toBeGreaterThan(0);
    for (const amount of from) expect(amount, `${page}: « à partir de ${amount} € »`).toBe(lowestTownFare(slug));
    // Any other amount is one of this town's own fares (or the airport's parking rate, a fact, not a fare).
    const allowed = new Set([town.airport, town.station, 15].filter((n) => n !== undefined));
    for (const [, amount] of text.matchAll(/(\d+)[\u00a0 ]€/g))
      expect(allowed.has(Number(amount)), `${page}: ${amount} €`).toBe(true);
    expect(html, page).toMatch(/<a [^>]*href="\/tarifs"[^>]*>Tous nos tarifs/);
  }
  // Mauves-sur-Loire: 60 € to the airport, 45 € to the station; never the 40 € of the nearer towns.
  expect(visibleText(pages.get("/chauffeur-prive-mauves-sur-loire")!).join("\n")).toContain(
    `à partir de 45${NBSP}€ TTC`,
  );
});

test("every tel: link is in E.164; English pages print our number as dialled from abroad", () => {
  for (const [page, html] of pages) {
    for (const [, href] of html.matchAll(/href="(tel:[^"]*)"/g)) expect(href, page).toMatch(/^tel:\+[1-9]\d{7,14}$/);
    if (localeOf(page) !== "en") continue;
    const text = visibleText(html).join("\n");
    expect(text, page).not.toMatch(/\b0\d(?:[\u00a0 ]\d\d){4}\b/);
    expect(text.replaceAll(NBSP, " "), page).toContain("+33 2 61 91 44 20");
  }
});

test("« ferme » and « indicatif » are used one way: a price is firm once accepted, the grid indicative", () => {
  const problems: string[] = [];
  for (const [page, html] of pages) {
    const english = localeOf(page) === "en";
    for (const line of visibleText(html)) {
      for (const sentence of line.split(/(?<=[.!?])\s+/)) {
        const firm = english
          ? /\b(fixed|firm) (price|fare)s?\b|\bprices? (is|are) firm\b|\bfirm (once|only)\b/i
          : /\b(prix|tarifs?) (fermes?|fixes?)\b|\bferme (dès|une fois|seulement|que)\b|\best ferme\b/i;
        if (firm.test(sentence) && !(english ? /accept/i : /accept/i).test(sentence))
          problems.push(`${page}: ${sentence}`);
        // The grid's figures are indicative, never firm or fixed.
        if (
          /\b(forfaits?|grille)\b/i.test(sentence) &&
          /\b(fixes?|fermes?)\b/i.test(sentence) &&
          !/accept/i.test(sentence)
        )
          problems.push(`${page}: ${sentence}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("no invented person or review is shown: reviews and authors are the operator's blanks, with the reviews' notice", () => {
  for (const [page, html] of pages) expect(html, page).not.toMatch(/Julien Moreau|Claire Dubois|Sophie M\.|Thomas L\./);
  for (const page of ["/", "/demande-devis"]) {
    const text = visibleText(pages.get(page)!).join("\n");
    expect(text, page).toContain("[Texte de l’avis 1 à compléter]");
    // Each review with the date of the trip it is about and the date it was given (D111-17).
    expect(text, page).toContain(
      "Trajet du [Date du trajet de l’avis 1 à compléter] · avis donné le [Date de l’avis 1 à compléter]",
    );
    expect(text, page).toMatch(
      /Comment nous recueillons ces avis\u00a0: \[Comment les avis sont recueillis à compléter\]\. Vérification\u00a0: \[Si et comment les avis sont vérifiés à compléter\]\. Chaque avis indique la date du trajet dont il parle et celle à laquelle il a été donné/,
    );
  }
  const article = visibleText(pages.get("/blog/reservation-en-ligne")!).join("\n");
  expect(article).toContain("Par [Nom de l’auteur des articles à compléter]");
});
