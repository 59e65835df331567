import { startFunction } from "../src/server/kernel/env.js";
import { handleUnsubscribe } from "../src/server/trip/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("unsubscribe");

/** Vercel Node.js function: the review request's one-click unsubscribe (RFC 8058). Logic: src/server/trip. */
export function POST(request: Request): Promise<Response> {
  return handleUnsubscribe(request);
}
