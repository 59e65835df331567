import { INVOICE_TERMS, VAT } from "../../../config/payment.js";
import { site } from "../../../config/site.js";
import { parisDay } from "../../../lib/paris-time.js";
import { invoiceTermsText } from "../../../lib/invoice-terms.text.js";
import type { Vat } from "./money.js";
import { head, lines, type Paid, paidText, type ServiceLine, totals } from "./parts.js";
import { openSheet, type Sheet } from "./sheet.js";

const NBSP = "\u00a0";

/** « de Paul », « d’Inès »: French elides « de » before a vowel. */
const elided = (name: string) => (/^[aeiouyàâäéèêëîïôöùûüœ]/i.test(name) ? `d’${name}` : `de ${name}`);
const DAY_MS = 86_400_000;

/** A business customer: the company invoiced, and its identifiers when it gave them. */
export type Buyer = {
  company: string;
  /** The person who booked, for the company. */
  contact?: string;
  address: string[];
  siren?: string;
  vatNumber?: string;
};

export type InvoiceInput = {
  /** Drawn for this invoice, one per document in the invoices' sequence: « 2026-0042 ». */
  number: string;
  /** The booking it is for. */
  reference: string;
  issuedAt: Date;
  buyer: Buyer;
  lines: ServiceLine[];
  /** Already paid (online, or in the car): the invoice says so instead of a due date. */
  paid?: Paid;
  /** Paid to the chauffeur at the end of the ride: due that day, on board. */
  inCar?: boolean;
};

/**
 * The invoice of a business customer, in French, with every mention the law asks of it (Code de commerce,
 * art. L441-9; CGI, art. 242 nonies A): the seller's identity, the buyer's, the number and date, the service with
 * its date and places, the amounts and the VAT regime, the payment terms, the late penalties and the fixed
 * recovery fee, whose figures the terms of sale state too (src/config/payment.ts).
 */
export async function invoicePdf(input: InvoiceInput, vat: Vat = VAT): Promise<Uint8Array> {
  const sheet = await openSheet({
    title: `Facture ${input.number} — ${site.brand}`,
    author: site.brand,
    createdAt: input.issuedAt,
  });
  head(
    sheet,
    "FACTURE",
    [
      `N°${NBSP}${input.number}`,
      `Date d’émission${NBSP}: ${parisDay(input.issuedAt)}`,
      `Réservation${NBSP}: ${input.reference}`,
    ],
    vat,
  );
  buyerBlock(sheet, "Facturé à", input.buyer);
  sheet.gap(8);
  sheet.paragraph(`Catégorie de l’opération${NBSP}: prestation de services.`);
  sheet.gap(10);
  const total = lines(sheet, input.lines, vat);
  totals(sheet, total, vat);

  const f = invoiceTermsText.fr;
  const due = new Date(input.issuedAt.getTime() + INVOICE_TERMS.paymentDays * DAY_MS);
  sheet.paragraph("Conditions de paiement", { bold: true });
  sheet.paragraph(
    [
      input.paid
        ? paidText(input.paid, "Facture acquittée")
        : input.inCar
          ? `Date d’échéance${NBSP}: ${parisDay(input.lines[0]?.date ?? input.issuedAt)}, à bord du véhicule, auprès du chauffeur (carte ou espèces).`
          : `Date d’échéance${NBSP}: ${parisDay(due)}, soit ${f.paymentTerm} après la date d’émission.`,
      `Escompte pour paiement anticipé${NBSP}: néant.`,
      `Tout retard de paiement entraîne de plein droit des pénalités calculées au taux de ${f.penaltyRate}, ainsi qu’une indemnité forfaitaire de ${f.recoveryFee} pour frais de recouvrement (Code de commerce, articles L.${NBSP}441-10 et D.${NBSP}441-5).`,
    ].join("\n"),
  );
  return sheet.save();
}

/** The company a document is made out to, under its heading: the mentions the law asks of a buyer. */
function buyerBlock(sheet: Sheet, heading: string, b: Buyer): void {
  sheet.paragraph(heading, { bold: true });
  sheet.paragraph(
    [
      b.company,
      ...(b.contact ? [`À l’attention ${elided(b.contact)}`] : []),
      ...b.address,
      ...(b.siren ? [`SIREN${NBSP}: ${b.siren}`] : []),
      ...(b.vatNumber ? [`N° de TVA intracommunautaire${NBSP}: ${b.vatNumber}`] : []),
    ].join("\n"),
  );
}

export type CreditNoteInput = {
  /** In the invoices' sequence, like the invoice it corrects: « 2026-0051 ». */
  number: string;
  reference: string;
  issuedAt: Date;
  buyer: Buyer;
  /** The invoice it corrects: its number and date. */
  corrects: { number: string; issuedAt: Date };
  /** What is given back, as positive amounts in cents: the note shows them as credited. */
  lines: ServiceLine[];
  /** When and how the money went back. */
  refunded: Paid;
};

/**
 * A credit note (« facture d'avoir »): the document that corrects an invoice when money goes back after it was
 * issued (CGI, art. 242 nonies A, 289-I-3). It names the invoice it corrects, carries its own number in the same
 * sequence, and states the amount credited; the invoice itself is never altered.
 */
export async function creditNotePdf(input: CreditNoteInput, vat: Vat = VAT): Promise<Uint8Array> {
  const sheet = await openSheet({
    title: `Facture d’avoir ${input.number} — ${site.brand}`,
    author: site.brand,
    createdAt: input.issuedAt,
  });
  head(
    sheet,
    "FACTURE D’AVOIR",
    [
      `N°${NBSP}${input.number}`,
      `Date d’émission${NBSP}: ${parisDay(input.issuedAt)}`,
      `Rectifie la facture n°${NBSP}${input.corrects.number} du ${parisDay(input.corrects.issuedAt)}`,
      `Réservation${NBSP}: ${input.reference}`,
    ],
    vat,
  );
  buyerBlock(sheet, "Au bénéfice de", input.buyer);
  sheet.gap(10);
  const total = lines(sheet, input.lines, vat);
  totals(sheet, total, vat);
  sheet.paragraph(`Montant crédité, remboursé le ${parisDay(input.refunded.at)} par ${input.refunded.method}.`, {
    bold: true,
  });
  return sheet.save();
}
