import { startStripeStandIn } from "../../scripts/local-vercel/stripe/stand-in";
import { LOCAL_WEBHOOK_SECRET } from "../../src/server/payment/client";
import { startBotIdStandIn } from "./botid-stand-in";
import { startStub, type StubAnswer } from "./stub-server";
import { reach } from "./reachable";
import type { Bridge } from "../../scripts/local-vercel/store/bridge";

export const LINK_SECRET = "a test secret for the booking links, 32+ characters";
export const CRON_SECRET = "a test secret for Vercel Cron";

/**
 * Everything a function needs under the deployed rules, each provider a real local server: SendGrid, Google
 * and BotID stand-ins, Upstash through the bridge in front of a real redis-server. `env` names them all, as a
 * deployment's settings would; a test drops or changes one to see what the function does without it.
 */
export async function startDeployed(
  bridge: Pick<Bridge, "url" | "token">,
  replies: { sendgrid?: StubAnswer[]; google?: StubAnswer[]; botid?: StubAnswer[] } = {},
) {
  const [sendgrid, google, botid, stripe] = await Promise.all([
    startStub(replies.sendgrid ?? [{ status: 202 }]),
    startStub(replies.google ?? [{ status: 200, body: { suggestions: [] } }]),
    startBotIdStandIn(replies.botid),
    // Its events go nowhere unless a test gives it an endpoint.
    startStripeStandIn(),
  ]);
  reach(stripe.server);
  const env: Record<string, string> = {
    SENDGRID_API_KEY: "SG.test",
    SENDGRID_BASE_URL: sendgrid.url,
    GOOGLE_PLACES_API_KEY: "google-test-key",
    GOOGLE_PLACES_BASE_URL: google.url,
    UPSTASH_REDIS_REST_URL: bridge.url,
    UPSTASH_REDIS_REST_TOKEN: bridge.token,
    BOOKING_LINK_SECRET: LINK_SECRET,
    CRON_SECRET,
    STRIPE_SECRET_KEY: "sk_test_deployed_checks",
    STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  };
  return {
    env,
    sendgrid,
    google,
    botid,
    stripe,
    async close() {
      await Promise.all([sendgrid.close(), google.close(), botid.close(), stripe.close()]);
    },
  };
}
