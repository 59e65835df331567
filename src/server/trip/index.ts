/**
 * The trip after its proof: « Gérer ma réservation » (POST /api/manage) and its one-click unsubscribe, the reminder
 * and the review request (Vercel Cron), the payment page (POST /api/payment) and Stripe's events.
 */
export { handleReminders, handleReviews } from "./jobs.js";
export { handleManage } from "./manage.js";
export { handleUnsubscribe } from "./unsubscribe.js";
export { handlePaymentPage } from "./payment-page.js";
export { handleStripeEvents } from "./payment-events.js";
