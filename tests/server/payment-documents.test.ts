import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { INVOICE_TERMS, VAT_FRANCHISE_MENTION } from "../../src/config/payment";
import { site } from "../../src/config/site";
import { renderMdxFile } from "../../src/content/mdx.server";
import { invoiceTermsText } from "../../src/lib/invoice-terms.text";
import { termsOfSaleText } from "../../src/lib/terms-of-sale.text";
import { invoicePdf, receiptPdf } from "../../src/server/payment";
import type { InvoiceInput } from "../../src/server/payment/documents/invoice";

/**
 * The receipt and the invoice opened as a reader would (tests/support/pdf-text.ts), and every mention the law asks
 * for looked for, with its value from its one source (src/config/site.ts, src/config/payment.ts).
 */
import { flat, n, pdfText } from "../support/pdf-text";

const c = site.company;
const ISSUED = new Date("2026-11-26T17:00:00Z");
const invoice: InvoiceInput = {
  number: "2026-0042",
  reference: "VPN-261126-K7QM",
  issuedAt: ISSUED,
  buyer: {
    company: "Atelier Loire SAS",
    contact: "Camille Martin",
    address: ["12 quai de la Fosse", "44000 Nantes"],
    siren: "912 345 678",
    vatNumber: "FR12912345678",
  },
  lines: [
    {
      description: "Transport de personnes avec chauffeur (VTC), berline",
      date: new Date("2026-12-03T07:30:00Z"),
      from: "12 quai de la Fosse, Nantes",
      to: "Aéroport Nantes-Atlantique",
      amount: 8400,
    },
  ],
};

test("an invoice under the franchise carries every mention, each from its source", async () => {
  const { lines, doc } = await pdfText(await invoicePdf(invoice, { regime: "franchise", ratePercent: 10 }));
  const text = flat(lines);
  const f = invoiceTermsText.fr;
  const mentions = [
    // The document, its number and date.
    "FACTURE",
    "N° 2026-0042",
    "Date d’émission : 26/11/2026",
    "Réservation : VPN-261126-K7QM",
    // The seller, from src/config/site.ts, blanks included.
    `${c.legalName} EI — ${site.brand}`,
    c.legalForm,
    `${site.address.street}, ${site.address.postalCode} ${site.address.locality}`,
    `SIREN : ${c.siren} — SIRET : ${c.siret}`,
    `Immatriculation : ${c.registration}`,
    `Registre des exploitants VTC : ${c.vtcRegister}`,
    site.email.contact,
    site.phone.display,
    // The buyer and its identifiers.
    "Facturé à Atelier Loire SAS À l’attention de Camille Martin 12 quai de la Fosse 44000 Nantes",
    "SIREN : 912 345 678",
    "N° de TVA intracommunautaire : FR12912345678",
    "Catégorie de l’opération : prestation de services.",
    // The service: its date, places, amount.
    "03/12/2026 à 08:30",
    "Transport de personnes avec chauffeur (VTC), berline De 12 quai de la Fosse, Nantes à Aéroport Nantes-Atlantique",
    "84,00 €",
    "Total hors taxes 84,00 €",
    "Total à payer 84,00 €",
    VAT_FRANCHISE_MENTION,
    // The terms: due date, no discount, penalties and the recovery fee, as the terms of sale state them.
    `Date d’échéance : 26/12/2026, soit ${f.paymentTerm} après la date d’émission.`,
    "Escompte pour paiement anticipé : néant.",
    `pénalités calculées au taux de ${f.penaltyRate}`,
    `indemnité forfaitaire de ${f.recoveryFee} pour frais de recouvrement`,
    "L. 441-10",
  ];
  for (const mention of mentions) expect(text, mention).toContain(n(mention));
  expect(f).toEqual({
    paymentTerm: "30\u00a0jours",
    penaltyRate: "trois fois le taux d’intérêt légal",
    recoveryFee: "40\u00a0€",
  });
  expect(INVOICE_TERMS.paymentDays).toBe(30);
  // Placeholders print as the visible blanks they are; nothing was lost to the fonts' encoding.
  expect(text).toContain("[SIREN à compléter]");
  expect(text).not.toMatch(/\?/);
  expect(text).not.toContain("TVA 10");
  expect(doc.getTitle()).toBe(`Facture 2026-0042 — ${site.brand}`);
  expect(doc.getCreationDate()?.toISOString()).toBe(ISSUED.toISOString());
});

test("with VAT, each line and the totals split HT, VAT and TTC, and the seller's VAT number is given", async () => {
  const two = {
    ...invoice,
    lines: [invoice.lines[0]!, { ...invoice.lines[0]!, date: new Date("2026-12-05T17:00:00Z"), amount: 5500 }],
  };
  const text = flat((await pdfText(await invoicePdf(two, { regime: "applicable", ratePercent: 10 }))).lines);
  for (const mention of [
    `N° de TVA intracommunautaire : ${c.vatNumber}`,
    "Prix HT TVA 10 % Prix TTC",
    "76,36 € 7,64 € 84,00 €",
    "50,00 € 5,00 € 55,00 €",
    "Total HT 126,36 €",
    "TVA 10 % 12,64 €",
    "Total TTC 139,00 €",
  ])
    expect(text, mention).toContain(n(mention));
  expect(text).not.toContain(VAT_FRANCHISE_MENTION);
});

