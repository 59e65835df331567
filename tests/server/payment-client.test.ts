import Stripe from "stripe";
import { expect, test } from "vitest";
import { modeOf, parseEnv, requireProductionKeys } from "../../src/server/kernel/env";
import { idempotencyKey } from "../../src/server/payment";
import {
  LOCAL_SECRET_KEY,
  LOCAL_WEBHOOK_SECRET,
  STRIPE_API_VERSION,
  stripeSettings,
  webhookSecret,
} from "../../src/server/payment/client";

/**
 * Which Stripe the layer talks to, with which key: the stand-in only in the local mode or for a test key on this
 * machine; deployed, nothing without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, each named when missing.
 */
const LOCAL = { VTC_LOCAL_MODE: "1" };
const STAND_IN = "http://127.0.0.1:4242";

test("the API version is pinned to the SDK's own", () => {
  expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
});

test("a Stripe secret key means the deployed rules, like every provider key", () => {
  expect(modeOf(parseEnv(LOCAL))).toBe("local");
  expect(modeOf(parseEnv({ ...LOCAL, STRIPE_SECRET_KEY: "sk_test_abc123" }))).toBe("deployed");
  // A publishable key or a webhook secret in its place is refused at once.
  expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_live_abc" })).toThrow(/STRIPE_SECRET_KEY/);
  expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: "sk_test_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
});

test("deployed, a function that needs Stripe refuses to start without its keys, naming them", () => {
  const deployed = parseEnv({ VERCEL: "1" });
  expect(() => requireProductionKeys(deployed, ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"])).toThrow(
    /without STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: on Vercel/,
  );
  expect(() => stripeSettings(deployed)).toThrow(/STRIPE_SECRET_KEY is missing/);
  expect(() => webhookSecret(deployed)).toThrow(/STRIPE_WEBHOOK_SECRET is missing/);
  expect(stripeSettings(parseEnv({ VERCEL: "1", STRIPE_SECRET_KEY: "sk_live_abc" }))).toEqual({
    apiKey: "sk_live_abc",
    apiBase: undefined,
  });
  expect(webhookSecret(parseEnv({ VERCEL: "1", STRIPE_WEBHOOK_SECRET: "whsec_abc" }))).toBe("whsec_abc");
});

test("locally: the stand-in with its public test key and secret, never without its address", () => {
  const local = stripeSettings(parseEnv({ ...LOCAL, STRIPE_API_BASE: STAND_IN }));
  expect(local).toEqual({ apiKey: LOCAL_SECRET_KEY, apiBase: new URL(STAND_IN) });
  expect(LOCAL_SECRET_KEY).toMatch(/^sk_test_/);
  expect(webhookSecret(parseEnv(LOCAL))).toBe(LOCAL_WEBHOOK_SECRET);
  expect(() => stripeSettings(parseEnv(LOCAL))).toThrow(/stand-in is not running: STRIPE_API_BASE/);
});

test("STRIPE_API_BASE names this machine only, and never with a live key", () => {
  expect(() => stripeSettings(parseEnv({ ...LOCAL, STRIPE_API_BASE: "https://stripe.example.com" }))).toThrow(
    /this machine, not stripe.example.com/,
  );
  const check = { VERCEL: "1", STRIPE_API_BASE: STAND_IN };
  expect(stripeSettings(parseEnv({ ...check, STRIPE_SECRET_KEY: "sk_test_abc" })).apiBase?.port).toBe("4242");
  expect(() => stripeSettings(parseEnv({ ...check, STRIPE_SECRET_KEY: "sk_live_abc" }))).toThrow(/live Stripe key/);
  expect(() => stripeSettings(parseEnv({ ...check, STRIPE_SECRET_KEY: "rk_live_abc" }))).toThrow(/live Stripe key/);
});

test("an idempotency key is a booking's reference and the act, nothing else", () => {
  expect(idempotencyKey("VPN-261126-K7QM", "fee:no-show")).toBe("VPN-261126-K7QM:fee:no-show");
  expect(() => idempotencyKey("anything", "prepay")).toThrow(/reference/);
  expect(() => idempotencyKey("VPN-261126-K7QM", "Prepay now")).toThrow(/action/);
});
