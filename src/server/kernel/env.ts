import * as z from "zod/mini";
import { rateLimitVariables } from "../../config/rate-limits.js";
import { DEFAULT_SITE_URL } from "../../config/site-url.js";
import { type FunctionName, functions } from "./functions.js";
import { testIdentityRefusal } from "./test-identity.js";

/**
 * Server settings, read once. Which rules apply is decided by what is configured, never by a platform flag
 * alone (docs/decisions/002-deployment-environments.md): local defaults (outbox, the embedded store, gazetteer, a public
 * link secret, a local bot check) need the explicit local mode that `npm start`, `npm run dev` and the tests
 * set, and no provider key; anything else runs under the deployed rules, where each function refuses to start
 * without its keys. zod/mini keeps the edge bundle small. Nothing here reaches the browser.
 */
const LIMIT = /^\d+\/\d+\s?(ms|s|m|h|d)$/;
const limitSpec = z.optional(z.string().check(z.regex(LIMIT, 'expected "requests/window", e.g. "5/10m"')));
const key = z.optional(z.string().check(z.minLength(1)));
type LimitVariable = (typeof rateLimitVariables)[keyof typeof rateLimitVariables];
/** Every limit's variable, named once beside its default (src/config/rate-limits.ts). */
const limitSpecs = Object.fromEntries(Object.values(rateLimitVariables).map((name) => [name, limitSpec])) as Record<
  LimitVariable,
  typeof limitSpec
>;

