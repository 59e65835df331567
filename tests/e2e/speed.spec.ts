import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The nine page types the bench measures. */
const PAGE_TYPES = [
  "/",
  "/blog/aeroport-nantes-atlantique-optimiser-transferts",
  "/chauffeur-prive-reze",
  "/events",
  "/zones-intervention",
  "/demande-devis",
  "/tarifs",
  "/en",
  "/en/nantes-airport-transfers",
];

/** A phone the size of Lighthouse's, with a fresh session: a first visit. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "fr-FR" });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value.toFixed(4)} ${entry.sources.map((s) => (s.node as Element)?.outerHTML?.slice(0, 80))}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return page;
}

/** Until the page has done everything it does after its first paint: bands rendered, heading font settled. */
async function settled(page: Page) {
  await expect(page.locator("html[data-islands=ready]")).toHaveCount(1);
  await expect(page.locator("[data-band]:not([data-rendered])")).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((f) => f.family.replace(/"/g, "") === "Playfair Display" && f.status === "loaded"),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(300);
}

test("bands below the first screen are skipped while the page loads, then all rendered once it is idle", async ({
  browser,
}) => {
  const page = await phone(browser);
  await page.addInitScript(() => {
    // At the load event the first screen is painted and the islands script, which renders the bands, not yet run.
    addEventListener("load", () => {
      const footer = document.querySelector("footer")!;
      Object.assign(window, {
        atLoad: {
          contentVisibility: getComputedStyle(footer).contentVisibility,
          rendered: footer.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        },
      });
    });
  });
  await page.goto("/");
  // The footer is a band: while the page loads the browser skips it (no style, no layout, no paint).
  expect(await page.evaluate(() => (window as unknown as { atLoad: unknown }).atLoad)).toEqual({
    contentVisibility: "auto",
    rendered: false,
  });
  await settled(page);
  const bands = await page.evaluate(() =>
    [...document.querySelectorAll("[data-band]")].map((band) => ({
      contentVisibility: getComputedStyle(band).contentVisibility,
      rendered: band.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
    })),
  );
  expect(bands.length).toBeGreaterThan(4);
  for (const band of bands) expect(band).toEqual({ contentVisibility: "visible", rendered: true });
  await page.context().close();
});

test.describe("a first visit", () => {
  test.describe.configure({ retries: 1 });

  test("nothing moves while any of the nine page types loads, renders its bands and swaps its heading font", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    // One full run from a fresh clone (2026-11-25) saw the hero of /zones-intervention grow after its first
    // paint (0.064, the hero's bottom gradient moving); 3 × 9 page loads under three busy CPU loops did not show it
    // again. A second attempt is allowed, and says so, until the race is found (docs/decisions/100).
    if (testInfo.retry) console.warn(`speed.spec: retry ${testInfo.retry} after a layout shift`);
    for (const path of PAGE_TYPES) {
      const page = await phone(browser);
      await page.goto(path);
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([]);
      await page.context().close();
    }
  });
});

test("a title that would take another line in the heading font keeps the fallback for this page view", async ({
  browser,
}) => {
  // At 412 px this title takes four lines in the resized fallback serif and three in Playfair Display.
  const path = "/blog/reservation-en-ligne";
  const page = await phone(browser);
  await page.goto(path);
  const firstPaint = await page.locator("h1").evaluate((h1) => h1.getBoundingClientRect().height);
  await settled(page);
  const heights = await page.locator("h1").evaluate((h1) => {
    const root = document.documentElement;
    const held = root.classList.contains("font-later");
    root.classList.add("font-later");
    const fallback = h1.getBoundingClientRect().height;
    root.classList.remove("font-later");
    const font = h1.getBoundingClientRect().height;
    if (held) root.classList.add("font-later");
    return { held, fallback, font, now: h1.getBoundingClientRect().height };
  });
  expect(heights.fallback, "the case this test needs: the title rewraps in the real font").not.toBe(heights.font);
  expect(heights).toMatchObject({ held: true, now: firstPaint });
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  // The font is in the cache and remembered: the next page of the visit paints its headings in it at once.
  await page.goto("/demande-devis", { waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => document.documentElement.classList.contains("font-later"))).toBe(false);
  await page.context().close();
});

test("where no heading on screen would move, the heading font is swapped in after the first paint", async ({
  browser,
}) => {
  const page = await phone(browser);
  // Read in the page, not after goto returns: from localhost the font can be fetched and swapped in before then.
  await page.addInitScript(() => {
    addEventListener("DOMContentLoaded", () => {
      Object.assign(window, { heldAtParse: document.documentElement.classList.contains("font-later") });
    });
  });
  await page.goto("/demande-devis", { waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => (window as unknown as { heldAtParse: boolean }).heldAtParse)).toBe(true);
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains("font-later"))).toBe(false);
  expect(
    await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily.split(",")[0]!.replace(/"/g, "")),
  ).toBe("Playfair Display");
  await page.context().close();
});
