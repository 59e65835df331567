import { expect, test } from "vitest";
import { productionCheck } from "../../scripts/build/production-check";
import { unfilledPlaceholders } from "../../src/config/site";
import { parseEnv } from "../../src/server/kernel/env";
import { testIdentityRefusal } from "../../src/server/kernel/test-identity";
import { OPERATOR_MOBILE, VAPID } from "../support/deployed";
import { loadFunction } from "../support/vercel-function";

/** A production deployment's settings, every key present (their values are never used here). */
const PRODUCTION = {
  VERCEL: "1",
  VERCEL_ENV: "production",
  SENDGRID_API_KEY: "SG.x",
  UPSTASH_REDIS_REST_URL: "https://eu1-example.upstash.io",
  UPSTASH_REDIS_REST_TOKEN: "token",
  GOOGLE_PLACES_API_KEY: "AIza-x",
  BOOKING_LINK_SECRET: "a production secret of thirty-two characters or more",
  CRON_SECRET: "a cron secret of sixteen+",
  STRIPE_SECRET_KEY: "sk_test_x",
  STRIPE_WEBHOOK_SECRET: "whsec_x",
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  BREVO_API_KEY: "xkeysib-x",
  ALERT_SMS_TO: OPERATOR_MOBILE,
  AERODATABOX_API_KEY: "aerodatabox-x",
  SNCF_API_KEY: "sncf-x",
} as const;
/** What npm run check:vercel sets on top: the switch, a reserved origin, a SendGrid stand-in on loopback. */
const CHECK = {
  VTC_TEST_IDENTITY: "1",
  SITE_URL: "https://vtc-premium-nantes.test",
  SENDGRID_BASE_URL: "http://127.0.0.1:4010",
} as const;

test("the test identity is refused wherever a real deployment could be: a real origin, or e-mail that can be delivered", () => {
  expect(testIdentityRefusal(parseEnv({ ...PRODUCTION }))).toBeUndefined();
  expect(testIdentityRefusal(parseEnv({ ...PRODUCTION, ...CHECK }))).toBeUndefined();
  // The real site's origin (SITE_URL's default), or any registrable domain.
  const { SITE_URL: _site, ...defaultSite } = CHECK;
  expect(testIdentityRefusal(parseEnv({ ...PRODUCTION, ...defaultSite }))).toMatch(
    /^VTC_TEST_IDENTITY is for npm run check:vercel only.*SITE_URL must be on a name reserved for tests .* not www\.vtc-premium-nantes\.fr$/,
  );
  for (const site of ["https://vtc-premium-nantes.fr", "https://test.vtc-premium-nantes.fr", "https://example.com"])
    expect(testIdentityRefusal(parseEnv({ ...PRODUCTION, ...CHECK, SITE_URL: site })), site).toMatch(/SITE_URL/);
  for (const site of ["https://a.example", "https://b.invalid", "http://localhost:3000"])
    expect(testIdentityRefusal(parseEnv({ ...PRODUCTION, ...CHECK, SITE_URL: site })), site).toBeUndefined();
  // Real SendGrid, unless in sandbox mode: nothing may reach a real mailbox with a fake identity.
  const { SENDGRID_BASE_URL: _stand, ...realSendGrid } = CHECK;
  expect(testIdentityRefusal(parseEnv({ ...PRODUCTION, ...realSendGrid }))).toMatch(/e-mail must reach nobody/);
  expect(
    testIdentityRefusal(parseEnv({ ...PRODUCTION, ...CHECK, SENDGRID_BASE_URL: "https://api.sendgrid.com" })),
  ).toMatch(/e-mail must reach nobody/);
  expect(testIdentityRefusal(parseEnv({ ...PRODUCTION, ...realSendGrid, SENDGRID_SANDBOX: "true" }))).toBeUndefined();
  // Only "1" switches it on; any other value is refused as a malformed setting, not ignored.
  expect(() => parseEnv({ VTC_TEST_IDENTITY: "true" })).toThrow(/VTC_TEST_IDENTITY/);
});

test("a production build lets placeholders through only with the test identity, and only where it is allowed", () => {
  const placeholders = unfilledPlaceholders();
  expect(placeholders.length).toBeGreaterThan(0);
  const refused = productionCheck({ ...PRODUCTION });
  expect(refused.problems.join("\n")).toContain(`${placeholders.length} business facts are still placeholders`);
  expect(refused.notice).toBeUndefined();

  // The check's build reads its Google stand-in's rating for a place of its own (scripts/check-vercel/providers.ts).
  const check = productionCheck({ ...PRODUCTION, ...CHECK }, { placeId: "check-vercel-place" });
  expect(check.problems).toEqual([]);
  expect(check.notice).toMatch(/^test identity \(VTC_TEST_IDENTITY, npm run check:vercel only\)/);
  for (const name of placeholders) expect(check.notice).toContain(name);
  // Figures without evidence are placeholders like the others: let through as they are, and named.
  expect(check.notice).toMatch(/figures have no evidence in content\/figures\.json/);

  // Set on the real project: refused, naming the switch's conditions and every placeholder.
  const operator = productionCheck({ ...PRODUCTION, VTC_TEST_IDENTITY: "1" });
  const text = operator.problems.join("\n");
  expect(text).toMatch(/VTC_TEST_IDENTITY is for npm run check:vercel only/);
  expect(text).toMatch(/SITE_URL must be on a name reserved for tests/);
  expect(text).toMatch(/e-mail must reach nobody/);
  for (const name of placeholders) expect(text).toContain(name);
  expect(operator.notice).toBeUndefined();
  // The switch never excuses a missing key.
  const { BOOKING_LINK_SECRET: _secret, ...noSecret } = PRODUCTION;
  expect(productionCheck({ ...noSecret, ...CHECK }).problems.join("\n")).toMatch(
    /Refuses to start without BOOKING_LINK_SECRET/,
  );
});

test("a function started with the test identity refuses to start unless its e-mail reaches nobody", async () => {
  const env = { ...PRODUCTION, ...CHECK };
  await expect(loadFunction("booking", env)).resolves.toHaveProperty("call");
  await expect(loadFunction("confirm", { ...env, SENDGRID_BASE_URL: "" })).rejects.toThrow(
    /^Refuses to start: VTC_TEST_IDENTITY is for npm run check:vercel only, never a real deployment: e-mail must reach nobody/,
  );
  await expect(loadFunction("places", { ...env, SITE_URL: "https://www.vtc-premium-nantes.fr" })).rejects.toThrow(
    /SITE_URL must be on a name reserved for tests/,
  );
});
