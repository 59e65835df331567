import { startFunction } from "../src/server/kernel/env.js";
import { handleBooking } from "../src/server/request/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("booking");

/** Vercel Node.js function (SendGrid's client needs Node): a booking request. Logic: src/server/request. */
export function POST(request: Request): Promise<Response> {
  return handleBooking(request);
}
