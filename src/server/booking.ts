import { site } from "../config/site.js";
import { fieldErrors, makeBookingSchema, type BookingRequest } from "../lib/booking/schema.js";
import { getEnv } from "./env.js";
import { isPlainObject, json, readJsonBody } from "./http.js";
import { getIdempotencyStore, type IdempotencyStore } from "./idempotency.js";
import { getMailer, type Mailer } from "./mail/index.js";
import { businessEmail, customerEmail, templateParams } from "./mail/render.js";
import { allowedOrigins, originAllowed } from "./origin.js";
import { clientIp, getLimiter, retryAfterSeconds, type Limiter } from "./rate-limit.js";
import { bookingReference, idempotencyKeyFor } from "./reference.js";

export const MAX_BODY_BYTES = 16 * 1024;
/** How long a duplicate waits for the first request's e-mails before giving up (409). */
const DUPLICATE_WAIT_MS = 10_000;

export type BookingDeps = {
  limiter: Limiter;
  store: IdempotencyStore;
  mailer: Mailer;
  inbox: string;
  siteUrl: string;
  extraOrigins: string[];
  now: () => Date;
};

export function defaultBookingDeps(): BookingDeps {
  const env = getEnv();
  return {
    limiter: getLimiter("booking"),
    store: getIdempotencyStore(),
    mailer: getMailer(),
    inbox: env.BOOKING_INBOX ?? site.email.contact,
    siteUrl: env.SITE_URL,
    extraOrigins: allowedOrigins(env.ALLOWED_ORIGINS),
    now: () => new Date(),
  };
}

const messages = {
  method: "Méthode non autorisée.",
  type: "Le contenu doit être envoyé en JSON.",
  size: "Demande trop volumineuse.",
  parse: "Demande illisible.",
  forbidden: "Demande refusée.",
  limited: "Trop de demandes envoyées. Réessayez un peu plus tard ou appelez-nous.",
  invalid: "Certains champs sont à corriger.",
  busy: "Votre demande est déjà en cours d’envoi.",
  mail: "Une erreur s'est produite lors de l'envoi de votre demande. Veuillez réessayer ou nous contacter directement.",
};

/**
 * POST /api/booking. Fixed pipeline: method, content type and size, parse, origin and honeypot, rate limit,
 * validation, idempotency, e-mails (business first and required, customer second and best effort).
 */
export async function handleBooking(request: Request, deps: BookingDeps = defaultBookingDeps()): Promise<Response> {
  if (request.method !== "POST") return json(405, { error: messages.method }, { allow: "POST" });

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    const error = body.status === 415 ? messages.type : body.status === 413 ? messages.size : messages.parse;
    return json(body.status, { error });
  }
  if (!isPlainObject(body.value)) return json(400, { error: messages.parse });
  const { website, ...fields } = body.value;

  if (!originAllowed(request, deps.siteUrl, deps.extraOrigins)) return json(403, { error: messages.forbidden });
  if (website !== undefined && website !== "") {
    console.warn(`[booking] honeypot filled from ${clientIp(request)}: refused`);
    return json(403, { error: messages.forbidden });
  }

  const decision = await deps.limiter.limit(clientIp(request));
  if (!decision.success) {
    const retryAfter = retryAfterSeconds(decision, deps.now().getTime());
    return json(429, { error: messages.limited, retryAfter }, { "retry-after": String(retryAfter) });
  }

  const parsed = makeBookingSchema(deps.now).safeParse(fields);
  if (!parsed.success) return json(400, { error: messages.invalid, errors: fieldErrors(parsed.error.issues) });

  const key = await idempotencyKeyFor(request.headers.get("idempotency-key"), parsed.data);
  return sendOnce(key, parsed.data, deps);
}

async function sendOnce(key: string, booking: BookingRequest, deps: BookingDeps): Promise<Response> {
  const reference = bookingReference(deps.now());
  const deadline = Date.now() + DUPLICATE_WAIT_MS;
  for (;;) {
    const outcome = await deps.store.claim(key, { state: "pending", reference });
    if (outcome.claimed) break;
    if (outcome.existing.state === "sent") return json(200, { reference: outcome.existing.reference, duplicate: true });
    // Another request with this key is sending right now: wait for its answer instead of sending twice.
    if (Date.now() > deadline) return json(409, { error: messages.busy });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const current = await deps.store.get(key);
    if (current?.state === "sent") return json(200, { reference: current.reference, duplicate: true });
  }

  const params = templateParams(booking, reference, deps.inbox, deps.now());
  const business = await deps.mailer.send(businessEmail(params));
  if (!business.ok) {
    await deps.store.release(key);
    // Kept in the logs so the operator can still call the prospect back.
    console.error(`[booking] ${reference} NOT SENT (${business.error.provider}: ${business.error.status ?? ""} ${business.error.reason})`, JSON.stringify(booking));
    return json(502, { error: messages.mail });
  }
  const customer = await deps.mailer.send(customerEmail({ ...params, to_email: booking.email }));
  if (!customer.ok) {
    console.error(`[booking] ${reference}: acknowledgement to the customer failed (${customer.error.reason}); the business has the request`);
  }
  await deps.store.complete(key, reference);
  console.info(`[booking] ${reference} sent via ${deps.mailer.name}`);
  return json(200, { reference });
}
