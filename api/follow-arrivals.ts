import { startFunction } from "../src/server/kernel/env.js";
import { handleFollowArrivals } from "../src/server/follow/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("follow-arrivals");

/** Vercel Cron (every five minutes): the day's arrivals followed. Logic: src/server/follow. */
export function GET(request: Request): Promise<Response> {
  return handleFollowArrivals(request);
}
