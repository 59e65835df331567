import { expect, test } from "vitest";
import { assertProductionEnv, parseEnv, PRODUCTION_KEYS, requireProductionKeys } from "../../src/server/env";

const KEYS = {
  SENDGRID_API_KEY: "SG.x",
  UPSTASH_REDIS_REST_URL: "https://eu1-example.upstash.io",
  UPSTASH_REDIS_REST_TOKEN: "token",
  GOOGLE_PLACES_API_KEY: "AIza-x",
  BOOKING_LINK_SECRET: "a production secret of thirty-two characters or more",
  CRON_SECRET: "a cron secret of sixteen+",
};

test("without keys, outside production, the local stand-ins are used", () => {
  const env = parseEnv({});
  expect(env.SENDGRID_API_KEY).toBeUndefined();
  expect(env.OUTBOX_DIR).toBeUndefined();
  expect(env.SITE_URL).toBe("https://www.vtc-premium-nantes.fr");
  expect(() => requireProductionKeys(env, PRODUCTION_KEYS.booking)).not.toThrow();
});

test("the production build refuses to start without any function's key, naming them all", () => {
  expect(() => assertProductionEnv({ VERCEL_ENV: "production" })).toThrow(
    /without SENDGRID_API_KEY, UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN, BOOKING_LINK_SECRET, GOOGLE_PLACES_API_KEY, CRON_SECRET \(/,
  );
  expect(() => assertProductionEnv({ VERCEL_ENV: "production", ...KEYS, SENDGRID_API_KEY: "" })).toThrow(
    /refuses to start without SENDGRID_API_KEY \(/,
  );
  expect(() => assertProductionEnv({ VERCEL_ENV: "production", ...KEYS })).not.toThrow();
});

test("each function requires only its own keys in production", () => {
  const placesOnly = parseEnv({
    VERCEL_ENV: "production",
    GOOGLE_PLACES_API_KEY: "AIza-x",
    UPSTASH_REDIS_REST_URL: KEYS.UPSTASH_REDIS_REST_URL,
    UPSTASH_REDIS_REST_TOKEN: "t",
  });
  expect(() => requireProductionKeys(placesOnly, PRODUCTION_KEYS.places)).not.toThrow();
  expect(() => requireProductionKeys(placesOnly, PRODUCTION_KEYS.booking)).toThrow(
    /without SENDGRID_API_KEY, BOOKING_LINK_SECRET \(/,
  );
  const bookingOnly = parseEnv({
    VERCEL_ENV: "production",
    SENDGRID_API_KEY: "SG.x",
    UPSTASH_REDIS_REST_URL: KEYS.UPSTASH_REDIS_REST_URL,
    UPSTASH_REDIS_REST_TOKEN: "t",
    BOOKING_LINK_SECRET: KEYS.BOOKING_LINK_SECRET,
  });
  expect(() => requireProductionKeys(bookingOnly, PRODUCTION_KEYS.booking)).not.toThrow();
  // The confirmation function needs exactly what the booking function needs: the same secret seals and opens.
  expect(() => requireProductionKeys(bookingOnly, PRODUCTION_KEYS.confirm)).not.toThrow();
  expect(() =>
    requireProductionKeys({ ...bookingOnly, BOOKING_LINK_SECRET: undefined }, PRODUCTION_KEYS.confirm),
  ).toThrow(/without BOOKING_LINK_SECRET \(/);
  expect(() => requireProductionKeys(bookingOnly, PRODUCTION_KEYS.places)).toThrow(/without GOOGLE_PLACES_API_KEY \(/);
});

test("a malformed setting is refused with its name", () => {
  expect(() => parseEnv({ RATE_LIMIT_BOOKING: "lots" })).toThrow(/RATE_LIMIT_BOOKING/);
  expect(() => parseEnv({ RATE_LIMIT_ACKNOWLEDGEMENT: "3 per day" })).toThrow(/RATE_LIMIT_ACKNOWLEDGEMENT/);
  expect(() => parseEnv({ RATE_LIMIT_PLACES_GOOGLE: "many" })).toThrow(/RATE_LIMIT_PLACES_GOOGLE/);
  expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
});
