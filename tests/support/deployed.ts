import { startPushStandIn } from "../../scripts/local-vercel/push/stand-in";
import { startSmsStandIn } from "../../scripts/local-vercel/sms/stand-in";
import { startStripeStandIn } from "../../scripts/local-vercel/stripe/stand-in";
import { LOCAL_WEBHOOK_SECRET } from "../../src/server/payment/client";
import { startBotIdStandIn } from "./botid-stand-in";
import { startStub, type StubAnswer } from "./stub-server";
import { reach } from "./reachable";
import type { Bridge } from "../../scripts/local-vercel/store/bridge";

export const LINK_SECRET = "a test secret for the booking links, 32+ characters";
export const CRON_SECRET = "a test secret for Vercel Cron";
/** The deployment's VAPID pair in the tests (made once with web-push): its pushes are signed with it. */
export const VAPID = {
  publicKey: "BP-LeGzvY3ycxSL9gFhygflgwJNCPhymH5CBq911nfeBMjNuUF7skPwrAk2DLjYBBkSQW1GkQcBkwucIzG4jB94",
  privateKey: "BMK2VxIKLR1IVk3M6bh0joaa17QXhzAnBVtkvwwzjqM",
};
/** The operator's mobile in the tests: in the range reserved for fiction. */
export const OPERATOR_MOBILE = "+33639980012";

/**
 * Everything a function needs under the deployed rules, each provider a real local server: SendGrid, Google
 * and BotID stand-ins, Upstash through the bridge in front of a real redis-server. `env` names them all, as a
 * deployment's settings would; a test drops or changes one to see what the function does without it.
 */
export async function startDeployed(
  bridge: Pick<Bridge, "url" | "token">,
  replies: { sendgrid?: StubAnswer[]; google?: StubAnswer[]; botid?: StubAnswer[] } = {},
) {
  const [sendgrid, google, botid, stripe, push, sms] = await Promise.all([
    startStub(replies.sendgrid ?? [{ status: 202 }]),
    startStub(replies.google ?? [{ status: 200, body: { suggestions: [] } }]),
    startBotIdStandIn(replies.botid),
    // Its events go nowhere unless a test gives it an endpoint.
    startStripeStandIn(),
    // The push service the operator's devices subscribe on, and the SMS provider.
    startPushStandIn(),
    startSmsStandIn(),
  ]);
  reach(stripe.server);
  reach(push.server);
  reach(sms.server);
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
    PUSH_STAND_IN_URL: push.url,
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    BREVO_API_KEY: "xkeysib-test",
    BREVO_API_BASE: sms.url,
    ALERT_SMS_TO: OPERATOR_MOBILE,
  };
  return {
    env,
    sendgrid,
    google,
    botid,
    stripe,
    push,
    sms,
    async close() {
      await Promise.all([sendgrid.close(), google.close(), botid.close(), stripe.close(), push.close(), sms.close()]);
    },
  };
}
