import { expect, test } from "./fixtures";

test("the events page shows six cards, each booking from the home contact section", async ({ page }) => {
  await page.goto("/events");
  await expect(page).toHaveTitle("Événements Nantes - Transport VTC Premium");
  const buttons = page.getByRole("link", { name: /^Réserver pour cet événement/ });
  await expect(buttons).toHaveCount(6);
  for (const href of await buttons.evaluateAll((els) => els.map((el) => el.getAttribute("href"))))
    expect(href).toBe("/#contact");
});

test("a failing event image is hidden and a coloured fallback with the event's name takes its place", async ({
  page,
  consoleErrors,
}) => {
  const logs: string[] = [];
  page.on("console", (m) => logs.push(m.text()));
  await page.route(/\/img\/event-hellfest-/, (route) => route.abort());
  await page.goto("/events");
  const card = page.locator("li", { has: page.getByRole("heading", { name: "Hellfest", level: 3 }) });
  await card.scrollIntoViewIfNeeded();
  const fallback = card.locator("[data-event-fallback]");
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText("Hellfest");
  expect(await fallback.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(180, 35, 24)");
  await expect(card.locator("picture")).toBeHidden();
  expect(logs.some((l) => /Hellfest.*indisponible/.test(l))).toBe(true);
  // The aborted image requests are this test's doing.
  expect(consoleErrors.every((e) => e.includes("ERR_FAILED"))).toBe(true);
  consoleErrors.length = 0;
});
