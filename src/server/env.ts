import * as z from "zod/mini";
import { DEFAULT_SITE_URL } from "../config/site-url.js";

/**
 * Server settings, read once from the environment. Without keys the site runs on local stand-ins; in
 * production (VERCEL_ENV=production) each function requires its own keys and refuses to start without
 * them rather than silently losing bookings (docs/decisions/002-deployment-environments.md). zod/mini
 * keeps the edge bundle small. Nothing here reaches the browser.
 */
const LIMIT = /^\d+\/\d+\s?(ms|s|m|h|d)$/;
const limitSpec = z.optional(z.string().check(z.regex(LIMIT, 'expected "requests/window", e.g. "5/10m"')));
const key = z.optional(z.string().check(z.minLength(1)));

const schema = z.object({
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
  RATE_LIMIT_BOOKING: limitSpec,
  RATE_LIMIT_PLACES: limitSpec,
  RATE_LIMIT_ACKNOWLEDGEMENT: limitSpec,
  RATE_LIMIT_PLACES_GOOGLE: limitSpec,
  RATE_LIMIT_CONFIRM: limitSpec,
  /** Seals the operator's confirmation links (src/server/confirmation-token.ts); 32 characters at least. */
  BOOKING_LINK_SECRET: z.optional(z.string().check(z.minLength(32, "at least 32 characters"))),
  /** Vercel Cron's bearer token for api/expire-proposals.ts (src/server/proposal-expiry.ts); 16 characters at least. */
  CRON_SECRET: z.optional(z.string().check(z.minLength(16, "at least 16 characters"))),
});

export type Env = z.infer<typeof schema>;

/** What each function cannot run without in production; the build checks them all. */
export const PRODUCTION_KEYS = {
  booking: ["SENDGRID_API_KEY", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "BOOKING_LINK_SECRET"],
  confirm: ["SENDGRID_API_KEY", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "BOOKING_LINK_SECRET"],
  places: ["GOOGLE_PLACES_API_KEY", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN"],
  proposal: ["SENDGRID_API_KEY", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "BOOKING_LINK_SECRET"],
  "expire-proposals": [
    "SENDGRID_API_KEY",
    "UPSTASH_REDIS_REST_URL",
    "UPSTASH_REDIS_REST_TOKEN",
    "BOOKING_LINK_SECRET",
    "CRON_SECRET",
  ],
} as const satisfies Record<string, (keyof Env)[]>;

export type FunctionName = keyof typeof PRODUCTION_KEYS;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings (e.g. `KEY=` in a .env file) mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = z.safeParse(schema, cleaned);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${detail}`);
  }
  return result.data;
}

/** Throws, naming every missing key, when production lacks one of `keys`. */
export function requireProductionKeys(env: Env, keys: readonly (keyof Env)[]): void {
  if (env.VERCEL_ENV !== "production") return;
  const missing = [...new Set(keys)].filter((name) => !env[name]);
  if (missing.length) {
    throw new Error(`Production refuses to start without ${missing.join(", ")} (see README, "Environment").`);
  }
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** A function's cold start: in production a missing key of its own fails here, before any request. */
export function startFunction(name: FunctionName): Env {
  const env = getEnv();
  requireProductionKeys(env, PRODUCTION_KEYS[name]);
  return env;
}

/** The build: every function's keys, since one deployment ships them all. */
export function assertProductionEnv(source: Record<string, string | undefined> = process.env): void {
  requireProductionKeys(parseEnv(source), Object.values(PRODUCTION_KEYS).flat());
}

/** True inside a Vercel deployment (preview or production), where the code's folder is read-only. */
export function onVercel(env: Env = getEnv()): boolean {
  return env.VERCEL === "1";
}
