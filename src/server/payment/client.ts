import Stripe from "stripe";
import { type Env, getEnv, isLocal } from "../kernel/env.js";

/**
 * The API version every call is made in and every webhook event arrives in, pinned (docs/decisions/180-payments.md):
 * the SDK's types describe this version and no other, and a change of version is a change of code, made on
 * purpose. Upgrading the SDK to one pinned to another version fails the type check here until this line moves
 * with it; the webhook endpoint declared in Stripe's dashboard must use the same version.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

/**
 * The local mode's keys, public on purpose: the stand-in (scripts/local-vercel/stripe/) accepts this test key
 * and signs its webhook events with this secret. A test key can never move real money, and neither is accepted
 * anywhere but on this machine.
 */
export const LOCAL_SECRET_KEY = "sk_test_local_stand_in";
export const LOCAL_WEBHOOK_SECRET = "whsec_local_stand_in_public";

/** Longest wait for one answer; the caller's deadline shortens it. Stripe answers in well under a second. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

export type StripeSettings = { apiKey: string; apiBase?: URL };

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Where the calls go and with which key. With STRIPE_SECRET_KEY: Stripe itself, or, for a test key only, a
 * stand-in on this machine (STRIPE_API_BASE, for tests and `npm run check:vercel`). Without it: the stand-in, in
 * the local mode only; deployed, a function that needs Stripe refuses to start before this (src/server/kernel/env.ts).
 */
export function stripeSettings(env: Env): StripeSettings {
  const apiBase = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  if (apiBase && !LOOPBACK.has(apiBase.hostname))
    throw new Error(`STRIPE_API_BASE must name a stand-in on this machine, not ${apiBase.hostname}`);
  if (env.STRIPE_SECRET_KEY) {
    if (apiBase && /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY))
      throw new Error("A live Stripe key goes to Stripe only: unset STRIPE_API_BASE");
    return { apiKey: env.STRIPE_SECRET_KEY, apiBase };
  }
  if (!isLocal(env))
    throw new Error("STRIPE_SECRET_KEY is missing: outside the local mode no payment goes to the local stand-in");
  if (!apiBase)
    throw new Error(
      "The local Stripe stand-in is not running: STRIPE_API_BASE is unset (npm start and the tests set it)",
    );
  return { apiKey: LOCAL_SECRET_KEY, apiBase };
}

/**
 * The official SDK with the pinned version. Its own retries are off: the operations retry with the same
 * idempotency key until the caller's deadline (./call.ts), which the SDK's retries would not respect.
 */
export function createStripe(settings: StripeSettings): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.apiKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    timeout: ATTEMPT_TIMEOUT_MS,
    telemetry: false,
    ...(base && {
      protocol: base.protocol === "http:" ? "http" : "https",
      host: base.hostname.replace(/^\[|\]$/g, ""),
      port: base.port || (base.protocol === "http:" ? 80 : 443),
    }),
  });
}

let client: Stripe | undefined;

/** The client of this instance, built once from the environment. */
export function getStripe(): Stripe {
  client ??= createStripe(stripeSettings(getEnv()));
  return client;
}

/** The secret the webhook events are signed with: STRIPE_WEBHOOK_SECRET, or the stand-in's in the local mode. */
export function webhookSecret(env: Env = getEnv()): string {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  if (isLocal(env)) return LOCAL_WEBHOOK_SECRET;
  throw new Error("STRIPE_WEBHOOK_SECRET is missing: outside the local mode no event is taken unsigned");
}
