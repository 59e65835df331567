import { startFunction } from "../src/server/kernel/env.js";
import { handleTripJob } from "../src/server/trip/jobs.js";

// Cold start: in production this function needs SendGrid, Upstash, BOOKING_LINK_SECRET and CRON_SECRET.
startFunction("operator-day");

/** Vercel Cron (vercel.json, hourly): tomorrow's trips to the business each evening. Logic: src/server/trip-jobs.ts. */
export function GET(request: Request): Promise<Response> {
  return handleTripJob("day", request);
}
