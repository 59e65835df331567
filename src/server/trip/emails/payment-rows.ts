import type { BookingLocale } from "../../../lib/booking/schema.js";
import type { Row } from "../../mail/layout.js";
import type { KeptCard } from "../../booking/record.js";
import { paymentRowsText } from "./payment-rows.text.js";

/**
 * How a booking is paid, as its documents state it (docs/decisions/190-getting-paid.md): the mode chosen at the
 * customer's act, what Stripe has recorded of it, and, while something is still to do online, the payment page's
 * link. `mode` absent: a booking made before payments were wired, paid in the car.
 */
export type PaymentLine = {
  mode?: "prepaid" | "guarantee" | "in-car";
  card?: KeptCard;
  farePaid?: { amount: number; at: string };
  /** The payment page, while the card is not kept or the fare not paid. */
  link?: string;
};

const cardText = (card: KeptCard, someCard: string) =>
  [
    card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : null,
    card.last4 ? `•••• ${card.last4}` : null,
  ]
    .filter(Boolean)
    .join(" ") || someCard;

export function paymentText(line: PaymentLine, locale: BookingLocale): string {
  const t = paymentRowsText[locale];
  const { mode = "in-car", card, farePaid } = line;
  if (mode === "prepaid" && farePaid) return t.paidOnline(farePaid.at, farePaid.amount);
  if (mode === "guarantee" && card) return t.cardKept(cardText(card, t.someCard));
  if (mode === "prepaid") return t.prepaid;
  if (mode === "guarantee") return t.guarantee;
  return t.inCar;
}

/** Whether something is still to do online: the fare to pay, or the card to save. */
export function paymentOpen(line: PaymentLine): boolean {
  switch (line.mode) {
    case "prepaid":
      return !line.farePaid;
    case "guarantee":
      return !line.card;
    case "in-car":
    case undefined:
      return false;
    default: {
      const never: never = line.mode;
      return never;
    }
  }
}

/** The document's row: « Règlement : Carte Visa •••• 4242 enregistrée… », the page's link while still open. */
export function paymentRows(line: PaymentLine | undefined, locale: BookingLocale): Row[] {
  if (!line) return [];
  const said = paymentText(line, locale);
  const text = said.charAt(0).toUpperCase() + said.slice(1);
  return [[paymentRowsText[locale].label, line.link && paymentOpen(line) ? { text, href: line.link } : text]];
}
