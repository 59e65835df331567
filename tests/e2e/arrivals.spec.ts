import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parisToUtc } from "../../src/lib/paris-time";
import { bookedAtFare } from "../support/booking-fixtures";
import { axeViolations, chromeReady, expect, test } from "./fixtures";
import { useMovedServer } from "./moved-server";

/**
 * Arrivals followed, as the customer sees them in Chromium (docs/decisions/250-arrivals-followed.md): the form checks
 * a flight number against the AeroDataBox stand-in that `npm start` runs, shows its landing and proposes the pickup,
 * and says plainly when a flight does not land at Nantes that day; a booking on a flight that is then 50 minutes
 * late shows the moved pickup on « Gérer ma réservation ». The site runs in a server of its own, whose clock the test
 * moves to the flight's day (tests/support/moved-clock.mjs), and whose flights it scripts over the stand-in's HTTP.
 */
const server = useMovedServer({
  port: Number(process.env.E2E_ARRIVALS_PORT ?? 4193),
  outbox: ".outbox-e2e-arrivals",
  ready: /flights on the AeroDataBox stand-in (http:\/\/\S+?),/,
});
const SITE = server.site;
const OUTBOX = server.outbox;
const SHOTS = process.env.ARRIVALS_SCREENSHOTS;

test.describe.configure({ mode: "serial" });

const moveClockTo = server.moveClockTo;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const files = (reference: string) =>
  existsSync(OUTBOX) ? readdirSync(OUTBOX).filter((f) => f.includes(reference)) : [];
const mails = (reference: string, kind: string) =>
  files(reference)
    .filter((f) => f.endsWith(`-${reference}-${kind}.eml`))
    .sort()
    .map((f) => readFileSync(path.join(OUTBOX, f), "utf8"));
const line = (mail: string, label: string) =>
  new RegExp(`^${label}\\u00a0: (http://localhost:\\d+/\\S+)$`, "m").exec(mail)?.[1] ?? "";

/** A flight scripted on the stand-in, as a developer would over HTTP. */
async function script(number: string, date: string, action: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${server.found}/_stand-in/flights/${number}/${date}/${action}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** Vercel Cron's run of the following job (anyone may run it in the local mode): what it did. */
async function follow(page: Page): Promise<{ due: number; polled: number; moved: number; told: number; left: number }> {
  const response = await page.request.get(`${SITE}/api/follow-arrivals`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/**
 * The job run until it has polled the flight once: the server takes up a moved clock within a moment (it reads the
 * offset every 50 ms), and a run that began before and ended after leaves the booking to the next one.
 */
async function pollOnce(page: Page) {
  let last = { polled: 0, moved: 0, told: 0 };
  await expect
    .poll(async () => {
      last = await follow(page);
      return last.polled;
    })
    .toBe(1);
  return last;
}

/** A picture of `what`, centred, the header settled on the scrolled page, when ARRIVALS_SCREENSHOTS names a folder. */
async function shot(page: Page, what: Locator, name: string) {
  if (!SHOTS) return;
  await what.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  await page.locator('header[data-scrolled="true"]').waitFor();
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: "disabled" });
}

/** The measurement banner, shown a moment after a first visit, answered as a visitor would: it covers nothing then. */
async function refuseMeasurement(page: Page) {
  const refuse = page.getByRole("button", { name: "Refuser", exact: true });
  if (
    await refuse.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    )
  )
    await refuse.click();
}

test("the form checks a flight number: its landing at Nantes, from abroad, the pickup it proposes; a flight that does not land at Nantes that day is said so", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const date = inDays(5);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${SITE}/#contact`);
    await chromeReady(page);
    await refuseMeasurement(page);
    const form = page.locator("#contact form");
    await form.getByLabel("Prénom").fill("Claire");
    await form.locator('input[name="nom"]').fill("Durand");
    await form.getByLabel("Téléphone").fill("06 12 34 56 78");
    await form.getByLabel("E-mail").fill("claire.durand@exemple.fr");
    await form.getByLabel("Date de prise en charge").fill(date);
    await form.getByLabel("Heure de prise en charge").fill("13:30");
    const departure = form.getByRole("combobox", { name: "Adresse de départ" });
    // The form keeps what was typed (the second width reopens it): each address is typed afresh.
    await departure.fill("");
    await departure.pressSequentially("aero", { delay: 30 });
    await form.getByRole("option", { name: /Aéroport Nantes Atlantique/ }).click();
    await expect(departure).toHaveValue(/^Aéroport Nantes Atlantique/);
    const destination = form.getByRole("combobox", { name: "Adresse d’arrivée" });
    await destination.fill("");
    await destination.pressSequentially("gare nan", { delay: 30 });
    await form.getByRole("option", { name: /Gare de Nantes – accès Nord/ }).click();
    await form.getByRole("button", { name: "Suivant" }).click();
    await expect(form.getByText("Étape 2 sur 2")).toBeVisible();

    const number = form.getByLabel("N° de vol ou de train");
    await number.fill("");
    await expect(form.getByText("Nous vérifions votre vol et suivons son atterrissage le jour même.")).toBeVisible();
    await number.fill("U2 4811");
    const found = form.getByRole("status").filter({ hasText: "Vol U24811" });
    await expect(found).toContainText("Vol U24811 · London → Nantes Atlantique");
    await expect(found).toContainText(`Atterrissage prévu à 14:20 le ${date.split("-").reverse().join("/")}.`);
    await expect(found).toContainText(
      "Vol en provenance de l’étranger\u00a0: 45\u00a0minutes d’attente offertes après l’atterrissage",
    );
    // The pickup it proposes, taken in one tap: the time of step one follows.
    await found.getByRole("button", { name: "Prise en charge à 14:20" }).click();
    await expect(found).toContainText("Prise en charge à 14:20, à l’arrivée");
    await shot(page, found, `form-flight-${width}`);
    expect(await axeViolations(page)).toEqual([]);

    // A flight that leaves Nantes instead: said plainly, with where it lands.
    await number.fill("AF7711");
    const elsewhere = form.getByRole("status").filter({ hasText: "AF7711" });
    await expect(elsewhere).toContainText(
      `Le vol AF7711 n’atterrit pas à Nantes Atlantique le ${date.split("-").reverse().join("/")}`,
    );
    await expect(elsewhere).toContainText("Vérifiez le numéro et la date.");
    await shot(page, elsewhere, `form-elsewhere-${width}`);
    await form.getByRole("button", { name: "Précédent" }).click();
    await expect(form.getByLabel("Heure de prise en charge")).toHaveValue("14:20");
  }
});

