import { axeViolations, expect, test } from "./fixtures";

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
  // One page load and one axe run per template: about 1 s each here, up to 3 s on a busy machine.
  test.setTimeout(TEMPLATES.length * 5_000);
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
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  expect(await axeViolations(page)).toEqual([]);

  await expect(page.getByRole("region", { name: "Cookies et confidentialité" })).toBeVisible({ timeout: 4000 });
  expect(await axeViolations(page)).toEqual([]);
});

test("keyboard only: the booking form can be completed and sent without a mouse, and the dialog traps focus", async ({
  page,
}) => {
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
  const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  await page.locator("#devis-prenom").focus();
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
  const tabTo = async (selector: string) => {
    // A date or time field's segments (day, month, year…) are tab stops of their own.
    for (let i = 0; i < 4 && !(await page.locator(selector).evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(page.locator(selector)).toBeFocused();
  };
  await tabTo("#devis-heure");
  await page.locator("#devis-heure").fill("09:30");
  await tabTo("#devis-depart");
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
  await expect(page.getByRole("button", { name: "Suivant" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Les détails de votre trajet" })).toBeFocused();
  // The indicative fare's link to /tarifs, then the trip type.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Voir nos tarifs" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "Professionnel" })).toBeChecked();
  const checkbox = page.getByRole("checkbox");
  for (let i = 0; i < 12 && !(await checkbox.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(checkbox).toBeChecked();
  // Then the privacy link, 'Précédent', and the submit button.
  for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Envoyer ma demande" })).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Réservation confirmée !" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Parfait !" })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
});
