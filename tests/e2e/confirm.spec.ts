import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { OUTBOX } from "../../playwright.config";
import { axeViolations, expect, test } from "./fixtures";

/**
 * The operator's answer and the customer's acceptance, end to end through the outbox: at or below the fare
 * the customer saw, the proof goes out at once; above it, a proposal he accepts or declines first.
 */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const outboxFiles = (reference: string) =>
  existsSync(OUTBOX) ? readdirSync(OUTBOX).filter((f) => f.includes(reference)) : [];
const read = (file: string) => readFileSync(path.join(OUTBOX, file), "utf8");
const mail = (reference: string, kind: string) => {
  const file = outboxFiles(reference).find((f) => f.endsWith(`-${reference}-${kind}.eml`));
  return file ? read(file) : "";
};
const kinds = (reference: string) =>
  outboxFiles(reference)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => f.slice(f.indexOf(reference) + reference.length + 1, -4))
    .sort();

/**
 * A quote request straight to the booking function, as the form sends it (from a page of the site): Nantes station →
 * airport, 35 € shown. `atFare` books at that fare instead (the customer's own act; the operator then confirms).
 */
async function book(page: Page, overrides: Record<string, unknown> = {}): Promise<{ reference: string; link: string }> {
  const response = await page.request.post("/api/booking", {
    // Each call its own request: without a key, identical bookings would be one (the digest is the key).
    headers: { origin: new URL(page.url()).origin, "idempotency-key": crypto.randomUUID() },
    data: {
      prenom: "Hugo",
      nom: "Perrin",
      telephone: "06 45 67 89 01",
      email: "hugo.perrin@exemple.fr",
      datePriseEnCharge: inDays(10),
      heurePriseEnCharge: "10:00",
      lieuDepart: "Gare de Nantes – accès Nord, 27 boulevard de Stalingrad, 44000 Nantes",
      lieuArrivee: "Aéroport Nantes Atlantique, Route de Bouguenais, 44340 Bouguenais",
      typeDeplacementProfessionnel: false,
      nombrePassagers: "2",
      consentementRgpd: true,
      ...overrides,
    },
  });
  expect(response.status()).toBe(200);
  const { reference } = (await response.json()) as { reference: string };
  await expect.poll(() => mail(reference, "business")).toMatch(/Proposer un prix|Confirmer la réservation/);
  return { reference, link: confirmLink(mail(reference, "business")) };
}

/** Opens a link page afresh: from one link to another only the fragment changes, which would not reload it. */
async function open(page: Page, link: string) {
  await page.goto("about:blank");
  await page.goto(link);
}

function confirmLink(business: string): string {
  return /^(?:Proposer un prix|Confirmer la réservation)\u00a0: (http:\/\/localhost:\d+\/confirmer#\S+)$/m.exec(
    business,
  )![1]!;
}