test("an invoice already paid says so instead of a due date; the penalties are still stated", async () => {
  const paid = { ...invoice, paid: { at: ISSUED, method: "carte bancaire (paiement en ligne)" } };
  const text = flat((await pdfText(await invoicePdf(paid, { regime: "franchise", ratePercent: 10 }))).lines);
  expect(text).toContain(n("Facture acquittée le 26/11/2026 par carte bancaire (paiement en ligne)."));
  expect(text).not.toContain("Date d’échéance");
  expect(text).toContain(n(`indemnité forfaitaire de ${invoiceTermsText.fr.recoveryFee}`));
});

test("the receipt (« note ») states what the arrêté of 1983 asks: date, provider, customer, service, totals", async () => {
  const bytes = await receiptPdf(
    {
      number: "N2026-0007",
      reference: "VPN-261126-K7QM",
      issuedAt: ISSUED,
      customer: "Łukasz Żółć → Zoë",
      lines: invoice.lines,
      paid: { at: new Date("2026-12-03T08:15:00Z"), method: "carte bancaire (paiement en ligne)" },
    },
    { regime: "franchise", ratePercent: 10 },
  );
  const { lines, doc } = await pdfText(bytes);
  const text = flat(lines);
  for (const mention of [
    "NOTE",
    "Réservation : VPN-261126-K7QM",
    "Date de la note : 26/11/2026",
    `${c.legalName} EI — ${site.brand}`,
    `${site.address.street}, ${site.address.postalCode} ${site.address.locality}`,
    "03/12/2026 à 08:30",
    "De 12 quai de la Fosse, Nantes à Aéroport Nantes-Atlantique",
    "Total hors taxes 84,00 €",
    "Total à payer 84,00 €",
    VAT_FRANCHISE_MENTION,
    "Payée le 03/12/2026 par carte bancaire (paiement en ligne).",
    // Under the franchise no tax is stated anywhere: the note says a price, never « TTC ».
    `Prix convenu avant la course, ${termsOfSaleText.fr.includes}.`,
  ])
    expect(text, mention).toContain(n(mention));
  // Letters the standard fonts cannot draw lose their marks, or become « ? »: never a failed document.
  expect(text).toContain("Client : ?ukasz Zó?c ? Zoë");
  expect(doc.getPageCount()).toBe(1);
});

test("the terms of sale state the invoice figures through props, from src/config/payment.ts", async () => {
  const fr = await renderMdxFile(path.resolve("content/legal/cgv.mdx"), "fr");
  expect(fr.html).toContain(`au plus tard ${invoiceTermsText.fr.paymentTerm} après son émission`);
  expect(fr.html).toContain(`au taux de ${invoiceTermsText.fr.penaltyRate}`);
  expect(fr.html).toContain(`indemnité forfaitaire de ${invoiceTermsText.fr.recoveryFee} pour frais de recouvrement`);
  const en = await renderMdxFile(path.resolve("content/en/terms.mdx"), "en");
  expect(en.html).toContain(`at the latest ${invoiceTermsText.en.paymentTerm} after it is issued`);
  expect(en.html).toContain(`penalties at ${invoiceTermsText.en.penaltyRate}`);
  expect(en.html).toContain(`fixed indemnity of ${invoiceTermsText.en.recoveryFee} for recovery costs`);
  // Written once: the figures are not typed in the sources.
  for (const file of ["content/legal/cgv.mdx", "content/en/terms.mdx"]) {
    const source = readFileSync(file, "utf8");
    expect(source, file).not.toMatch(/\d+[\s\u00a0](?:jours|days) (?:après son émission|after it is issued)/);
    expect(source, file).not.toMatch(/(?:trois|three) (?:fois|times) the|trois fois le taux|€\s?40|40[\s\u00a0]€/);
  }
});

test("VAT applied while the identity still states the franchise: no invoice, rather than a false one", async () => {
  vi.resetModules();
  vi.doMock("../../src/config/site", async (original) => {
    const real = await original<typeof import("../../src/config/site")>();
    return { ...real, site: { ...real.site, company: { ...real.site.company, vatNumber: VAT_FRANCHISE_MENTION } } };
  });
  try {
    const fresh = await import("../../src/server/payment/documents/invoice");
    await expect(fresh.invoicePdf(invoice, { regime: "applicable", ratePercent: 10 })).rejects.toThrow(
      /vatNumber states the franchise/,
    );
    // Under the franchise the VAT number is not printed at all: the same identity gives a true invoice.
    await expect(fresh.invoicePdf(invoice, { regime: "franchise", ratePercent: 10 })).resolves.toBeInstanceOf(
      Uint8Array,
    );
  } finally {
    vi.doUnmock("../../src/config/site");
    vi.resetModules();
  }
});
