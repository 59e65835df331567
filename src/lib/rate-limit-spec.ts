import { type LimitName, rateLimits, rateLimitVariables } from "../config/rate-limits.js";

export type LimitSpec = { requests: number; windowMs: number };

const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "5/10m" → 5 requests per 10 minutes (units ms, s, m, h, d). */
export function parseLimit(spec: string): LimitSpec {
  const match = /^(\d+)\/(\d+)\s?(ms|s|m|h|d)$/.exec(spec.trim());
  if (!match) throw new Error(`Invalid rate limit "${spec}": expected "requests/window", e.g. "5/10m"`);
  return { requests: Number(match[1]), windowMs: Number(match[2]) * UNITS[match[3] as keyof typeof UNITS] };
}

/** A limit as configured: its environment variable, or src/config/rate-limits.ts. */
export function configuredLimit(name: LimitName, env: Record<string, string | undefined>): LimitSpec {
  return parseLimit(env[rateLimitVariables[name]] ?? rateLimits[name]);
}

/**
 * How long a counter (per address, per mailbox fingerprint) can outlive the last request it counted, in hours:
 * a sliding window keeps the previous window's count, so twice the longest window. The privacy pages state it.
 */
export function counterRetentionHours(env: Record<string, string | undefined>): number {
  const longest = Math.max(...(Object.keys(rateLimits) as LimitName[]).map((n) => configuredLimit(n, env).windowMs));
  return Math.ceil((2 * longest) / 3_600_000);
}
