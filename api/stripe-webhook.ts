import { startFunction } from "../src/server/kernel/env.js";
import { handleStripeEvents } from "../src/server/settlement/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("stripe-webhook");

/** Vercel Node.js function: Stripe's webhook events, verified on the raw body and handled once. Logic: src/server/settlement. */
export function POST(request: Request): Promise<Response> {
  return handleStripeEvents(request);
}
