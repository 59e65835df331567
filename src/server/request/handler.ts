import { waitUntil } from "@vercel/functions";
import { parisToUtc } from "../../lib/paris-time.js";
import { site } from "../../config/site.js";
import { bookingLocaleOf, fieldErrors, makeBookingSchema, type BookingRequest } from "../../lib/booking/schema.js";
import { getEnv, isLocal } from "../kernel/env.js";
import { ANSWER_MARGIN_MS, answerDeadline, maxDurationMs } from "../kernel/functions.js";
import { getBotCheck, type BotCheck } from "../kernel/guards/bot.js";
import { allowedOrigins, originAllowed } from "../kernel/guards/allowed-origins.js";
import { guarded, isPlainObject, json, readJsonBody } from "../kernel/http.js";
import { clientKey } from "../kernel/limits/client-ip.js";
import { allOf, getLimiter, retryAfterSeconds, type Limiter } from "../kernel/limits/rate-limit.js";
import { linkOrigin } from "../kernel/links/link-origin.js";
import { linkSecret } from "../kernel/links/seal.js";
import { bookingReference, getReferenceStore, type ReferenceStore, uniqueReference } from "../kernel/reference.js";
import { containsLink } from "../kernel/text-links.js";
import { requestLocale } from "../kernel/request-locale.js";
import { type AlertEvent, alertOperator, tripSummary } from "../alerts/index.js";
import { getMailer } from "../mail/index.js";
import { type BookingStore, getBookingStore } from "../booking/store.js";
import { openRecord } from "../booking/open.js";
import { arrivalNumberOf } from "../../lib/arrival-number.js";
import { type FollowedArrival, newsOf } from "../booking/arrival.js";
import { type LookupCache, redisLookupCache } from "../arrivals/index.js";
import { getRedis } from "../kernel/store/redis.js";
import { bookingPaymentLink } from "../payment/link.js";
import { paymentLinkText } from "../payment/link.text.js";
import { type AcknowledgementDeps, acknowledge } from "./acknowledgement.js";
import { businessEmail, estimateOf, templateParams } from "./business-email.js";
import {
  bookingDigest,
  type Claim,
  getIdempotencyStore,
  idempotencyKeyFor,
  type IdempotencyStore,
} from "./idempotency.js";
import { type AvailabilityStore, getAvailability, unavailableAt, unavailablePeriods } from "./availability.js";
import { getOpenRequests, type OpenRequests } from "./open-requests.js";
import { unavailableText } from "./unavailable.text.js";
import { linksOf, sealedRequestOf, sealRequest } from "./sealed-request.js";
import { type BookingAnswers as Messages, bookingAnswersText } from "./booking-answers.text.js";

export const MAX_BODY_BYTES = 16 * 1024;
/** vercel.json's `maxDuration` for api/booking.ts, from the list of functions (a test keeps them equal). */
export const MAX_DURATION_MS = maxDurationMs("booking");
export { ANSWER_MARGIN_MS };
/** Background work (the acknowledgement) must end before the platform stops the function. */
const BACKGROUND_MARGIN_MS = 1_000;

export type BookingDeps = AcknowledgementDeps & {
  botCheck: BotCheck;
  /** Requests per client, a few minutes' and a day's (an IPv6 client counts as its prefix). */
  limiter: Limiter;
  /** Requests sent on for everyone together in a day: the ceiling of what a flood can make us mail. */
  ceiling: Limiter;
  /** Claims each request's reference, so no two requests of the period share one. */
  references: ReferenceStore;
  drawReference: (now: Date) => string;
  store: IdempotencyStore;
  /** The requests awaiting the operator's answer, for his evening list. */
  openRequests: OpenRequests;
  /** Every booking's record, opened here as the request arrives (src/server/booking). */
  bookings: BookingStore;
  inbox: string;
  origins: Set<string>;
  /** In the local mode, pages served from localhost may post. */
  localOrigins: boolean;
  now: () => Date;
  /** Runs work after the answer is sent (Vercel's waitUntil); tests collect it to await it. */
  defer: (work: Promise<unknown>) => void;
  /** Seals the operator's confirmation links; undefined when links are off (src/server/kernel/links/seal.ts). */
  linkSecret: string | undefined;
  /** The origin the links point to, for this request (src/server/kernel/links/link-origin.ts). */
  linkOrigin: (request: Request) => string;
  /** The public site, for the links to the terms of sale and the fares in the acknowledgement. */
  siteOrigin: string;
  /** Tells the operator at once, beside the e-mail (src/server/alerts). */
  alert: (event: AlertEvent) => Promise<unknown>;
  /** The periods the operator marked unavailable: no booking at the fare then, a request only. */
  availability: AvailabilityStore;
  /** What the form's check of the flight or train found a moment ago (src/server/arrivals), recorded at once. */
  arrivalsSeen?: LookupCache;
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
    openRequests: getOpenRequests(),
    bookings: getBookingStore(),
    mailer: getMailer(),
    inbox: env.BOOKING_INBOX ?? site.email.contact,
    origins: allowedOrigins(env),
    localOrigins: isLocal(env),
    now: () => new Date(),
    defer: (work) => waitUntil(work),
    linkSecret: linkSecret(env),
    linkOrigin: (request) => linkOrigin(request, env),
    siteOrigin: new URL(env.SITE_URL).origin,
    alert: (event) => alertOperator(event),
    availability: getAvailability(),
    arrivalsSeen: redisLookupCache(getRedis()),
  };
}

/**
 * The arrival the form checked a moment ago, as the booking's record keeps it: read from what the check kept, never
 * from the browser, and at no cost (nothing is looked up here: the following job checks what was not).
 */