/** The operator answers with a price: « Continuer », the review of what will leave, then « Envoyer ». */
async function answerWithPrice(panel: Locator, price: string, send: RegExp) {
  await panel.getByLabel("Prix TTC de la course, en euros").fill(price);
  const next = panel.getByRole("button", { name: "Continuer" });
  const sendButton = panel.getByRole("button", { name: send });
  // Pressed again while it is still there: under \`npm run load\` a press once did not reach the panel (the form kept
  // its price and its « Continuer » for 5 s), as an operator's tap may not; he taps again, and nothing has left.
  await expect(async () => {
    if (await next.isVisible()) await next.click({ timeout: 2_000 });
    await expect(sendButton).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return sendButton;
}

/** Two targets are at least 44 px apart, vertically or horizontally. */
async function gapBetween(a: Locator, b: Locator): Promise<number> {
  const [boxA, boxB] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const vertical = Math.max(boxB.y - (boxA.y + boxA.height), boxA.y - (boxB.y + boxB.height));
  const horizontal = Math.max(boxB.x - (boxA.x + boxA.width), boxA.x - (boxB.x + boxB.width));
  return Math.max(vertical, horizontal);
}

test("above the fare shown: the operator reviews, the customer gets a proposal, accepts it, and receives one proof at that price with its .ics", async ({
  page,
}) => {
  // One booking followed through the form, both link pages and five axe runs: about 20 s on a quiet machine, up to
  // a minute on a busy one.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "reduce" });
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
    form.getByText("Pour 1\u00a0passager\u00a0: 1\u00a0voiture (4\u00a0passagers par voiture)."),
  ).toBeVisible();
  await form.getByLabel("Nombre de passagers").selectOption("6");
  await expect(form.getByText("Tarif indicatif\u00a0: 80\u00a0€ TTC")).toBeVisible();
  await expect(
    form.getByText("Pour 6\u00a0passagers\u00a0: 2\u00a0voitures (4\u00a0passagers par voiture)."),
  ).toBeVisible();
  await form.getByLabel("Nombre de passagers").selectOption("1");
  await expect(
    form.getByText(/majoration de nuit incluse\. C’est le prix que vous réservez si vous choisissez de réserver/),
  ).toBeVisible();
  // She books at the fare shown. Beside the button that books: the terms and the fares it accepts.
  await form.getByText("Réserver au tarif de 40\u00a0€ TTC").click();
  const terms = form.getByText(/^En réservant, j’accepte les conditions générales de vente et les tarifs/);
  await expect(terms).toBeVisible();
  await expect(terms.getByRole("link", { name: "conditions générales de vente" })).toHaveAttribute("href", "/cgv");
  await expect(terms.getByRole("link", { name: "tarifs" })).toHaveAttribute("href", "/tarifs");
  await form.getByText("Personnel").click();
  await form.getByRole("checkbox", { name: /politique de confidentialité/ }).check();
  await form.getByText("Payer 40\u00a0€ TTC maintenant").click();
  await form.getByRole("button", { name: "Réserver — 40\u00a0€ TTC, à régler" }).click();
  const dialog = page.getByRole("dialog", { name: "Réservation enregistrée, en attente de confirmation" });
  const reference = (await dialog.locator("strong").textContent())!;
  // Paying now is her last step; she leaves it for later (the proof will carry the link).
  await expect(dialog.getByRole("link", { name: "Payer 40\u00a0€ TTC" })).toHaveAttribute("href", /^\/paiement#/);
  await dialog.getByRole("button", { name: "Plus tard" }).click();

  await expect.poll(() => mail(reference, "business")).toContain("Tarif réservé\u00a0: 40\u00a0€ TTC");
  expect(mail(reference, "customer")).toContain(
    "Conditions générales de vente\u00a0: https://www.vtc-premium-nantes.fr/cgv",
  );
  await page.goto(confirmLink(mail(reference, "business")));
  await expect(page).toHaveTitle(/^Répondre à une demande de réservation/);
  const panel = page.locator('[data-island="confirm-panel"]');
  await expect(panel.getByRole("heading", { name: `Réservation ${reference}` })).toBeVisible();
  await expect(panel.getByText("À traiter")).toBeVisible();
  await expect(panel.getByLabel("Prix TTC de la course, en euros")).toHaveValue("40");
  // On a phone, the two answers are far apart.
  expect(
    await gapBetween(
      panel.getByRole("button", { name: "Continuer" }),
      panel.getByRole("button", { name: "Indisponible…" }),
    ),
  ).toBeGreaterThanOrEqual(44);
  expect(await axeViolations(page)).toEqual([]);

  const send = await answerWithPrice(panel, "52,50", /^Envoyer la proposition$/);
  await expect(panel.getByText(/reçoit une proposition à 52,50\u00a0€ TTC, à accepter avant le /)).toBeVisible();
  const modify = panel.getByRole("button", { name: "Modifier" });
  expect(await gapBetween(send, modify)).toBeGreaterThanOrEqual(44);
  expect(kinds(reference)).toEqual(["business", "customer"]);
  expect(await axeViolations(page)).toEqual([]);
  await send.click();
  await expect(panel.getByRole("status")).toContainText(
    "Proposition de 52,50\u00a0€ TTC envoyée à ines.roussel@exemple.fr",
  );
  await expect(panel.getByText("Proposition envoyée")).toBeVisible();
  await expect.poll(() => kinds(reference)).toEqual(["business", "customer", "proposal", "proposal-copy"]);
  const proposal = mail(reference, "proposal");
  expect(proposal).toContain("To: ines.roussel@exemple.fr");
  expect(proposal).toContain("Prix proposé\u00a0: 52,50\u00a0€ TTC");
  expect(proposal).toContain("Conditions générales de vente\u00a0: https://www.vtc-premium-nantes.fr/cgv");
  const accept = /^Voir et accepter 52,50\u00a0€\u00a0: (http:\/\/localhost:\d+\/proposition#accept\.\S+)$/m.exec(
    proposal,
  )![1]!;

  // The customer, on his phone.
  await page.goto(accept);
  const offer = page.locator('[data-island="proposal-panel"]');
  await expect(offer.getByRole("heading", { name: "Bonjour Inès, voici notre prix" })).toBeVisible();
  await expect(offer.locator("[data-price]")).toHaveText("52,50\u00a0€");
  await expect(offer).toContainText("15\u00a0minutes d’attente offertes");
  await expect(offer.getByRole("link", { name: "Conditions générales de vente" })).toHaveAttribute("href", "/cgv");
  const yes = offer.getByRole("button", { name: "Accepter et réserver — 52,50\u00a0€, à régler" });
  await expect(yes).toBeFocused();
  expect(
    await gapBetween(yes, offer.getByRole("button", { name: "Refuser cette proposition" })),
  ).toBeGreaterThanOrEqual(44);
  expect(await axeViolations(page)).toEqual([]);
  // Accepting binds her: she says first how she pays (src/config/payment.ts); nothing is chosen for her.
  await yes.click();
  await expect(offer.getByText("Choisissez comment régler la course avant d’accepter.")).toBeVisible();
  await expect(offer.getByRole("radio", { name: /^Payer 52,50/ })).toBeFocused();
  await offer.getByText("Enregistrer une carte, débitée après la course").click();
  await yes.click();
  await expect(offer.getByRole("status")).toContainText("Vous avez accepté cette proposition le ");
  await expect(offer.getByRole("status")).toContainText("votre réservation à 52,50\u00a0€ TTC est ferme");
  await expect(offer.getByRole("link", { name: "Enregistrer ma carte" })).toHaveAttribute(
    "href",
    /^http:\/\/localhost:\d+\/paiement#v1\./,
  );
  expect(await axeViolations(page)).toEqual([]);

  await expect
    .poll(() => kinds(reference))
    .toEqual(["business", "customer", "proof", "proof-copy", "proposal", "proposal-copy"]);
  const proof = mail(reference, "proof");
  expect(proof).toContain("To: ines.roussel@exemple.fr");
  for (const mention of [
    `Bon de réservation ${reference}`,
    "Prix\u00a0: 52,50\u00a0€ TTC",
    "Prix accepté le\u00a0: ",
    `Date de prise en charge\u00a0: ${date.split("-").reverse().join("/")}`,
    "Heure de prise en charge\u00a0: 23:30",
    "Attente\u00a0: 15\u00a0minutes d’attente offertes",
  ])
    expect(proof).toContain(mention);
  expect(proof).toContain('Content-Type: text/calendar; charset=utf-8; name="reservation-' + reference + '.ics"');
  const ics = read(outboxFiles(reference).find((f) => f.endsWith(`-proof-reservation-${reference}.ics`))!);
  expect(ics).toContain(`UID:${reference}@vtc-premium-nantes.fr\r\n`);
  expect(ics).toContain("STATUS:CONFIRMED\r\n");
  expect(mail(reference, "proof-copy")).toContain("Inès Roussel a accepté votre proposition le ");

  // The same link again: already accepted, nothing more is sent; the operator's page says where it stands.
  await page.reload();
  await expect(offer.getByRole("status")).toContainText("Vous avez accepté cette proposition");
  await expect(offer.getByRole("button", { name: /Accepter/ })).toHaveCount(0);
  await page.goto(confirmLink(mail(reference, "business")));
  await expect(panel.getByText("Proposition acceptée")).toBeVisible();
  await expect(panel.getByRole("status")).toContainText("Inès Roussel l’a acceptée le ");
  expect(outboxFiles(reference).filter((f) => f.endsWith(".eml"))).toHaveLength(6);
});

test("the decline path: the customer declines the proposal, the business is told, nothing is booked", async ({
  page,
}) => {
  await page.goto("/confirmer");
  const { reference, link } = await book(page);
  await open(page, link);
  const panel = page.locator('[data-island="confirm-panel"]');
  await (await answerWithPrice(panel, "60", /^Envoyer la proposition$/)).click();
  await expect.poll(() => kinds(reference)).toContain("proposal");
  const decline = /^Refuser\u00a0: (http:\/\/localhost:\d+\/proposition#decline\.\S+)$/m.exec(
    mail(reference, "proposal"),
  )![1]!;

  await page.goto(decline);
  const offer = page.locator('[data-island="proposal-panel"]');
  const no = offer.getByRole("button", { name: "Refuser cette proposition" });
  await expect(no).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(offer.getByRole("status")).toContainText("Vous avez refusé cette proposition le ");
  await expect
    .poll(() => kinds(reference))
    .toEqual(["business", "customer", "proposal", "proposal-copy", "proposal-declined"]);
  expect(mail(reference, "proposal-declined")).toContain("a refusé votre proposition de 60\u00a0€ TTC");

  await page.goto(link);
  await expect(panel.getByText("Proposition refusée")).toBeVisible();
  await expect(panel.getByRole("status")).toContainText("Hugo Perrin l’a refusée le ");
});

test("at or below the fare shown, the proof goes out directly after the review; « Indisponible » is reviewed too", async ({
  page,
}) => {
  await page.goto("/confirmer");
  const { reference, link } = await book(page, { engagement: "reservation", tarifAccepte: 35, paiement: "guarantee" });
  await open(page, link);
  const panel = page.locator('[data-island="confirm-panel"]');
  const send = await answerWithPrice(panel, "35", /^Envoyer le bon de réservation$/);
  await expect(panel.getByText(/son bon de réservation à 35\u00a0€ TTC part aussitôt/)).toBeVisible();
  await send.click();
  await expect(panel.getByRole("status")).toContainText("Réservation confirmée au prix de 35\u00a0€ TTC");
  await expect(panel.getByText("Confirmée", { exact: true })).toBeVisible();
  await expect.poll(() => kinds(reference)).toEqual(["business", "customer", "proof", "proof-copy"]);
  expect(mail(reference, "proof")).toContain("Prix\u00a0: 35\u00a0€ TTC");
  expect(mail(reference, "proof")).not.toContain("Prix accepté le");

  // Another request: « Indisponible… » opens the review; « Modifier » goes back without sending anything.
  const second = await book(page, { prenom: "Léo" });
  await open(page, second.link.replace("#", "#indisponible."));
  const decline = panel.getByRole("button", { name: "Indisponible…" });
  await expect(decline).toBeFocused();
  await decline.click();
  await panel.getByRole("button", { name: "Modifier" }).click();
  await expect(decline).toBeFocused();
  expect(kinds(second.reference)).toEqual(["business", "customer"]);
  await decline.click();
  await panel.getByRole("button", { name: "Envoyer le refus" }).click();
  await expect(panel.getByRole("status")).toContainText("Refus envoyé à hugo.perrin@exemple.fr");
  await expect.poll(() => kinds(second.reference)).toEqual(["business", "customer", "refusal", "refusal-copy"]);
});

test("a second link opened in the same tab is the one answered (only the fragment changes)", async ({ page }) => {
  await page.goto("/confirmer");
  const panel = page.locator('[data-island="confirm-panel"]');
  await expect(panel.getByText(/Aucune demande dans l’adresse/)).toBeVisible();
  const { reference, link } = await book(page);
  await page.goto(link);
  await expect(panel.getByRole("heading", { name: `Demande de devis ${reference}` })).toBeVisible();
});

test("a tampered link is refused in French", async ({ page, consoleErrors }) => {
  await page.goto("/confirmer#v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByRole("alert")).toContainText(
    "Ce lien n’est pas valide\u00a0: il est incomplet ou a été modifié.",
  );
  await page.goto("/en/proposal#accept.v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByRole("alert")).toContainText("This link is not valid: it is incomplete or has been changed.");
  expect(consoleErrors.splice(0)).toEqual([
    "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    "Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);
});

test("the fares pages show the grid, the groups and the waiting terms in the HTML, with zero WCAG 2.1 AA violations", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/tarifs");
  await expect(page.getByRole("row", { name: /^Nantes / })).toContainText("35\u00a0€");
  await expect(page.getByRole("row", { name: /^Rezé / })).toContainText("40\u00a0€");
  await expect(page.getByText("De 5 à 8\u00a0passagers\u00a0: deux voitures, chacune au tarif indiqué.")).toBeVisible();
  await expect(page.getByText(/^15\u00a0minutes d’attente offertes après l’heure convenue/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/en/fares");
  await expect(page.getByRole("row", { name: /^Mauves-sur-Loire / })).toContainText("€60");
  await expect(page.getByText("9 passengers or more: on quote.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
