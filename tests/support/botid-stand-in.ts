import { type Recorded, startStub, type StubAnswer, type StubReply } from "./stub-server";

/** What BotID's browser script adds to a protected request; the stand-in reads its value as the verdict. */
export const HUMAN_HEADER = "x-is-human";
export const humanHeaders = { [HUMAN_HEADER]: "human" };
export const botHeaders = { [HUMAN_HEADER]: "bot" };

/** The deployment's OIDC token, as the platform gives it to the functions (`VERCEL_OIDC_TOKEN` here). */
export const DEPLOYMENT_OIDC_TOKEN = "test-oidc-token";

/**
 * Vercel's rule as the stand-in plays it: a call with another token than the deployment's is refused without a
 * verdict (Vercel's API knows no such project); otherwise a request whose challenge says "human" is one, any
 * other a bot.
 */
export function verdictFor(request: Recorded): StubReply {
  if (request.headers["x-vercel-oidc-token"] !== DEPLOYMENT_OIDC_TOKEN)
    return { status: 401, body: { error: { code: "forbidden", message: "Invalid OIDC token" } } };
  const call = JSON.parse(request.body) as { headers: [string, string][] };
  const isBot = new Map(call.headers).get(HUMAN_HEADER) !== "human";
  return { status: 200, body: { isBot, isVerifiedBot: false, bypassed: false } };
}

/**
 * A real local HTTP server standing in for Vercel's BotID API (`POST /v1/is-bot`), which `checkBotId` calls
 * when OVERRIDE_BOTID_SERVER_URL names it, with the OIDC token a deployment has. `replies` replaces the
 * verdict rule (e.g. "hang", or an error without a verdict). botid reads both variables at each check: they
 * stay set until `close()`.
 */
export async function startBotIdStandIn(replies: StubAnswer[] = [verdictFor]) {
  const stub = await startStub(replies);
  const saved = { url: process.env.OVERRIDE_BOTID_SERVER_URL, token: process.env.VERCEL_OIDC_TOKEN };
  process.env.OVERRIDE_BOTID_SERVER_URL = stub.url;
  process.env.VERCEL_OIDC_TOKEN = DEPLOYMENT_OIDC_TOKEN;
  return {
    ...stub,
    async close() {
      if (saved.url === undefined) delete process.env.OVERRIDE_BOTID_SERVER_URL;
      else process.env.OVERRIDE_BOTID_SERVER_URL = saved.url;
      if (saved.token === undefined) delete process.env.VERCEL_OIDC_TOKEN;
      else process.env.VERCEL_OIDC_TOKEN = saved.token;
      await stub.close();
    },
  };
}
