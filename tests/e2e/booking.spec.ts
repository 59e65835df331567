import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { OUTBOX } from "../../playwright.config";
import { expect, test } from "./fixtures";

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function fillStepOne(page: Page, form: ReturnType<Page["locator"]>) {
  await form.getByLabel("Prénom").fill("Léa");
  await form.locator('input[name="nom"]').fill("Martin");
  await form.getByLabel("Téléphone").fill("06 12 34 56 78");
  await form.getByLabel("E-mail").fill("lea.martin@exemple.fr");
  await form.getByLabel("Date de prise en charge").fill(inDays(12));
  await form.getByLabel("Heure de prise en charge").fill("07:45");
  const departure = form.getByRole("combobox", { name: "Adresse de départ" });
  // Lookups answer in a few milliseconds here: hold them long enough for the loading line to be seen.
  await page.route("**/api/places", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await departure.pressSequentially("gare nan", { delay: 30 });
  await expect(form.getByText("Recherche d'adresses...").first()).toBeVisible();
  const option = form.getByRole("option", { name: /Gare de Nantes – accès Nord/ });
  await expect(option).toBeVisible();
  await departure.press("ArrowDown");
  await expect(departure).toHaveAttribute("aria-activedescendant", /.+/);
  await departure.press("Enter");
  await expect(departure).toHaveValue("Gare de Nantes – accès Nord, 27 boulevard de Stalingrad, 44000 Nantes");
  await expect(form.getByRole("listbox")).toBeHidden();
  const arrival = form.getByRole("combobox", { name: "Adresse d’arrivée" });
  await arrival.pressSequentially("aero", { delay: 30 });
  await form.getByRole("option", { name: /Aéroport Nantes Atlantique/ }).click();
  await expect(arrival).toHaveValue(/^Aéroport Nantes Atlantique/);
}

test("booking at the fare shown, end to end: the choice to book, the fees beside a button that says it binds, a dialog that says what happened, and the e-mails", async ({
  page,
}) => {
  await page.goto("/#contact");
  const form = page.locator("#contact form");
  const next = form.getByRole("button", { name: "Suivant" });
  await expect(next).toBeDisabled();
  await fillStepOne(page, form);
  await form.getByLabel("E-mail").fill("lea.martin@exemple");
  await expect(next).toBeDisabled();
  await form.getByLabel("E-mail").fill("lea.martin@exemple.fr");
  await expect(next).toBeEnabled();
  await next.click();

  await expect(form.getByText("Étape 2 sur 2")).toBeVisible();
  const send = form.getByRole("button", { name: "Envoyer ma demande de devis" });
  await expect(send).toBeDisabled();
  await form.getByText("Professionnel").click();
  await form.getByLabel("Nombre de passagers").selectOption("3");
  await form.getByLabel("N° de vol ou de train").fill("TGV 8812");
  await form.getByLabel("Informations supplémentaires").fill("Deux valises et un siège bébé.");
  await form.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  // A fare is shown: the visitor says himself whether he books at it or asks for a quote; nothing is chosen for him.
  await expect(form.getByText("Comment souhaitez-vous continuer\u00a0?")).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(form.getByText("Choisissez de réserver au tarif affiché ou de demander un devis.")).toBeVisible();
  await expect(form.getByText(/^Ma demande ne m’engage à rien/)).toBeVisible();
  const fare = Number(await form.locator("[data-fare]").getAttribute("data-fare"));
  const euros = `${fare}\u00a0€ TTC`;
  await form.getByText(`Réserver au tarif de ${euros}`).click();
  const book = form.getByRole("button", { name: `Réserver — ${euros}, à régler` });
  // Booking, he says how he pays: nothing is chosen for him either.
  await expect(book).toBeDisabled();
  await expect(form.getByText("Comment souhaitez-vous régler\u00a0?")).toBeVisible();
  await form.getByText("Enregistrer une carte, débitée après la course").click();
  await expect(book).toBeEnabled();
  await expect(
    form.getByText(/^En réservant, j’accepte les conditions générales de vente et les tarifs, et je m’engage à régler/),
  ).toBeVisible();
  // The fees that would apply, beside the button: 12 days ahead, free until 24 h before the pickup.
  await expect(form.getByText("Si vous annulez cette réservation")).toBeVisible();
  await expect(
    form.getByText(/^Gratuite jusqu’au \d\d\/\d\d\/\d{4} à 07:45\u00a0; 50\u00a0% du prix jusqu’au/),
  ).toBeVisible();
  await book.click();

  const dialog = page.getByRole("dialog", { name: "Réservation enregistrée, en attente de confirmation" });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText(`Votre réservation à ${euros} nous est parvenue.`);
  await expect(dialog).toContainText("Sans chauffeur disponible, rien ne vous sera dû.");
  const reference = (await dialog.locator("strong").textContent())!;
  expect(reference).toMatch(/^VPN-\d{6}-[A-Z2-9]{4}$/);
  // One step is left, on Stripe's page, and the dialog says so; the request has reached us whatever he does next.
  await expect(dialog).toContainText("Dernière étape\u00a0: enregistrez votre carte sur la page sécurisée de Stripe.");
  await expect(dialog.getByRole("link", { name: "Enregistrer ma carte" })).toHaveAttribute("href", /^\/paiement#v1\./);
  await dialog.getByRole("button", { name: "Plus tard" }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByText("Étape 1 sur 2")).toBeVisible();
  await expect(form.getByLabel("Prénom")).toHaveValue("");

  // The acknowledgement is written after the answer (as Vercel's waitUntil runs it): wait for it.
  const outbox = () => (existsSync(OUTBOX) ? readdirSync(OUTBOX) : []).filter((f) => f.includes(reference)).sort();
  await expect.poll(() => outbox().map((f) => f.split("-").pop())).toEqual(["business.eml", "customer.eml"]);
  const files = outbox();
  const business = readFileSync(path.join(OUTBOX, files.find((f) => f.endsWith("business.eml"))!), "utf8");
  expect(business).toContain("Reply-To: lea.martin@exemple.fr");
  expect(business).toContain(`Réservation à confirmer ${reference}`);
  expect(business).toContain("Gare de Nantes – accès Nord");
  expect(business).toContain("TGV 8812");
  expect(business).toContain("Professionnel");
  expect(business).toContain("siège bébé");
  const customer = readFileSync(path.join(OUTBOX, files.find((f) => f.endsWith("customer.eml"))!), "utf8");
  expect(customer).toContain("To: lea.martin@exemple.fr");
  expect(customer).toContain("Réservation enregistrée, en attente de confirmation");
  expect(customer).toContain("N° d’inscription au registre VTC");
  // What the visitor typed is never echoed to the address he typed before a booking exists.
  expect(customer).not.toContain("siège bébé");
});

test("a « sur devis » trip can only be a request, which binds nothing", async ({ page }) => {
  await page.goto("/demande-devis");
  const form = page.locator("#formulaire form");
  await fillStepOne(page, form);
  await form.getByRole("button", { name: "Suivant" }).click();
  await form.getByLabel("Nombre de passagers").selectOption("9+");
  await expect(form.getByText(/^Au-delà de 8\u00a0passagers, il faut plus que nos deux voitures/)).toBeVisible();
  await expect(form.getByText(/^Votre demande ne vous engage à rien/)).toBeVisible();
  await expect(form.getByRole("radio", { name: /^Réserver au tarif/ })).toHaveCount(0);
  await form.getByText("Personnel").click();
  await form.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  await form.getByRole("button", { name: "Envoyer ma demande de devis" }).click();
  await expect(page.getByRole("dialog", { name: "Demande envoyée" })).toBeVisible({ timeout: 10_000 });
});

test("BotID's client part challenges the form's requests, from our own origin; a bot verdict is explained", async ({
  page,
  consoleErrors,
}) => {
  const challenged: string[] = [];
  const hosts = new Set<string>();
  page.on("request", (request) => {
    hosts.add(new URL(request.url()).host);
    if (request.headers()["x-is-human"]) challenged.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto("/#contact");
  const form = page.locator("#contact form");
  await fillStepOne(page, form);
  await form.getByRole("button", { name: "Suivant" }).click();
  await form.getByText("Personnel").click();
  await form.getByText("Demander un devis, sans engagement").click();
  await form.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  // From here on the local twin of BotID's verdict says "bot".
  await page.setExtraHTTPHeaders({ "x-local-bot-verdict": "bot" });
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "Votre demande n’a pas pu être vérifiée" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Demande refusée")).toBeVisible();
  // Nothing the visitor typed is lost.
  await expect(form.getByText("Étape 2 sur 2")).toBeVisible();
  await form.getByRole("button", { name: "Précédent" }).click();
  await expect(form.getByLabel("Prénom")).toHaveValue("Léa");
  expect(challenged).toContain("POST /api/places");
  expect(challenged).toContain("POST /api/booking");
  expect([...hosts]).toEqual([new URL(page.url()).host]);
  expect(consoleErrors.splice(0)).toEqual([
    "Failed to load resource: the server responded with a status of 403 (Forbidden)",
  ]);
});

test("an unconfirmed send says so honestly, keeps everything and sends nothing twice", async ({ page }) => {
  let calls = 0;
  const keys = new Set<string>();
  await page.route("**/api/booking", (route) => {
    calls++;
    keys.add(route.request().headers()["idempotency-key"] ?? "");
    return route.fulfill({
      status: 202,
      contentType: "application/json",
      body: JSON.stringify({
        reference: "VPN-261203-K7QM",
        uncertain: true,
        error: "Nous n’avons pas pu vérifier que votre demande nous est parvenue.",
      }),
    });
  });
  await page.goto("/demande-devis");
  const form = page.locator("#formulaire form");
  await fillStepOne(page, form);
  await form.getByRole("button", { name: "Suivant" }).click();
  await form.getByText("Personnel").click();
  await form.getByText("Demander un devis, sans engagement").click();
  await form.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  const send = form.getByRole("button", { name: "Envoyer ma demande" });
  await send.click();
  await expect(form.getByRole("alert")).toContainText(
    "Nous n’avons pas pu vérifier que votre demande nous est parvenue. Référence de votre demande\u00a0: VPN-261203-K7QM.",
  );
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Envoi non confirmé");
  await expect(page.getByRole("dialog")).toBeHidden();
  // A second click carries the same key: the server answers from its record and sends nothing.
  await send.click();
  await expect.poll(() => calls).toBe(2);
  expect(keys.size).toBe(1);
  await expect(form.getByRole("checkbox", { name: /politique de confidentialité/ })).toBeChecked();
});

test("a send that never gets an answer still ends with a message after 30 s, keeps everything and can be resent", async ({
  page,
  consoleErrors,
}) => {
  const keys: string[] = [];
  // Whatever holds it (the network, BotID's fetch wrapper waiting for its script), no answer ever comes.
  await page.route("**/api/booking", (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
  });
  await page.clock.install();
  await page.goto("/demande-devis");
  const form = page.locator("#formulaire form");
  await fillStepOne(page, form);
  await form.getByRole("button", { name: "Suivant" }).click();
  await form.getByText("Personnel").click();
  await form.getByText("Demander un devis, sans engagement").click();
  await form.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  const send = form.getByRole("button", { name: "Envoyer ma demande" });
  await send.click();
  await expect.poll(() => keys.length).toBe(1);
  await page.clock.fastForward(30_000);
  const toast = page.getByRole("region", { name: /Notifications/ });
  await expect(toast).toContainText("Pas de réponse");
  await expect(toast).toContainText("Vous pouvez la renvoyer sans risque de doublon, ou nous appeler au");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(form.getByRole("checkbox", { name: /politique de confidentialité/ })).toBeChecked();
  // Sent again, it carries the same key: if the first one did arrive, the server answers its outcome.
  await send.click();
  await expect.poll(() => keys.length).toBe(2);
  expect(new Set(keys).size).toBe(1);
  expect(consoleErrors.splice(0)).toEqual([]);
});

test("a send failure shows 'Erreur d'envoi' and keeps every value typed", async ({ page, consoleErrors }) => {
  await page.route("**/api/booking", (route) =>
    route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: "x" }) }),
  );
  await page.goto("/demande-devis");
  const form = page.locator("#formulaire form");
  await fillStepOne(page, form);
  await form.getByRole("button", { name: "Suivant" }).click();
  await form.getByText("Personnel").click();
  await form.getByText("Demander un devis, sans engagement").click();
  await form.getByLabel("Informations supplémentaires").fill("Retour prévu à 23 h.");
  await form.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ });
  await expect(toast).toContainText("Erreur d'envoi");
  await expect(toast).toContainText(
    "Une erreur s'est produite lors de l'envoi de votre demande. Veuillez réessayer ou nous contacter directement.",
  );
  await expect(form.getByLabel("Informations supplémentaires")).toHaveValue("Retour prévu à 23 h.");
  await expect(form.getByRole("checkbox", { name: /politique de confidentialité/ })).toBeChecked();
  await form.getByRole("button", { name: "Précédent" }).click();
  await expect(form.getByLabel("Prénom")).toHaveValue("Léa");
  await expect(form.getByRole("combobox", { name: "Adresse de départ" })).toHaveValue(/^Gare de Nantes/);
  expect(consoleErrors.splice(0)).toEqual([
    "Failed to load resource: the server responded with a status of 502 (Bad Gateway)",
  ]);
});

