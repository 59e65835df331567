import { z } from "zod";

/**
 * Server settings, read once from the environment. Without keys the site runs on local stand-ins
 * (DECISIONS 18); in production (VERCEL_ENV=production) every key is required and a missing one stops the
 * build and every function, rather than silently losing bookings. Nothing here reaches the browser.
 */
const limitSpec = z.string().regex(/^\d+\/\d+\s?(ms|s|m|h|d)$/, 'expected "requests/window", e.g. "5/10m"');

const schema = z.object({
  VERCEL_ENV: z.enum(["production", "preview", "development"]).optional(),
  SITE_URL: z.url().default("https://www.vtc-premium-nantes.fr"),
  ALLOWED_ORIGINS: z.string().optional(),
  SENDGRID_API_KEY: z.string().min(1).optional(),
  SENDGRID_BASE_URL: z.url().optional(),
  SENDGRID_SANDBOX: z.enum(["true", "false"]).optional(),
  BOOKING_INBOX: z.email().optional(),
  UPSTASH_REDIS_REST_URL: z.url().optional(),
  UPSTASH_REDIS_REST_TOKEN: z.string().min(1).optional(),
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_BASE_URL: z.url().optional(),
  OUTBOX_DIR: z.string().default(".outbox"),
  RATE_LIMIT_BOOKING: limitSpec.optional(),
  RATE_LIMIT_PLACES: limitSpec.optional(),
});

export type Env = z.infer<typeof schema>;

const PRODUCTION_KEYS = ["SENDGRID_API_KEY", "UPSTASH_REDIS_REST_URL", "UPSTASH_REDIS_REST_TOKEN", "GOOGLE_PLACES_API_KEY"] as const;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings (e.g. `KEY=` in a .env file) mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${detail}`);
  }
  const env = result.data;
  if (env.VERCEL_ENV === "production") {
    const missing = PRODUCTION_KEYS.filter((key) => !env[key]);
    if (missing.length) {
      throw new Error(`Production refuses to start without ${missing.join(", ")} (see README, "Environment").`);
    }
  }
  return env;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export function assertProductionEnv(): void {
  parseEnv(process.env);
}
