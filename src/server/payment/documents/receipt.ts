import { VAT } from "../../../config/payment.js";
import { site } from "../../../config/site.js";
import { parisDay } from "../../../lib/paris-time.js";
import { termsOfSaleText } from "../../../lib/terms-of-sale.text.js";
import { eurosText, type Vat } from "./money.js";
import { head, lines, type Paid, paidText, type ServiceLine, totals } from "./parts.js";
import { openSheet } from "./sheet.js";

const NBSP = "\u00a0";

export type ReceiptInput = {
  /** The note's own number, in its series (« N2026-0007 »): one per note, never per booking. */
  number: string;
  /** The booking it is for. */
  reference: string;
  issuedAt: Date;
  /** The customer's name (the arrêté lets him ask for it to be left out: then « Client »). */
  customer: string;
  lines: ServiceLine[];
  paid?: Paid;
  /** Not paid online: paid to the chauffeur, at the end of the ride. */
  inCar?: boolean;
};

/**
 * The note every ride gets, whatever its amount (arrêté n° 83-50/A of 3 October 1983; the terms of sale, art. 5):
 * its date, the provider's name and address, the customer's name, the date and places of the service, its
 * detail and price, the total before and with taxes. In French, as a PDF.
 */
export async function receiptPdf(input: ReceiptInput, vat: Vat = VAT): Promise<Uint8Array> {
  const sheet = await openSheet({
    title: `Note ${input.number} — ${site.brand}`,
    author: site.brand,
    createdAt: input.issuedAt,
  });
  head(
    sheet,
    "NOTE",
    [
      `N°${NBSP}${input.number}`,
      `Date de la note${NBSP}: ${parisDay(input.issuedAt)}`,
      `Réservation${NBSP}: ${input.reference}`,
    ],
    vat,
  );
  sheet.paragraph(`Client${NBSP}: ${input.customer}`, { bold: true });
  sheet.gap(12);
  const total = lines(sheet, input.lines, vat);
  totals(sheet, total, vat);
  sheet.paragraph(
    input.paid
      ? paidText(input.paid, "Payée")
      : input.inCar
        ? `À régler à bord du véhicule, auprès du chauffeur (carte ou espèces)${NBSP}: ${eurosText(total.ttc)}.`
        : `Reste à payer${NBSP}: ${eurosText(total.ttc)}.`,
    { bold: true },
  );
  sheet.gap(8);
  sheet.paragraph(
    `${vat.regime === "applicable" ? "Prix TTC" : "Prix"} convenu avant la course, ${termsOfSaleText.fr.includes}.`,
    {
      grey: true,
    },
  );
  return sheet.save();
}