const schema = z.object({
  /** "1" asks for the local defaults; only the project's own local commands set it. */
  VTC_LOCAL_MODE: z.optional(z.string()),
  /** "1" only in `npm run check:vercel`'s builds and functions (./test-identity.ts). */
  VTC_TEST_IDENTITY: z.optional(z.literal("1")),
  VERCEL: z.optional(z.string()),
  VERCEL_ENV: z.optional(z.enum(["production", "preview", "development"])),
  /** Hostnames (no scheme) Vercel gives the deployment: its own, its branch's, the production domain. */
  VERCEL_URL: z.optional(z.string()),
  VERCEL_BRANCH_URL: z.optional(z.string()),
  VERCEL_PROJECT_PRODUCTION_URL: z.optional(z.string()),
  SITE_URL: z._default(z.url(), DEFAULT_SITE_URL),
  ALLOWED_ORIGINS: z.optional(z.string()),
  SENDGRID_API_KEY: key,
  SENDGRID_BASE_URL: z.optional(z.url()),
  SENDGRID_SANDBOX: z.optional(z.enum(["true", "false"])),
  BOOKING_INBOX: z.optional(z.email()),
  UPSTASH_REDIS_REST_URL: z.optional(z.url()),
  UPSTASH_REDIS_REST_TOKEN: key,
  GOOGLE_PLACES_API_KEY: key,
  GOOGLE_PLACES_BASE_URL: z.optional(z.url()),
  OUTBOX_DIR: z.optional(z.string()),
  ...limitSpecs,
  /** How much of an IPv6 address one client holds, 48 to 64 (default 56). */
  IPV6_CLIENT_PREFIX: z.optional(z.string().check(z.regex(/^(4[89]|5\d|6[0-4])$/, "a prefix length from 48 to 64"))),
  /** Seals the operator's confirmation links (src/server/kernel/links/seal.ts); 32 characters at least. */
  BOOKING_LINK_SECRET: z.optional(z.string().check(z.minLength(32, "at least 32 characters"))),
  /** Vercel Cron's bearer token for api/expire-proposals.ts (src/server/proposal/expiry.ts); 16 characters at least. */
  CRON_SECRET: z.optional(z.string().check(z.minLength(16, "at least 16 characters"))),
  /** Retired (docs/decisions/210-abuse-fourth-round.md): read only to say, once, that it no longer counts. */
  RATE_LIMIT_LINKS_ALL: z.optional(z.string()),
  /** Days an accepted trip is kept after its pickup (src/config/trips.ts), 1 to 1095. */
  TRIP_RETENTION_DAYS: z.optional(
    z.string().check(z.regex(/^(?:[1-9]\d{0,2}|10[0-8]\d|109[0-5])$/, "a number of days from 1 to 1095")),
  ),
  /** When the operator's day leaves, Nantes time (src/config/trips.ts). */
  OPERATOR_DAY_AT: z.optional(z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a time "HH:MM"'))),
  /** Stripe's secret key (src/server/payment/client.ts): `sk_live_…` in production, `sk_test_…` elsewhere. */
  STRIPE_SECRET_KEY: z.optional(
    z.string().check(z.regex(/^(sk|rk)_(live|test)_\w+$/, "a Stripe secret key (sk_live_… or sk_test_…)")),
  ),
  /** The signing secret of the webhook endpoint declared in Stripe's dashboard (src/server/payment/webhook.ts). */
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.regex(/^whsec_\w+$/, "a webhook signing secret (whsec_…)"))),
  /** Tests and `npm run check:vercel` only: the Stripe stand-in on this machine (src/server/payment/client.ts). */
  STRIPE_API_BASE: z.optional(z.url()),
  /**
   * The local mode only: the embedded store that `npm start`, `npm run dev` and the tests run on this machine, which
   * speaks Upstash's protocol (src/server/kernel/store/redis.ts). Ignored under the deployed rules.
   */
  LOCAL_STORE_URL: z.optional(z.url()),
  /** Web Push's VAPID key pair (src/server/alerts/push.ts), base64url, from `npx web-push generate-vapid-keys`. */
  VAPID_PUBLIC_KEY: z.optional(
    z.string().check(z.regex(/^[\w-]{86,88}$/, "a VAPID public key (87 base64url characters)")),
  ),
  VAPID_PRIVATE_KEY: z.optional(
    z.string().check(z.regex(/^[\w-]{42,44}$/, "a VAPID private key (43 base64url characters)")),
  ),
  /** Brevo's API key, for the SMS an urgent alert left unopened sends (src/server/alerts/sms.ts). */
  BREVO_API_KEY: key,
  /** Tests and `npm run check:vercel` only: the SMS provider's stand-in on this machine. */
  BREVO_API_BASE: z.optional(z.url()),
  /** The operator's mobile number the SMS go to, international (+33612345678). */
  ALERT_SMS_TO: z.optional(
    z.string().check(z.regex(/^\+[1-9]\d{7,14}$/, "an international number, e.g. +33612345678")),
  ),
  /** The transactional sender name of the SMS (src/config/alerts.ts). */
  ALERT_SMS_SENDER: z.optional(
    z
      .string()
      .check(z.regex(/^(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{3,11}$/, "3 to 11 letters or digits, one letter at least")),
  ),
  ALERT_SMS_DAILY_CEILING: z.optional(z.string().check(z.regex(/^\d{1,3}(?:\.\d{1,2})?$/, "euros, e.g. 1.50"))),
  ALERT_SMS_UNIT_PRICE: z.optional(
    z.string().check(z.regex(/^0?\.\d{1,4}$|^[1-9](?:\.\d{1,4})?$/, "euros, e.g. 0.08")),
  ),
  ALERT_SMS_AFTER_MINUTES: z.optional(z.string().check(z.regex(/^(?:[1-9]|[1-9]\d|1[01]\d|120)$/, "1 to 120 minutes"))),
  /** When the operator's morning summary leaves, Nantes time (src/config/alerts.ts). */
  OPERATOR_MORNING_AT: z.optional(z.string().check(z.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a time "HH:MM"'))),
  /**
   * Tests and `npm run check:vercel` only: the push service's stand-in on this machine, whose endpoints a device may
   * then name (src/server/alerts/devices.ts). Refused unless on the loopback.
   */
  PUSH_STAND_IN_URL: z.optional(z.url()),
  /** The local mode only: the push stand-in's own subscription, which `npm start` sets (scripts/local-vercel/push). */
  LOCAL_PUSH_SUBSCRIPTION: z.optional(z.string()),
  /** AeroDataBox's key (RapidAPI): flights checked at booking and followed on the day (src/server/arrivals). */
  AERODATABOX_API_KEY: key,
  /** Tests, `npm start` and `npm run check:vercel` only: the flight-data stand-in on this machine. */
  AERODATABOX_BASE_URL: z.optional(z.url()),
  /** The SNCF API's token: trains to the Gare de Nantes checked and followed (src/server/arrivals). */
  SNCF_API_KEY: key,
  /** Tests, `npm start` and `npm run check:vercel` only: the train-data stand-in on this machine. */
  SNCF_API_BASE_URL: z.optional(z.url()),
  /** The month's ceilings of lookups and of alerts (src/config/arrivals.ts). */
  ARRIVALS_LOOKUPS_MONTH: z.optional(z.string().check(z.regex(/^\d{1,7}$/, "a number of lookups"))),
  ARRIVALS_ALERTS_MONTH: z.optional(z.string().check(z.regex(/^\d{1,7}$/, "a number of alerts"))),
});

export type Env = z.infer<typeof schema>;
export type { FunctionName };
type Source = { [K in keyof Env]?: string | undefined };

/**
 * The process's settings, each read by its literal name. Vercel's edge runtime provides only the variables
 * the code names this way; enumerating `process.env` there finds nothing (a test runs the bundled edge
 * function with exactly the names its bundle spells out).
 */
export function readProcessEnv(): Source {
  return {
    VTC_LOCAL_MODE: process.env.VTC_LOCAL_MODE,
    VTC_TEST_IDENTITY: process.env.VTC_TEST_IDENTITY,
    VERCEL: process.env.VERCEL,
    VERCEL_ENV: process.env.VERCEL_ENV,
    VERCEL_URL: process.env.VERCEL_URL,
    VERCEL_BRANCH_URL: process.env.VERCEL_BRANCH_URL,
    VERCEL_PROJECT_PRODUCTION_URL: process.env.VERCEL_PROJECT_PRODUCTION_URL,
    SITE_URL: process.env.SITE_URL,
    ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS,
    SENDGRID_API_KEY: process.env.SENDGRID_API_KEY,
    SENDGRID_BASE_URL: process.env.SENDGRID_BASE_URL,
    SENDGRID_SANDBOX: process.env.SENDGRID_SANDBOX,
    BOOKING_INBOX: process.env.BOOKING_INBOX,
    UPSTASH_REDIS_REST_URL: process.env.UPSTASH_REDIS_REST_URL,
    UPSTASH_REDIS_REST_TOKEN: process.env.UPSTASH_REDIS_REST_TOKEN,
    GOOGLE_PLACES_API_KEY: process.env.GOOGLE_PLACES_API_KEY,
    GOOGLE_PLACES_BASE_URL: process.env.GOOGLE_PLACES_BASE_URL,
    OUTBOX_DIR: process.env.OUTBOX_DIR,
    RATE_LIMIT_BOOKING: process.env.RATE_LIMIT_BOOKING,
    RATE_LIMIT_BOOKING_DAY: process.env.RATE_LIMIT_BOOKING_DAY,
    RATE_LIMIT_BOOKINGS_ALL: process.env.RATE_LIMIT_BOOKINGS_ALL,
    RATE_LIMIT_PLACES: process.env.RATE_LIMIT_PLACES,
    RATE_LIMIT_PLACES_DAY: process.env.RATE_LIMIT_PLACES_DAY,
    RATE_LIMIT_PLACES_ALL: process.env.RATE_LIMIT_PLACES_ALL,
    RATE_LIMIT_PLACES_GOOGLE: process.env.RATE_LIMIT_PLACES_GOOGLE,
    RATE_LIMIT_PLACES_GOOGLE_CLIENT: process.env.RATE_LIMIT_PLACES_GOOGLE_CLIENT,
    RATE_LIMIT_ACKNOWLEDGEMENT: process.env.RATE_LIMIT_ACKNOWLEDGEMENT,
    RATE_LIMIT_ACKNOWLEDGEMENT_DOMAIN: process.env.RATE_LIMIT_ACKNOWLEDGEMENT_DOMAIN,
    RATE_LIMIT_ACKNOWLEDGEMENTS_ALL: process.env.RATE_LIMIT_ACKNOWLEDGEMENTS_ALL,
    RATE_LIMIT_CONFIRM: process.env.RATE_LIMIT_CONFIRM,
    IPV6_CLIENT_PREFIX: process.env.IPV6_CLIENT_PREFIX,
    BOOKING_LINK_SECRET: process.env.BOOKING_LINK_SECRET,
    CRON_SECRET: process.env.CRON_SECRET,
    RATE_LIMIT_MANAGE: process.env.RATE_LIMIT_MANAGE,
    RATE_LIMIT_LINKS_OPERATOR: process.env.RATE_LIMIT_LINKS_OPERATOR,
    RATE_LIMIT_LINKS_CUSTOMER: process.env.RATE_LIMIT_LINKS_CUSTOMER,
    RATE_LIMIT_LINKS_PAYMENT: process.env.RATE_LIMIT_LINKS_PAYMENT,
    RATE_LIMIT_LINK_TOKEN: process.env.RATE_LIMIT_LINK_TOKEN,
    RATE_LIMIT_LINKS_ALL: process.env.RATE_LIMIT_LINKS_ALL,
    TRIP_RETENTION_DAYS: process.env.TRIP_RETENTION_DAYS,
    OPERATOR_DAY_AT: process.env.OPERATOR_DAY_AT,
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: process.env.STRIPE_API_BASE,
    LOCAL_STORE_URL: process.env.LOCAL_STORE_URL,
    VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY,
    BREVO_API_KEY: process.env.BREVO_API_KEY,
    BREVO_API_BASE: process.env.BREVO_API_BASE,
    ALERT_SMS_TO: process.env.ALERT_SMS_TO,
    ALERT_SMS_SENDER: process.env.ALERT_SMS_SENDER,
    ALERT_SMS_DAILY_CEILING: process.env.ALERT_SMS_DAILY_CEILING,
    ALERT_SMS_UNIT_PRICE: process.env.ALERT_SMS_UNIT_PRICE,
    ALERT_SMS_AFTER_MINUTES: process.env.ALERT_SMS_AFTER_MINUTES,
    OPERATOR_MORNING_AT: process.env.OPERATOR_MORNING_AT,
    PUSH_STAND_IN_URL: process.env.PUSH_STAND_IN_URL,
    LOCAL_PUSH_SUBSCRIPTION: process.env.LOCAL_PUSH_SUBSCRIPTION,
    RATE_LIMIT_CONSOLE: process.env.RATE_LIMIT_CONSOLE,
    RATE_LIMIT_CONSOLE_SIGNIN: process.env.RATE_LIMIT_CONSOLE_SIGNIN,
    RATE_LIMIT_CONSOLE_SIGNINS_ALL: process.env.RATE_LIMIT_CONSOLE_SIGNINS_ALL,
    RATE_LIMIT_CONSOLE_ENROL: process.env.RATE_LIMIT_CONSOLE_ENROL,
    RATE_LIMIT_CONSOLE_ENROLS_ALL: process.env.RATE_LIMIT_CONSOLE_ENROLS_ALL,
    AERODATABOX_API_KEY: process.env.AERODATABOX_API_KEY,
    AERODATABOX_BASE_URL: process.env.AERODATABOX_BASE_URL,
    SNCF_API_KEY: process.env.SNCF_API_KEY,
    SNCF_API_BASE_URL: process.env.SNCF_API_BASE_URL,
    ARRIVALS_LOOKUPS_MONTH: process.env.ARRIVALS_LOOKUPS_MONTH,
    ARRIVALS_ALERTS_MONTH: process.env.ARRIVALS_ALERTS_MONTH,
    RATE_LIMIT_ARRIVAL: process.env.RATE_LIMIT_ARRIVAL,
    RATE_LIMIT_ARRIVAL_DAY: process.env.RATE_LIMIT_ARRIVAL_DAY,
    RATE_LIMIT_ARRIVALS_ALL: process.env.RATE_LIMIT_ARRIVALS_ALL,
  };
}

/** What each function cannot run without under the deployed rules (./functions.ts); the build checks them all. */
export const PRODUCTION_KEYS = Object.fromEntries(
  Object.entries(functions).map(([name, spec]) => [name, spec.keys]),
) as { [N in FunctionName]: (typeof functions)[N]["keys"] };

export function parseEnv(source: Source): Env {
  // Empty strings (e.g. `KEY=` in a .env file) mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = z.safeParse(schema, cleaned);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${detail}`);
  }
  return result.data;
}

/** The keys that reach a real provider: any one of them means real mail, a shared store, a paid API or real payments. */
const PROVIDER_KEYS = [
  "SENDGRID_API_KEY",
  "UPSTASH_REDIS_REST_URL",
  "UPSTASH_REDIS_REST_TOKEN",
  "GOOGLE_PLACES_API_KEY",
  "STRIPE_SECRET_KEY",
  "BREVO_API_KEY",
  "AERODATABOX_API_KEY",
  "SNCF_API_KEY",
] as const satisfies (keyof Env)[];

export type Mode = "local" | "deployed";

/**
 * "local" only when the local commands asked for it (VTC_LOCAL_MODE=1) and nothing real is configured: no
 * sign of Vercel (VERCEL or VERCEL_ENV), no provider key. Everything else, an unknown host included, gets
 * the deployed rules.
 */
export function modeOf(env: Env): Mode {
  const real = env.VERCEL || env.VERCEL_ENV || PROVIDER_KEYS.some((name) => env[name]);
  return env.VTC_LOCAL_MODE === "1" && !real ? "local" : "deployed";
}

export function isLocal(env: Env = getEnv()): boolean {
  return modeOf(env) === "local";
}

/** Throws, naming every missing key, when the deployed rules apply and one of `keys` is missing. */
export function requireProductionKeys(env: Env, keys: readonly (keyof Env)[]): void {
  if (modeOf(env) === "local") return;
  const missing = [...new Set(keys)].filter((name) => !env[name]);
  if (missing.length) {
    const why = env.VERCEL || env.VERCEL_ENV ? "on Vercel" : "with a provider key set or outside the local mode";
    throw new Error(
      `Refuses to start without ${missing.join(", ")}: ${why}, every key of a function is required (see docs/environment.md; locally, npm start sets VTC_LOCAL_MODE=1).`,
    );
  }
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(readProcessEnv());
  return cached;
}

/**
 * A function's cold start: under the deployed rules a missing key of its own fails here, before any request,
 * and so does the check's test identity anywhere it could reach a real visitor (./test-identity.ts).
 */
export function startFunction(name: FunctionName): Env {
  const env = getEnv();
  requireProductionKeys(env, PRODUCTION_KEYS[name]);
  const refusal = testIdentityRefusal(env);
  if (refusal) throw new Error(`Refuses to start: ${refusal}.`);
  return env;
}

/** The build: every function's keys, since one deployment ships them all. */
export function assertDeployableEnv(source: Source = readProcessEnv()): void {
  requireProductionKeys(parseEnv(source), Object.values(PRODUCTION_KEYS).flat());
}

/**
 * Whether this deployment is the public one: anything deployed that does not say it is a preview or a
 * development deployment. A project that stopped exposing VERCEL_ENV gets production's strictness.
 */
export function isProduction(env: Env = getEnv()): boolean {
  return modeOf(env) === "deployed" && env.VERCEL_ENV !== "preview" && env.VERCEL_ENV !== "development";
}
