import { startFunction } from "../src/server/kernel/env.js";
import { handleExpireProposals } from "../src/server/proposal/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("expire-proposals");

/** Vercel Cron (every 15 minutes): lapsed proposals, told to the operator. Logic: src/server/proposal. */
export function GET(request: Request): Promise<Response> {
  return handleExpireProposals(request);
}
