import { startFunction } from "../src/server/kernel/env.js";
import { handleProposal } from "../src/server/proposal/index.js";

// Cold start: in production a missing key of this function (src/server/kernel/functions.ts) fails here.
startFunction("proposal");

/** Vercel Node.js function: the customer's answer to a price proposal. Logic: src/server/proposal. */
export function POST(request: Request): Promise<Response> {
  return handleProposal(request);
}
