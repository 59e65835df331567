import { chromeReady, expect, islandsReadyOnPausedClock, openOnPausedClock, test } from "./fixtures";

test("the header is transparent at the top and turns solid after 50 px of scroll", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header[data-header]");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
  await page.evaluate(() => window.scrollTo({ top: 40, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(14, 17, 22)");
});

test("section links point at the home page's anchors from other pages", async ({ page }) => {
  await page.goto("/blog");
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/#services");
  await expect(nav.getByRole("link", { name: "Événements" })).toHaveAttribute("href", "/events");
  await expect(page.getByRole("link", { name: "Réserver", exact: true })).toHaveAttribute("href", "/#contact");
  await expect(page.locator('header a[href^="tel:"]')).toBeVisible();
});

test("the fares are in the header on a desktop and in the mobile menu on a phone, in either language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/blog");
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav.getByRole("link", { name: "Tarifs" })).toHaveAttribute("href", "/tarifs");
  await page.goto("/en/events");
  const navEn = page.getByRole("navigation", { name: "Main navigation" });
  await expect(navEn.getByRole("link", { name: "Fares" })).toHaveAttribute("href", "/en/fares");
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, open, label, target] of [
    ["/events", "Ouvrir le menu", "Tarifs", /\/tarifs$/],
    ["/en", "Open the menu", "Fares", /\/en\/fares$/],
  ] as const) {
    await page.goto(path);
    await chromeReady(page);
    await page.getByRole("button", { name: open }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(target);
  }
});

test("from 1024 to 1440 px the header holds the logo, six links, the phone and the buttons on one line, within the page", async ({
  page,
}) => {
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/en"]) {
      await page.goto(path);
      // Measured in the fallback serif and again in the heading font: the logo's wordmark takes either.
      for (const held of [true, false]) {
        const row = await page.locator("header[data-header] > div").evaluate((div, held) => {
          document.documentElement.classList.toggle("font-later", held);
          const style = getComputedStyle(div);
          const inner = div.getBoundingClientRect();
          const right = inner.right - Number.parseFloat(style.paddingRight);
          const [logo, nav, actions] = [...div.children].map((el) => el.getBoundingClientRect());
          const lines = [...div.querySelectorAll("nav a, a[href^='tel:'] span, a[href='/'] span, a[href='/en'] span")]
            .filter((el) => el.getClientRects().length > 1)
            .map((el) => el.textContent);
          return {
            height: inner.height,
            gaps: [nav!.left - logo!.right, actions!.left - nav!.right],
            over: actions!.right - right,
            lines,
          };
        }, held);
        expect(row, `${path} at ${width} px`).toMatchObject({ height: 72, lines: [] });
        for (const gap of row.gaps) expect(gap, `${path} at ${width} px`).toBeGreaterThanOrEqual(16);
        expect(row.over, `${path} at ${width} px`).toBeLessThanOrEqual(0.5);
      }
    }
  }
});

test("the mobile menu opens, closes with Escape and with a link", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/events");
  await chromeReady(page);
  const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await toggle.click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await page.locator("#mobile-menu").getByRole("link", { name: "Témoignages" }).click();
  await expect(page).toHaveURL(/\/#temoignages$/);
});

for (const [action, stored] of [
  ["Accepter", "accepted"],
  ["Refuser", "declined"],
  ["Fermer et refuser", "declined"],
] as const) {
  test(`cookie banner: appears after 2 s; '${action}' stores ${stored} and it stays hidden on the next visit`, async ({
    page,
  }) => {
    // The page's clock is stopped and driven by the test: the 2 s delay is checked without waiting for it.
    await openOnPausedClock(page, "/blog");
    const banner = page.getByRole("region", { name: "Mesure d’audience" });
    await page.clock.runFor(1900);
    await expect(banner).toBeHidden();
    await page.clock.runFor(200);
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: action, exact: true }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(stored);
    await page.goto("/events");
    await islandsReadyOnPausedClock(page);
    await page.clock.runFor(5000);
    await expect(banner).toBeHidden();
  });
}

