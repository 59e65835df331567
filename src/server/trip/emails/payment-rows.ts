import type { BookingLocale } from "../../../lib/booking/schema.js";
import { formatEuros } from "../../../lib/fares.js";
import { parisDateTime } from "../../../lib/paris-time.js";
import type { Row } from "../../mail/layout.js";
import type { KeptCard } from "../../booking/record.js";

const NBSP = "\u00a0";

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

const cardText = (card: KeptCard) =>
  [
    card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : null,
    card.last4 ? `•••• ${card.last4}` : null,
  ]
    .filter(Boolean)
    .join(" ") || "carte";

export function paymentText(line: PaymentLine, locale: BookingLocale): string {
  const en = locale === "en";
  const { mode = "in-car", card, farePaid } = line;
  if (mode === "prepaid" && farePaid)
    return en
      ? `paid online on ${parisDateTime(new Date(farePaid.at), "en")} (${formatEuros(farePaid.amount / 100, "en")})`
      : `réglé en ligne le ${parisDateTime(new Date(farePaid.at))} (${formatEuros(farePaid.amount / 100)})`;
  if (mode === "guarantee" && card)
    return en
      ? `card ${cardText(card)} kept: charged the trip’s price when it ends`
      : `carte ${cardText(card)} enregistrée${NBSP}: débitée du prix de la course à la fin du trajet`;
  if (mode === "prepaid") return en ? "to be paid online" : "à régler en ligne";
  if (mode === "guarantee") return en ? "a card to save as a guarantee" : "carte à enregistrer en garantie";
  return en ? "to be paid in the car, by card or in cash" : "à régler dans la voiture, par carte ou en espèces";
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
  return [
    [locale === "en" ? "Payment" : "Règlement", line.link && paymentOpen(line) ? { text, href: line.link } : text],
  ];
}
