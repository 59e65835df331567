import type { Locator, Page } from "@playwright/test";
import { axeViolations, chromeReady, expect, test } from "./fixtures";

/**
 * One page per template (pages of one template differ only by their text, which the build tests check for
 * every page): axe costs about a second a page, and every route's layout and CSP are checked elsewhere.
 */
const TEMPLATES = [
  "/",
  "/events",
  "/blog",
  "/blog/taxi-vs-chauffeur-prive-comparatif",
  "/zones-intervention",
  "/demande-devis",
  "/chauffeur-prive-reze",
  "/chauffeur-prive-le-cellier",
  "/mentions-legales",
  "/cgv",
  "/en",
  "/en/nantes-airport-transfers",
  "/en/events",
  "/en/service-areas",
  "/en/quote",
  "/en/terms",
];

test("axe: zero WCAG 2.1 AA violations on every page template, French and English", async ({ page }) => {
  // One page load and one axe run per template: about 1 s each here, up to 5 s on this shared 2-core machine
  // when others' builds load it (load average 12 and more).
  test.setTimeout(TEMPLATES.length * 8_000);
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", "declined");
    localStorage.setItem("cookie-consent-date", String(Date.now()));
  });
  // Sections fade in on scroll; with reduced motion they are shown at once, so axe sees their final colours.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const found: string[] = [];
  for (const path of TEMPLATES) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    for (const v of await axeViolations(page)) found.push(`${path} ${v}`);
  }
  expect(found).toEqual([]);
});

test("axe: the not-found page, the scrolled header, the open mobile menu and the cookie banner", async ({
  page,
  consoleErrors,
}) => {
  // Four axe runs and the cookie banner's delay: about 20 s here, more when the shared machine is busy.
  test.setTimeout(120_000);
  await page.goto("/page-inconnue");
  expect(await axeViolations(page)).toEqual([]);
  consoleErrors.length = 0;

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/blog");
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  await expect(page.locator("header[data-header]")).toHaveAttribute("data-scrolled", "true");
  await page.waitForTimeout(400);
  expect(await axeViolations(page)).toEqual([]);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await chromeReady(page);
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  expect(await axeViolations(page)).toEqual([]);

  await expect(page.getByRole("region", { name: "Mesure d’audience" })).toBeVisible({ timeout: 4000 });
  expect(await axeViolations(page)).toEqual([]);
});

/**
 * The focused element's ring against what it is drawn on: WCAG 2.2's 3:1 for a focus indicator. The ring of a
 * visually hidden radio is its label's. Backgrounds are composited up the tree until an opaque one.
 */
async function focusRingContrast(page: Page): Promise<{ element: string; ratio: number }> {
  return page.evaluate(() => {
    const parse = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: color.startsWith("rgba") ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    let element = document.activeElement as HTMLElement;
    if (getComputedStyle(element).clip !== "auto" || element.classList.contains("sr-only"))
      element = element.closest("label") ?? element;
    const style = getComputedStyle(element);
    if (style.outlineStyle === "none" || Number.parseFloat(style.outlineWidth) < 2)
      return { element: element.outerHTML.slice(0, 80), ratio: 0 };
    const ring = parse(style.outlineColor);
    const layers: { r: number; g: number; b: number; a: number }[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg.a > 0) layers.push(bg);
      if (bg.a >= 1) break;
    }
    let back = { r: 255, g: 255, b: 255 };
    for (const layer of layers.reverse())
      back = {
        r: layer.r * layer.a + back.r * (1 - layer.a),
        g: layer.g * layer.a + back.g * (1 - layer.a),
        b: layer.b * layer.a + back.b * (1 - layer.a),
      };
    const [hi, lo] = [luminance(ring), luminance(back)].sort((x, y) => y - x);
    return { element: element.outerHTML.slice(0, 80), ratio: (hi! + 0.05) / (lo! + 0.05) };
  });
}

async function expectVisibleRing(page: Page) {
  // Measured once the button's colour transitions (200 ms) are over.
  await page.waitForTimeout(250);
  const { element, ratio } = await focusRingContrast(page);
  expect(ratio, element).toBeGreaterThanOrEqual(3);
}

