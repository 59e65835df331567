import { startFunction } from "../src/server/kernel/env.js";
import { handleManage } from "../src/server/trip/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("manage");

/** Vercel Node.js function: the customer's « Gérer ma réservation » (cancel, change, unsubscribe). Logic: src/server/trip. */
export function POST(request: Request): Promise<Response> {
  return handleManage(request);
}
