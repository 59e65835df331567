import { handleBooking } from "../src/server/request/handler.js";
import { startFunction } from "../src/server/kernel/env.js";

// Cold start: in production a missing key of this function fails here, before any booking can be lost.
startFunction("booking");

/** Vercel Node.js function (SendGrid's client needs Node). Logic: src/server/booking.ts. */
export function POST(request: Request): Promise<Response> {
  return handleBooking(request);
}
