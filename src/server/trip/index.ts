/**
 * The trip after its proof: « Gérer ma réservation » (POST /api/manage) and its one-click unsubscribe, the reminder
 * and the review request (Vercel Cron).
 */
export { handleReminders, handleReviews } from "./jobs.js";
export { handleManage } from "./manage.js";
export { handleUnsubscribe } from "./unsubscribe.js";
