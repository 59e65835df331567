import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { unzip } from "../support/unzip";
import { expect, test } from "./fixtures";
import { useMovedServer } from "./moved-server";

/**
 * The operator's console in Chromium with a virtual authenticator (CDP WebAuthn): his phone enrols from the link the
 * mailbox received (the local outbox), signs in with its passkey, answers a booking, sees it among today's trips, and
 * takes a late cancellation's fee only after the passkey is asked again; another browser without the passkey gets
 * nothing, nor does a revoked session's cookie. The site runs in a server of its own whose clock the test moves
 * (tests/support/moved-clock.mjs): the next morning, the customer's cancellation past its free minutes.
 */
const server = useMovedServer({
  port: Number(process.env.E2E_CONSOLE_PORT ?? 4194),
  outbox: ".outbox-e2e-console",
  ready: /payments on the Stripe stand-in (http:\/\/[^\s,)]+)/,
});
const SITE = server.site;
const OUTBOX = server.outbox;

test.describe.configure({ mode: "serial" });

const moveClockTo = server.moveClockTo;
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const outbox = () =>
  existsSync(OUTBOX)
    ? readdirSync(OUTBOX)
        .filter((f) => f.endsWith(".eml"))
        .sort()
    : [];
const mails = (pattern: string) =>
  outbox()
    .filter((f) => f.includes(pattern))
    .map((f) => readFileSync(path.join(OUTBOX, f), "utf8"));
const line = (mail: string, label: string) =>
  new RegExp(`^${label}\\u00a0: (http://localhost:\\d+/\\S+)$`, "m").exec(mail)?.[1] ?? "";

/** The phone's authenticator, as Chromium's DevTools protocol makes one: a passkey kept, the user verified. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** How many times the passkey has signed: each sign-in and each act asked again. */
    signatures: async () => {
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      return credentials.reduce((sum, c) => sum + (c.signCount ?? 0), 0);
    },
    count: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length,
  };
}

