import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { flat, pdfText } from "../support/pdf-text";
import { axeViolations, expect, test } from "./fixtures";
import { useMovedServer } from "./moved-server";

/**
 * Getting paid in Chromium, through the Stripe stand-in's hosted page and its webhook events: a card kept at
 * booking, a late cancellation's fee taken once from the operator's trip page (a second press, two at once and every
 * event sent again charge nothing more), a business customer's no-show kept from the fare paid online, then
 * refunded; the note and the invoice opened as PDFs and read. The site runs in a server of its own here, whose clock
 * the test moves (tests/support/moved-clock.mjs): an 18-hour notice, then the pickup passed.
 */
const server = useMovedServer({
  port: Number(process.env.E2E_PAYMENT_PORT ?? 4191),
  outbox: ".outbox-e2e-payment",
  ready: /payments on the Stripe stand-in (http:\/\/[^\s,)]+)[,)]/,
});
const SITE = server.site;
const OUTBOX = server.outbox;

test.describe.configure({ mode: "serial" });

const moveClockTo = server.moveClockTo;
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

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
const ledger = async (reference: string) => {
  const all = (await (await fetch(`${server.found}/_stand-in/ledger`)).json()) as {
    charged: { reference: string | null; amount: number; paymentIntent: string }[];
    refunded: { paymentIntent: string; amount: number }[];
  };
  const charged = all.charged.filter((c) => c.reference === reference);
  const intents = new Set(charged.map((c) => c.paymentIntent));
  return { charged, refunded: all.refunded.filter((r) => intents.has(r.paymentIntent)) };
};

/** The PDF sent with an e-mail of `kind`, read as text. */
async function pdfOf(reference: string, kind: string): Promise<{ name: string; text: string }> {
  const name = files(reference).find((f) => f.includes(`-${reference}-${kind}-`) && f.endsWith(".pdf"))!;
  expect(name, `${kind} PDF`).toBeTruthy();
  return { name, text: flat((await pdfText(readFileSync(path.join(OUTBOX, name)))).lines) };
}

type Booked = { reference: string; pickup: number; proof: string; manage: string; operator: string };

/**
 * A booking at the fare made from the site, paid as chosen on Stripe's hosted page (the stand-in's), then
 * confirmed by the operator from his page: the proof leaves.
 */
async function bookAndPay(page: Page, how: "guarantee" | "prepaid", extra: Record<string, unknown> = {}) {
  const date = inDays(3);
  await page.goto(`${SITE}/confirmer`);
  const answer = await page.request.post(`${SITE}/api/booking`, {
    headers: { origin: SITE, "idempotency-key": crypto.randomUUID() },
    data: {
      prenom: "Inès",
      nom: "Roussel",
      telephone: "06 45 67 89 01",
      email: "ines.roussel@exemple.fr",
      datePriseEnCharge: date,
      heurePriseEnCharge: "10:00",
      lieuDepart: "Gare de Nantes – accès Nord, 27 boulevard de Stalingrad, 44000 Nantes",
      lieuArrivee: "Aéroport Nantes Atlantique, Route de Bouguenais, 44340 Bouguenais",
      typeDeplacementProfessionnel: false,
      nombrePassagers: "1",
      consentementRgpd: true,
      engagement: "reservation",
      tarifAccepte: 35,
      paiement: how,
      ...extra,
    },
  });
  expect(answer.status()).toBe(200);
  const { reference, payment } = (await answer.json()) as { reference: string; payment: { url: string } };

  // The payment page, then Stripe's (the stand-in's), then back.
  await page.goto(`${SITE}${payment.url}`);
  const panel = page.locator('[data-island="payment-panel"]');
  await panel.getByRole("button", { name: how === "prepaid" ? "Payer 35\u00a0€" : "Enregistrer ma carte" }).click();
  await expect(page.getByText("Stand-in local de Stripe Checkout")).toBeVisible();
  await page.getByRole("button", { name: /^Carte acceptée/ }).click();
  await expect(page).toHaveURL(/\/paiement\?session=cs_/);
  await expect(panel.getByRole("status")).toContainText(
    how === "prepaid" ? "Merci\u00a0: 35\u00a0€ TTC réglés" : "Merci\u00a0: votre carte Visa •••• 4242 est enregistrée",
  );

  await expect.poll(() => mails(reference, "business").length).toBe(1);
  await page.goto("about:blank");
  await page.goto(line(mails(reference, "business")[0]!, "Confirmer la réservation"));
  const confirm = page.locator('[data-island="confirm-panel"]');
  await confirm.getByRole("button", { name: "Continuer" }).click();
  await confirm.getByRole("button", { name: "Envoyer le bon de réservation" }).click();
  await expect(confirm.getByRole("status")).toContainText("Réservation confirmée au prix de 35\u00a0€ TTC");
  await expect.poll(() => mails(reference, "proof").length).toBe(1);
  const proof = mails(reference, "proof")[0]!;
  const copy = mails(reference, "proof-copy")[0]!;
  const pickup = new Date(`${date}T10:00:00${offsetOf(date)}`).getTime();
  return {
    reference,
    pickup,
    proof,
    manage: line(proof, "Gérer ma réservation"),
    operator: line(copy, "Gérer cette course"),
  } satisfies Booked;
}

