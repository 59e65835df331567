import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "@playwright/test";
import { ALONE, expect, test } from "./fixtures";

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
function phone(browser: Browser): Promise<Page> {
  return firstVisit(browser, { width: 412, height: 823 });
}

/** A first visit (a fresh session, nothing cached) on a screen of this size, its layout shifts recorded. */
async function firstVisit(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: "fr-FR" });
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

test(
  "bands below the first screen are skipped while the page loads, then all rendered once it is idle",
  ALONE,
  async ({ browser }) => {
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
  },
);

test(
  "a first visit: nothing moves while any of the nine page types loads, renders its bands and swaps its heading font",
  ALONE,
  async ({ browser }) => {
    test.setTimeout(120_000);
    for (const path of PAGE_TYPES) {
      const page = await phone(browser);
      await page.goto(path);
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([]);
      await page.context().close();
    }
  },
);

test(
  "a title that would take another line in the heading font keeps the fallback for this page view",
  ALONE,
  async ({ browser }) => {
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
  },
);

test(
  "where no heading on screen would move, the heading font is swapped in after the first paint",
  ALONE,
  async ({ browser }) => {
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
  },
);

/** The faces Chromium actually drew an element's text with (DevTools' "Rendered fonts"), by family name. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  await cdp.send("CSS.enable");
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => font.familyName);
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(
    `a first visit on a ${width} px desktop: the home pages' headings are drawn in Playfair Display once the largest paint is done, and nothing moves`,
    ALONE,
    async ({ browser }) => {
      for (const path of ["/", "/en"]) {
        const page = await firstVisit(browser, { width, height });
        // When the page loader holds the font (.font-later) and when the islands script lets it in, on the page's clock.
        await page.addInitScript(() => {
          const seen = { heldAtParse: false, swappedAt: Number.NaN, largestPaints: [] as number[] };
          Object.assign(window, { seen });
          // <html> exists once the parser has met it: read it at DOMContentLoaded, long before the islands script runs.
          addEventListener("DOMContentLoaded", () => {
            const root = document.documentElement;
            seen.heldAtParse = root.classList.contains("font-later");
            new MutationObserver(() => {
              if (!root.classList.contains("font-later") && Number.isNaN(seen.swappedAt))
                seen.swappedAt = performance.now();
            }).observe(root, { attributes: true, attributeFilter: ["class"] });
          });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) seen.largestPaints.push(entry.startTime);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        });
        await page.goto(path);
        await settled(page);
        const seen = await page.evaluate(
          () =>
            (window as unknown as { seen: { heldAtParse: boolean; swappedAt: number; largestPaints: number[] } }).seen,
        );
        // First painted in the fallback serif, the font not fetched with the first screen…
        expect(seen.heldAtParse, path).toBe(true);
        // …then swapped in, after every largest-paint entry: the largest paint stays the first screen's.
        expect(await page.evaluate(() => document.documentElement.classList.contains("font-later")), path).toBe(false);
        expect(seen.largestPaints.length, path).toBeGreaterThan(0);
        for (const at of seen.largestPaints) expect(at, path).toBeLessThan(seen.swappedAt);
        // Drawn in it, not merely asked for: the title, and the first section's heading below the figures.
        expect(await renderedFonts(page, "h1"), path).toEqual(["Playfair Display"]);
        expect(await renderedFonts(page, "#services h2"), path).toEqual(["Playfair Display"]);
        expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([]);
        await page.context().close();
      }
    },
  );
}

test(
  "a page that arrives in two parts is painted once its content is whole, never half of it",
  ALONE,
  async ({ browser, baseURL }) => {
    // A busy phone's parser can stop mid-page, as a slow network can: this proxy sends the home page up to its
    // title, waits, then sends the rest. The stylesheet is in long before; only rel=expect (src/root.tsx) holds the
    // paint back. Without it the header and a hero without its text are painted, and the hero grows when the rest comes.
    const PAUSE_MS = 600;
    let restSentAt: number | undefined;
    const proxy = createServer(async (request, response) => {
      const upstream = await fetch(new URL(request.url!, baseURL));
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !["content-length", "content-encoding"].includes(name)),
      );
      response.writeHead(upstream.status, headers);
      const cut = headers["content-type"]?.startsWith("text/html") ? body.indexOf("<h1") : -1;
      if (cut < 0) return void response.end(body);
      response.write(body.subarray(0, cut));
      setTimeout(() => {
        restSentAt = Date.now();
        response.end(body.subarray(cut));
      }, PAUSE_MS);
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    try {
      const page = await phone(browser);
      await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`);
      await settled(page);
      // The page's clock and this process's are the same wall clock: when was the first paint, in it?
      const firstPaintAt = await page.evaluate(
        () =>
          performance.timeOrigin + (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN),
      );
      expect(restSentAt, "the page was sent in two parts").toBeDefined();
      expect(firstPaintAt, "the first paint comes after the rest of the page").toBeGreaterThanOrEqual(restSentAt!);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
      await page.context().close();
    } finally {
      proxy.close();
    }
  },
);
