import { checkBotId } from "botid/server";
import { getEnv, onVercel } from "./env.js";

/** Whether a request comes from an automated client, as Vercel BotID classifies it. */
export type BotCheck = (request: Request) => Promise<boolean>;

/**
 * On Vercel, BotID decides from the challenge headers its client script adds to our own fetch calls
 * (docs/decisions/003-abuse-limits.md). A failure of the check itself lets the request through, logged:
 * the per-client and global limits still bound it, and a real visitor is never refused for our fault.
 */
export const vercelBotCheck: BotCheck = async () => {
  try {
    const verdict = await checkBotId();
    return verdict.isBot && !verdict.isVerifiedBot;
  } catch (error) {
    console.error("[bot] BotID check failed, request allowed", error);
    return false;
  }
};

/** Header by which tests and local runs play the bot: read only off Vercel, where BotID cannot run. */
export const LOCAL_BOT_HEADER = "x-local-bot-verdict";

export const localBotCheck: BotCheck = async (request) => request.headers.get(LOCAL_BOT_HEADER) === "bot";

export function getBotCheck(): BotCheck {
  return onVercel(getEnv()) ? vercelBotCheck : localBotCheck;
}
