import { waitUntil } from "@vercel/functions";
import { phoneDisplay, site } from "../../config/site.js";
import {
  bookingLocaleOf,
  fieldErrors,
  makeBookingSchema,
  type BookingLocale,
  type BookingRequest,
} from "../../lib/booking/schema.js";
import { getBotCheck, type BotCheck } from "../kernel/guards/bot.js";
import { clientKey } from "../kernel/limits/client-ip.js";
import { confirmationLinks, linkOrigin, sealedRequestOf } from "../kernel/links/origin.js";
import { linkSecret } from "../kernel/links/seal.js";
import { getEnv, isLocal } from "../kernel/env.js";
import { guarded, isPlainObject, json, readJsonBody } from "../kernel/http.js";
import { getIdempotencyStore, type Claim, type IdempotencyStore } from "./idempotency.js";
import { getMailer, type Mailer } from "../mail/index.js";
import { businessEmail, customerEmail, templateParams, type TemplateParams } from "./emails.js";
import { allowedOrigins, originAllowed } from "../kernel/guards/origin.js";
import { containsLink } from "../kernel/text-links.js";
import { isSharedProvider, mailboxOf } from "../mail/mailbox.js";
import { allOf, getLimiter, retryAfterSeconds, type Limiter } from "../kernel/limits/rate-limit.js";
import { bookingDigest, bookingReference, idempotencyKeyFor, sha256 } from "../kernel/reference.js";
import { getReferenceStore, type ReferenceStore, uniqueReference } from "../kernel/reference-claims.js";

export const MAX_BODY_BYTES = 16 * 1024;
/** vercel.json's `maxDuration` for api/booking.ts (a test keeps them equal). */
export const MAX_DURATION_MS = 30_000;
/** Every answer leaves at least this much of `maxDuration` unused. */
export const ANSWER_MARGIN_MS = 5_000;
/** Background work (the acknowledgement) must end before the platform stops the function. */
const BACKGROUND_MARGIN_MS = 1_000;

export type BookingDeps = {
  botCheck: BotCheck;
  /** Requests per client, a few minutes' and a day's (an IPv6 client counts as its prefix). */
  limiter: Limiter;
  /** Requests sent on for everyone together in a day: the ceiling of what a flood can make us mail. */
  ceiling: Limiter;
  /** Acknowledgements: per mailbox (a hash of it), per domain (the big providers excepted), for everyone. */
  acknowledgementLimiter: Limiter;
  acknowledgementDomainLimiter: Limiter;
  acknowledgementCeiling: Limiter;
  /** Claims each request's reference, so no two requests of the period share one. */
  references: ReferenceStore;
  drawReference: (now: Date) => string;
  store: IdempotencyStore;
  mailer: Mailer;
  inbox: string;
  origins: Set<string>;
  /** In the local mode, pages served from localhost may post. */
  localOrigins: boolean;
  now: () => Date;
  /** Runs work after the answer is sent (Vercel's waitUntil); tests collect it to await it. */
  defer: (work: Promise<unknown>) => void;
  /** Seals the operator's confirmation links; undefined when links are off (src/server/kernel/links/seal.ts). */
  linkSecret: string | undefined;
  /** The origin the links point to, for this request (src/server/kernel/links/origin.ts). */
  linkOrigin: (request: Request) => string;
  /** The public site, for the links to the terms of sale and the fares in the acknowledgement. */
  siteOrigin: string;
};

export function defaultBookingDeps(): BookingDeps {
  const env = getEnv();
  return {
    botCheck: getBotCheck(),
    limiter: allOf(getLimiter("booking"), getLimiter("bookingDaily")),
    ceiling: getLimiter("bookingsAll"),
    acknowledgementLimiter: getLimiter("acknowledgement"),
    acknowledgementDomainLimiter: getLimiter("acknowledgementDomain"),
    acknowledgementCeiling: getLimiter("acknowledgementsAll"),
    references: getReferenceStore(),
    drawReference: bookingReference,
    store: getIdempotencyStore(),
    mailer: getMailer(),
    inbox: env.BOOKING_INBOX ?? site.email.contact,
    origins: allowedOrigins(env),
    localOrigins: isLocal(env),
    now: () => new Date(),
    defer: (work) => waitUntil(work),
    linkSecret: linkSecret(env),
    linkOrigin: (request) => linkOrigin(request, env),
    siteOrigin: new URL(env.SITE_URL).origin,
  };
}

