import { VAT, VAT_FRANCHISE_MENTION } from "../../../config/payment.js";
import { site } from "../../../config/site.js";
import { parisDateTime, parisDay } from "../../../lib/paris-time.js";
import { eurosText, rateText, type Split, splitTtc, sumSplits, type Vat } from "./money.js";
import { openSheet, PAGE, type Sheet } from "./sheet.js";

const NBSP = "\u00a0";

/** One trip on a document: when, from where to where, what, and its price TTC in cents. */
export type ServiceLine = {
  /** « Transport de personnes avec chauffeur (VTC), berline ». */
  description: string;
  /** The pickup. */
  date: Date;
  /** The places, on the trip's own line (a line of waiting or a fee names its trip in its description). */
  from?: string;
  to?: string;
  amount: number;
};

/** How a document already paid was paid: « carte bancaire (paiement en ligne) », « espèces »… */
export type Paid = { at: Date; method: string };

/**
 * Who issues the document, from src/config/site.ts and nowhere else (placeholders print as the visible blanks
 * they are): the entrepreneur's name followed by « EI », the trade name, the seat, SIREN and SIRET, the register,
 * the VTC register and, when VAT applies, the VAT number.
 */
export function sellerLines(vat: Vat = VAT): string[] {
  const c = site.company;
  const a = site.address;
  // The VAT number field once held the franchise's mention: under VAT it must be a number, or an invoice lies.
  if (vat.regime === "applicable" && /293\s*B/.test(c.vatNumber))
    throw new Error("VAT applies (src/config/payment.ts) but site.company.vatNumber states the franchise");
  return [
    `${c.legalName} EI — ${site.brand}`,
    c.legalForm,
    `${a.street}, ${a.postalCode} ${a.locality}`,
    `SIREN${NBSP}: ${c.siren} — SIRET${NBSP}: ${c.siret}`,
    `Immatriculation${NBSP}: ${c.registration}`,
    `Registre des exploitants VTC${NBSP}: ${c.vtcRegister}`,
    ...(vat.regime === "applicable" ? [`N° de TVA intracommunautaire${NBSP}: ${c.vatNumber}`] : []),
    `${site.email.contact} — ${site.phone.display}`,
  ];
}

/** What every document states of itself: its own number in its series, the booking it is for, its trips. */
export type DocumentFacts = {
  /** Drawn for this document, one per document, never per booking: « 2026-0042 », « N2026-0007 » for a note. */
  number: string;
  /** The booking it is for. */
  reference: string;
  issuedAt: Date;
  lines: ServiceLine[];
};

/** How the amount of an invoice or a note is settled: already paid (online, or in the car), to be paid on board, or due. */
export type Settled = {
  paid?: Paid;
  /** Paid to the chauffeur at the end of the ride: due that day, on board. */
  inCar?: boolean;
};

/** The documents we issue: the name in the PDF's properties, the heading on the page, how the date is named. */
const DOCUMENTS = {
  invoice: { name: "Facture", heading: "FACTURE", dateLabel: "Date d’émission" },
  "credit-note": { name: "Facture d’avoir", heading: "FACTURE D’AVOIR", dateLabel: "Date d’émission" },
  receipt: { name: "Note", heading: "NOTE", dateLabel: "Date de la note" },
} as const;

/**
 * A new document's sheet with its head: its number and date of issue, `more` (what it corrects, for a credit
 * note), then the booking it is for.
 */
export async function openDocument(
  kind: keyof typeof DOCUMENTS,
  doc: DocumentFacts,
  vat: Vat,
  more: string[] = [],
): Promise<Sheet> {
  const { name, heading, dateLabel } = DOCUMENTS[kind];
  const sheet = await openSheet({
    title: `${name} ${doc.number} — ${site.brand}`,
    author: site.brand,
    createdAt: doc.issuedAt,
  });
  const facts = [
    `N°${NBSP}${doc.number}`,
    `${dateLabel}${NBSP}: ${parisDay(doc.issuedAt)}`,
    ...more,
    `Réservation${NBSP}: ${doc.reference}`,
  ];
  head(sheet, heading, facts, vat);
  return sheet;
}

