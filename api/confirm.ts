import { handleConfirm } from "../src/server/operator/answer.js";
import { startFunction } from "../src/server/kernel/env.js";

// Cold start: in production this function needs SendGrid, Upstash and BOOKING_LINK_SECRET.
startFunction("confirm");

/** Vercel Node.js function (node:crypto and SendGrid's client): the operator's answer to a request. Logic: src/server/confirm.ts. */
export function POST(request: Request): Promise<Response> {
  return handleConfirm(request);
}
