import type { Locator, Page } from "@playwright/test";
import { expect, openOnPausedClock, test } from "./fixtures";

/**
 * Layout on a small phone (320 px), a current phone (390 px), a laptop (1280 px) and a desktop (1440 px): no page
 * scrolls sideways, and a notification never covers the floating WhatsApp button.
 */
const WIDTHS = [320, 390, 1280, 1440] as const;
const NOT_FOUND = "/page-qui-n-existe-pas";

async function rememberCookieChoice(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", "declined");
    localStorage.setItem("cookie-consent-date", String(Date.now()));
  });
}

async function allRoutes(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(50);
  // The quote page is noindex, so not in the sitemap; it is a page all the same.
  return [...paths, "/demande-devis", NOT_FOUND];
}

async function overflow(page: Page) {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const width = document.documentElement.scrollWidth;
    // Name what sticks out, boxes or text running out of its box, to make a failure easy to fix.
    const culprits: string[] = [];
    if (width > viewport) {
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${typeof el.className === "string" && el.className ? `.${el.className.split(" ").slice(0, 3).join(".")}` : ""}`;
      for (const el of document.querySelectorAll("body *")) {
        const box = el.getBoundingClientRect();
        if (box.width > 1 && box.right > viewport + 0.5) culprits.push(describe(el));
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some((r) => r.width > 0 && r.right > viewport + 0.5))
          culprits.push(`“${node.textContent?.trim().slice(0, 40)}” in ${describe(parent)}`);
      }
    }
    return { viewport, width, culprits };
  });
}

test(`at ${WIDTHS.join(", ")} px no page is wider than the screen`, async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  await rememberCookieChoice(page);
  const problems: string[] = [];
  for (const path of await allRoutes(page)) {
    // Each page is loaded once and laid out again at every width: media queries apply as on a fresh load.
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { viewport, width: scrollWidth, culprits } = await overflow(page);
      if (scrollWidth > viewport)
        problems.push(`${path}: ${scrollWidth} px > ${viewport} px (${culprits.slice(0, 5).join(", ")})`);
    }
  }
  // The unknown path logs itself and answers 404, on purpose.
  const unexpected = consoleErrors.filter((e) => !e.includes("404") && !e.includes(NOT_FOUND));
  consoleErrors.length = 0;
  expect(problems).toEqual([]);
  expect(unexpected).toEqual([]);
});

test("at 320 px the cookie banner fits the screen too", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openOnPausedClock(page, "/");
  await page.clock.runFor(2100);
  await expect(page.getByRole("region", { name: "Mesure d’audience" })).toBeVisible();
  const { viewport, width } = await overflow(page);
  expect(width).toBeLessThanOrEqual(viewport);
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A settled bounding box: sonner slides a toast in, so wait until two readings agree. */
async function settledBox(locator: Locator) {
  let previous = await locator.boundingBox();
  for (let i = 0; i < 20; i++) {
    await locator.page().waitForTimeout(100);
    const box = await locator.boundingBox();
    if (box && previous && JSON.stringify(box) === JSON.stringify(previous)) return box;
    previous = box;
  }
  throw new Error("the toast never settled");
}

for (const width of [390, 1280] as const) {
  test(`at ${width} px a notification opens clear of the WhatsApp button`, async ({ page }) => {
    await rememberCookieChoice(page);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.goto("/#contact");
    const form = page.locator("#contact form");
    await form.getByLabel("Prénom").fill("Léa");
    await expect(page.locator('[data-island="booking-form"]')).toHaveAttribute("data-hydrated", "true");
    await form.locator('input[name="nom"]').fill("Martin");
    await form.getByLabel("Téléphone").fill("06 12 34 56 78");
    await form.getByLabel("E-mail").fill("lea.martin@exemple.fr");
    await form
      .getByLabel("Date de prise en charge")
      .fill(new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10));
    await form.getByLabel("Heure de prise en charge").fill("07:45");
    for (const [name, value] of [
      ["Adresse de départ", "12 rue de Strasbourg, Nantes"],
      ["Adresse d’arrivée", "Aéroport Nantes Atlantique"],
    ] as const) {
      const field = form.getByRole("combobox", { name });
      await field.fill(value);
      await field.press("Escape");
    }
    await form.getByRole("button", { name: "Suivant" }).click();
    await expect(form.getByText("Étape 2 sur 2")).toBeVisible();
    // No trip type chosen: the send button is disabled, so submit the form the way the Enter key would.
    await form.evaluate((el: HTMLFormElement) => el.requestSubmit());
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Formulaire incomplet" });
    await expect(toast).toBeVisible();
    const whatsapp = page.getByRole("link", { name: "Réserver par WhatsApp (nouvelle fenêtre)" });
    const [toastBox, buttonBox] = [await settledBox(toast), await whatsapp.boundingBox()];
    expect(buttonBox).not.toBeNull();
    expect(
      overlaps(toastBox, buttonBox!),
      `toast ${JSON.stringify(toastBox)} and button ${JSON.stringify(buttonBox)}`,
    ).toBe(false);
    // Fully on screen, close button included.
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(width);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(buttonBox!.y);
  });
}

test("at 390 px the floating WhatsApp button sits on no panel of the quote form, the operator's or the payment page; at 1280 px it is there", async ({
  page,
}) => {
  const button = page.getByRole("link", { name: "Réserver par WhatsApp (nouvelle fenêtre)" });
  for (const path of ["/demande-devis", "/confirmer", "/course", "/paiement"]) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(button, path).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(button, path).toBeVisible();
  }
  // Elsewhere, phones keep it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(button).toBeVisible();
});
