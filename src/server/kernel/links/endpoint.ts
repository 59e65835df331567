import { clientKey } from "../limits/client-ip.js";
import { isPlainObject, json, readJsonBody } from "../http.js";
import { originAllowed } from "../guards/origin.js";
import { type Limiter, retryAfterSeconds } from "../limits/rate-limit.js";

/** The words each link function answers its refusals with, in the request's language. */
export type GateMessages = {
  method: string;
  type: string;
  size: string;
  parse: string;
  forbidden: string;
  limited: string;
  off: string;
};

export type GateDeps = { origins: Set<string>; localOrigins: boolean; limiter: Limiter; secret: string | undefined };

export type Gated = { ok: true; body: Record<string, unknown>; secret: string } | { ok: false; response: Response };

/**
 * What every function answering a sealed link (confirm, proposal, manage) checks before it opens the token, in
 * this order: a POST, a JSON object within `maxBytes`, from an allowed origin, within the client's rate limit,
 * and links switched on (a secret). Each refusal answers in `m`.
 */
export async function gateLinkRequest(
  request: Request,
  deps: GateDeps,
  m: GateMessages,
  maxBytes: number,
): Promise<Gated> {
  const refuse = (response: Response): Gated => ({ ok: false, response });
  if (request.method !== "POST") return refuse(json(405, { error: m.method }, { allow: "POST" }));
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok)
    return refuse(json(body.status, { error: body.status === 415 ? m.type : body.status === 413 ? m.size : m.parse }));
  if (!isPlainObject(body.value)) return refuse(json(400, { error: m.parse }));
  if (!originAllowed(request, deps.origins, deps.localOrigins)) return refuse(json(403, { error: m.forbidden }));
  const decision = await deps.limiter.limit(clientKey(request));
  if (!decision.success) {
    const retryAfter = retryAfterSeconds(decision);
    return refuse(json(429, { error: m.limited, retryAfter }, { "retry-after": String(retryAfter) }));
  }
  if (!deps.secret) return refuse(json(503, { error: m.off }));
  return { ok: true, body: body.value, secret: deps.secret };
}
