import { startFunction } from "../src/server/kernel/env.js";
import { handleExpireProposals } from "../src/server/proposal/expiry.js";

// Cold start: in production this function needs SendGrid, Upstash, BOOKING_LINK_SECRET and CRON_SECRET.
startFunction("expire-proposals");

/** Vercel Cron (vercel.json, every 15 minutes): lapsed proposals, told to the operator. Logic: src/server/proposal-expiry.ts. */
export function GET(request: Request): Promise<Response> {
  return handleExpireProposals(request);
}
