import { startFunction } from "../src/server/kernel/env.js";
import { handleProposal } from "../src/server/proposal/answer.js";

// Cold start: in production this function needs SendGrid, Upstash and BOOKING_LINK_SECRET.
startFunction("proposal");

/** Vercel Node.js function: the customer's answer to a price proposal. Logic: src/server/proposal.ts. */
export function POST(request: Request): Promise<Response> {
  return handleProposal(request);
}
