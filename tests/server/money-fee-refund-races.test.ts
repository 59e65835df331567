import { afterEach, expect, test, vi } from "vitest";
import { registerLines } from "../../src/server/settlement/register";
import { recordNow, texts, totalOf } from "../support/money-documents";
import { at, COMPANY, useMoneyWorld } from "../support/money-world";

/**
 * « Encaisser les frais » racing a refund, with the machine's clock running. The fee's document was made from the
 * record read before the refund, the register from the record after it, and a business's credit note was decided
 * before its invoice existed: a note of 35 € for 15 € kept, an invoice without its credit note. The fee is now kept
 * at the version read (a refund reserved since makes it read again), its document and the register state it as it
 * was kept, and a refund after the fee was paid gets its credit note once the invoice is made.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

test("a business's fee invoiced at 35 €, then a 20 € refund in the same millisecond: the register states the invoice at 35 €, its credit note at -20 €", async () => {
  const w = await world();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const { reference, operator } = await w.booked({ paiement: "prepaid", ...COMPANY });
  at("2026-12-03T06:00:00Z");
  expect((await w.trip(operator, { action: "no-show" })).status).toBe(200);
  at("2026-12-03T06:10:00Z");
  expect((await w.trip(operator, { action: "take-fee" })).status).toBe(200);
  const invoice = (await texts(w, "receipt", reference)).find((t) => t.includes("Frais d’absence"))!;
  expect(totalOf(invoice)).toBe(3500);
  // The next press, on the clock as it stood (the page's instance and the one that issued the invoice agree to the ms).
  at("2026-12-03T06:10:00Z");
  expect((await w.trip(operator, { action: "refund", amount: "20" })).status).toBe(200);
  at("2026-12-03T07:30:00Z");
  await w.run("settle");
  const credits = await texts(w, "credit-note", reference);
  expect(credits.map(totalOf)).toEqual([2000]);
  const record = await recordNow(w, reference);
  const lines = registerLines(record, "X");
  // The register states the invoice as it was issued: 35 €, and the credit note -20 €.
  expect(lines.find((l) => l.id === "doc:invoice-fee")?.amount).toBe(3500);
});

test("ten no-shows, each fee taken while a 20 € refund is pressed: each note, its register line and the money agree", async () => {
  const w = await world({ clock: "machine" });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const bookings = [];
  for (let i = 0; i < 10; i++) bookings.push(await w.booked({ paiement: "prepaid", email: `client${i}@exemple.fr` }));
  at("2026-12-03T06:00:00Z");
  for (const b of bookings) expect((await w.trip(b.operator, { action: "no-show" })).status).toBe(200);
  // The machine's clock, running, for the race only.
  vi.useRealTimers();
  const answers = [];
  for (const [i, b] of bookings.entries()) {
    const pair = [w.trip(b.operator, { action: "take-fee" }), w.trip(b.operator, { action: "refund", amount: "20" })];
    if (i % 2) pair.reverse();
    answers.push((await Promise.all(pair)).map((a) => a.status));
  }
  await w.events();
  vi.useFakeTimers({ toFake: ["Date"] });
  at("2026-12-03T07:30:00Z");
  // A fee refused while its refund was still out is pressed again, as the operator does once the refund shows done.
  for (const b of bookings) {
    const money = (await w.trip(b.operator)).body.money;
    if (money.fee && !money.fee.taken) expect((await w.trip(b.operator, { action: "take-fee" })).status).toBe(200);
  }
  await w.run("settle");
  const seen = [];
  for (const b of bookings) {
    const note = (await texts(w, "receipt", b.reference)).find((t) => t.includes("Frais d’absence"));
    const record = await recordNow(w, b.reference);
    const line = registerLines(record, "X").find((l) => l.id === "doc:note-fee");
    const money = registerLines(record, "X")
      .filter((l) => l.operation === "encaissement" || l.operation === "remboursement")
      .reduce((s, l) => s + l.amount, 0);
    seen.push({
      note: note ? totalOf(note) : null,
      register: line?.amount ?? null,
      registerMoney: money,
      net: w.netOf(b.reference),
      state: (await w.trip(b.operator)).body.state,
    });
  }
  for (const s of seen) {
    expect(s.register, JSON.stringify(s)).toBe(s.note);
    expect(s.registerMoney, JSON.stringify(s)).toBe(s.net);
    expect(s.state).toBe("closed");
  }
});

test("a late cancellation's fee taken while the settling job runs and a 10 € refund is pressed: the note, the register and the money agree", async () => {
  const w = await world({ clock: "machine" });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const bookings = [];
  for (let i = 0; i < 6; i++) bookings.push(await w.booked({ paiement: "prepaid", email: `client${i}@exemple.fr` }));
  at("2026-12-02T12:15:00Z");
  for (const b of bookings) expect((await w.manage(b.manage, { action: "cancel", fee: 50 })).status).toBe(200);
  vi.useRealTimers();
  await Promise.all([
    w.run("settle"),
    ...bookings.flatMap((b) => [
      w.trip(b.operator, { action: "take-fee" }),
      w.trip(b.operator, { action: "refund", amount: "10" }),
    ]),
  ]);
  await w.events();
  vi.useFakeTimers({ toFake: ["Date"] });
  at("2026-12-02T13:30:00Z");
  // A fee refused while its refund was still out is pressed again, as the operator does once the refund shows done.
  for (const b of bookings) {
    const money = (await w.trip(b.operator)).body.money;
    if (money.fee && !money.fee.taken) expect((await w.trip(b.operator, { action: "take-fee" })).status).toBe(200);
  }
  await w.run("settle");
  at("2026-12-02T14:30:00Z");
  await w.run("settle");
  const seen = [];
  for (const b of bookings) {
    const note = (await texts(w, "receipt", b.reference)).find((t) => t.includes("Frais d’annulation"));
    const record = await recordNow(w, b.reference);
    const lines = registerLines(record, "X");
    seen.push({
      note: note ? totalOf(note) : null,
      register: lines.find((l) => l.id === "doc:note-fee")?.amount ?? null,
      registerMoney: lines
        .filter((l) => l.operation === "encaissement" || l.operation === "remboursement")
        .reduce((s, l) => s + l.amount, 0),
      net: w.netOf(b.reference),
      refunded10: Boolean(record.acts["refund-1"]),
      state: (await w.trip(b.operator)).body.state,
    });
  }
  for (const s of seen) {
    expect(s.register, JSON.stringify(s)).toBe(s.note);
    expect(s.registerMoney, JSON.stringify(s)).toBe(s.net);
    expect(s.net, JSON.stringify(s)).toBeLessThanOrEqual(1750);
    expect(s.state, JSON.stringify(s)).toBe("closed");
  }
});

test("ten businesses' no-shows, each fee taken while a 20 € refund is pressed: each invoice less its credit notes is what the booking keeps", async () => {
  const w = await world({ clock: "machine" });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const bookings = [];
  for (let i = 0; i < 10; i++)
    bookings.push(await w.booked({ paiement: "prepaid", ...COMPANY, email: `client${i}@exemple.fr` }));
  at("2026-12-03T06:00:00Z");
  for (const b of bookings) expect((await w.trip(b.operator, { action: "no-show" })).status).toBe(200);
  // The machine's clock, running, for the race only.
  vi.useRealTimers();
  const answers = [];
  for (const [i, b] of bookings.entries()) {
    const pair = [w.trip(b.operator, { action: "take-fee" }), w.trip(b.operator, { action: "refund", amount: "20" })];
    if (i % 2) pair.reverse();
    answers.push((await Promise.all(pair)).map((a) => a.status));
  }
  await w.events();
  vi.useFakeTimers({ toFake: ["Date"] });
  at("2026-12-03T07:30:00Z");
  // A fee refused while its refund was still out is pressed again, as the operator does once the refund shows done.
  for (const b of bookings) {
    const money = (await w.trip(b.operator)).body.money;
    if (money.fee && !money.fee.taken) expect((await w.trip(b.operator, { action: "take-fee" })).status).toBe(200);
  }
  await w.run("settle");
  at("2026-12-03T08:30:00Z");
  await w.run("settle");
  const seen = [];
  for (const b of bookings) {
    const invoice = (await texts(w, "receipt", b.reference)).find((t) => t.includes("Frais d’absence"));
    const credits = (await texts(w, "credit-note", b.reference)).map(totalOf);
    const record = await recordNow(w, b.reference);
    const line = registerLines(record, "X").find((l) => l.id === "doc:invoice-fee");
    seen.push({
      invoice: invoice ? totalOf(invoice) : null,
      register: line?.amount ?? null,
      credits: credits.reduce((s, c) => s + c, 0),
      net: w.netOf(b.reference),
      state: (await w.trip(b.operator)).body.state,
      refundAt: record.acts["refund-1"]?.at,
      invoicedAt: record.documentDates["invoice-fee"],
    });
  }
  for (const s of seen) {
    expect((s.invoice ?? 0) - s.credits, JSON.stringify(s)).toBe(s.net);
    expect(s.register, JSON.stringify(s)).toBe(s.invoice);
  }
});
