import { handleConsole } from "../src/server/console/index.js";
import { startFunction } from "../src/server/kernel/env.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("console");

/** Vercel Node.js function: the operator's console, and its receipts register. Logic: src/server/console. */
export function POST(request: Request): Promise<Response> {
  return handleConsole(request);
}

export function GET(request: Request): Promise<Response> {
  return handleConsole(request);
}
