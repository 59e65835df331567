import { startFunction } from "../src/server/kernel/env.js";
import { handleSettleRides } from "../src/server/settlement/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("settle-rides");

/** Vercel Cron (hourly): rides ended on their own, their amounts taken, their notes and invoices sent. Logic: src/server/settlement. */
export function GET(request: Request): Promise<Response> {
  return handleSettleRides(request);
}
