import { afterEach, expect, test, vi } from "vitest";
import { ARCHIVE_MAX_BYTES, registerArchive } from "../../src/server/console/register-documents";
import type { KeptDocuments } from "../../src/server/settlement/kept-documents";
import type { RegisterLine } from "../../src/server/settlement/register";
import { consoleClient } from "../support/console-client";
import { at, COMPANY, useMoneyWorld } from "../support/money-world";
import { pdfText } from "../support/pdf-text";
import { unzip } from "../support/unzip";
import { loadFunction } from "../support/vercel-function";

/**
 * The register's documents (docs/decisions/280-register-documents.md): a month of test bookings through the
 * deployed functions on redis-server and the Stripe stand-in, then GET /api/console?documents=2026-11. The ZIP holds
 * the month's CSV and exactly the documents that CSV names, each the very PDF its e-mail carried, under the same name;
 * signed out, or with a session closed or forged, nothing.
 */
const { world } = useMoneyWorld();

afterEach(() => {
  vi.useRealTimers();
});

/** The documents a register CSV names, from its « Pièce » column. */
function documentsNamed(csv: string): Set<string> {
  const [header, ...rows] = csv
    .replace(/^\ufeff/, "")
    .trimEnd()
    .split("\r\n");
  const column = header!.split(";").indexOf("Pièce");
  return new Set(rows.map((row) => row.split(";")[column]!).filter(Boolean));
}

test("a month's documents come as one ZIP: the CSV and exactly the PDFs it names, as e-mailed", async () => {
  const w = await world();
  const fn = await loadFunction("console", w.env);
  const phone = consoleClient(fn);
  await phone.enrolFrom(w.mails);

  const prepaid = await w.booked({ paiement: "prepaid", datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "10:00" });
  const kept = await w.booked({ datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "11:00", prenom: "Paul" });
  const company = await w.booked({ datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "12:00", ...COMPANY });
  const cash = await w.booked(
    { datePriseEnCharge: "2026-11-29", heurePriseEnCharge: "14:00", prenom: "Inès" },
    { pay: false },
  );

  at("2026-11-29T13:30:00Z");
  expect((await phone.signIn()).status).toBe(200);
  expect((await phone.tripAct(kept.reference, { action: "end", waitingMinutes: 20 })).status).toBe(200);
  expect((await phone.tripAct(company.reference, { action: "end" })).status).toBe(200);
  expect((await phone.tripAct(cash.reference, { action: "end" })).status).toBe(200);
  expect((await phone.tripAct(cash.reference, { action: "record-paid", amount: "35", method: "cash" })).status).toBe(
    200,
  );
  expect((await phone.tripAct(company.reference, { action: "refund", amount: "10" })).status).toBe(200);
  await w.events();
  at("2026-11-29T14:40:00Z");
  await w.run("settle");
  await w.events();
  at("2026-11-29T15:40:00Z");
  await w.run("settle");

  const response = await phone.get("documents=2026-11");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/zip");
  expect(response.headers.get("content-disposition")).toBe('attachment; filename="pieces-2026-11.zip"');
  expect(response.headers.get("cache-control")).toBe("no-store");
  const entries = unzip(new Uint8Array(await response.arrayBuffer()));

  // The CSV inside is the one the register's own download gives.
  const csv = Buffer.from(await (await phone.get("register=2026-11")).arrayBuffer()).toString("utf8");
  const inside = entries.find((e) => e.name === "registre-recettes-2026-11.csv")!;
  expect(inside.data.toString("utf8")).toBe(csv);
  const named = documentsNamed(csv);
  // Notes for the rides paid (the prepaid fare, the kept card, the cash), the company's invoice and its credit note.
  expect([...named].filter((n) => n.startsWith("N")).length).toBeGreaterThanOrEqual(3);
  expect([...named].filter((n) => !n.startsWith("N"))).toHaveLength(2);

  const pdfs = entries.filter((e) => e.name.endsWith(".pdf"));
  expect(entries).toHaveLength(pdfs.length + 1);
  expect(pdfs.map((e) => /-(N?\d{4}-\d{4})\.pdf$/.exec(e.name)?.[1]).sort()).toEqual([...named].sort());

  // Each the PDF its e-mail carried, byte for byte, under the e-mail's file name, its number written on it.
  const mailed = new Map(
    w
      .mails()
      .flatMap((m) => m.attachments ?? [])
      .filter((a) => a.type === "application/pdf")
      .map((a) => [a.filename, Buffer.from(a.content, "base64")]),
  );
  for (const pdf of pdfs) {
    expect(mailed.get(pdf.name)?.equals(pdf.data), pdf.name).toBe(true);
    const number = /-(N?\d{4}-\d{4})\.pdf$/.exec(pdf.name)![1]!;
    const { lines, doc } = await pdfText(pdf.data);
    expect(doc.getPageCount()).toBeGreaterThan(0);
    expect(lines).toContain(`N°\u00a0${number}`);
  }
  const kinds = pdfs.map((e) => e.name.split("-")[0]);
  expect(kinds.filter((k) => k === "facture")).toHaveLength(1);
  expect(kinds.filter((k) => k === "avoir")).toHaveLength(1);
  const invoice = pdfs.find((e) => e.name.startsWith("facture-"))!;
  expect((await pdfText(invoice.data)).lines.join(" ")).toContain("Atelier Loire SAS");
  expect(prepaid.reference).toBeTruthy();

  // The year, read from the lines kept: the same documents, the same bytes, beside the year's CSV.
  const year = unzip(new Uint8Array(await (await phone.get("documents=2026")).arrayBuffer()));
  expect(year.map((e) => e.name).sort()).toEqual(["registre-recettes-2026.csv", ...pdfs.map((e) => e.name)].sort());
  for (const pdf of pdfs) expect(year.find((e) => e.name === pdf.name)!.data.equals(pdf.data)).toBe(true);

  // December names none: its archive is the CSV alone. A made-up period is refused.
  const december = unzip(new Uint8Array(await (await phone.get("documents=2026-12")).arrayBuffer()));
  expect(december.map((e) => e.name)).toEqual(["registre-recettes-2026-12.csv"]);
  expect((await phone.get("documents=2026-13")).status).toBe(400);

  // Without a valid session, nothing: no cookie, a forged one, one closed by signing out.
  const session = phone.cookie;
  phone.cookie = "";
  const none = await phone.get("documents=2026-11");
  expect(none.status).toBe(401);
  expect(none.headers.get("content-type")).not.toBe("application/zip");
  phone.cookie = session.replace(/=.*/, "=forged.forged");
  expect((await phone.get("documents=2026-11")).status).toBe(401);
  phone.cookie = session;
  expect((await phone.post({ action: "sign-out" })).status).toBe(200);
  phone.cookie = session;
  expect((await phone.get("documents=2026-11")).status).toBe(401);
}, 60_000);

