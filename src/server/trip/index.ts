/** The trip after its proof: « Gérer ma réservation » (POST /api/manage), the reminder and the review request (Vercel Cron). */
export { handleReminders, handleReviews } from "./jobs.js";
export { handleManage } from "./manage.js";
