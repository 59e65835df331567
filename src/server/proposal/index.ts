/** The proposal stage: the customer's answer to a price proposal (POST /api/proposal) and their lapse (Vercel Cron). */
export { handleProposal } from "./reply.js";
export { handleExpireProposals } from "./expiry.js";
