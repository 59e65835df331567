import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { OUTBOX } from "../../playwright.config";
import { axeViolations, chromeReady, expect, test } from "./fixtures";

/** The cookie banner is tested on its own below; here it would cover the form. */
async function consentGiven(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", "accepted");
    localStorage.setItem("cookie-consent-date", String(Date.now()));
  });
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test("an English booking end to end: English form, messages and dialog; an English acknowledgement and a French business e-mail", async ({
  page,
}) => {
  await consentGiven(page);
  await page.goto("/en#contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const form = page.locator("#contact form");
  await expect(form.getByText("Step 1 of 2")).toBeVisible();
  // The messages of a field left are React's: the form hydrates as the visitor nears it, or at the latest at his first
  // tap on it (a blur before that is checked at « Next »; what is typed before it is kept, tests/e2e/islands.spec.ts).
  // Opened at #contact, the page may not count the browser's own jump to the form as the visitor nearing it (a clean
  // clone's run once waited 15 s for it): he taps the first field, as he would.
  await form.getByLabel("First name").click();
  await expect(page.locator('#contact [data-island="booking-form"]')).toHaveAttribute("data-hydrated", "true", {
    timeout: 15_000,
  });
  const next = form.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  await form.getByLabel("First name").fill("Emma");
  await form.getByLabel("Last name").fill("Clarke");
  await form.getByLabel("Phone").fill("+44 7700 900123");
  await form.getByLabel("E-mail").fill("emma.clarke@example");
  await form.getByLabel("E-mail").blur();
  await expect(form.getByText("Invalid e-mail address (for example name@example.com)")).toBeVisible();
  await form.getByLabel("E-mail").fill("emma.clarke@exemple.fr");
  await form.getByLabel("Pickup date").fill(inDays(15));
  await form.getByLabel("Pickup time").fill("10:30");
  const departure = form.getByRole("combobox", { name: "Pickup address" });
  // Lookups answer in a few milliseconds here: hold them long enough for the loading line to be seen.
  await page.route("**/api/places", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await departure.pressSequentially("aero", { delay: 30 });
  await expect(form.getByText("Searching addresses...").first()).toBeVisible();
  await form.getByRole("option", { name: /Aéroport Nantes Atlantique/ }).click();
  await expect(departure).toHaveValue(/^Aéroport Nantes Atlantique/);
  const arrival = form.getByRole("combobox", { name: "Destination address" });
  await arrival.pressSequentially("gare nan", { delay: 30 });
  await form.getByRole("option", { name: /Gare de Nantes – accès Nord/ }).click();
  await expect(next).toBeEnabled();
  await next.click();

  await expect(form.getByText("Step 2 of 2")).toBeVisible();
  await expect(form.getByRole("heading", { name: "About your trip" })).toBeFocused();
  const send = form.getByRole("button", { name: "Send my quote request" });
  await expect(send).toBeDisabled();
  await form.getByText("Personal").click();
  await form.getByLabel("Number of passengers").selectOption("2");
  await form.getByLabel("Flight or train number").fill("BA342");
  await form.getByLabel("Anything else we should know").fill("Two suitcases and a golf bag.");
  await expect(form.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/en/privacy");
  // With a fare shown, the visitor chooses: book at it, or ask for a quote that binds nothing.
  await expect(send).toBeDisabled();
  await expect(form.getByText("How would you like to go on?")).toBeVisible();
  await form.getByText("Ask for a quote, with no commitment").click();
  await expect(
    form.getByText(/^My request commits me to nothing: the trip is booked only if I accept the price you propose/),
  ).toBeVisible();
  await expect(form.getByRole("link", { name: "terms of sale" })).toHaveAttribute("href", "/en/terms");
  await expect(form.getByRole("link", { name: "fares", exact: true })).toHaveAttribute("href", "/en/fares");
  await expect(form.getByRole("link", { name: "See our fares" })).toHaveAttribute("href", "/en/fares");
  await form.getByRole("checkbox", { name: /privacy policy/ }).check();
  await send.click();

  const dialog = page.getByRole("dialog", { name: "Request sent" });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText("within 2 hours");
  const reference = (await dialog.locator("strong").textContent())!;
  expect(reference).toMatch(/^VPN-\d{6}-[A-Z2-9]{4}$/);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Perfect!" }).click();
  await expect(form.getByText("Step 1 of 2")).toBeVisible();

  const outbox = () => (existsSync(OUTBOX) ? readdirSync(OUTBOX) : []).filter((f) => f.includes(reference)).sort();
  await expect.poll(() => outbox().map((f) => f.split("-").pop())).toEqual(["business.eml", "customer.eml"]);
  const read = (kind: string) =>
    readFileSync(path.join(OUTBOX, outbox().find((f) => f.endsWith(`${kind}.eml`))!), "utf8");
  const business = read("business");
  expect(business).toContain("Reply-To: emma.clarke@exemple.fr");
  expect(business).toContain("Client anglophone");
  expect(business).toContain("les e-mails partent en anglais");
  expect(business).toContain("Personnel");
  expect(business).toContain("Two suitcases and a golf bag.");
  const customer = read("customer");
  expect(customer).toContain("To: emma.clarke@exemple.fr");
  expect(customer).toContain("We have received your quote request");
  expect(customer).toContain("VTC register");
  expect(customer).toContain("within 2 hours");
  expect(customer).toContain("Terms of sale: https://www.vtc-premium-nantes.fr/en/terms");
  expect(customer).toContain("+33 2 61 91 44 20");
  expect(customer).toContain("BA342");
  expect(customer).not.toContain("golf bag");
  expect(customer).not.toContain("Registre VTC");
});

test("a failed English send is reported in English, in the notification", async ({ page, consoleErrors }) => {
  await page.route("**/api/booking", (route) =>
    route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: "x" }) }),
  );
  await consentGiven(page);
  await page.goto("/en/quote");
  const form = page.locator("#form form");
  await form.getByLabel("First name").fill("Emma");
  await form.getByLabel("Last name").fill("Clarke");
  await form.getByLabel("Phone").fill("+44 7700 900123");
  await form.getByLabel("E-mail").fill("emma.clarke@exemple.fr");
  await form.getByLabel("Pickup date").fill(inDays(15));
  await form.getByLabel("Pickup time").fill("10:30");
  await form.getByRole("combobox", { name: "Pickup address" }).fill("12 rue Crébillon, Nantes");
  const arrival = form.getByRole("combobox", { name: "Destination address" });
  await arrival.fill("Aéroport Nantes Atlantique");
  await expect(form.getByRole("option").first()).toBeVisible();
  await arrival.press("Escape");
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByText("Business").click();
  await form.getByText("Ask for a quote, with no commitment").click();
  await form.getByRole("checkbox", { name: /privacy policy/ }).check();
  await form.getByRole("button", { name: "Send my quote request" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ });
  await expect(toast).toContainText("Sending failed");
  await expect(toast).toContainText("Something went wrong while sending your request.");
  expect(consoleErrors.splice(0)).toEqual([
    "Failed to load resource: the server responded with a status of 502 (Bad Gateway)",
  ]);
});

