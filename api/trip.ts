import { startFunction } from "../src/server/kernel/env.js";
import { handleTripPage } from "../src/server/operator/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("trip");

/** Vercel Node.js function: the operator's page for one trip (cancel, correct, no-show). Logic: src/server/operator. */
export function POST(request: Request): Promise<Response> {
  return handleTripPage(request);
}
