/**
 * The OIDC token BotID's call to Vercel carries, taken from the platform only. The botid package looks for it in
 * the request's headers before `VERCEL_OIDC_TOKEN`, so a client that sends its own `x-vercel-oidc-token` gets
 * Vercel's API to refuse the call without a verdict, and the request through. Whether Vercel replaces such a
 * header before the function sees it is not documented (docs/decisions/210-abuse-fourth-round.md).
 */
export const OIDC_HEADER = "x-vercel-oidc-token";

const REQUEST_CONTEXT = Symbol.for("@vercel/request-context");
const VERCEL_ISSUER = "https://oidc.vercel.com";

type Claims = { iss?: unknown; sub?: unknown; exp?: unknown };

/** A JWT's claims, read without checking its signature (that needs Vercel's keys, fetched): its shape only. */
function claimsOf(token: string): Claims | undefined {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every((part) => /^[\w-]+$/.test(part))) return undefined;
  try {
    const value: unknown = JSON.parse(atob(parts[1]!.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof value === "object" && value !== null ? (value as Claims) : undefined;
  } catch {
    return undefined;
  }
}

/** Shaped as a token Vercel issued and still valid: its issuer, an expiry to come. */
function isLiveVercelToken(claims: Claims | undefined, now: number): boolean {
  if (!claims || typeof claims.iss !== "string" || typeof claims.exp !== "number") return false;
  const issuer = claims.iss === VERCEL_ISSUER || claims.iss.startsWith(`${VERCEL_ISSUER}/`);
  return issuer && claims.exp * 1000 > now;
}

/** The header as Vercel's request context holds it for this invocation (where the platform puts the token). */
function contextToken(): string | undefined {
  const context = (globalThis as Record<symbol, { get?: () => { headers?: Record<string, unknown> } } | undefined>)[
    REQUEST_CONTEXT
  ];
  const value = context?.get?.()?.headers?.[OIDC_HEADER];
  return typeof value === "string" && value ? value : undefined;
}

export type OidcChoice = {
  /** The token to ask BotID with, or none: the check then cannot decide. */
  token: string | undefined;
  /** The request carried a token of its own (not the one used, nor another of the same deployment): log it. */
  foreign: boolean;
};

/**
 * `VERCEL_OIDC_TOKEN` first: no client can set it (a build's copy that has expired is passed over). Without it, the
 * token in Vercel's request context, which is where Vercel's functions receive it, only when it has the shape of
 * a live token Vercel issued. A token of the request that is neither is a client's: it is never used, and said.
 * A token forged with Vercel's shape and used where the environment has none still gets no verdict: only a
 * signature check could tell it, and the request then passes as any « no verdict » does, logged and rate-limited.
 */
export function platformOidcToken(request: Request, now: number = Date.now()): OidcChoice {
  const fromEnv = process.env.VERCEL_OIDC_TOKEN || undefined;
  const envClaims = fromEnv ? claimsOf(fromEnv) : undefined;
  const envUsable = fromEnv !== undefined && (!envClaims || isLiveVercelToken(envClaims, now));
  const inContext = contextToken();
  const fromContext = inContext && isLiveVercelToken(claimsOf(inContext), now) ? inContext : undefined;
  const token = envUsable ? fromEnv : fromContext;
  const sent = request.headers.get(OIDC_HEADER) || inContext;
  if (!sent || sent === token) return { token, foreign: false };
  // A newer token of the same deployment (the platform's header beside a variable) names the same subject.
  const sentSubject = claimsOf(sent)?.sub;
  const sameDeployment = token !== undefined && typeof sentSubject === "string" && claimsOf(token)?.sub === sentSubject;
  return { token, foreign: !sameDeployment };
}
