import type { Page } from "@playwright/test";
import { expect, openOnPausedClock, test } from "./fixtures";

/**
 * Audience and speed measurement with the visitor's consent (docs/decisions/120-measurement-with-consent.md).
 * The local server answers /_vercel/ with stand-ins that keep what they receive (docs/testing.md); this file's
 * browser carries its own user agent, so only its own records are read.
 */
const MARK = "measurement-e2e";
test.use({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36 ${MARK}` });

type Recorded = { path: string; userAgent: string; body: Record<string, unknown> };

async function recorded(page: Page): Promise<Recorded[]> {
  const all = (await (await page.request.get("/_vercel/insights/recorded")).json()) as Recorded[];
  return all.filter((r) => r.userAgent.includes(MARK));
}

const events = async (page: Page) =>
  (await recorded(page)).filter((r) => r.path === "/_vercel/insights/event").map((r) => r.body);
const views = async (page: Page) =>
  (await recorded(page)).filter((r) => r.path === "/_vercel/insights/view").map((r) => String(r.body.o));

/** Every request the page makes under /_vercel/ (the scripts and what they send). */
function vercelRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/_vercel/")) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

function banner(page: Page) {
  return page.getByRole("region", { name: "Mesure d’audience" });
}

/** The page is hidden as when the visitor switches app or tab: Speed Insights sends its metrics then. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });
}

/** Taps a link without leaving the page (a tel: or wa.me link would leave it). */
async function tapWithoutLeaving(page: Page, selector: string) {
  const link = page.locator(selector).filter({ visible: true }).first();
  await link.evaluate((a) => a.addEventListener("click", (event) => event.preventDefault()));
  await link.click();
}

test.beforeEach(async ({ page }) => {
  await page.request.delete("/_vercel/insights/recorded");
});

test("nothing is loaded or sent from /_vercel/ before a choice, nor after « Refuser » or closing the banner", async ({
  page,
}) => {
  const requests = vercelRequests(page);
  await page.goto("/");
  await expect(banner(page)).toBeVisible({ timeout: 4000 });
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);

  await banner(page).getByRole("button", { name: "Refuser", exact: true }).click();
  await expect(banner(page)).toBeHidden();
  await page.waitForTimeout(1000);
  await page.goto("/demande-devis");
  await tapWithoutLeaving(page, 'a[href^="tel:"]');
  await page.waitForTimeout(1000);
  await hide(page);

  await page.evaluate(() => localStorage.clear());
  await page.goto("/events");
  await expect(banner(page)).toBeVisible({ timeout: 4000 });
  await banner(page).getByRole("button", { name: "Fermer et refuser" }).click();
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);
  expect(await recorded(page)).toEqual([]);
});

test("after « Accepter »: a page view, the quote page's origin, the booking event without personal data, and Web Vitals on hide", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const requests = vercelRequests(page);
  await page.goto("/");
  await expect(banner(page)).toBeVisible({ timeout: 4000 });
  await banner(page).getByRole("button", { name: "Accepter", exact: true }).click();
  await expect.poll(() => views(page)).toEqual([expect.stringMatching(/^http:\/\/localhost:\d+\/$/)]);
  expect(requests).toContain("GET /_vercel/insights/script.js");
  expect(requests).toContain("GET /_vercel/speed-insights/script.js");

  // From the home page to the quote page, through a link of the page.
  await page.locator('footer a[href="/demande-devis"]').click();
  await expect(page).toHaveURL(/\/demande-devis$/);
  await expect
    .poll(() => events(page))
    .toContainEqual(
      expect.objectContaining({ en: "Quote page opened", ed: { language: "fr", from: "home", fromPath: "/" } }),
    );

  const form = page.locator('[data-island="booking-form"] form');
  await form.getByLabel("Prénom").fill("Léa");
  await form.locator('input[name="nom"]').fill("Martinez");
  await form.getByLabel("Téléphone").fill("06 12 34 56 78");
  await form.getByLabel("E-mail").fill("lea.martinez@exemple.fr");
  await form
    .getByLabel("Date de prise en charge")
    .fill(new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10));
  await form.getByLabel("Heure de prise en charge").fill("07:45");
  const departure = form.getByRole("combobox", { name: "Adresse de départ" });
  await departure.pressSequentially("gare nan", { delay: 30 });
  await form.getByRole("option", { name: /Gare de Nantes – accès Nord/ }).click();
  const arrival = form.getByRole("combobox", { name: "Adresse d’arrivée" });
  await arrival.pressSequentially("aero", { delay: 30 });
  await form.getByRole("option", { name: /Aéroport Nantes Atlantique/ }).click();
  await form.getByRole("button", { name: "Suivant" }).click();
  await form.getByText("Professionnel").click();
  await form.getByLabel("N° de vol ou de train").fill("AF 7731");
  await form.getByLabel("Informations supplémentaires").fill("Code porte 4417B");
  const fare = Number(await form.locator("[data-fare]").getAttribute("data-fare"));
  expect(fare).toBeGreaterThan(0);
  await form.getByText("Demander un devis, sans engagement").click();
  await form.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  await form.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
  await expect(page.getByRole("dialog", { name: "Demande envoyée" })).toBeVisible({ timeout: 10_000 });

  await expect
    .poll(() => events(page))
    .toContainEqual(
      expect.objectContaining({
        en: "Booking request sent",
        ed: { language: "fr", page: "quote", fare, commitment: "request" },
      }),
    );
  expect(await views(page)).toContainEqual(expect.stringMatching(/\/demande-devis$/));

  await hide(page);
  await expect
    .poll(async () =>
      (await recorded(page))
        .filter((r) => r.path === "/_vercel/speed-insights/vitals" && String(r.body.url).endsWith("/demande-devis"))
        .flatMap((r) => (r.body.vitals as { name: string }[]).map((v) => v.name)),
    )
    .toEqual(expect.arrayContaining(["FCP", "TTFB", "LCP", "CLS", "INP"]));

  const sent = JSON.stringify(await recorded(page));
  for (const typed of [
    "Léa",
    "Martinez",
    "lea.martinez",
    "06 12 34 56 78",
    "0612345678",
    "AF 7731",
    "4417B",
    "Stalingrad",
  ])
    expect(sent, typed).not.toContain(typed);
});

test("a change of mind applies at once: refusing stops sending on the open page, accepting starts on the next", async ({
  page,
}) => {
  await page.goto("/events");
  await expect(banner(page)).toBeVisible({ timeout: 4000 });
  await banner(page).getByRole("button", { name: "Accepter", exact: true }).click();
  await expect.poll(() => views(page)).toHaveLength(1);

  // The footer's button opens the choice again; « Refuser » stops everything on this very page.
  await page.getByRole("button", { name: "Mesure d’audience" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Refuser", exact: true })).toBeFocused();
  await banner(page).getByRole("button", { name: "Refuser", exact: true }).click();
  await expect(banner(page)).toBeHidden();
  const before = (await recorded(page)).length;
  await tapWithoutLeaving(page, 'a[href^="tel:"]');
  await tapWithoutLeaving(page, 'a[href*="wa.me"]');
  await hide(page);
  await page.waitForTimeout(1000);
  expect(await recorded(page)).toHaveLength(before);

  // The next page loads nothing; accepting there starts measuring at once.
  const requests = vercelRequests(page);
  await page.goto("/tarifs");
  await page.waitForTimeout(1500);
  expect(requests).toEqual([]);
  await page.getByRole("button", { name: "Mesure d’audience" }).click();
  await banner(page).getByRole("button", { name: "Accepter", exact: true }).click();
  await expect.poll(() => views(page)).toContainEqual(expect.stringMatching(/\/tarifs$/));
  await tapWithoutLeaving(page, 'a[href^="tel:"]');
  await expect
    .poll(() => events(page))
    .toContainEqual(expect.objectContaining({ en: "Phone tap", ed: { language: "fr", page: "fares" } }));
});

test("an answer given from the footer before the banner's 2 s holds: the banner does not come back, nor show half laid out", async ({
  page,
}) => {
  await openOnPausedClock(page, "/tarifs");
  await page.getByRole("button", { name: "Mesure d’audience" }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Refuser", exact: true }).click();
  await expect(banner(page)).toBeHidden();
  // The storage refused, as private browsing may: the answer still holds on this page.
  await page.evaluate(() => localStorage.clear());
  await page.clock.runFor(5000);
  await expect(banner(page)).toBeHidden();

  // Left alone, the banner is laid out unseen a part per task (src/islands/cookie-consent.ts), then shown whole.
  await page.evaluate(() => localStorage.clear());
  await openOnPausedClock(page);
  const seen = page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const section = document.querySelector<HTMLElement>("[data-cookie-banner]")!;
        const states: string[] = [];
        new MutationObserver(() => {
          const shown = !section.hidden && getComputedStyle(section).visibility === "visible";
          const parts = [...section.querySelectorAll("h2, p, button")];
          const laidOut = parts.filter((part) => getComputedStyle(part).display !== "none").length;
          states.push(`${shown ? "shown" : "unseen"} ${laidOut}/${parts.length}`);
          if (shown) resolve(states);
        }).observe(section, { attributes: true, subtree: true });
      }),
  );
  await page.clock.runFor(2500);
  const states = await seen;
  expect(states).toEqual([
    "unseen 0/5",
    "unseen 1/5",
    "unseen 2/5",
    "unseen 3/5",
    "unseen 4/5",
    "unseen 5/5",
    "shown 5/5",
  ]);
  await expect(banner(page).getByRole("button", { name: "Accepter", exact: true })).toBeVisible();
});

for (const [path, name, accept] of [
  ["/", "Mesure d’audience", "Accepter"],
  ["/en", "Audience measurement", "Accept"],
] as const) {
  test(`on a 390 × 844 phone the banner of ${path} takes at most a third of the screen, its two answers alike`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const region = page.getByRole("region", { name });
    await expect(region).toBeVisible({ timeout: 4000 });
    const box = (await region.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(844 / 3);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const [refuse, agree] = await Promise.all(
      [path === "/" ? "Refuser" : "Decline", accept].map((label) =>
        region.getByRole("button", { name: label, exact: true }).evaluate((b) => {
          const style = getComputedStyle(b);
          const { width, height } = b.getBoundingClientRect();
          return { width, height, font: `${style.fontWeight} ${style.fontSize}`, colour: style.color };
        }),
      ),
    );
    expect(refuse).toEqual(agree);
    await expect(region.getByRole("link")).toHaveAttribute("href", /privacy|confidentialite/);
  });
}