const line = (number: string, at: string): RegisterLine => ({
  id: `doc:note-${number}`,
  at,
  reference: `VTC-${number}`,
  customer: "Paul Lemaire",
  operation: "note",
  amount: 3500,
  method: "",
  document: number,
  stripe: "",
});

const keptOf = (pdfs: Record<string, Uint8Array>): KeptDocuments => ({
  keep: async () => {},
  read: async (numbers) => new Map(numbers.filter((n) => pdfs[n]).map((n) => [n, pdfs[n]!])),
});

test("a document named but not kept is listed, not left out silently", async () => {
  const lines = [line("N2026-0001", "2026-11-02T09:00:00Z"), line("N2026-0002", "2026-11-03T09:00:00Z")];
  const archive = await registerArchive("2026-11", lines, keptOf({ "N2026-0001": new Uint8Array([37, 80]) }), Infinity);
  if (!archive.ok) throw new Error(archive.error);
  expect(archive).toMatchObject({ documents: 1, missing: 1 });
  const entries = unzip(archive.zip);
  expect(entries.map((e) => e.name)).toEqual([
    "registre-recettes-2026-11.csv",
    "note-N2026-0001.pdf",
    "pieces-manquantes.txt",
  ]);
  expect(entries[2]!.data.toString("utf8")).toContain("N2026-0002 (réservation VTC-N2026-0002)");
});

test("past its bound, or its time, no archive: 413 or 503, with what to do", async () => {
  const big = new Uint8Array(ARCHIVE_MAX_BYTES / 3);
  const lines = ["N2026-0001", "N2026-0002", "N2026-0003", "N2026-0004"].map((n) => line(n, "2026-11-02T09:00:00Z"));
  const kept = keptOf(Object.fromEntries(lines.map((l) => [l.document, big])));
  const over = await registerArchive("2026", lines, kept, Infinity);
  expect(over).toMatchObject({ ok: false, status: 413, error: expect.stringContaining("mois par mois") });
  const late = await registerArchive("2026", lines, kept, Date.now() + 100);
  expect(late).toMatchObject({ ok: false, status: 503 });
  // Three of them fit.
  expect((await registerArchive("2026", lines.slice(0, 2), kept, Infinity)).ok).toBe(true);
});
