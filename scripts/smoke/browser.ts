import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium";
import { accessHeaders, inPool } from "./http";

/** Pages loaded side by side: a remote target answers in parallel; this machine has two cores. */
const PAGES_AT_ONCE = 3;

declare global {
  interface Window {
    smokeCspViolations?: string[];
  }
}

/** Debian's Chromium (or CHROME_PATH), headless, as the browser tests and the bench run it. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("Chromium not found: install it (apt-get install chromium) or set CHROME_PATH");
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}

/**
 * A French visitor's context in which every Content-Security-Policy violation is recorded: the page's own event
 * (documents) and Chromium's console line (workers and anything the event misses).
 */
export async function cspRecordingContext(browser: Browser, origin: URL): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin.origin,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    extraHTTPHeaders: accessHeaders(),
  });
  await context.addInitScript(() => {
    window.smokeCspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      window.smokeCspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"}`),
    );
  });
  return context;
}

/**
 * Violations the page has seen so far. Chromium reports each one twice (event and console line): the events
 * are clearer; the console catches what they cannot (a worker's own violations).
 */
export async function violationsOf(page: Page, consoleLines: string[]): Promise<string[]> {
  const events = await page.evaluate(() => window.smokeCspViolations ?? []).catch(() => []);
  return [...new Set(events.length ? events : consoleLines)];
}

export function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) lines.push(message.text().slice(0, 160));
  });
  return lines;
}

export type PageLoads = { violations: string[]; failures: string[] };

/**
 * Loads each page as a visitor would: waits for the islands script the page starts after its largest paint,
 * and wakes the booking form where there is one (its code loads on first use), then reads the violations, also
 * those seen before a page failed to load or hydrate.
 */
export async function loadPages(browser: Browser, origin: URL, paths: string[]): Promise<PageLoads> {
  const context = await cspRecordingContext(browser, origin);
  try {
    const perPage = await inPool(paths, PAGES_AT_ONCE, async (path) => {
      const page = await context.newPage();
      const consoleLines = watchConsole(page);
      const failures: string[] = [];
      try {
        await page.goto(path, { waitUntil: "load", timeout: 30_000 });
        await page.waitForSelector("html[data-islands=ready]", { timeout: 5_000 }).catch(() => {});
        const form = page.locator('[data-island="booking-form"]').first();
        if (await form.count()) {
          await form.locator('input[name="prenom"]').focus();
          await page.waitForSelector('[data-island="booking-form"][data-hydrated="true"]', { timeout: 10_000 });
        }
      } catch (error) {
        failures.push(`${path}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      }
      const violations = (await violationsOf(page, consoleLines)).map((violation) => `${path}: ${violation}`);
      await page.close();
      return { violations, failures };
    });
    return {
      violations: perPage.flatMap((p) => p.violations),
      failures: perPage.flatMap((p) => p.failures),
    };
  } finally {
    await context.close();
  }
}