/** The API's answers, in the request's language (French unless it says `locale: "en"`). */
export const messagesByLocale = {
  fr: {
    method: "Méthode non autorisée.",
    type: "Le contenu doit être envoyé en JSON.",
    size: "Demande trop volumineuse.",
    parse: "Demande illisible.",
    forbidden: "Demande refusée.",
    bot: `Votre demande n’a pas pu être vérifiée. Rechargez la page et réessayez, ou appelez-nous au ${site.phone.display}.`,
    limited: "Trop de demandes envoyées. Réessayez un peu plus tard ou appelez-nous.",
    invalid: "Certains champs sont à corriger.",
    conflict:
      "Cette demande reprend l’identifiant d’une autre demande, différente. Rechargez la page puis envoyez-la de nouveau.",
    busy: "Votre demande est déjà en cours d’envoi.",
    mail: "Une erreur s'est produite lors de l'envoi de votre demande. Veuillez réessayer ou nous contacter directement.",
    uncertain: `Nous n’avons pas pu vérifier que votre demande nous est parvenue\u00a0: elle est peut-être bien arrivée. Pour éviter un doublon, ne la renvoyez pas\u00a0; si nous ne vous avons pas recontacté d’ici 2\u00a0heures, appelez-nous au ${site.phone.display}.`,
    ceiling: `Nous recevons exceptionnellement beaucoup de demandes en ligne aujourd’hui et ne pouvons pas prendre la vôtre par ce formulaire. Appelez-nous au ${site.phone.display}\u00a0: nous réservons aussi par téléphone, 24\u00a0h/24.`,
  },
  en: {
    method: "Method not allowed.",
    type: "The request must be sent as JSON.",
    size: "Request too large.",
    parse: "Unreadable request.",
    forbidden: "Request refused.",
    bot: `We could not verify your request. Please reload the page and try again, or call us on ${phoneDisplay("en")}.`,
    limited: "Too many requests sent. Please try again a little later or call us.",
    invalid: "Some fields need correcting.",
    conflict: "This request reuses the identifier of a different request. Please reload the page and send it again.",
    busy: "Your request is already being sent.",
    mail: "Something went wrong while sending your request. Please try again or contact us directly.",
    uncertain: `We could not confirm that your request reached us: it may well have arrived. To avoid a duplicate, please do not send it again; if we have not contacted you within 2 hours, call us on ${phoneDisplay("en")}.`,
    ceiling: `We are receiving an unusual number of online requests today and cannot take yours through this form. Please call us on ${phoneDisplay("en")}: we also book by phone, 24/7.`,
  },
} satisfies Record<BookingLocale, Record<string, string>>;

/** The French answers, the default. */
export const messages = messagesByLocale.fr;
type Messages = typeof messages;

/**
 * Before the body is read (method, bot check, size), the language comes from the request's Content-Language
 * header, which the form sets; once the body is read, from its `locale` field.
 */
function headerLocale(request: Request): BookingLocale {
  return bookingLocaleOf(request.headers.get("content-language")?.trim().toLowerCase().slice(0, 2));
}

/**
 * POST /api/booking. Fixed pipeline: method, bot check, content type and size, parse, origin and honeypot,
 * rate limit, validation, idempotency, then the business e-mail (the request itself: it must succeed)
 * and, after the answer, the customer's acknowledgement (best effort, capped per recipient).
 */
export function handleBooking(request: Request, deps: BookingDeps = defaultBookingDeps()): Promise<Response> {
  return guarded("booking", () => pipeline(request, deps));
}

async function pipeline(request: Request, deps: BookingDeps): Promise<Response> {
  const answerBy = Date.now() + MAX_DURATION_MS - ANSWER_MARGIN_MS;
  let messages: Messages = messagesByLocale[headerLocale(request)];
  if (request.method !== "POST") return json(405, { error: messages.method }, { allow: "POST" });
  if (await deps.botCheck(request)) {
    console.warn(`[booking] bot verdict for ${clientKey(request)}: refused`);
    return json(403, { error: messages.bot });
  }

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    const error = body.status === 415 ? messages.type : body.status === 413 ? messages.size : messages.parse;
    return json(body.status, { error });
  }
  if (!isPlainObject(body.value)) return json(400, { error: messages.parse });
  const { website, ...sent } = body.value;
  const locale = bookingLocaleOf(sent.locale);
  const fields = { ...sent, locale };
  messages = messagesByLocale[locale];

  if (!originAllowed(request, deps.origins, deps.localOrigins)) return json(403, { error: messages.forbidden });
  if (website !== undefined && website !== "") {
    console.warn(`[booking] honeypot filled from ${clientKey(request)}: refused`);
    return json(403, { error: messages.forbidden });
  }

  const decision = await deps.limiter.limit(clientKey(request));
  if (!decision.success) return limited(decision.retryAt, Date.now(), messages);

  const parsed = makeBookingSchema(deps.now, locale, containsLink).safeParse(fields);
  if (!parsed.success) return json(400, { error: messages.invalid, errors: fieldErrors(parsed.error.issues) });

  const digest = await bookingDigest(parsed.data);
  const key = idempotencyKeyFor(request.headers.get("idempotency-key"), digest);
  return sendOnce(key, digest, parsed.data, deps, answerBy, messages, deps.linkOrigin(request));
}

function limited(retryAt: number, now: number, messages: Messages): Response {
  const retryAfter = retryAfterSeconds({ success: false, limit: 0, remaining: 0, retryAt }, now);
  return json(
    429,
    { error: messages.limited, retryAfter, retryAt: new Date(retryAt).toISOString() },
    { "retry-after": String(retryAfter) },
  );
}

