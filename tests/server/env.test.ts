import { expect, test } from "vitest";
import { parseEnv } from "../../src/server/env";

const KEYS = {
  SENDGRID_API_KEY: "SG.x",
  UPSTASH_REDIS_REST_URL: "https://eu1-example.upstash.io",
  UPSTASH_REDIS_REST_TOKEN: "token",
  GOOGLE_PLACES_API_KEY: "AIza-x",
};

test("without keys, outside production, the local stand-ins are used", () => {
  const env = parseEnv({});
  expect(env.SENDGRID_API_KEY).toBeUndefined();
  expect(env.OUTBOX_DIR).toBe(".outbox");
  expect(env.SITE_URL).toBe("https://www.vtc-premium-nantes.fr");
});

test("production with a missing key refuses to start, naming it", () => {
  expect(() => parseEnv({ VERCEL_ENV: "production" })).toThrow(/SENDGRID_API_KEY, UPSTASH_REDIS_REST_URL, UPSTASH_REDIS_REST_TOKEN, GOOGLE_PLACES_API_KEY/);
  expect(() => parseEnv({ VERCEL_ENV: "production", ...KEYS, SENDGRID_API_KEY: "" })).toThrow(/refuses to start without SENDGRID_API_KEY \(/);
  expect(parseEnv({ VERCEL_ENV: "production", ...KEYS }).SENDGRID_API_KEY).toBe("SG.x");
});

test("a malformed setting is refused with its name", () => {
  expect(() => parseEnv({ RATE_LIMIT_BOOKING: "lots" })).toThrow(/RATE_LIMIT_BOOKING/);
  expect(() => parseEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
});
