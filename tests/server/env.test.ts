import { expect, test } from "vitest";
import {
  assertDeployableEnv,
  isProduction,
  modeOf,
  parseEnv,
  PRODUCTION_KEYS,
  requireProductionKeys,
} from "../../src/server/kernel/env";

const KEYS = {
  SENDGRID_API_KEY: "SG.x",
  UPSTASH_REDIS_REST_URL: "https://eu1-example.upstash.io",
  UPSTASH_REDIS_REST_TOKEN: "token",
  GOOGLE_PLACES_API_KEY: "AIza-x",
  BOOKING_LINK_SECRET: "a production secret of thirty-two characters or more",
  CRON_SECRET: "a cron secret of sixteen+",
  STRIPE_SECRET_KEY: "sk_live_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  VAPID_PUBLIC_KEY: "BP-LeGzvY3ycxSL9gFhygflgwJNCPhymH5CBq911nfeBMjNuUF7skPwrAk2DLjYBBkSQW1GkQcBkwucIzG4jB94",
  VAPID_PRIVATE_KEY: "BMK2VxIKLR1IVk3M6bh0joaa17QXhzAnBVtkvwwzjqM",
  BREVO_API_KEY: "xkeysib-x",
  ALERT_SMS_TO: "+33639980012",
  AERODATABOX_API_KEY: "aerodatabox-x",
  SNCF_API_KEY: "sncf-x",
};

test("the local defaults need the local mode and nothing real: any provider key or VERCEL means deployed", () => {
  expect(modeOf(parseEnv({ VTC_LOCAL_MODE: "1" }))).toBe("local");
  // Nothing set at all is an unknown host, not a developer's machine.
  expect(modeOf(parseEnv({}))).toBe("deployed");
  expect(modeOf(parseEnv({ VTC_LOCAL_MODE: "true" }))).toBe("deployed");
  expect(modeOf(parseEnv({ VTC_LOCAL_MODE: "1", VERCEL: "1" }))).toBe("deployed");
  for (const name of [
    "SENDGRID_API_KEY",
    "UPSTASH_REDIS_REST_URL",
    "UPSTASH_REDIS_REST_TOKEN",
    "GOOGLE_PLACES_API_KEY",
  ])
    expect(modeOf(parseEnv({ VTC_LOCAL_MODE: "1", [name]: KEYS[name as keyof typeof KEYS] })), name).toBe("deployed");
  expect(() => requireProductionKeys(parseEnv({ VTC_LOCAL_MODE: "1" }), PRODUCTION_KEYS.booking)).not.toThrow();
});

test("production is anything deployed that does not say preview or development", () => {
  expect(isProduction(parseEnv({ VTC_LOCAL_MODE: "1" }))).toBe(false);
  expect(isProduction(parseEnv({ VERCEL: "1", VERCEL_ENV: "production" }))).toBe(true);
  // A Vercel project that stopped exposing its system variables is treated as production, not as a preview.
  expect(isProduction(parseEnv({ SENDGRID_API_KEY: "SG.x" }))).toBe(true);
  expect(isProduction(parseEnv({ VERCEL: "1", VERCEL_ENV: "preview" }))).toBe(false);
});

test("a deployment's build refuses to start without any function's key, naming them all", () => {
  expect(() => assertDeployableEnv({ VERCEL: "1", VERCEL_ENV: "production" })).toThrow(
    /without SENDGRID_API_KEY, UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN, BOOKING_LINK_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, STRIPE_SECRET_KEY, GOOGLE_PLACES_API_KEY, CRON_SECRET, STRIPE_WEBHOOK_SECRET, BREVO_API_KEY, ALERT_SMS_TO, AERODATABOX_API_KEY, SNCF_API_KEY: on Vercel/,
  );
  // The same on a preview, and without VERCEL as soon as one key is set.
  expect(() => assertDeployableEnv({ VERCEL: "1", VERCEL_ENV: "preview", ...KEYS, GOOGLE_PLACES_API_KEY: "" })).toThrow(
    /without GOOGLE_PLACES_API_KEY: on Vercel/,
  );
  expect(() => assertDeployableEnv({ VTC_LOCAL_MODE: "1", SENDGRID_API_KEY: "SG.x" })).toThrow(
    /without UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN, BOOKING_LINK_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, STRIPE_SECRET_KEY, GOOGLE_PLACES_API_KEY, CRON_SECRET, STRIPE_WEBHOOK_SECRET, BREVO_API_KEY, ALERT_SMS_TO, AERODATABOX_API_KEY, SNCF_API_KEY: with a provider key set/,
  );
  expect(() => assertDeployableEnv({ VERCEL: "1", ...KEYS })).not.toThrow();
  expect(() => assertDeployableEnv({ VTC_LOCAL_MODE: "1" })).not.toThrow();
});

