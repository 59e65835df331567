import { type Env, isLocal, isProduction } from "../env.js";

const LOCAL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Where every link we send points (the operator's, the customer's). Production: the public site. A preview: its own deployment, whose
 * /confirmer page and function hold the same code. In the local mode: the page the request came from (its
 * Origin, accepted only as a local address), so a run on any port links back to itself.
 */
export function linkOrigin(request: Request, env: Env): string {
  const site = new URL(env.SITE_URL).origin;
  if (isLocal(env)) {
    const origin = request.headers.get("origin");
    return origin && LOCAL.test(origin) ? origin : site;
  }
  if (!isProduction(env) && env.VERCEL_URL) return `https://${env.VERCEL_URL}`;
  return site;
}
