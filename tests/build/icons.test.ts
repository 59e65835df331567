import { expect, test } from "vitest";
import { builtPages } from "../support/built-site";

/**
 * Icons are drawn from one sprite per page (src/components/sprite-icons.tsx, decision 230): each icon names a
 * symbol, which must be in that page, once; and no symbol is shipped that the page does not draw.
 */
test("every icon of every page names a symbol of that page's sprite, and the sprite holds nothing else", () => {
  for (const [route, html] of builtPages()) {
    const used = new Set([...html.matchAll(/<use href="#(icon-[a-z0-9-]+)"/g)].map((m) => m[1]));
    const symbols = [...html.matchAll(/<symbol id="(icon-[a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(new Set(symbols).size, route).toBe(symbols.length);
    for (const id of used) expect(symbols, `${route}: #${id}`).toContain(id);
    for (const id of symbols) expect(used, `${route}: #${id} drawn nowhere`).toContain(id);
  }
});

test("outside the booking form's island, which React renders again in the browser, the home page draws no icon inline", () => {
  const home = builtPages().get("/")!;
  const drawnInline = [...home.matchAll(/class="lucide /g)].length - [...home.matchAll(/<symbol /g)].length;
  const island = home.slice(home.indexOf('data-island="booking-form"'), home.indexOf("data-icon-sprite"));
  expect(drawnInline).toBe([...island.matchAll(/class="lucide /g)].length);
  expect(drawnInline).toBeLessThanOrEqual(4);
});
