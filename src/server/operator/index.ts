/**
 * The operator's stage: his answer to a request (POST /api/confirm), his page for one trip (POST /api/trip)
 * and his evening list (Vercel Cron).
 */
export { handleConfirm } from "./answer.js";
export { handleOperatorDay } from "./day.js";
export { handleTripPage } from "./trip-page.js";
