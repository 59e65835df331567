import { handleBooking } from "../src/server/booking.js";
import { startFunction } from "../src/server/env.js";

// Cold start: in production a missing key of this function fails here, before any booking can be lost.
startFunction("booking");

/** Vercel Node.js function (SendGrid's client needs Node). Logic: src/server/booking.ts. */
export function POST(request: Request): Promise<Response> {
  return handleBooking(request);
}