async function knownArrival(booking: BookingRequest, deps: BookingDeps): Promise<Partial<FollowedArrival> | undefined> {
  const found = arrivalNumberOf(booking.lieuDepart, booking.numeroVolTrain ?? "");
  if (!found || !deps.arrivalsSeen) return undefined;
  const seen = await deps.arrivalsSeen.get(found.kind, found.number, booking.datePriseEnCharge);
  if (!seen) return undefined;
  if (seen.found !== "here") return { status: "unknown", following: "not-here" };
  return { ...newsOf(seen.sighting), source: "lookup" };
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
  const answerBy = answerDeadline("booking");
  let messages: Messages = bookingAnswersText[requestLocale(request)];
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
  messages = bookingAnswersText[locale];

  if (!originAllowed(request, deps.origins, deps.localOrigins)) return json(403, { error: messages.forbidden });
  if (website !== undefined && website !== "") {
    console.warn(`[booking] honeypot filled from ${clientKey(request)}: refused`);
    return json(403, { error: messages.forbidden });
  }

  const decision = await deps.limiter.limit(clientKey(request));
  if (!decision.success) return limited(decision.retryAt, Date.now(), messages);

  const parsed = makeBookingSchema(deps.now, locale, containsLink).safeParse(fields);
  if (!parsed.success) return json(400, { error: messages.invalid, errors: fieldErrors(parsed.error.issues) });
  // A booking binds the customer at the fare he saw: it must be the grid's today, never a figure from the browser.
  if (parsed.data.engagement === "reservation") {
    const fare = estimateOf(parsed.data);
    if (fare === null) return json(409, { error: messages.fareGone, fare: null });
    if (fare !== parsed.data.tarifAccepte) return json(409, { error: messages.fareChanged(fare), fare });
    const pickup = parisToUtc(parsed.data.datePriseEnCharge, parsed.data.heurePriseEnCharge).getTime();
    if (unavailableAt(await unavailablePeriods(deps.availability, deps.now().getTime()), pickup))
      return json(409, { error: unavailableText[locale].booking, unavailable: true });
  }

  const digest = await bookingDigest(parsed.data);
  const key = idempotencyKeyFor(request.headers.get("idempotency-key"), digest);
  const origin = deps.linkOrigin(request);
  const answer = await sendOnce(key, digest, parsed.data, deps, answerBy, messages, origin);
  return withPaymentStep(answer, parsed.data, deps.linkSecret);
}

/**
 * A booking paid now or on a kept card has one step left once it has reached us: Stripe's page. The answer gives the
 * payment page's sealed link (the amount from the grid, never from the browser); the request itself is already
 * safe, whatever the customer does next (docs/decisions/190-getting-paid.md).
 */
async function withPaymentStep(
  answer: Response,
  booking: BookingRequest,
  secret: string | null | undefined,
): Promise<Response> {
  if (answer.status !== 200 || booking.engagement !== "reservation" || !secret) return answer;
  const mode = booking.paiement;
  const fare = estimateOf(booking);
  if ((mode !== "prepaid" && mode !== "guarantee") || fare === null) return answer;
  const body = (await answer.json()) as { reference: string };
  const token = bookingPaymentLink(
    {
      reference: body.reference,
      locale: booking.locale,
      firstName: booking.prenom,
      lastName: booking.nom,
      email: booking.email,
      date: booking.datePriseEnCharge,
      time: booking.heurePriseEnCharge,
      from: booking.lieuDepart,
      to: booking.lieuArrivee,
    },
    mode,
    Math.round(fare * 100),
    secret,
  );
  const page = paymentLinkText[booking.locale ?? "fr"].page;
  return json(200, { ...body, payment: { mode, url: `${page}#${token}` } });
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
  const sealed = sealedRequestOf(booking, reference, receivedAt, params.estimate);
  const token = deps.linkSecret ? sealRequest(sealed, deps.linkSecret) : null;

  const links = token ? linksOf(origin, token) : null;
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
  // The booking's record, in its first state (a request, or a booking at the fare shown), once the request has
  // reached the business and before the customer can pay: the payment page and the operator's answer need it. Should
  // the store fail, the request stands all the same: its sealed link opens the record when the operator answers.
  const arrival = await knownArrival(booking, deps).catch(() => undefined);
  const opened = await openRecord(deps.bookings, { ...sealed, ...(arrival ? { arrival } : {}) }, receivedAt).catch(
    (error: unknown) => {
      console.error(`[booking] ${reference}: its record is not opened yet (the operator's answer will open it)`, error);
      return null;
    },
  );
  if (opened && !opened.ok) console.error(`[booking] ${reference}: its record is not opened (${opened.refusal})`);
  console.info(
    `[booking] ${reference}${params.booked ? " booking" : " request"}${params.urgent_minutes === null ? "" : " URGENT"} sent via ${deps.mailer.name}`,
  );
  // For the operator's evening list: a request he has not answered yet shows there. Its e-mail has left: a
  // failure here costs the list one line, logged, never the request.
  if (token)
    await deps.openRequests
      .add(reference, params.pickup_at, token)
      .catch((error) => console.error(`[booking] ${reference}: not listed among the open requests`, error));
  deps.defer(acknowledge(booking.email, params, deps, answerBy + ANSWER_MARGIN_MS - BACKGROUND_MARGIN_MS));
  // The operator's phone, at once: the e-mail that left is the archive and the last fallback.
  deps.defer(
    deps.alert({
      kind: sealed.booked ? "booking" : "request",
      reference,
      pickup: params.pickup_at,
      summary: tripSummary(sealed),
    }),
  );
  return json(200, { reference });
}
