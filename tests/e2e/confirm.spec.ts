import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { OUTBOX } from "../../playwright.config";
import { axeViolations, expect, test } from "./fixtures";

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const outboxFiles = (reference: string) =>
  existsSync(OUTBOX) ? readdirSync(OUTBOX).filter((f) => f.includes(reference)) : [];
const read = (file: string) => readFileSync(path.join(OUTBOX, file), "utf8");

test("from request to booking proof: the fare in the form, the business e-mail's link, a changed price, the proof and its .ics", async ({
  page,
}) => {
  const date = inDays(9);
  await page.goto("/#contact");
  const form = page.locator("#contact form");
  await form.getByLabel("Prénom").fill("Inès");
  await form.locator('input[name="nom"]').fill("Roussel");
  await form.getByLabel("Téléphone").fill("06 23 45 67 89");
  await form.getByLabel("E-mail").fill("ines.roussel@exemple.fr");
  await form.getByLabel("Date de prise en charge").fill(date);
  await form.getByLabel("Heure de prise en charge").fill("23:30");
  await form.getByRole("combobox", { name: "Adresse de départ" }).pressSequentially("gare nan", { delay: 20 });
  await form.getByRole("option", { name: /Gare de Nantes – accès Nord/ }).click();
  await form.getByRole("combobox", { name: "Adresse d’arrivée" }).pressSequentially("aero", { delay: 20 });
  await form.getByRole("option", { name: /Aéroport Nantes Atlantique/ }).click();
  await form.getByRole("button", { name: "Suivant" }).click();

  // The station to the airport is Nantes's 35 € flat fare; 23:30 adds the 15 % night supplement: 40 €.
  await expect(form.getByText("Tarif indicatif\u00a0: 40\u00a0€ TTC")).toBeVisible();
  await expect(
    form.getByText(/majoration de nuit incluse\. Nous vous confirmons le prix avec la réservation\./),
  ).toBeVisible();
  await form.getByText("Personnel").click();
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  const dialog = page.getByRole("dialog", { name: "Réservation confirmée !" });
  const reference = (await dialog.locator("strong").textContent())!;
  await dialog.getByRole("button", { name: "Parfait !" }).click();

  await expect.poll(() => outboxFiles(reference).filter((f) => f.endsWith("business.eml"))).toHaveLength(1);
  const business = read(outboxFiles(reference).find((f) => f.endsWith("business.eml"))!);
  expect(business).toContain("Tarif indicatif\u00a0: 40\u00a0€ TTC (indicatif)");
  const link = /^Confirmer avec un prix\u00a0: (http:\/\/localhost:\d+\/confirmer#\S+)$/m.exec(business)![1]!;

  await page.goto(link);
  await expect(page).toHaveTitle(/^Répondre à une demande de réservation/);
  const panel = page.locator('[data-island="confirm-panel"]');
  await expect(panel.getByRole("heading", { name: `Demande ${reference}` })).toBeVisible();
  await expect(panel).toContainText("Inès Roussel");
  const price = panel.getByLabel("Prix TTC de la course, en euros");
  await expect(price).toHaveValue("40");
  expect(await axeViolations(page)).toEqual([]);
  await price.fill("52,50");
  await panel.getByRole("button", { name: "Confirmer avec ce prix" }).click();
  await expect(panel.getByRole("status")).toContainText("Réservation confirmée au prix de 52,50\u00a0€ TTC");
  expect(await axeViolations(page)).toEqual([]);

  const files = outboxFiles(reference);
  const proof = read(files.find((f) => f.endsWith("-proof.eml"))!);
  const copy = read(files.find((f) => f.endsWith("-proof-copy.eml"))!);
  const ics = read(files.find((f) => f.endsWith("-proof-reservation-" + reference + ".ics"))!);
  expect(proof).toContain("To: ines.roussel@exemple.fr");
  expect(copy).toContain("To: contact@vtc-premium-nantes.fr");
  expect(proof).toContain('Content-Type: text/calendar; charset=utf-8; name="reservation-' + reference + '.ics"');
  const [year, month, day] = date.split("-");
  for (const mention of [
    `Bon de réservation ${reference}`,
    "Exploitant\u00a0: VTC Premium Nantes, [Nom et prénom de l’entrepreneur à compléter] (EI)",
    "N° d’inscription au registre VTC\u00a0: [Numéro d’inscription au registre VTC à compléter]",
    "Client\u00a0: Inès Roussel",
    "Téléphone du client\u00a0: 06 23 45 67 89",
    "Réservation demandée le\u00a0: ",
    `Date de prise en charge\u00a0: ${day}/${month}/${year}`,
    "Heure de prise en charge\u00a0: 23:30",
    "Lieu de prise en charge\u00a0: Gare de Nantes – accès Nord, 27 boulevard de Stalingrad, 44000 Nantes",
    "Destination\u00a0: Aéroport Nantes Atlantique",
    "Prix\u00a0: 52,50\u00a0€ TTC",
    "Annulation gratuite plus de 24\u00a0h avant la prise en charge",
    "Conditions générales de vente\u00a0: https://www.vtc-premium-nantes.fr/cgv",
  ])
    expect(proof).toContain(mention);
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain(`UID:${reference}@vtc-premium-nantes.fr\r\n`);
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
  expect(ics).toContain("STATUS:CONFIRMED\r\n");

  // The same link again: already answered, and said when; nothing more is sent.
  await page.reload();
  await expect(panel.getByRole("status")).toContainText(
    /Cette réservation a déjà été confirmée le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}, au prix de 52,50/,
  );
  await expect(panel.getByRole("button", { name: "Confirmer avec ce prix" })).toHaveCount(0);
  expect(outboxFiles(reference).filter((f) => f.endsWith(".eml"))).toHaveLength(4);
});

test("a tampered link is refused in French", async ({ page, consoleErrors }) => {
  await page.goto("/confirmer#v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByRole("alert")).toContainText(
    "Ce lien n’est pas valide\u00a0: il est incomplet ou a été modifié.",
  );
  expect(consoleErrors.splice(0)).toEqual([
    "Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
});

test("the fares page shows the grid's main fares in the HTML, with zero WCAG 2.1 AA violations", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/tarifs");
  const nantes = page.getByRole("row", { name: /^Nantes / });
  await expect(nantes).toContainText("35\u00a0€");
  await expect(page.getByRole("row", { name: /^Rezé / })).toContainText("40\u00a0€");
  expect(await axeViolations(page)).toEqual([]);
});
