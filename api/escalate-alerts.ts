import { handleEscalateAlerts } from "../src/server/alerts/index.js";
import { startFunction } from "../src/server/kernel/env.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("escalate-alerts");

/** Vercel Cron (every minute): urgent alerts left unopened go again by SMS. Logic: src/server/alerts. */
export function GET(request: Request): Promise<Response> {
  return handleEscalateAlerts(request);
}
