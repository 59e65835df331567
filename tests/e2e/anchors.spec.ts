import { expect, test } from "./fixtures";

/**
 * « Réserver », on every page, opens /#contact. The browser's jump to the form was smooth (`scroll-behavior: smooth`
 * on the page): it aimed at where the form was while the bands below still waited at their estimated height, and
 * ended up to a few screens away on every load of 10 tried on /. Smooth scrolling now waits for every band to be
 * rendered and for a jump of the visitor's own, a link he pressed having the focus (src/styles/app.css); the jump on
 * arrival is instant, and the browser keeps it on the form while the bands are rendered.
 */
test("arriving on /#contact the jump is instant; the visitor's own jumps are smooth once every band is rendered", async ({
  page,
}) => {
  const behaviour = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  await page.goto("/#contact");
  expect(await behaviour()).toBe("auto");
  await page.locator("html[data-bands=rendered]").waitFor({ state: "attached", timeout: 15_000 });
  expect(await behaviour()).toBe("auto");
  // A link of the page pressed: its jump glides.
  await page.locator('a[href="#services"], a[href="/#services"]').first().focus();
  expect(await behaviour()).toBe("smooth");
});

test("a visitor who asks for less motion gets no smooth scrolling at all", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.locator("html[data-bands=rendered]").waitFor({ state: "attached", timeout: 15_000 });
  await page.locator("a").first().focus();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
});

/** Turns the browser's scroll anchoring off once the islands script has run its steps (`data-islands`). */
function anchoringOffOnceScripted() {
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.islands !== "ready") return;
    document.documentElement.style.overflowAnchor = "none";
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-islands"] });
}

for (const path of ["/#contact", "/en#contact"]) {
  test(`opened at ${path} on a phone, the form stays on screen while the bands above it are rendered, even where the browser's own anchoring lets go`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The browser keeps what is on screen in place as a band above it grows (scroll anchoring), but not on every
    // load: turned off once the page's script is in place, before it renders the bands, it is that script
    // (src/islands/bands.ts) that must hold the form on screen.
    await page.addInitScript(anchoringOffOnceScripted);
    await page.goto(path);
    await page.locator("html[data-bands=rendered]").waitFor({ state: "attached", timeout: 15_000 });
    const top = await page.locator("#contact").evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });
}

test("a visitor who scrolls while the bands of /#contact are rendered is left where he scrolled: the script does not bring the form back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const seen = { wheel: Number.POSITIVE_INFINITY, scrolledBy: [] as number[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    addEventListener("wheel", () => (seen.wheel = Math.min(seen.wheel, performance.now())), { capture: true });
    const scrollBy = window.scrollBy.bind(window);
    window.scrollBy = ((...args: [ScrollToOptions]) => {
      seen.scrolledBy.push(performance.now());
      scrollBy(...args);
    }) as typeof window.scrollBy;
  });
  // As in the tests above: the browser's own anchoring cannot hide what the script does.
  await page.addInitScript(anchoringOffOnceScripted);
  await page.goto("/#contact");
  // While the page's script renders the bands (it renders one per idle moment once its steps are done).
  await page.locator("html[data-islands=ready]").waitFor({ state: "attached", timeout: 15_000 });
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, -1200);
  await page.locator("html[data-bands=rendered]").waitFor({ state: "attached", timeout: 15_000 });
  const seen = await page.evaluate(() => (window as unknown as { seen: { wheel: number; scrolledBy: number[] } }).seen);
  expect(seen.wheel).toBeLessThan(Number.POSITIVE_INFINITY);
  expect(
    seen.scrolledBy.filter((at) => at >= seen.wheel),
    JSON.stringify(seen),
  ).toEqual([]);
});