/** Paris's offset from UTC on that day: +01:00 in winter, +02:00 in summer. */
function offsetOf(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const paris = Number(noon.toLocaleString("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hour12: false }));
  return paris === 14 ? "+02:00" : "+01:00";
}

/** Opens the operator's trip page; its money section. */
async function tripPage(page: Page, url: string): Promise<Locator> {
  await page.goto("about:blank");
  await page.goto(url);
  const money = page.locator("section[aria-labelledby=trip-money-title]");
  await expect(money).toBeVisible();
  return money;
}

test("a card kept at booking; a late cancellation's fee taken once from the trip page, whatever the presses and the events; its note", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const booked = await bookAndPay(page, "guarantee");
  expect(booked.proof).toContain(
    "Règlement\u00a0: Carte Visa •••• 4242 enregistrée\u00a0: débitée du prix de la course à la fin du trajet",
  );

  // 18 hours before the pickup, the customer cancels: half the price under the terms, taken by nobody yet.
  moveClockTo(booked.pickup - 18 * 3_600_000);
  await settle();
  await page.goto("about:blank");
  await page.goto(booked.manage);
  const manage = page.locator('[data-island="manage-panel"]');
  await expect(manage.locator("p", { hasText: "Règlement" })).toContainText("carte Visa •••• 4242 enregistrée");
  await manage.getByRole("button", { name: "Annuler la course…" }).click();
  await manage.getByRole("button", { name: /^Confirmer l’annulation/ }).click();
  await expect(manage.getByRole("status").first()).toContainText("Vous avez annulé cette réservation le ");
  expect((await ledger(booked.reference)).charged).toEqual([]);

  const money = await tripPage(page, booked.operator);
  await expect(money).toContainText("50\u00a0% du prix, soit 17,50\u00a0€\u00a0TTC, selon les CGV");
  expect(await axeViolations(page)).toEqual([]);
  await money.getByRole("button", { name: /^Encaisser les frais/ }).click();
  await expect(money.getByRole("heading", { name: "Vérifiez avant d’envoyer" })).toBeFocused();
  await expect(money).toContainText("La carte Visa •••• 4242 est débitée de 17,50\u00a0€\u00a0TTC");
  await money.getByRole("button", { name: "Encaisser les frais", exact: true }).click();
  await expect(money.getByRole("status")).toContainText("17,50\u00a0€ TTC débités");
  await expect(money).toContainText("encaissés le");

  // Pressed again, twice at once, and every event Stripe sent replayed: nothing more is taken.
  const token = new URL(booked.operator).hash.slice(1);
  const presses = await Promise.all(
    [1, 2].map(() =>
      page.request.post(`${SITE}/api/trip`, { headers: { origin: SITE }, data: { token, action: "take-fee" } }),
    ),
  );
  expect(presses.map((p) => p.status())).toEqual([409, 409]);
  await fetch(`${server.found}/_stand-in/redeliver`, { method: "POST" });
  await settle();
  expect((await ledger(booked.reference)).charged.map((c) => c.amount)).toEqual([1750]);

  await expect.poll(() => mails(booked.reference, "receipt").length).toBe(1);
  expect(mails(booked.reference, "receipt-copy")).toHaveLength(1);
  const note = await pdfOf(booked.reference, "receipt");
  // Each note has a number of its own, in its series (N for notes), like an invoice.
  expect(note.name).toMatch(/-receipt-note-N\d{4}-\d{4}\.pdf$/);
  for (const said of [
    "NOTE",
    `Réservation : ${booked.reference}`,
    "Client : Inès Roussel",
    "Frais d’annulation tardive : 50 % du prix convenu de 35 € (conditions générales de vente, art. 7)",
    "Payée le",
    "carte Visa •••• 4242",
  ])
    expect(note.text).toContain(said);
});

test("a company's prepaid booking: a no-show's fee kept from the fare, its invoice; then a refund from the trip page, bounded and once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  moveClockTo(Date.now());
  await page.setViewportSize({ width: 1280, height: 900 });
  const booked = await bookAndPay(page, "prepaid", {
    typeDeplacementProfessionnel: true,
    societe: "Atelier Loire SAS",
    adresseSociete: "4 quai de la Fosse, 44000 Nantes",
    siren: "732 829 320",
  });
  expect(booked.proof).toMatch(/Règlement\u00a0: Réglé en ligne le .* \(35\u00a0€\)/);
  expect((await ledger(booked.reference)).charged.map((c) => c.amount)).toEqual([3500]);

  // Half an hour after the pickup, nobody came.
  moveClockTo(booked.pickup + 30 * 60_000);
  await settle();
  await page.goto("about:blank");
  await page.goto(booked.operator);
  const trip = page.locator('[data-island="trip-panel"]');
  await trip.getByRole("button", { name: "Constater l’absence…" }).click();
  await trip.getByRole("button", { name: "Continuer" }).click();
  await trip.getByRole("button", { name: "Enregistrer l’absence" }).click();
  const money = trip.locator("section[aria-labelledby=trip-money-title]");
  await expect(money).toContainText("100\u00a0% du prix, soit 35\u00a0€\u00a0TTC, selon les CGV");
  await money.getByRole("button", { name: /^Encaisser les frais/ }).click();
  await expect(money).toContainText("35\u00a0€\u00a0TTC sont retenus sur le prix réglé en ligne");
  await money.getByRole("button", { name: "Encaisser les frais", exact: true }).click();
  await expect(money.getByRole("status")).toContainText("35\u00a0€ TTC retenus sur le prix réglé à la réservation");
  // Nothing more was taken: the fee is the fare already paid.
  expect((await ledger(booked.reference)).charged.map((c) => c.amount)).toEqual([3500]);

  await expect.poll(() => mails(booked.reference, "receipt").length).toBe(1);
  const invoice = await pdfOf(booked.reference, "receipt");
  expect(invoice.name).toMatch(/-receipt-facture-\d{4}-\d{4}\.pdf$/);
  for (const said of [
    "FACTURE",
    "Atelier Loire SAS",
    "4 quai de la Fosse, 44000 Nantes",
    "SIREN : 732 829 320",
    "À l’attention d’Inès Roussel",
    "Frais d’absence : 100 % du prix convenu de 35 € (conditions générales de vente, art. 7 et 8)",
    "Facture acquittée le",
    "TVA non applicable, art. 293 B du CGI",
    "indemnité forfaitaire de 40 €",
  ])
    expect(invoice.text).toContain(said);

  // The operator gives 15 € back as a gesture: more than is held is refused, nothing done.
  await money.getByRole("button", { name: "Rembourser…" }).click();
  const amount = money.getByLabel(/^Montant en euros/);
  await amount.fill("50");
  await money.getByRole("button", { name: "Continuer" }).click();
  await expect(money.getByRole("alert")).toContainText("au plus 35\u00a0€\u00a0TTC");
  await amount.fill("15");
  await money.getByRole("button", { name: "Continuer" }).click();
  await expect(money).toContainText("15\u00a0€ TTC sont remboursés sur le moyen de paiement utilisé");
  await money.getByRole("button", { name: "Rembourser", exact: true }).click();
  await expect(money.getByRole("status")).toContainText("15\u00a0€ TTC remboursés");
  await expect(money).toContainText("Détenu sur la réservation");
  await expect(money).toContainText("20\u00a0€\u00a0TTC");
  expect(await axeViolations(page)).toEqual([]);
  expect((await ledger(booked.reference)).refunded.map((r) => r.amount)).toEqual([1500]);
  await expect.poll(() => mails(booked.reference, "refund").length).toBe(1);
  expect(mails(booked.reference, "refund")[0]).toContain("nous vous avons remboursé 15\u00a0€ TTC");
});

