import { site } from "../../../config/site.js";
import { getEnv, isLocal } from "../env.js";
import { allowedOrigins, originAllowed } from "../guards/allowed-origins.js";
import type { BookingLocale } from "../../../lib/booking/schema.js";
import { answerDeadline, type NodeFunctionName } from "../functions.js";
import { guarded, isPlainObject, json, readJsonBody } from "../http.js";
import { requestLocale } from "../request-locale.js";
import type { Result } from "../result.js";
import { clientKey } from "../limits/client-ip.js";
import { retryAfterSeconds } from "../limits/rate-limit.js";
import { budgetDeps, budgetOf, type BudgetDeps, type LinkFunction, spendBudget } from "./budgets.js";
import { linkOrigin } from "./link-origin.js";
import { linkSecret } from "./seal.js";
import { type ViewCache, viewCache } from "./views.js";

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
  /** Past the day's ceiling of the function's budget, for everyone (./budgets.ts). */
  busy: string;
};

export type GateDeps = BudgetDeps & {
  origins: Set<string>;
  localOrigins: boolean;
  secret: string | undefined;
  /** The payment page's answers to a plain view, kept a moment (./views.ts). */
  views?: ViewCache;
};

/** Whether a request's token opens for this function (expired included: the function then says so). */
export type TokenCheck = (token: unknown, secret: string, now: number) => boolean;

/**
 * The check of a link that is still read once expired, so that its function can say it has rather than call it
 * invalid: any other failure to open refuses the request.
 */
export function opensEvenExpired(
  open: (token: unknown, secret: string, now: number) => Result<unknown, { kind: string }>,
): TokenCheck {
  return (token, secret, now) => {
    const opened = open(token, secret, now);
    return opened.ok || opened.error.kind === "expired";
  };
}

/** The payment page's kept views, one set per process. */
let paymentViews: ViewCache | undefined;

/** Said once per process when the retired variable is still set: it would otherwise be ignored in silence. */
let retiredSaid = false;

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

/** The shared dependencies of the link function `name`, read once from the environment; its budget comes with it. */
export function linkDeps(name: LinkFunction): LinkDeps {
  const env = getEnv();
  if (env.RATE_LIMIT_LINKS_ALL && !retiredSaid) {
    retiredSaid = true;
    console.warn(
      "[links] RATE_LIMIT_LINKS_ALL is no longer read: the link functions have three budgets, RATE_LIMIT_LINKS_OPERATOR, RATE_LIMIT_LINKS_CUSTOMER and RATE_LIMIT_LINKS_PAYMENT (docs/decisions/210-abuse-fourth-round.md)",
    );
  }
  const views = budgetOf(name) === "payment" ? (paymentViews ??= viewCache()) : undefined;
  return {
    origins: allowedOrigins(env),
    localOrigins: isLocal(env),
    ...budgetDeps(name),
    ...(views ? { views } : {}),
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
 * token that opens for this function (a local decryption); then a view the instance answered a moment ago is
 * answered again as it was (the payment page); then the function's budget (./budgets.ts): its day's ceiling, the
 * link's own limit, the client's. Each refusal answers in `m`.
 */
export async function gateLinkRequest(
  name: LinkFunction,
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
  const token = body.value.token;
  if (typeof token !== "string" || !opens(token, deps.secret, now))
    return refuse(json(400, { error: m.invalid, invalid: true }));
  // Answered as it was a moment ago: nothing is counted, no command spent.
  const kept = deps.views?.answer(body.value, now);
  if (kept) return { ok: false, response: kept };
  const spent = await spendBudget(name, deps, token, clientKey(request));
  if (!spent.ok) {
    if (spent.busy) return refuse(json(503, { error: m.busy, busy: true }));
    const retryAfter = retryAfterSeconds(spent.decision);
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
  name: LinkFunction & NodeFunctionName,
  wordsFor: (locale: BookingLocale) => W,
  opens: TokenCheck,
  run: (gated: GatedRequest<W>, deps: D) => Promise<Response>,
  maxBytes = 8 * 1024,
): (request: Request, deps: D) => Promise<Response> {
  return (request, deps) =>
    guarded(name, async () => {
      const answerBy = answerDeadline(name);
      const m = wordsFor(requestLocale(request));
      const now = deps.now().getTime();
      const gate = await gateLinkRequest(name, request, deps, m, maxBytes, opens, now);
      if (!gate.ok) return gate.response;
      const response = await run({ request, body: gate.body, secret: gate.secret, m, answerBy }, deps);
      await deps.views?.keep(gate.body, response, now);
      return response;
    });
}
