import { startFunction } from "../src/server/kernel/env.js";
import { handleOperatorDay } from "../src/server/operator/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("operator-day");

/** Vercel Cron (hourly): tomorrow's trips to the business each evening. Logic: src/server/operator. */
export function GET(request: Request): Promise<Response> {
  return handleOperatorDay(request);
}
