import { afterEach, expect, test, vi } from "vitest";
import { at, COMPANY, NBSP, useMoneyWorld } from "../support/money-world";

/**
 * Issue 39, « Wrong records »: each defect as a customer and the operator met it on the deployed functions, through
 * the same functions on redis-server and the Stripe stand-in (tests/support/money-world.ts): the proofs, the
 * amounts and the invoices as the law and the terms want them.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a correction keeps « Réservation demandée le » of the booking itself on the new proof, the operator's and the customer's alike", async () => {
  const w = await world();
  // Asked on 28/11 at 10:00 in Nantes.
  const booking = await w.booked({ paiement: "guarantee" });
  const asked = `Réservation demandée le${NBSP}: 28/11/2026 à 10:00`;
  expect(w.text(booking.proof)).toContain(asked);

  // Corrected by the operator on 01/12 (a quarter of an hour later, same price).
  at("2026-12-01T16:00:00Z");
  const corrected = await w.trip(booking.operator, {
    action: "correct",
    correction: {
      date: "2026-12-03",
      time: "06:30",
      from: "12 rue Crébillon, 44000 Nantes",
      to: "Aéroport Nantes Atlantique",
      passengers: "2",
      price: booking.fare,
    },
  });
  expect(corrected.status).toBe(200);
  const proofs = w.of("proof", booking.reference);
  expect(proofs).toHaveLength(2);
  const copies = w.of("proof-copy", booking.reference);
  for (const proof of [proofs[1]!, copies[copies.length - 1]!]) {
    expect(w.text(proof)).toContain("06:30");
    expect(w.text(proof)).toContain(asked);
    expect(w.text(proof)).not.toContain(`Réservation demandée le${NBSP}: 01/12/2026`);
  }
});

test("extras of 19,99 € and 8,20 € are accepted at the close, to the cent: the charge, the note and the operator's page agree", async () => {
  const w = await world();
  const toll = await w.booked({ paiement: "guarantee" });
  const parking = await w.booked({ paiement: "guarantee", email: "paul.morel@exemple.fr" });
  at("2026-12-03T07:00:00Z");
  const first = await w.trip(toll.operator, { action: "end", extra: "19,99", label: "Péage" });
  expect(first.status).toBe(200);
  expect(first.body.money.end).toMatchObject({ extra: 1999, total: 5499 });
  const second = await w.trip(parking.operator, { action: "end", extra: 8.2, label: "Parking" });
  expect(second.status).toBe(200);
  expect(second.body.money.end).toMatchObject({ extra: 820, total: 4320 });

  expect(w.chargesOf(toll.reference)).toMatchObject([{ amount: 5499 }]);
  expect(w.chargesOf(parking.reference)).toMatchObject([{ amount: 4320 }]);
  expect(w.text(w.of("receipt", toll.reference)[0]!)).toContain(`Péage${NBSP}: 19,99${NBSP}€`);
  const note = await w.documentOf(w.of("receipt", parking.reference)[0]!);
  expect(note.text).toMatch(/Parking 8,20\s€/);
  expect(note.text).toMatch(/43,20\s€/);
});

test("a company's details are shown to the operator on the trip's page and can be corrected there until its invoice leaves, which then carries them", async () => {
  const w = await world();
  const { reference, operator } = await w.booked({ paiement: "guarantee", ...COMPANY });
  const seen = await w.trip(operator);
  expect(seen.body.money.company).toEqual({
    name: "Atelier Loire SAS",
    address: "4 quai de la Fosse, 44000 Nantes",
    siren: "732 829 320",
    vatNumber: "FR40732829320",
  });
  expect(seen.body.money.offers).toContain("edit-company");

  const refused = await w.trip(operator, { action: "edit-company", company: { name: "", siren: "12" } });
  expect(refused.status).toBe(400);
  const edited = await w.trip(operator, {
    action: "edit-company",
    company: { name: "Atelier Loire SA", address: "6 quai de la Fosse, 44000 Nantes", siren: "732 829 320" },
  });
  expect(edited.status).toBe(200);
  expect(edited.body.money.company).toMatchObject({
    name: "Atelier Loire SA",
    address: "6 quai de la Fosse, 44000 Nantes",
  });

  at("2026-12-03T07:00:00Z");
  expect((await w.trip(operator, { action: "end" })).status).toBe(200);
  const invoice = await w.documentOf(w.of("receipt", reference)[0]!);
  expect(invoice.filename).toBe("facture-2026-0001.pdf");
  expect(invoice.text).toContain("Atelier Loire SA ");
  expect(invoice.text).toContain("6 quai de la Fosse, 44000 Nantes");
  expect(invoice.text).not.toContain("Atelier Loire SAS");

  // Invoiced: the details stay as invoiced.
  const after = await w.trip(operator);
  expect(after.body.money.offers).not.toContain("edit-company");
  const late = await w.trip(operator, { action: "edit-company", company: { name: "Autre SARL" } });
  expect(late.status).toBe(409);
  expect(late.body.money.company).toMatchObject({ name: "Atelier Loire SA" });
});

test("a company's ride whose card fails at the end is invoiced at once, « à régler », with its payment link; paid later, no second invoice", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "guarantee", ...COMPANY }, { card: "4000000000000341" });
  at("2026-12-03T07:00:00Z");
  const ended = await w.trip(operator, { action: "end" });
  expect(ended.status).toBe(200);
  expect(w.chargesOf(reference)).toEqual([]);
  const due = w.of("payment-due", reference);
  expect(due).toHaveLength(1);

  const invoices = w.of("receipt", reference);
  expect(invoices).toHaveLength(1);
  expect(w.text(invoices[0]!)).toContain("à régler");
  const invoice = await w.documentOf(invoices[0]!);
  expect(invoice.filename).toBe("facture-2026-0001.pdf");
  expect(invoice.text).toContain("Atelier Loire SAS");
  expect(invoice.text).not.toContain("acquittée");
  expect(w.of("receipt-copy", reference)).toHaveLength(1);

  // Paid through its link the next day: the invoice already issued stands alone.
  at("2026-12-04T09:00:00Z");
  const token = w.link(due[0]!, "/paiement");
  const page = await w.payment(token, { action: "checkout" });
  expect((await w.pay(token, page.body.url)).body.state).toBe("paid");
  at("2026-12-04T10:00:00Z");
  await w.run("settle");
  expect(w.chargesOf(reference)).toMatchObject([{ amount: 3500 }]);
  expect(w.documentsOf(reference)).toEqual(["facture-2026-0001.pdf"]);
});
