/** The operator's stage: his answer to a request (POST /api/confirm) and his evening list (Vercel Cron). */
export { handleConfirm } from "./answer.js";
export { handleOperatorDay } from "./day.js";
