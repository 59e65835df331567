import { startFunction } from "../src/server/kernel/env.js";
import { handleReminders } from "../src/server/trip/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("remind-trips");

/** Vercel Cron (hourly): the reminder the day before. Logic: src/server/trip. */
export function GET(request: Request): Promise<Response> {
  return handleReminders(request);
}
