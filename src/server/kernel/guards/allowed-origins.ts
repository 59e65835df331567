import type { Env } from "../env.js";

/**
 * A browser's POST must come from our own pages: the public site, this deployment's own Vercel hostnames,
 * an origin the operator allows, or a local address outside Vercel. The request's Host header is never
 * trusted for this: anyone can send any Host. Clients that send no Origin (curl, servers) are let through
 * unless the browser marks the request cross-site; limits and bot checks bound them.
 */
export function allowedOrigins(env: Env): Set<string> {
  const origins = new Set([new URL(env.SITE_URL).origin]);
  for (const host of [env.VERCEL_URL, env.VERCEL_BRANCH_URL, env.VERCEL_PROJECT_PRODUCTION_URL]) {
    if (host) origins.add(`https://${host}`);
  }
  for (const origin of (env.ALLOWED_ORIGINS ?? "").split(",")) {
    if (origin.trim()) origins.add(origin.trim().replace(/\/$/, ""));
  }
  return origins;
}

const LOCAL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function originAllowed(request: Request, allowed: Set<string>, local: boolean): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") !== "cross-site";
  return allowed.has(origin) || (local && LOCAL.test(origin));
}
