import { checkBotId } from "botid/server";
import { getEnv, isLocal } from "../env.js";
import { rateLimitedLog } from "../limits/rate-limit.js";
import { withTimeout } from "../timeout.js";
import { OIDC_HEADER, type OidcChoice, platformOidcToken } from "./oidc-token.js";

/** Whether a request comes from an automated client, as Vercel BotID classifies it. */
export type BotCheck = (request: Request) => Promise<boolean>;

/**
 * BotID calls Vercel's API without a time limit of its own. Past this the request goes on, logged: the
 * per-client and global limits still bound it, and a visitor is never kept waiting for our fault. Small
 * against the 25 s in which a function promises an answer (docs/decisions/003-abuse-limits.md).
 */
export const BOTID_TIMEOUT_MS = 3_000;

type Verdict = { isBot: boolean; isVerifiedBot?: unknown };

function isVerdict(value: unknown): value is Verdict {
  return typeof value === "object" && value !== null && typeof (value as { isBot?: unknown }).isBot === "boolean";
}

/**
 * One line per reason and minute in each instance: a BotID outage is visible in the log without flooding it.
 * Each line counts the requests it stands for: the one it is written for, and those let through in silence
 * for that reason since its last line. Passes after an instance's last line are never written (an instance
 * that stops says nothing more): the counts are a floor, not a total.
 */
export function failOpenLog(
  intervalMs = 60_000,
  write: (line: string) => void = (line) => console.error(line),
  now: () => number = Date.now,
): (reason: string) => void {
  const reasons = new Map<string, { lastLine: number; passes: number }>();
  return (reason) => {
    const seen = reasons.get(reason) ?? { lastLine: -Infinity, passes: 0 };
    reasons.set(reason, seen);
    seen.passes++;
    const at = now();
    if (at - seen.lastLine < intervalMs) return;
    const others = seen.passes - 1;
    const counted = others
      ? `${seen.passes} requests allowed (this one and ${others} since the last line)`
      : "1 request allowed (this one)";
    write(`[bot] BotID could not decide (${reason}): ${counted}, the rate limits still apply`);
    seen.lastLine = at;
    seen.passes = 0;
  };
}

const instanceLog = failOpenLog();
/** A client's own x-vercel-oidc-token: one line a minute, counting the others. */
const foreignTokenLog = rateLimitedLog(60_000, (line) => console.warn(line));

/**
 * BotID's own check, never on its development path (which answers "human" to everyone), with the platform's
 * token given explicitly: left to itself, botid would take one from the request's headers first.
 */
const botIdVerdict = (token: string) =>
  checkBotId({ developmentOptions: { isDevelopment: false }, advancedOptions: { vercelOidcToken: token } });

/**
 * Deployed: BotID decides from the challenge headers its browser script adds to our own fetch calls, asked with
 * the platform's OIDC token only (./oidc-token.ts). A check that has no token, fails, hangs or answers without a
 * boolean verdict lets the request through, logged with why.
 */
export function vercelBotCheck(
  check: (token: string) => Promise<unknown> = botIdVerdict,
  timeoutMs = BOTID_TIMEOUT_MS,
  log = instanceLog,
  tokenOf: (request: Request) => OidcChoice = (request) => platformOidcToken(request),
): BotCheck {
  return async (request) => {
    const { token, foreign } = tokenOf(request);
    if (foreign)
      foreignTokenLog(
        `[bot] a request sent its own ${OIDC_HEADER}: not used, BotID is asked with the platform's token${token ? "" : " (none here)"}`,
      );
    if (!token) {
      log("no OIDC token from the platform: enable OIDC in the project's settings");
      return false;
    }
    let verdict: unknown;
    try {
      verdict = await withTimeout(check(token), timeoutMs, "BotID");
    } catch (error) {
      log(error instanceof Error ? error.message : String(error));
      return false;
    }
    if (!isVerdict(verdict)) {
      log("BotID answered without a verdict");
      return false;
    }
    return verdict.isBot && verdict.isVerifiedBot !== true;
  };
}

/** Header by which tests and local runs play the bot: read only in the local mode. */
export const LOCAL_BOT_HEADER = "x-local-bot-verdict";

export const localBotCheck: BotCheck = async (request) => request.headers.get(LOCAL_BOT_HEADER) === "bot";

export function getBotCheck(): BotCheck {
  return isLocal(getEnv()) ? localBotCheck : vercelBotCheck();
}