test("on a phone: an ended ride's trip page offers neither a no-show nor a cancellation; a declined booking's payment page says nothing is due", async ({
  page,
}) => {
  test.setTimeout(120_000);
  moveClockTo(Date.now());
  await page.setViewportSize({ width: 390, height: 844 });
  const booked = await bookAndPay(page, "prepaid");

  // Twenty minutes after the pickup the operator closes the ride with nothing added: it is paid, and it ended.
  moveClockTo(booked.pickup + 20 * 60_000);
  await settle();
  await page.goto("about:blank");
  await page.goto(booked.operator);
  const trip = page.locator('[data-island="trip-panel"]');
  const money = trip.locator("section[aria-labelledby=trip-money-title]");
  await money.getByRole("button", { name: "Clore la course…" }).click();
  await money.getByRole("button", { name: "Continuer" }).click();
  await money.getByRole("button", { name: "Clore la course", exact: true }).click();
  await expect(money.getByRole("status")).toBeVisible();
  for (const shown of [false, true]) {
    if (shown) {
      // Read again from the record, as the operator finds the page later.
      await page.goto("about:blank");
      await page.goto(booked.operator);
      await expect(money).toBeVisible();
    }
    await expect(trip.getByRole("button", { name: "Constater l’absence…" })).toHaveCount(0);
    await expect(trip.getByRole("button", { name: "Annuler…" })).toHaveCount(0);
    await expect(money.getByRole("button", { name: "Clore la course…" })).toHaveCount(0);
  }
  expect(await axeViolations(page)).toEqual([]);
  expect((await ledger(booked.reference)).charged.map((c) => c.amount)).toEqual([3500]);

  // A booking the operator declines before it was paid: its payment link now asks for nothing.
  moveClockTo(Date.now());
  await settle();
  const answer = await page.request.post(`${SITE}/api/booking`, {
    headers: { origin: SITE, "idempotency-key": crypto.randomUUID() },
    data: {
      prenom: "Maël",
      nom: "Guérin",
      telephone: "06 12 34 56 78",
      email: "mael.guerin@exemple.fr",
      datePriseEnCharge: inDays(4),
      heurePriseEnCharge: "09:30",
      lieuDepart: "Gare de Nantes – accès Nord, 27 boulevard de Stalingrad, 44000 Nantes",
      lieuArrivee: "Aéroport Nantes Atlantique, Route de Bouguenais, 44340 Bouguenais",
      typeDeplacementProfessionnel: false,
      nombrePassagers: "1",
      consentementRgpd: true,
      engagement: "reservation",
      tarifAccepte: 35,
      paiement: "prepaid",
    },
  });
  expect(answer.status()).toBe(200);
  const declined = (await answer.json()) as { reference: string; payment: { url: string } };
  await expect.poll(() => mails(declined.reference, "business").length).toBe(1);
  await page.goto("about:blank");
  await page.goto(line(mails(declined.reference, "business")[0]!, "Indisponible"));
  const confirm = page.locator('[data-island="confirm-panel"]');
  await confirm.getByRole("button", { name: "Indisponible…" }).click();
  await confirm.getByRole("button", { name: "Envoyer le refus" }).click();
  await expect(confirm.getByRole("status")).toContainText("Refus envoyé à mael.guerin@exemple.fr");

  await page.goto("about:blank");
  await page.goto(`${SITE}${declined.payment.url}`);
  const panel = page.locator('[data-island="payment-panel"]');
  await expect(panel.getByRole("heading", { name: "Rien à régler" })).toBeVisible();
  await expect(panel).toContainText("Cette réservation n’a pas été confirmée\u00a0: rien n’est dû");
  await expect(panel.getByRole("button", { name: /^Payer/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  expect((await ledger(declined.reference)).charged).toEqual([]);
});
