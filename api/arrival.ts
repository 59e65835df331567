import { startFunction } from "../src/server/kernel/env.js";
import { handleArrival } from "../src/server/arrivals/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("arrival");

/** The form's check of a flight or train number, the provider's key kept server-side. Logic: src/server/arrivals. */
export function POST(request: Request): Promise<Response> {
  return handleArrival(request);
}
