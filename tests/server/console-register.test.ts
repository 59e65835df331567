import { afterEach, expect, test, vi } from "vitest";
import { consoleClient } from "../support/console-client";
import { at, COMPANY, useMoneyWorld } from "../support/money-world";
import { loadFunction } from "../support/vercel-function";

/**
 * The receipts register (docs/decisions/260-operator-console.md) for a month of test bookings through the deployed
 * functions on redis-server and the Stripe stand-in: paid online, on a kept card at the ride's end (with extras), a
 * fee, a refund, a company's invoice and its credit note, a ride paid in cash. Its CSV adds up to what the Stripe
 * stand-in's ledger took and gave back; each payment names its document; the cash is in it, not in Stripe.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

/** The CSV's rows as records of its header's fields, the amounts in cents. */
function rowsOf(csv: string) {
  expect(csv.startsWith("\ufeff")).toBe(true);
  const [header, ...lines] = csv.slice(1).trimEnd().split("\r\n");
  const names = header!.split(";");
  return lines.map((line): Record<string, string | number> => {
    const cells = line.split(";");
    const row: Record<string, string> = Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ""]));
    return { ...row, cents: Math.round(Number(row["Montant TTC (€)"]!.replace(",", ".")) * 100) };
  });
}

test("a month's register adds up to the Stripe stand-in's ledger, each payment with its document, the cash beside", async () => {
  const w = await world();
  const fn = await loadFunction("console", w.env);
  const phone = consoleClient(fn);
  await phone.enrolFrom(w.mails);

  // Paid online at booking; the ride ends on its own.
  const prepaid = await w.booked({ paiement: "prepaid", datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "10:00" });
  // A card kept, charged at the ride’s end with waiting and a stop (35 € and two quarter hours and 10 €: 75 €).
  const kept = await w.booked({ datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "11:00", prenom: "Paul" });
  // A company's ride, invoiced, then a 10 € gesture: a credit note.
  const company = await w.booked({ datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "12:00", ...COMPANY });
  // A no-show's fee on a kept card.
  const absent = await w.booked({ datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "13:00", prenom: "Hugo" });
  // Paid online, then cancelled in time by the customer: all of it back.
  const cancelled = await w.booked({
    paiement: "prepaid",
    datePriseEnCharge: "2026-11-30",
    heurePriseEnCharge: "18:00",
    prenom: "Léa",
  });
  expect((await w.manage(cancelled.manage, { action: "cancel", fee: 0 })).status).toBe(200);
  // No card kept, paid in cash.
  const cash = await w.booked(
    { datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "14:00", prenom: "Inès" },
    { pay: false },
  );

  at("2026-11-29T12:30:00Z");
  expect((await phone.signIn()).status).toBe(200);
  expect(
    (await phone.tripAct(kept.reference, { action: "end", waitingMinutes: 20, extra: "10", label: "Arrêt à Vertou" }))
      .status,
  ).toBe(200);
  expect((await phone.tripAct(company.reference, { action: "end" })).status).toBe(200);
  expect((await phone.tripAct(absent.reference, { action: "no-show" })).status).toBe(200);
  expect((await phone.tripAct(absent.reference, { action: "take-fee" })).status).toBe(200);
  at("2026-11-29T13:30:00Z");
  expect((await phone.tripAct(cash.reference, { action: "end" })).status).toBe(200);
  expect((await phone.tripAct(cash.reference, { action: "record-paid", amount: "35", method: "cash" })).status).toBe(
    200,
  );
  const gesture = await phone.tripAct(company.reference, { action: "refund", amount: "10" });
  expect(gesture.status, JSON.stringify(gesture.body)).toBe(200);
  expect(gesture.askedAgain).toBe(true);
  await w.events();
  // The hourly job ends the prepaid ride, sends what is due and closes what is settled.
  at("2026-11-29T14:40:00Z");
  await w.run("settle");
  await w.events();
  at("2026-11-29T15:40:00Z");
  await w.run("settle");

  const response = await phone.get("register=2026-11");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toBe('attachment; filename="registre-recettes-2026-11.csv"');
  const rows = rowsOf(Buffer.from(await response.arrayBuffer()).toString("utf8"));

  const online = rows.filter(
    (r) => (r["Opération"] === "Encaissement" || r["Opération"] === "Remboursement") && r["Référence Stripe"] !== "",
  );
  const charged = w.stripe.charged().reduce((sum, c) => sum + c.amount, 0);
  const refunded = w.stripe.refunded().reduce((sum, r) => sum + r.amount, 0);
  expect(online.reduce((sum, r) => sum + Number(r.cents), 0)).toBe(charged - refunded);
  expect(online.filter((r) => r["Opération"] === "Encaissement")).toHaveLength(w.stripe.charged().length);

  const of = (reference: string) => rows.filter((r) => r["Réservation"] === reference);
  expect(of(prepaid.reference)).toContainEqual(
    expect.objectContaining({
      Opération: "Encaissement",
      cents: 3500,
      "Référence Stripe": expect.stringMatching(/\S/),
    }),
  );
  expect(of(kept.reference)).toContainEqual(
    expect.objectContaining({
      Opération: "Encaissement",
      cents: 7500,
      Client: "Paul Lemaire",
      Pièce: expect.stringMatching(/^N2026-\d{4}$/),
    }),
  );
  expect(of(company.reference).map((r) => [r["Opération"], r.cents])).toEqual(
    expect.arrayContaining([
      ["Encaissement", 3500],
      ["Facture", 3500],
      ["Remboursement", -1000],
      ["Facture d’avoir", -1000],
    ]),
  );
  expect(of(company.reference)[0]!.Client).toBe("Atelier Loire SAS (Anne Lemaire)");
  expect(of(cash.reference)).toContainEqual(
    expect.objectContaining({
      Opération: "Encaissement",
      cents: 3500,
      "Mode de règlement": "espèces",
      "Référence Stripe": "",
    }),
  );
  // Paid, then given back in full: its money nets to nothing; its note stays, as issued.
  expect(of(cancelled.reference).map((r) => [r["Opération"], r.cents])).toEqual(
    expect.arrayContaining([
      ["Encaissement", 3500],
      ["Remboursement", -3500],
      ["Note", 3500],
    ]),
  );
  // The totals the console shows beside the download.
  const totals = await phone.post({ action: "register-totals", period: "2026-11" });
  expect(totals.body.lines).toBe(rows.length);
  // December holds none of it; a made-up period is refused; signed out, nothing.
  const december = await phone.get("register=2026-12");
  expect(rowsOf(Buffer.from(await december.arrayBuffer()).toString("utf8"))).toEqual([]);
  expect((await phone.get("register=2026-13")).status).toBe(400);
  phone.cookie = "";
  expect((await phone.get("register=2026-11")).status).toBe(401);
});