/** A call of the console's function from the page, as its island makes it (its origin, its cookie). */
const consoleCall = (page: Page, body: Record<string, unknown>) =>
  page.evaluate(async (b) => {
    const response = await fetch("/api/console", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(b),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }, body);

/** A booking at the fare, its card kept on the Stripe stand-in's page: it awaits the operator's answer. */
async function bookWithCard(page: Page, date: string, time = "10:00", who: Record<string, string> = {}) {
  await page.goto(`${SITE}/confirmer`);
  const answer = await page.request.post(`${SITE}/api/booking`, {
    headers: { origin: SITE, "idempotency-key": crypto.randomUUID() },
    data: {
      prenom: "Inès",
      nom: "Roussel",
      telephone: "06 45 67 89 01",
      email: "ines.roussel@exemple.fr",
      datePriseEnCharge: date,
      heurePriseEnCharge: time,
      lieuDepart: "Gare de Nantes – accès Nord, 27 boulevard de Stalingrad, 44000 Nantes",
      lieuArrivee: "Aéroport Nantes Atlantique, Route de Bouguenais, 44340 Bouguenais",
      typeDeplacementProfessionnel: false,
      nombrePassagers: "1",
      numeroVolTrain: "AF1234",
      consentementRgpd: true,
      engagement: "reservation",
      tarifAccepte: 35,
      paiement: "guarantee",
      ...who,
    },
  });
  expect(answer.status()).toBe(200);
  const { reference, payment } = (await answer.json()) as { reference: string; payment: { url: string } };
  await page.goto(`${SITE}${payment.url}`);
  await page.locator('[data-island="payment-panel"]').getByRole("button", { name: "Enregistrer ma carte" }).click();
  await page.getByRole("button", { name: /^Carte acceptée/ }).click();
  await expect(page).toHaveURL(/\/paiement\?session=cs_/);
  await expect.poll(() => mails(`-${reference}-business.eml`).length).toBe(1);
  return reference;
}

let phone: BrowserContext;
let cookie = "";

test("his phone enrols from the mailbox's link, answers a booking, signs in the next morning and sees it today", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  phone = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await phone.newPage();
  const authenticator = await virtualAuthenticator(page);
  // The ride is on the first morning at least fourteen hours on, so that his twelve-hour session has lapsed by
  // 07:00 that day whatever the hour the suite runs at (at 18:00 UTC « tomorrow » was not twelve hours away).
  const date = [1, 2].map(inDays).find((day) => Date.parse(`${day}T06:00:00Z`) - Date.now() >= 14 * 3_600_000)!;
  const reference = await bookWithCard(page, date);

  // Signed out: the console asks for the passkey, or a link to enrol this phone.
  await page.goto(`${SITE}/console`);
  const app = page.locator('[data-island="console"]');
  await app.getByRole("button", { name: "Recevoir un lien d’enrôlement" }).click();
  await expect(app.getByRole("status")).toContainText("Un lien d’enrôlement vient de partir");
  await expect.poll(() => mails("console-enrol").length).toBe(1);
  const link = /(http:\/\/localhost:\d+\/console#enrol=v1\.[\w-]+)/.exec(mails("console-enrol")[0]!)![1]!;

  await page.goto("about:blank");
  await page.goto(link);
  await app.getByRole("button", { name: "Créer ma clé d’accès" }).click();
  await expect(app.getByRole("tab", { name: /^À traiter · 1$/ })).toBeVisible();
  expect(await authenticator.count()).toBe(1);
  // The link's token has left the address bar.
  expect(page.url()).toBe(`${SITE}/console`);

  // The booking awaits his answer, with the time left: he confirms it at the fare.
  await app.getByRole("tab", { name: /^À traiter/ }).click();
  const item = app.getByRole("article", { name: /Réservation au tarif Inès Roussel/ });
  await expect(item).toContainText(reference);
  await expect(item).toContainText(/Répondre sous (2\u00a0h\u00a000|1\u00a0h\u00a0\d\d)/);
  await item.getByRole("button", { name: "Répondre" }).click();
  await expect(item.getByLabel("Prix (€ TTC)")).toHaveValue("35");
  await item.getByRole("button", { name: "Confirmer" }).click();
  await expect(app.getByRole("tabpanel").getByRole("status")).toContainText(
    `${reference}\u00a0: réponse envoyée au client.`,
  );
  await expect.poll(() => mails(`-${reference}-proof.eml`).length).toBe(1);
  await expect(app.getByRole("tab", { name: /^À traiter · 0$/ })).toBeVisible();
  await expect(app.getByText("Rien n’attend votre réponse.")).toBeVisible();

  // That morning at 07:00 in Nantes, his twelve-hour session has lapsed: the passkey opens the console.
  moveClockTo(Date.parse(`${date}T06:00:00Z`));
  await settle();
  await page.reload();
  await app.getByRole("button", { name: "Ouvrir avec ma clé d’accès" }).click();
  await expect(app.getByRole("tab", { name: /^Journée · 1$/ })).toBeVisible();
  const today = app.getByRole("region", { name: /^Aujourd’hui/ });
  const trip = today.getByRole("article", { name: "10:00 Inès Roussel" });
  await expect(trip).toContainText(reference);
  await expect(trip).toContainText("AF1234");
  await expect(trip).toContainText("carte gardée · 35\u00a0€");
  await expect(trip.getByRole("link", { name: "Appeler" })).toHaveAttribute("href", "tel:0645678901");
  await expect(trip.getByRole("link", { name: "SMS" })).toHaveAttribute("href", "sms:0645678901");
  await expect(trip.getByRole("link", { name: "Itinéraire" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Gare%20de%20Nantes/,
  );
  cookie = (await phone.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  expect(cookie).not.toBe("");
  const session = (await phone.cookies())[0]!;
  expect(session.httpOnly).toBe(true);
  expect(session.sameSite).toBe("Strict");

  // 07:10: the customer cancels, inside the last hours: the terms' fee is due.
  const proof = mails(`-${reference}-proof.eml`)[0]!;
  const manage = line(proof, "Gérer ma réservation").split("#")[1]!;
  const view = await page.request.post(`${SITE}/api/manage`, {
    headers: { origin: SITE },
    data: { token: manage, action: "view" },
  });
  const { fee } = (await view.json()) as { fee: { percent: number } };
  const cancelled = await page.request.post(`${SITE}/api/manage`, {
    headers: { origin: SITE },
    data: { token: manage, action: "cancel", fee: fee.percent },
  });
  expect(cancelled.status()).toBe(200);

  // The fee: the console asks the passkey again before it charges the card kept.
  await app.getByRole("button", { name: "Actualiser" }).click();
  await expect(trip).toContainText("Annulée par le client");
  const before = await authenticator.signatures();
  const stepUps: number[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith("/api/console") && response.status() === 401) stepUps.push(response.status());
  });
  await trip.getByRole("button", { name: "Gérer la course" }).click();
  await trip.getByRole("button", { name: "Encaisser les frais" }).click();
  await expect(trip.getByRole("status")).toContainText("17,50\u00a0€ TTC débités");
  expect(stepUps).toHaveLength(1);
  expect(await authenticator.signatures()).toBe(before + 1);
  // Half the fare, charged once on the card kept, as the Stripe stand-in's ledger holds it.
  const ledger = (await (await fetch(`${server.found}/_stand-in/ledger`)).json()) as {
    charged: { reference: string | null; amount: number }[];
  };
  expect(ledger.charged.filter((c) => c.reference === reference).map((c) => c.amount)).toEqual([1750]);

  // The month's documents for the accountant, from the settings: one ZIP, the register's CSV and the fee's note, the
  // very PDF its e-mail carried, under its number.
  await app.getByRole("tab", { name: "Réglages" }).click();
  const register = app.getByRole("region", { name: "Registre des recettes" });
  const month = date.slice(0, 7);
  await register.getByLabel("Mois").fill(month);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    register.getByRole("link", { name: "Télécharger les pièces (ZIP)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`pieces-${month}.zip`);
  const entries = unzip(readFileSync(await download.path()));
  const csv = entries.find((e) => e.name === `registre-recettes-${month}.csv`)!.data.toString("utf8");
  const note = /;(N\d{4}-\d{4});/.exec(csv.split("\r\n").find((row) => row.includes(reference)) ?? "")?.[1];
  expect(note).toBeTruthy();
  const pdf = entries.find((e) => e.name === `note-${note}.pdf`)!;
  expect((await pdfText(pdf.data)).lines).toContain(`N°\u00a0${note}`);
  const attached = new RegExp(
    `filename="note-${note}\\.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n([\\w+/=\r\n]+?)\r\n--`,
  );
  const mailed = outbox()
    .map((f) => attached.exec(readFileSync(path.join(OUTBOX, f), "utf8"))?.[1])
    .find(Boolean);
  expect(Buffer.from(mailed!.replace(/\s/g, ""), "base64").equals(pdf.data)).toBe(true);
  await app.getByRole("tab", { name: "Journée" }).click();
});

test("another browser without the passkey gets nothing; a revoked session's cookie gets nothing", async ({
  browser,
}) => {
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  // A phone with an authenticator of its own, which holds no passkey of this console.
  await virtualAuthenticator(other);
  await other.goto(`${SITE}/console`);
  await expect(other.getByRole("button", { name: "Ouvrir avec ma clé d’accès" })).toBeVisible();
  expect((await consoleCall(other, { action: "day" })).status).toBe(401);
  const answer = await consoleCall(other, { action: "signin-options" });
  expect(answer.status).toBe(200);
  await other.getByRole("button", { name: "Ouvrir avec ma clé d’accès" }).click();
  await expect(other.getByRole("alert")).toBeVisible();
  expect((await consoleCall(other, { action: "day" })).status).toBe(401);

  // A copy of the phone's cookie works until the phone closes its session; then it opens nothing.
  const copy = await browser.newContext();
  const thief = await copy.newPage();
  await thief.goto(`${SITE}/console`);
  await copy.addCookies((await phone.cookies()).map((c) => ({ ...c })));
  expect((await consoleCall(thief, { action: "day" })).status).toBe(200);

  const page = phone.pages()[0]!;
  const app = page.locator('[data-island="console"]');
  await app.getByRole("tab", { name: "Réglages" }).click();
  const sessions = app.getByRole("region", { name: "Sessions ouvertes" });
  await sessions
    .getByRole("listitem")
    .filter({ hasText: "cet appareil" })
    .getByRole("button", { name: "Fermer" })
    .click();
  await expect(app.getByRole("button", { name: "Ouvrir avec ma clé d’accès" })).toBeVisible();
  expect((await consoleCall(thief, { action: "day" })).status).toBe(401);
  expect((await consoleCall(page, { action: "day" })).status).toBe(401);
  await stranger.close();
  await copy.close();
  await phone.close();
});

test("the console at 390 px and at 1280 px: a busy day, a conflict, the answers awaited, nothing wider than the screen", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Reduced motion: the screenshots show the tabs as they settle, not midway through their colour change.
  const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris", reducedMotion: "reduce" });
  const page = await context.newPage();
  await virtualAuthenticator(page);
  const date = inDays(3);
  const trips = [
    ["09:15", { prenom: "Camille", nom: "Lefort", numeroVolTrain: "TGV 8812" }],
    ["14:30", { prenom: "Louis", nom: "Garnier" }],
    ["14:35", { prenom: "Sophie", nom: "Marchand", notes: "Siège enfant, deux valises." }],
    ["14:40", { prenom: "Hugo", nom: "Perrin" }],
  ] as const;
  const references: string[] = [];
  for (const [time, who] of trips) references.push(await bookWithCard(page, date, time, who));

  await page.goto(`${SITE}/console`);
  const app = page.locator('[data-island="console"]');
  await app.getByRole("button", { name: "Recevoir un lien d’enrôlement" }).click();
  await expect.poll(() => mails("console-enrol").length).toBe(2);
  const link = /(http:\/\/localhost:\d+\/console#enrol=v1\.[\w-]+)/.exec(mails("console-enrol")[1]!)![1]!;
  await page.goto("about:blank");
  await page.goto(link);
  await app.getByRole("button", { name: "Créer ma clé d’accès" }).click();
  await expect(app.getByRole("tab", { name: /^À traiter · 4$/ })).toBeVisible();
  for (const reference of references) {
    const answer = await consoleCall(page, { action: "request", reference, act: { action: "confirm", price: "35" } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  // That morning at 07:30 in Nantes, two more await his answer.
  moveClockTo(Date.parse(`${date}T06:30:00Z`));
  await settle();
  const elise = await bookWithCard(page, inDays(5), "06:45", { prenom: "Élise", nom: "Bernard" });
  const quote = await page.request.post(`${SITE}/api/booking`, {
    headers: { origin: SITE, "idempotency-key": crypto.randomUUID() },
    data: {
      prenom: "Marc",
      nom: "Dubois",
      telephone: "06 12 34 56 78",
      email: "marc.dubois@exemple.fr",
      datePriseEnCharge: inDays(4),
      heurePriseEnCharge: "21:00",
      lieuDepart: "Hôtel de France, 24 rue Crébillon, 44000 Nantes",
      lieuArrivee: "La Baule-Escoublac",
      typeDeplacementProfessionnel: false,
      nombrePassagers: "3",
      consentementRgpd: true,
    },
  });
  expect(quote.status()).toBe(200);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${SITE}/console`);
    await app.getByRole("button", { name: "Ouvrir avec ma clé d’accès" }).click();
    await expect(app.getByRole("tab", { name: /^Journée · 4$/ })).toBeVisible();
    await expect(app.getByText("plus de courses en même temps que de voitures").first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`console-day-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await app.getByRole("tab", { name: /^À traiter · 2$/ }).click();
    // Counted on the server's clock: booked at 07:30, the reply is due within two hours.
    await expect(app.getByRole("article", { name: /Élise Bernard/ })).toContainText(
      /Répondre sous (2\u00a0h\u00a000|1\u00a0h\u00a05\d)/,
    );
    await app
      .getByRole("article", { name: /Demande de devis Marc Dubois/ })
      .getByRole("button", { name: "Répondre" })
      .click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`console-open-${width}.png`), fullPage: true });
    await app.getByRole("tab", { name: "Réglages" }).click();
    await expect(app.getByRole("region", { name: "Sessions ouvertes" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`console-settings-${width}.png`), fullPage: true });
    // The register's two downloads, side by side or one under the other, within the screen.
    const register = app.getByRole("region", { name: "Registre des recettes" });
    await expect(register.getByRole("link", { name: "Télécharger les pièces (ZIP)" })).toBeVisible();
    await register.screenshot({ path: test.info().outputPath(`console-register-${width}.png`) });
    await consoleCall(page, { action: "sign-out" });
  }

  // An alert's link (its notification, tapped) opens the console on its item, ready to answer.
  await page.goto("about:blank");
  await page.goto(`${SITE}/console#${elise}`);
  await app.getByRole("button", { name: "Ouvrir avec ma clé d’accès" }).click();
  await expect(app.getByRole("tab", { name: /^À traiter/ })).toHaveAttribute("aria-selected", "true");
  await expect(app.getByRole("article", { name: /Élise Bernard/ }).getByLabel("Prix (€ TTC)")).toHaveValue("35");
  await context.close();
});