test("keyboard only: one announcement per failed step, reasons for what is off, Enter in step 2, a visible ring, and Esc returns focus to the form", async ({
  page,
}) => {
  // Two steps typed key by key, seven ring checks and one axe run: about 15 s here, more on a busy machine.
  test.setTimeout(120_000);
  await page.route("**/api/booking", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ reference: "VPN-261122-TEST" }),
    }),
  );
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", "accepted");
    localStorage.setItem("cookie-consent-date", String(Date.now()));
  });
  await page.goto("/demande-devis");
  const form = page.locator("#formulaire form");
  const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);

  // Leaving empty fields shows their errors beside them, silently: no string of alerts.
  await page.locator("#devis-prenom").focus();
  // The first focus wakes the form's island; its handlers are there once it says so.
  await expect(page.locator('#formulaire [data-island="booking-form"]')).toHaveAttribute("data-hydrated", "true");
  await expectVisibleRing(page);
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
  await expect(form.getByText("Indiquez votre prénom.")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // « Suivant » is off, says why, and a press says once what is missing.
  const next = form.getByRole("button", { name: "Suivant" });
  await next.focus();
  await expectVisibleRing(page);
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await expect(next).toHaveAccessibleDescription("Remplissez les champs marqués d’un astérisque pour continuer.");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveCount(1);
  await expect(page.getByRole("alert")).toHaveText(
    "Pour continuer, corrigez ces 8\u00a0champs\u00a0: Prénom, Nom, Téléphone, E-mail, Date de prise en charge, Heure de prise en charge, Adresse de départ, Adresse d’arrivée.",
  );
  await expect(page.locator("#devis-prenom")).toBeFocused();

  const type = async (text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press("Tab");
  };
  await type("Inès");
  await type("Robert");
  await type("0612345678");
  await type("ines.robert@exemple.fr");
  // Native date and time pickers: their segments follow the browser's locale, so the value is set in place;
  // focus still moves with Tab alone.
  await expect(page.locator("#devis-date")).toBeFocused();
  await page.locator("#devis-date").fill(date);
  const tabTo = async (target: Locator, most = 4) => {
    for (let i = 0; i < most && !(await target.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(target).toBeFocused();
  };
  await tabTo(page.locator("#devis-heure"));
  await page.locator("#devis-heure").fill("09:30");
  await tabTo(page.locator("#devis-depart"));
  await page.keyboard.type("cité des con");
  await expect(page.getByRole("option", { name: /Cité des Congrès/ })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.type("aeroport nantes");
  await expect(page.getByRole("option", { name: /Aéroport Nantes Atlantique/ })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(next).toBeFocused();
  await expect(next).not.toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Les détails de votre trajet" })).toBeFocused();
  // The indicative fare's link to /tarifs, then the trip type.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Voir nos tarifs" })).toBeFocused();
  await expectVisibleRing(page);

  // Enter in step 2 before choosing a trip type: the notification explains, focus goes to what is missing.
  const flight = form.getByLabel("N° de vol ou de train");
  await tabTo(flight, 6);
  await expectVisibleRing(page);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Formulaire incomplet")).toBeVisible();
  const business = page.getByRole("radio", { name: "Professionnel" });
  await expect(business).toBeFocused();
  await expectVisibleRing(page);
  await page.keyboard.press("Space");
  await expect(business).toBeChecked();
  const checkbox = page.getByRole("checkbox", { name: /politique de confidentialité/ });
  await tabTo(checkbox, 12);
  await expectVisibleRing(page);
  await page.keyboard.press("Space");
  await expect(checkbox).toBeChecked();
  // The review request can be refused here; then the visitor says whether he books at the fare shown.
  await tabTo(page.getByRole("checkbox", { name: /mon avis après la course/ }), 2);
  await expectVisibleRing(page);
  const book = page.getByRole("radio", { name: /^Réserver au tarif de/ });
  await tabTo(book, 2);
  await expectVisibleRing(page);
  await page.keyboard.press("Space");
  await expect(book).toBeChecked();
  // How he pays: the first way takes the focus, the arrow moves to the next and chooses it.
  await tabTo(page.getByRole("radio", { name: /^Payer .+ maintenant/ }), 2);
  await expectVisibleRing(page);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /^Enregistrer une carte/ })).toBeChecked();
  // Then the terms and fares links beside the button, 'Précédent', and the submit button that says it books.
  const send = page.getByRole("button", { name: /^Réserver — .+ TTC, à régler$/ });
  await tabTo(send, 6);
  await expectVisibleRing(page);
  await expect(send).toHaveAccessibleDescription(
    /^En réservant, j’accepte les conditions générales de vente et les tarifs, et je m’engage à régler .* Si vous annulez cette réservation Gratuite jusqu’au/,
  );
  // The step's notification has gone (4.5 s) before the dialog's axe run, which would catch it mid-fade.
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Formulaire incomplet")).toBeHidden({
    timeout: 10_000,
  });
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Réservation enregistrée, en attente de confirmation" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Parfait\u00a0!" })).toBeFocused();
  await expectVisibleRing(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Focus comes back to the form (now reset to step 1), not to the top of the page.
  await expect(form.getByRole("heading", { name: "Vos coordonnées et votre trajet" })).toBeFocused();
});

test("a pickup sooner than our 2-hour reply asks the visitor to call, without stopping the request", async ({
  page,
}) => {
  await page.goto("/#contact");
  const form = page.locator("#contact form");
  const soon = new Date(Date.now() + 40 * 60_000);
  const paris = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", hourCycle: "h23", ...options }).format(soon);
  await form.getByLabel("Date de prise en charge").fill(paris({ year: "numeric", month: "2-digit", day: "2-digit" }));
  await form.getByLabel("Heure de prise en charge").fill(paris({ hour: "2-digit", minute: "2-digit" }));
  const notice = form.getByRole("status").filter({ hasText: "Prise en charge dans moins de 2\u00a0heures" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "02 61 91 44 20" })).toHaveAttribute("href", "tel:+33261914420");
  await form
    .getByLabel("Date de prise en charge")
    .fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
  await expect(notice).toHaveCount(0);
});