test("on a phone, the banner appearing over the field being typed in moves that field above it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOnPausedClock(page, "/demande-devis");
  const field = page.locator('[data-island="booking-form"] input[name="nom"]');
  // The field sits on the bottom edge of the screen, where the banner will come, and has the focus.
  await field.evaluate((input) => {
    window.scrollBy(0, input.getBoundingClientRect().bottom - window.innerHeight + 4);
    input.focus({ preventScroll: true });
  });
  await page.clock.runFor(2100);
  const banner = page.getByRole("region", { name: "Mesure d’audience" });
  await expect(banner).toBeVisible();
  const [fieldBox, bannerBox] = [await field.boundingBox(), await banner.boundingBox()];
  expect(fieldBox!.y + fieldBox!.height).toBeLessThanOrEqual(bannerBox!.y);
  expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
  // Refusing hides the banner and gives the bottom of the screen back.
  await banner.getByRole("button", { name: "Refuser", exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe("");
});

test("the banner is asked again after six months", async ({ page }) => {
  await page.goto("/cgv");
  await page.evaluate(() => {
    localStorage.setItem("cookie-consent", "accepted");
    localStorage.setItem("cookie-consent-date", String(Date.now() - 200 * 86_400_000));
  });
  await openOnPausedClock(page);
  await page.clock.runFor(2100);
  await expect(page.getByRole("region", { name: "Mesure d’audience" })).toBeVisible();
});

test("the WhatsApp button opens a new window with the pre-filled message", async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("link", { name: "Réserver par WhatsApp (nouvelle fenêtre)" });
  await expect(link).toHaveAttribute("target", "_blank");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^https:\/\/wa\.me\/33\d{9}\?text=/);
  expect(decodeURIComponent(href!.split("text=")[1]!)).toBe("Bonjour, je souhaite réserver un chauffeur privé.");
  // A hover wakes the tooltip island and, after the 700 ms delay, shows the tooltip. The island's chunk (React
  // included) loads on that hover: on a machine busy with another test file, that takes a few seconds. The page's
  // script, which listens for the hover, starts after the largest paint: the test hovers once it is in place.
  await chromeReady(page);
  await link.hover();
  await expect(page.getByRole("tooltip")).toHaveText("Écrivez-nous sur WhatsApp", { timeout: 15_000 });
});

test("sections fade in on scroll, and nothing is hidden when JavaScript is off", async ({ browser }) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const page = await noJs.newPage();
  await page.goto("/");
  const card = page.locator("#services [data-reveal]").first();
  expect(await card.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await expect(page.getByRole("heading", { name: "Un chauffeur pour chaque trajet qui compte" })).toBeVisible();
  await noJs.close();
});

test("the heading font comes after the first screen, and later pages of the visit use it from their first paint", async ({
  page,
}) => {
  const state = () =>
    page.evaluate(() => ({
      held: document.documentElement.classList.contains("font-later"),
      face: [...document.fonts].find((face) => face.family.replace(/"/g, "") === "Playfair Display")?.status,
      heading: getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0]!.replace(/"/g, ""),
    }));
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fetched.push(request.url());
  });
  // A page where the swap moves nothing on this screen (src/islands/heading-font.ts; tests/e2e/speed.spec.ts).
  // The page's clock stands still: the loader's timers wait, however fast or slow this machine paints.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/tarifs", { waitUntil: "load" });
  expect(await state()).toEqual({
    held: true,
    face: "unloaded",
    heading: "Playfair Display Fallback: Times New Roman",
  });
  await page.clock.resume();
  await expect.poll(state).toEqual({ held: false, face: "loaded", heading: "Playfair Display" });
  expect(fetched).toHaveLength(1);
  await page.goto("/events", { waitUntil: "domcontentloaded" });
  expect((await state()).held).toBe(false);
  expect((await state()).heading).toBe("Playfair Display");
});

test("without JavaScript, headings ask for the heading font at once", async ({ browser }) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const page = await noJs.newPage();
  await page.goto("/");
  expect(await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily)).toMatch(
    /^"Playfair Display"/,
  );
  await expect
    .poll(() =>
      page.evaluate(
        () => [...document.fonts].find((face) => face.family.replace(/"/g, "") === "Playfair Display")?.status,
      ),
    )
    .toBe("loaded");
  await noJs.close();
});

test("the console's own stylesheet leaves the site's chrome as every page draws it, at 390 and at 1280 px", async ({
  page,
}) => {
  // Loaded after the site's, a utility of the console's sheet would win over the header's responsive ones.
  const drawn = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("header[data-header] a, header[data-header] button, footer a")].map((el) => {
        const style = getComputedStyle(el);
        return `${el.tagName} ${el.getAttribute("href") ?? el.getAttribute("aria-controls") ?? ""} ${style.display} ${style.visibility}`;
      }),
    );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog");
    const site = await drawn();
    await page.goto("/console");
    expect(await drawn(), `${width} px`).toEqual(site);
  }
});
