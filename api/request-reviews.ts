import { startFunction } from "../src/server/kernel/env.js";
import { handleTripJob } from "../src/server/trip/jobs.js";

// Cold start: in production this function needs SendGrid, Upstash, BOOKING_LINK_SECRET and CRON_SECRET.
startFunction("request-reviews");

/** Vercel Cron (vercel.json, hourly): the review request a few hours after the trip. Logic: src/server/trip-jobs.ts. */
export function GET(request: Request): Promise<Response> {
  return handleTripJob("reviews", request);
}
