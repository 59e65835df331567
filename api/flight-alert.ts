import { startFunction } from "../src/server/kernel/env.js";
import { handleFlightAlert } from "../src/server/follow/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("flight-alert");

/** The flight-data provider's alerts (its webhook). Logic: src/server/follow. */
export function POST(request: Request): Promise<Response> {
  return handleFlightAlert(request);
}
