import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Every page test fails on an unexpected console error or page exception. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For a test whose subject is timing (a first paint, a font swap, keys landing between hydration slices): it runs
 * after the others, one at a time (playwright.config.ts), so that no other test's browser shares the cores.
 */
export const ALONE = { tag: "@alone" };

/**
 * On a page whose clock the test has paused, moves it until the islands script has run: the page loader
 * starts that script on a timer once the largest paint is done (src/lib/inline-scripts.ts).
 */
export async function islandsReadyOnPausedClock(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return page.locator("html[data-islands=ready]").count();
    })
    .toBe(1);
}

/**
 * Waits for the page's script to be in place (the header's menu, the tooltips): the page loader starts it once
 * the largest paint is done, which can come after `goto` returns on a busy machine.
 */
export async function chromeReady(page: Page) {
  await page.locator("html[data-islands=ready]").waitFor({ state: "attached" });
}

/**
 * Opens `path` (or reloads the page) with its clock installed and paused, then lets the islands script run:
 * the test then drives the page's timers itself (the cookie banner's 2 s) instead of waiting for them.
 */
export async function openOnPausedClock(page: Page, path?: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await (path === undefined ? page.reload() : page.goto(path));
  await islandsReadyOnPausedClock(page);
}

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe's WCAG 2.1 AA violations on the page as it stands, as "rule: its first three selectors". */
export async function axeViolations(page: Page): Promise<string[]> {
  // A finished page: the islands script renders the bands skipped during the load one per idle moment
  // (src/islands/bands.ts); a band rendered while axe reads the page would give it half-styled colours.
  await page.waitForFunction(() => !document.querySelector("[data-band]:not([data-rendered])"), null, {
    timeout: 10_000,
  });
  const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
