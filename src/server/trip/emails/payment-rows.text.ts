import { formatEuros } from "../../../lib/fares.js";
import { catalogue } from "../../../lib/i18n.js";
import { parisDateTime } from "../../../lib/paris-time.js";

const NBSP = "\u00a0";

/** How a booking is paid, as its documents state it (./payment-rows.ts), in the customer's language. */
export const paymentRowsText = catalogue({
  fr: {
    label: "Règlement",
    /** A card named without its brand nor its last digits. */
    someCard: "carte",
    paidOnline: (at: string, amount: number) =>
      `réglé en ligne le ${parisDateTime(new Date(at))} (${formatEuros(amount / 100)})`,
    cardKept: (card: string) => `carte ${card} enregistrée${NBSP}: débitée du prix de la course à la fin du trajet`,
    prepaid: "à régler en ligne",
    guarantee: "carte à enregistrer en garantie",
    inCar: "à régler dans la voiture, par carte ou en espèces",
  },
  en: {
    label: "Payment",
    someCard: "carte",
    paidOnline: (at: string, amount: number) =>
      `paid online on ${parisDateTime(new Date(at), "en")} (${formatEuros(amount / 100, "en")})`,
    cardKept: (card: string) => `card ${card} kept: charged the trip’s price when it ends`,
    prepaid: "to be paid online",
    guarantee: "a card to save as a guarantee",
    inCar: "to be paid in the car, by card or in cash",
  },
});