test("a flight 50 minutes late: « Gérer ma réservation » shows the pickup it moved to, each side told once", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const date = inDays(3);
  await script("U24811", date, "schedule", { at: "14:20", from: "london" });
  const response = await page.request.post(`${SITE}/api/booking`, {
    headers: { origin: SITE, "idempotency-key": crypto.randomUUID() },
    data: bookedAtFare({
      prenom: "Émile",
      nom: "Garnier",
      email: "emile.garnier@exemple.fr",
      datePriseEnCharge: date,
      heurePriseEnCharge: "14:20",
      lieuDepart: "Aéroport Nantes Atlantique, Route de Bouguenais, 44340 Bouguenais",
      lieuArrivee: "Gare de Nantes – accès Nord, 27 boulevard de Stalingrad, 44000 Nantes",
      typeDeplacementProfessionnel: false,
      numeroVolTrain: "U2 4811",
      informationsSupplementaires: "",
    }),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { reference } = (await response.json()) as { reference: string };
  await expect.poll(() => mails(reference, "business").length).toBe(1);
  await page.goto(line(mails(reference, "business")[0]!, "Confirmer la réservation"));
  const confirm = page.locator('[data-island="confirm-panel"]');
  await confirm.getByRole("button", { name: "Continuer" }).click();
  await confirm.getByRole("button", { name: "Envoyer le bon de réservation" }).click();
  await expect(confirm.getByRole("status")).toContainText("Réservation confirmée au prix de");
  await expect.poll(() => mails(reference, "proof").length).toBe(1);
  const manage = line(mails(reference, "proof")[0]!, "Gérer ma réservation");

  // Days before, the job's first look at a new booking; then the day, three hours before the landing: the flight
  // polled and its alerts subscribed.
  await follow(page);
  const landing = parisToUtc(date, "14:20").getTime();
  moveClockTo(landing - 3 * 3_600_000 + 60_000);
  expect(await pollOnce(page)).toMatchObject({ moved: 0 });
  // The airline announces 50 minutes late: its alert reaches /api/flight-alert, the pickup moves to 15:10.
  await script("U24811", date, "late", { minutes: 50 });
  await expect.poll(() => mails(reference, "arrival-moved").length, { timeout: 15_000 }).toBe(1);
  // The poll an hour before the new landing sees the same delay: nothing more is told.
  moveClockTo(landing + 50 * 60_000 - 3_600_000);
  expect(await pollOnce(page)).toMatchObject({ moved: 0, told: 0 });
  expect(mails(reference, "arrival-moved")).toHaveLength(1);
  expect(mails(reference, "arrival-alert")).toHaveLength(1);
  expect(mails(reference, "arrival-moved")[0]).toContain("Votre chauffeur vous attendra à 15:10 au lieu de 14:20");

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("about:blank");
    await page.goto(manage);
    await chromeReady(page);
    await refuseMeasurement(page);
    const panel = page.locator('[data-island="manage-panel"]');
    await expect(panel.getByRole("heading", { name: "Bonjour Émile" })).toBeVisible();
    const band = panel.getByRole("region", { name: "Votre vol U24811" });
    await expect(band.locator("[data-moved-pickup]")).toHaveText(
      "Prise en charge à 15:10 au lieu de 14:20, pour suivre votre arrivée",
    );
    await expect(band).toContainText("Atterrissage prévu à 14:20, estimé à 15:10.");
    // The summary above keeps the time agreed, and says the pickup moved.
    await expect(panel.locator("dd").first()).toHaveText(/à 14:20, prise en charge déplacée à 15:10 \(ci-dessous\)$/);
    await expect(band).toContainText("45\u00a0minutes d’attente offertes à partir de 15:10.");
    await shot(page, band, `manage-moved-${width}`);
    expect(await axeViolations(page)).toEqual([]);
  }
});