test("each function requires only its own keys", () => {
  const placesOnly = parseEnv({
    VERCEL: "1",
    GOOGLE_PLACES_API_KEY: "AIza-x",
    UPSTASH_REDIS_REST_URL: KEYS.UPSTASH_REDIS_REST_URL,
    UPSTASH_REDIS_REST_TOKEN: "t",
  });
  expect(() => requireProductionKeys(placesOnly, PRODUCTION_KEYS.places)).not.toThrow();
  expect(() => requireProductionKeys(placesOnly, PRODUCTION_KEYS.booking)).toThrow(
    /without SENDGRID_API_KEY, BOOKING_LINK_SECRET, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: /,
  );
  const bookingOnly = parseEnv({
    VERCEL: "1",
    SENDGRID_API_KEY: "SG.x",
    UPSTASH_REDIS_REST_URL: KEYS.UPSTASH_REDIS_REST_URL,
    UPSTASH_REDIS_REST_TOKEN: "t",
    BOOKING_LINK_SECRET: KEYS.BOOKING_LINK_SECRET,
    VAPID_PUBLIC_KEY: KEYS.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: KEYS.VAPID_PRIVATE_KEY,
  });
  expect(() => requireProductionKeys(bookingOnly, PRODUCTION_KEYS.booking)).not.toThrow();
  // The confirmation function needs what the booking function needs (the same secret seals and opens) and Stripe:
  // a refusal refunds what was paid online.
  expect(() => requireProductionKeys(bookingOnly, PRODUCTION_KEYS.confirm)).toThrow(/without STRIPE_SECRET_KEY: /);
  const withStripe = { ...bookingOnly, STRIPE_SECRET_KEY: "sk_test_x" };
  expect(() => requireProductionKeys(withStripe, PRODUCTION_KEYS.confirm)).not.toThrow();
  expect(() =>
    requireProductionKeys({ ...withStripe, BOOKING_LINK_SECRET: undefined }, PRODUCTION_KEYS.confirm),
  ).toThrow(/without BOOKING_LINK_SECRET: /);
  // The webhook needs its signing secret besides Stripe's key; the payment page needs the mail too: a payment it
  // records that the booking can no longer keep goes back at once, and the customer is told.
  expect(() => requireProductionKeys(withStripe, PRODUCTION_KEYS["stripe-webhook"])).toThrow(
    /without STRIPE_WEBHOOK_SECRET: /,
  );
  expect(() => requireProductionKeys({ ...withStripe, SENDGRID_API_KEY: undefined }, PRODUCTION_KEYS.payment)).toThrow(
    /without SENDGRID_API_KEY: /,
  );
  expect(() => requireProductionKeys(withStripe, PRODUCTION_KEYS.payment)).not.toThrow();
  expect(() => requireProductionKeys(bookingOnly, PRODUCTION_KEYS.places)).toThrow(/without GOOGLE_PLACES_API_KEY: /);
  // The SMS provider's key is the SMS job's alone: no other function holds it.
  expect(() => requireProductionKeys(withStripe, PRODUCTION_KEYS["escalate-alerts"])).toThrow(
    /without CRON_SECRET, BREVO_API_KEY, ALERT_SMS_TO: /,
  );
  for (const [name, keys] of Object.entries(PRODUCTION_KEYS))
    if (name !== "escalate-alerts") expect(keys, name).not.toContain("BREVO_API_KEY");
});

test("a malformed setting is refused with its name", () => {
  expect(() => parseEnv({ RATE_LIMIT_BOOKING: "lots" })).toThrow(/RATE_LIMIT_BOOKING/);
  expect(() => parseEnv({ RATE_LIMIT_ACKNOWLEDGEMENT: "3 per day" })).toThrow(/RATE_LIMIT_ACKNOWLEDGEMENT/);
  expect(() => parseEnv({ RATE_LIMIT_PLACES_GOOGLE: "many" })).toThrow(/RATE_LIMIT_PLACES_GOOGLE/);
  expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
});
