import { handleBooking } from "../src/server/booking.js";
import { getEnv } from "../src/server/env.js";

// Read at cold start: in production a missing key fails here, before any booking can be lost.
getEnv();

/** Vercel Node.js function (SendGrid's client needs Node). Logic: src/server/booking.ts. */
export function POST(request: Request): Promise<Response> {
  return handleBooking(request);
}
