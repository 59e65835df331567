import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { figureEn, figures } from "../../src/content/figures";
import { getGoogleRating } from "../../src/content/google-rating.server";
import { builtPages, head } from "../support/built-site";
import { visibleText } from "./visible-text";

/**
 * Every claim has a source (docs/decisions/160-sourced-claims.md). The rating and the number of reviews are
 * the ones the build read from Google (.cache/google-rating.json; in the tests, the local mode's sample), stated
 * with their source and a link to the profile, wherever a page states a rating; the client's other figures come
 * from content/figures.json, never typed in a text.
 */
const pages = builtPages();
const rating = getGoogleRating();
const escapedUrl = rating.url.replace(/&/g, "&amp;");
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");
const textOf = (path: string) => flat(visibleText(pages.get(path)!).join(" "));
/** The links to the Google profile on a page, by their words. */
const profileLinks = (path: string) =>
  [...pages.get(path)!.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)]
    .filter(([, href]) => href === escapedUrl)
    .map(([, , words]) => flat(words!));

const FR = `${String(rating.value).replace(".", ",")}/5 sur ${rating.count} avis sur Google Maps`;
const EN = `Rated ${rating.value}/5 from ${rating.count} reviews on Google Maps`;

test("the built home page states Google's rating with its source and the link to the profile, in both languages", () => {
  expect(textOf("/")).toContain(`${FR} · ${figures.years} ans d’expérience`);
  expect(textOf("/")).toContain(`Note moyenne de ${FR}. Ci-dessous, quelques mots de nos clients.`);
  // Hero, the fleet's proofs, the testimonials: each time with its link, whose words say where it leads.
  expect(profileLinks("/")).toEqual(Array(3).fill(`${rating.count} avis sur Google Maps`));
  expect(pages.get("/")).toContain(`aria-label="Note\u00a0: ${String(rating.value).replace(".", ",")} sur 5"`);
  expect(textOf("/en")).toContain(`${EN} · ${figures.years} years in Nantes`);
  expect(profileLinks("/en")).toEqual([`${rating.count} reviews on Google Maps`]);
  expect(pages.get("/en")).toContain(`aria-label="Rated ${rating.value} out of 5"`);
});

test("the quote page and the articles that state the rating state the same, linked", () => {
  expect(textOf("/en/quote")).toContain(`${EN}, with ${figureEn(figures.loyalty)} of our clients coming back.`);
  for (const article of [
    "/blog/guide-complet-choisir-chauffeur-prive-nantes",
    "/blog/nouveautes-vehicules-flotte-2024",
  ]) {
    expect(textOf(article), article).toContain(`une note de ${FR} et ${figures.loyalty.replace("\u00a0", " ")}`);
    expect(profileLinks(article), article).toEqual([`${rating.count} avis sur Google Maps`]);
  }
});

test("no page states a rating or a number of reviews other than Google's, nor without its link", () => {
  const stated = /(\d(?:[.,]\d)?) ?\/ ?5 (?:sur|from) (\d[\d ,]*) (avis|reviews?)( (?:sur|on) Google Maps)?/g;
  const wrong: string[] = [];
  let found = 0;
  for (const [path] of pages) {
    for (const m of textOf(path).matchAll(stated)) {
      found++;
      const same =
        Number(m[1]!.replace(",", ".")) === rating.value && Number(m[2]!.replace(/\D/g, "")) === rating.count;
      if (!same || !m[4] || !profileLinks(path).length) wrong.push(`${path}: « ${m[0]} »`);
    }
  }
  expect(wrong).toEqual([]);
  // The two home pages' heroes, the French testimonials, the English quote page, two articles.
  expect(found).toBeGreaterThanOrEqual(6);
});

test("the JSON-LD carries no rating: Google shows none for a business's own reviews, nor for ratings taken from another site", () => {
  const rated: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value !== "object" || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (/^(aggregateRating|review|reviews|reviewRating)$/.test(key)) rated.push(`${path}: ${key}`);
      walk(child, path);
    }
  };
  for (const [path, html] of pages) walk(head(html).jsonLd, path);
  expect(rated).toEqual([]);
});

test("the home page shows the client's figures from content/figures.json", () => {
  const text = textOf("/");
  for (const value of [figures.clients, figures.trips, figures.punctuality, figures.availability, figures.loyalty])
    expect(text).toContain(flat(value));
  expect(textOf("/demande-devis")).toContain(`Plus de ${figures.clients.replace("+", "")} clients satisfaits`);
});

test("content states a rating and the client's figures through its props and tokens, never typed by hand", () => {
  const files = [
    ...["blog", "en", "communes", "legal"].flatMap((dir) =>
      readdirSync(`content/${dir}`).map((file) => `content/${dir}/${file}`),
    ),
    ...readdirSync("content")
      .filter((file) => /\.(json|mdx)$/.test(file) && !/^(figures|google-rating\.sample)\.json$/.test(file))
      .map((file) => `content/${file}`),
  ].filter((file) => /\.(json|mdx)$/.test(file));
  const typed =
    /\d(?:[.,]\d)? ?\/ ?5 (?:sur|from) \d+|\d+ (?:avis|reviews)\b|\d+ ?% (?:de ponctualité|de clients fidèles|on time)|plus de \d[\d ]* (?:trajets|clients)|\d+ ans d’expérience/;
  for (const file of files) {
    const found = flat(readFileSync(file, "utf8")).match(typed);
    expect(found?.[0], file).toBeUndefined();
  }
});
