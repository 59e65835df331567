import { startFunction } from "../src/server/kernel/env.js";
import { handleManage } from "../src/server/trip/manage.js";

// Cold start: in production this function needs SendGrid, Upstash and BOOKING_LINK_SECRET.
startFunction("manage");

/** Vercel Node.js function: the customer's « Gérer ma réservation » (cancel, change, unsubscribe). Logic: src/server/manage.ts. */
export function POST(request: Request): Promise<Response> {
  return handleManage(request);
}