test("the language switch is a plain link to the twin page, both ways, and the chrome follows the language", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", "declined");
    localStorage.setItem("cookie-consent-date", String(Date.now()));
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/events");
  await page.locator("header").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/events$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Services" }),
  ).toHaveAttribute("href", "/en#services");
  await expect(page.getByRole("link", { name: "Book on WhatsApp (opens in a new window)" })).toHaveAttribute(
    "href",
    /Hello%2C%20I%20would%20like%20to%20book%20a%20private%20driver\./,
  );
  await page.locator("header").getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  // A page without a twin leads to the other language's home page; on a phone the switch is in the menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/blog");
  await chromeReady(page);
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  await page.getByRole("navigation", { name: "Menu mobile" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await chromeReady(page);
  await page.getByRole("button", { name: "Open the menu" }).click();
  await expect(page.getByRole("button", { name: "Close the menu" })).toHaveAttribute("aria-expanded", "true");
});

test("the English cookie banner appears in English", async ({ page }) => {
  await page.goto("/en/service-areas");
  const banner = page.getByRole("region", { name: "Audience measurement" });
  await expect(banner).toBeVisible({ timeout: 4000 });
  await expect(banner.getByRole("link", { name: "Our privacy policy" })).toHaveAttribute(
    "href",
    "/en/privacy#audience-measurement",
  );
  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();
});
