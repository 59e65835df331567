/**
 * Getting paid for a trip (docs/decisions/200-booking-state.md): the customer's payment page (POST /api/payment) and
 * Stripe's events (POST /api/stripe-webhook), the ride's end, its documents and the hourly settling job (GET
 * /api/settle-rides, Vercel Cron). The operator's trip page takes its money acts (a fee, a ride closed with its final
 * amount, a refund, a payment recorded) from ./money-acts.ts.
 */
export { handlePaymentPage } from "./payment-page.js";
export { handleStripeEvents } from "./payment-events.js";
export { handleSettleRides } from "./settle-job.js";
