/**
 * Getting paid for a trip (docs/decisions/190-getting-paid.md): the customer's payment page (POST /api/payment)
 * and Stripe's events (POST /api/stripe-webhook), the ride's end and its paperwork (GET /api/settle-rides, Vercel
 * Cron), and the money acts of the operator's trip page (a fee, a ride closed with its final amount, a refund).
 */
export { handlePaymentPage } from "./payment-page.js";
export { handleStripeEvents } from "./payment-events.js";
export { handleSettleRides } from "./job.js";
export { type SettlementDeps, settlementDeps } from "./deps.js";
export {
  closeRide,
  loadMoney,
  type Money,
  type MoneyView,
  moneyView,
  refundFromPage,
  takeFee,
} from "./operator-acts.js";
