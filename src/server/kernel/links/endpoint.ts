import { site } from "../../../config/site.js";
import type { LimitName } from "../../../config/rate-limits.js";
import { getEnv, isLocal } from "../env.js";
import { allowedOrigins, originAllowed } from "../guards/allowed-origins.js";
import type { BookingLocale } from "../../../lib/booking/schema.js";
import { answerDeadline, type NodeFunctionName } from "../functions.js";
import { guarded, isPlainObject, json, readJsonBody } from "../http.js";
import { requestLocale } from "../request-locale.js";
import { clientKey } from "../limits/client-ip.js";
import { getLimiter, type Limiter, retryAfterSeconds } from "../limits/rate-limit.js";
import { linkOrigin } from "./link-origin.js";
import { linkSecret } from "./seal.js";
import { limitFor } from "../limits/rate-limit.js";
import { type StoreGate, storeGate } from "../store/ceiling.js";
import { storeOnce } from "../store/redis.js";

/**
 * What every function answering a sealed link (the operator's answer, a price proposal, « Gérer ma
 * réservation ») shares: the language of the request, the dependencies every one of them needs, and the checks
 * made before a token is opened. Each stage adds its own words and its own dependencies.
 */

/** The words a link function answers its refusals with, in the request's language. */
export type GateMessages = {
  method: string;
  type: string;
  size: string;
  parse: string;
  forbidden: string;
  limited: string;
  off: string;
  /** A link that does not open: cut, changed, or sealed for another page. */
  invalid: string;
  /** Past the day's ceiling of link calls for everyone (RATE_LIMIT_LINKS_ALL). */
  busy: string;
};

export type GateDeps = {
  origins: Set<string>;
  localOrigins: boolean;
  limiter: Limiter;
  secret: string | undefined;
  /** The day's ceiling of link calls for everyone together, counted at almost no cost (../store/ceiling.ts). */
  ceiling: StoreGate;
};

/** Whether a request's token opens for this function (expired included: the function then says so). */
export type TokenCheck = (token: unknown, secret: string, now: number) => boolean;

/** One ceiling per process for all the link functions: counted in Upstash every few dozen calls. */
export const getLinksCeiling = storeOnce<StoreGate>((redis) =>
  storeGate(redis, "linksAll", limitFor("linksAll"), { batch: 20 }),
);

/** What every link function is built with, besides its own stores and mailer. */
export type LinkDeps = GateDeps & {
  /** The business mailbox: every answer leaves a copy there. */
  inbox: string;
  /** The public site, for the links to the terms of sale and the fares in the documents. */
  siteOrigin: string;
  /** Where the links this request's answers carry point (./link-origin.ts). */
  linkOrigin: (request: Request) => string;
  now: () => Date;
};

/** The shared dependencies, read once from the environment; `limit` names the per-client limit of the function. */
export function linkDeps(limit: LimitName): LinkDeps {
  const env = getEnv();
  return {
    origins: allowedOrigins(env),
    localOrigins: isLocal(env),
    limiter: getLimiter(limit),
    ceiling: getLinksCeiling(),
    secret: linkSecret(env),
    inbox: env.BOOKING_INBOX ?? site.email.contact,
    siteOrigin: new URL(env.SITE_URL).origin,
    linkOrigin: (request) => linkOrigin(request, env),
    now: () => new Date(),
  };
}

export type Gated = { ok: true; body: Record<string, unknown>; secret: string } | { ok: false; response: Response };

/**
 * What every function answering a sealed link checks, cheapest first, so that a call that cannot be served costs no
 * Upstash command: a POST, a JSON object within `maxBytes`, from an allowed origin, links switched on (a secret), a
 * token that opens for this function (a local decryption); then the day's ceiling for everyone (a command every
 * few dozen calls), and only then the client's rate limit. Each refusal answers in `m`.
 */
export async function gateLinkRequest(
  request: Request,
  deps: GateDeps,
  m: GateMessages,
  maxBytes: number,
  opens: TokenCheck,
  now: number,
): Promise<Gated> {
  const refuse = (response: Response): Gated => ({ ok: false, response });
  if (request.method !== "POST") return refuse(json(405, { error: m.method }, { allow: "POST" }));
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok)
    return refuse(json(body.status, { error: body.status === 415 ? m.type : body.status === 413 ? m.size : m.parse }));
  if (!isPlainObject(body.value)) return refuse(json(400, { error: m.parse }));
  if (!originAllowed(request, deps.origins, deps.localOrigins)) return refuse(json(403, { error: m.forbidden }));
  if (!deps.secret) return refuse(json(503, { error: m.off }));
  if (!opens(body.value.token, deps.secret, now)) return refuse(json(400, { error: m.invalid, invalid: true }));
  if (!deps.ceiling.open()) {
    console.error(
      `[links] REFUSED: RATE_LIMIT_LINKS_ALL reached (a flood of replayed links, or a very busy day: raise it if so); answered without touching Upstash until the window ends`,
    );
    return refuse(json(503, { error: m.busy, busy: true }));
  }
  await deps.ceiling.spend();
  const decision = await deps.limiter.limit(clientKey(request));
  if (!decision.success) {
    const retryAfter = retryAfterSeconds(decision);
    return refuse(json(429, { error: m.limited, retryAfter }, { "retry-after": String(retryAfter) }));
  }
  return { ok: true, body: body.value, secret: deps.secret };
}

/** What a link function's own logic starts from, once its request has passed the gate. */
export type GatedRequest<W> = {
  request: Request;
  body: Record<string, unknown>;
  secret: string;
  /** The words of the request's language (before its token says otherwise). */
  m: W;
  /** When the answer is due: `maxDuration` less the margin (../functions.ts). */
  answerBy: number;
};

/**
 * A function answering a sealed link: the answer's deadline taken at once, the gate in the request's language,
 * then `run`; anything unexpected answers 500 and is logged under the function's name.
 */
export function linkEndpoint<D extends GateDeps & { now: () => Date }, W extends GateMessages>(
  name: NodeFunctionName,
  wordsFor: (locale: BookingLocale) => W,
  opens: TokenCheck,
  run: (gated: GatedRequest<W>, deps: D) => Promise<Response>,
  maxBytes = 8 * 1024,
): (request: Request, deps: D) => Promise<Response> {
  return (request, deps) =>
    guarded(name, async () => {
      const answerBy = answerDeadline(name);
      const m = wordsFor(requestLocale(request));
      const gate = await gateLinkRequest(request, deps, m, maxBytes, opens, deps.now().getTime());
      if (!gate.ok) return gate.response;
      return run({ request, body: gate.body, secret: gate.secret, m, answerBy }, deps);
    });
}