/** The head of a document: the seller on the left, its title, number and date on the right. */
export function head(sheet: Sheet, title: string, facts: string[], vat: Vat): void {
  const half = (PAGE.width - 2 * PAGE.margin) / 2;
  sheet.row([
    { text: sellerLines(vat).join("\n"), x: PAGE.margin, width: half + 40 },
    { text: title, x: PAGE.margin + half, width: half, align: "right", bold: true, size: 16 },
  ]);
  sheet.gap(6);
  for (const fact of facts) sheet.paragraph(fact, { x: PAGE.margin + half, width: half, align: "right" });
  sheet.gap(14);
}

const COLUMNS = { date: PAGE.margin, what: PAGE.margin + 95 } as const;
const AMOUNT_WIDTH = 68;

/** The trips, one row each, with their amounts: TTC only under the franchise; HT, VAT and TTC when VAT applies. */
export function lines(sheet: Sheet, items: ServiceLine[], vat: Vat): Split {
  const taxed = vat.regime === "applicable";
  const amountsFrom = PAGE.width - PAGE.margin - AMOUNT_WIDTH * (taxed ? 3 : 1);
  const what = { x: COLUMNS.what, width: amountsFrom - COLUMNS.what - 10 };
  const amounts = (texts: string[], bold = false) =>
    texts.map((text, i) => ({
      text,
      x: PAGE.width - PAGE.margin - AMOUNT_WIDTH * (texts.length - i),
      width: AMOUNT_WIDTH,
      align: "right" as const,
      bold,
    }));
  sheet.row([
    { text: "Date", x: COLUMNS.date, width: 90, bold: true },
    { text: "Prestation", ...what, bold: true },
    // Under the franchise there is no tax to state: the column is an amount, beside « TVA non applicable ».
    ...amounts(taxed ? ["Prix HT", `TVA ${rateText(vat.ratePercent)}`, "Prix TTC"] : ["Montant"], true),
  ]);
  sheet.rule();
  const splits = items.map((item) => {
    const split = splitTtc(item.amount, vat);
    sheet.row([
      { text: parisDateTime(item.date), x: COLUMNS.date, width: 90 },
      { text: item.from && item.to ? `${item.description}\nDe ${item.from} à ${item.to}` : item.description, ...what },
      ...amounts(taxed ? [eurosText(split.ht), eurosText(split.vat), eurosText(split.ttc)] : [eurosText(split.ttc)]),
    ]);
    sheet.gap(4);
    return split;
  });
  sheet.rule();
  return sumSplits(splits);
}

/** The totals, and the VAT regime in the words the law asks for. */
export function totals(sheet: Sheet, total: Split, vat: Vat): void {
  const label = { x: PAGE.width - PAGE.margin - 250, width: 170, align: "right" as const };
  const value = { x: PAGE.width - PAGE.margin - 80, width: 80, align: "right" as const };
  const rows: [string, string][] =
    vat.regime === "applicable"
      ? [
          ["Total HT", eurosText(total.ht)],
          [`TVA ${rateText(vat.ratePercent)}`, eurosText(total.vat)],
          ["Total TTC", eurosText(total.ttc)],
        ]
      : [
          ["Total hors taxes", eurosText(total.ht)],
          ["Total à payer", eurosText(total.ttc)],
        ];
  rows.forEach(([name, amount], i) => {
    const bold = i === rows.length - 1;
    sheet.row([
      { text: name, ...label, bold },
      { text: amount, ...value, bold },
    ]);
  });
  if (vat.regime === "franchise") {
    sheet.gap(4);
    sheet.paragraph(VAT_FRANCHISE_MENTION, { align: "right", bold: true });
  }
  sheet.gap(16);
}

/** « Payée le 03/12/2026 par carte bancaire (paiement en ligne). » */
export function paidText(paid: Paid, what: "Payée" | "Facture acquittée"): string {
  return `${what} le ${parisDay(paid.at)} par ${paid.method}.`;
}
