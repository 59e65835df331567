import { expect, test } from "./fixtures";

test("POST /api/places with 'aéroport' lists Nantes-Atlantique airport; 'a' is refused", async ({ request }) => {
  const token = "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d";
  const ok = await request.post("/api/places", { data: { input: "aéroport", sessionToken: token } });
  expect(ok.status()).toBe(200);
  expect(((await ok.json()) as { suggestions: { mainText: string }[] }).suggestions[0]?.mainText).toBe(
    "Aéroport Nantes Atlantique",
  );
  expect((await request.post("/api/places", { data: { input: "a", sessionToken: token } })).status()).toBe(400);
});

test("the address field completes with the mouse, closes on Escape and on a click outside", async ({ page }) => {
  await page.goto("/demande-devis");
  const field = page.getByRole("combobox", { name: "Adresse de départ" });
  await field.pressSequentially("reze", { delay: 40 });
  await expect(page.getByRole("option", { name: /^Rezé/ })).toBeVisible();
  await field.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await field.press("Backspace");
  await expect(page.getByRole("option", { name: /^Rezé/ })).toBeVisible();
  await page.getByRole("heading", { name: "Votre Devis Gratuit en 2h" }).click();
  await expect(page.getByRole("listbox")).toBeHidden();
  await field.fill("");
  await field.pressSequentially("carq", { delay: 40 });
  await page.getByRole("option", { name: /^Carquefou/ }).click();
  await expect(field).toHaveValue("Carquefou, 44470 Carquefou, Loire-Atlantique");
});

test("no suggestion request is made below 2 characters", async ({ page }) => {
  let calls = 0;
  page.on("request", (r) => r.url().endsWith("/api/places") && calls++);
  await page.goto("/demande-devis");
  await page.getByRole("combobox", { name: "Adresse d’arrivée" }).pressSequentially("a", { delay: 20 });
  await page.waitForTimeout(700);
  expect(calls).toBe(0);
});
