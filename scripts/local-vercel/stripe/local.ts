import { modeOf, parseEnv, readProcessEnv } from "../../../src/server/kernel/env";
import { type StripeStandIn, startStripeStandIn } from "./stand-in";

/** Where the stand-in sends its events: the function the booking flows mount (docs/operator-guide.md, "Taking payments"). */
export const WEBHOOK_PATH = "/api/stripe-webhook";

/**
 * `npm start` and `npm run dev`: in the local mode, with no Stripe configured, the stand-in runs in the same
 * process on a free port and the functions are pointed at it (STRIPE_API_BASE, read when the payment layer first
 * builds its client); its events go to this server's webhook function. Under the deployed rules nothing starts:
 * the functions then need STRIPE_SECRET_KEY.
 */
export async function startLocalStripe(siteUrl: string): Promise<StripeStandIn | undefined> {
  const env = parseEnv(readProcessEnv());
  if (modeOf(env) !== "local" || env.STRIPE_API_BASE) return undefined;
  const standIn = await startStripeStandIn({
    // Stripe keeps trying for days; here twice, enough to see a handler fixed and the event taken.
    webhook: { url: `${siteUrl}${WEBHOOK_PATH}`, retryDelaysMs: [5_000, 60_000] },
    log: (line) => console.log(`[stripe stand-in] ${line}`),
  });
  process.env.STRIPE_API_BASE = standIn.url;
  return standIn;
}
