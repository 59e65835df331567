import { startFunction } from "../src/server/kernel/env.js";
import { handleConfirm } from "../src/server/operator/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("confirm");

/** Vercel Node.js function: the operator's answer to a request. Logic: src/server/operator. */
export function POST(request: Request): Promise<Response> {
  return handleConfirm(request);
}
