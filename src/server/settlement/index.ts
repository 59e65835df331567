/**
 * Getting paid for a trip (docs/decisions/190-getting-paid.md): the customer's payment page (POST /api/payment)
 * and Stripe's events (POST /api/stripe-webhook), the ride's end and its paperwork (GET /api/settle-rides, Vercel
 * Cron). The operator's trip page takes its money acts (a fee, a ride closed with its final amount, a refund)
 * from ./operator-acts.ts.
 */
export { handlePaymentPage } from "./payment-page.js";
export { handleStripeEvents } from "./payment-events.js";
export { handleSettleRides } from "./job.js";