/** The answer a repeat of an already settled request gets: the first one's outcome, nothing sent. */
function answerFor(claim: Claim, messages: Messages): Response | undefined {
  if (claim.state === "sent") return json(200, { reference: claim.reference, duplicate: true });
  if (claim.state === "uncertain")
    return json(202, { reference: claim.reference, uncertain: true, error: messages.uncertain });
  return undefined;
}

async function sendOnce(
  key: string,
  digest: string,
  booking: BookingRequest,
  deps: BookingDeps,
  answerBy: number,
  messages: Messages,
  origin: string,
): Promise<Response> {
  const reference = await uniqueReference(deps.now(), deps.references, deps.drawReference);
  // A duplicate waits for the first request's outcome, within the time the visitor is promised an answer.
  const waitUntilMs = answerBy - 2_000;
  for (;;) {
    const outcome = await deps.store.claim(key, { state: "pending", reference, digest });
    if (outcome.claimed) break;
    if (outcome.existing.digest !== digest) return json(422, { error: messages.conflict });
    const settled = answerFor(outcome.existing, messages);
    if (settled) return settled;
    if (Date.now() > waitUntilMs) return json(409, { error: messages.busy });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const current = await deps.store.get(key);
    const answer = current && current.digest === digest ? answerFor(current, messages) : undefined;
    if (answer) return answer;
  }

  // Only a request about to be sent counts towards the day's ceiling: a repeat of a settled one costs nothing.
  if (!(await deps.ceiling.limit("all")).success) {
    await deps.store.release(key);
    console.error(
      `[booking] ${reference} REFUSED: RATE_LIMIT_BOOKINGS_ALL reached (a flood, or a very busy day: raise it if so); the visitor was given the phone number`,
      JSON.stringify(booking),
    );
    return json(503, { error: messages.ceiling });
  }
  const receivedAt = deps.now();
  const params = templateParams(booking, reference, deps.inbox, receivedAt, deps.siteOrigin);
  const links = deps.linkSecret
    ? confirmationLinks(origin, sealedRequestOf(booking, reference, receivedAt, params.estimate), deps.linkSecret)
    : null;
  const business = await deps.mailer.send(businessEmail(params, links), { deadline: answerBy - 1_000 });
  if (!business.ok) {
    const { provider, status, reason, uncertain } = business.error;
    // The request is written to the log in full either way, so the operator can still call the prospect.
    if (uncertain) {
      await deps.store.settle(key, { state: "uncertain", reference, digest });
      console.error(
        `[booking] ${reference} UNCERTAIN: ${provider} may have received it (${reason}); not resent. Check the inbox, then call the client.`,
        JSON.stringify(booking),
      );
      return json(202, { reference, uncertain: true, error: messages.uncertain });
    }
    await deps.store.release(key);
    console.error(`[booking] ${reference} NOT SENT (${provider}: ${status ?? ""} ${reason})`, JSON.stringify(booking));
    return json(502, { error: messages.mail });
  }
  await deps.store.settle(key, { state: "sent", reference, digest });
  console.info(`[booking] ${reference}${params.urgent_minutes === null ? "" : " URGENT"} sent via ${deps.mailer.name}`);
  deps.defer(acknowledge(booking.email, params, deps, answerBy + ANSWER_MARGIN_MS - BACKGROUND_MARGIN_MS));
  return json(200, { reference });
}

/**
 * The customer's acknowledgement: at most a few per mailbox, however the address is spelt, a looser number
 * per domain (the big providers excepted) and a ceiling for everyone, whoever asks for them.
 */
async function acknowledge(email: string, params: TemplateParams, deps: BookingDeps, deadline: number): Promise<void> {
  try {
    const { mailbox, domain } = mailboxOf(email);
    const caps: [Limiter, string, string][] = [
      [deps.acknowledgementLimiter, await sha256(mailbox), "this mailbox already received its quota"],
      ...(isSharedProvider(domain)
        ? []
        : [
            [deps.acknowledgementDomainLimiter, await sha256(domain), "this domain already received its quota"] as [
              Limiter,
              string,
              string,
            ],
          ]),
      [deps.acknowledgementCeiling, "all", "RATE_LIMIT_ACKNOWLEDGEMENTS_ALL reached"],
    ];
    for (const [limiter, key, why] of caps) {
      if (!(await limiter.limit(key)).success) {
        console.warn(`[booking] ${params.reference}: no acknowledgement, ${why} (the business has the request)`);
        return;
      }
    }
    const sent = await deps.mailer.send(customerEmail({ ...params, to_email: email }), { deadline });
    if (!sent.ok) {
      console.error(
        `[booking] ${params.reference}: acknowledgement to the customer failed (${sent.error.reason}); the business has the request`,
      );
    }
  } catch (error) {
    console.error(`[booking] ${params.reference}: acknowledgement failed`, error);
  }
}