test("past the limit the visitor is told when to try again", async ({ page, consoleErrors }) => {
  await page.route("**/api/booking", (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": "180" },
      contentType: "application/json",
      body: JSON.stringify({ retryAt: new Date(Date.now() + 170_000).toISOString() }),
    }),
  );
  await page.goto("/demande-devis");
  const form = page.locator("#formulaire form");
  await fillStepOne(page, form);
  await form.getByRole("button", { name: "Suivant" }).click();
  await form.getByText("Personnel").click();
  await form.getByText("Demander un devis, sans engagement").click();
  await form.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ });
  await expect(toast).toContainText(/Réessayez à partir de \d\d\u00a0h\u00a0\d\d \(dans 3\u00a0minutes\)/);
  expect(consoleErrors.splice(0)).toEqual([
    "Failed to load resource: the server responded with a status of 429 (Too Many Requests)",
  ]);
});

test("a typed draft survives a reload", async ({ page }) => {
  await page.goto("/demande-devis");
  const form = page.locator("#formulaire form");
  await form.getByLabel("Prénom").fill("Hugo");
  await form.getByLabel("Téléphone").fill("+33 6 11 22 33 44");
  // The form wakes on first use; the draft is kept from then on.
  await expect(page.locator('[data-island="booking-form"]')).toHaveAttribute("data-hydrated", "true");
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("booking-draft"))).toContain("Hugo");
  await page.reload();
  await expect(form.getByLabel("Prénom")).toHaveValue("Hugo");
  await expect(form.getByLabel("Téléphone")).toHaveValue("+33 6 11 22 33 44");
});

test("step 2 is built while the browser is idle and only shown: changing step creates nothing", async ({ page }) => {
  await page.goto("/demande-devis");
  const form = page.locator("#formulaire form");
  await fillStepOne(page, form);
  const consent = form.locator('input[name="consentementRgpd"]');
  await expect(consent).toBeAttached();
  await expect(consent).toBeHidden();
  await consent.evaluate((input) => input.setAttribute("data-built-ahead", ""));
  await form.getByRole("button", { name: "Suivant" }).click();
  await expect(form.locator('input[name="consentementRgpd"][data-built-ahead]')).toBeVisible();
  await expect(form.getByLabel("Prénom")).toBeHidden();
  await form.getByRole("button", { name: "Précédent" }).click();
  await expect(form.getByLabel("Prénom")).toHaveValue("Léa");
  await expect(consent).toBeHidden();
});
