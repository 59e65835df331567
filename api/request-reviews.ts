import { startFunction } from "../src/server/kernel/env.js";
import { handleReviews } from "../src/server/trip/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("request-reviews");

/** Vercel Cron (hourly): the review request a few hours after the trip. Logic: src/server/trip. */
export function GET(request: Request): Promise<Response> {
  return handleReviews(request);
}
