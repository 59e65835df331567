import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { Stars } from "../../src/components/stars";

const render = (rating: number, locale?: "fr" | "en") => renderToStaticMarkup(createElement(Stars, { rating, locale }));
/** The stars each path draws: every star starts with its own move-to. */
const starsIn = (html: string) =>
  [...html.matchAll(/<path d="([^"]+)"( opacity="0.25")?/g)].map((m) => ({
    stars: m[1]!.split("M").length - 1,
    dimmed: Boolean(m[2]),
  }));

test("a rating is one picture: the earned stars in one path, the others dimmed in a second", () => {
  expect(starsIn(render(5))).toEqual([{ stars: 5, dimmed: false }]);
  expect(starsIn(render(4))).toEqual([
    { stars: 4, dimmed: false },
    { stars: 1, dimmed: true },
  ]);
  expect(starsIn(render(0))).toEqual([{ stars: 5, dimmed: true }]);
  expect(render(4).match(/<svg/g)).toHaveLength(1);
});

test("it is read out in the page's language, with French spacing", () => {
  expect(render(5)).toContain('role="img" aria-label="Note\u00a0: 5 sur 5"');
  expect(render(4, "en")).toContain('aria-label="Rated 4 out of 5"');
});
