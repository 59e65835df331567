import { startFunction } from "../src/server/kernel/env.js";
import { handleAvailability } from "../src/server/request/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("availability");

/** Vercel Node.js function: the periods the operator is away, for the booking form. Logic: src/server/request. */
export function GET(request: Request): Promise<Response> {
  return handleAvailability(request);
}
