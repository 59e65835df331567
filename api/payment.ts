import { startFunction } from "../src/server/kernel/env.js";
import { handlePaymentPage } from "../src/server/settlement/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("payment");

/** Vercel Node.js function: the customer's payment page (Stripe Checkout for the fare, a card kept, a fee owed). Logic: src/server/settlement. */
export function POST(request: Request): Promise<Response> {
  return handlePaymentPage(request);
}
