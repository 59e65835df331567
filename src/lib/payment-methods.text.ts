import type { PaymentMethod } from "../config/payment.js";
import { catalogue } from "./i18n.js";

/**
 * Each row of the payment modes' table (src/config/payment.ts) in words, French and English side by side: how a
 * document or an operator's page names the way a booking was paid. A row added to the table without its words here
 * is named by the compiler.
 */
export const paymentMethodsText = catalogue({
  fr: {
    prepaid: "paiement en ligne à la réservation",
    guarantee: "carte enregistrée, débitée à la fin de la course",
    "in-car": "à bord, auprès du chauffeur",
    cash: "espèces",
    transfer: "virement",
  } satisfies Record<PaymentMethod, string>,
  en: {
    prepaid: "paid online when booking",
    guarantee: "card kept, charged when the trip ends",
    "in-car": "in the car, to the chauffeur",
    cash: "cash",
    transfer: "bank transfer",
  },
});
