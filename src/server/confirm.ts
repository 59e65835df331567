import { site } from "../config/site.js";
import { formatEuros } from "../lib/fares.js";
import { clientKey } from "./client-ip.js";
import { type ConfirmationStore, getConfirmationStore, type Outcome } from "./confirmation-store.js";
import { linkSecret, openToken, type SealedRequest } from "./confirmation-token.js";
import { getEnv, isLocal } from "./env.js";
import { guarded, isPlainObject, json, readJsonBody } from "./http.js";
import { getMailer, type Mailer, type MailMessage } from "./mail/index.js";
import { isQuotaError } from "./redis.js";
import { proofCopyEmail, proofEmail, refusalEmail } from "./mail/proof.js";
import { allowedOrigins, originAllowed } from "./origin.js";
import { getLimiter, type Limiter, retryAfterSeconds } from "./rate-limit.js";

/** vercel.json's `maxDuration` for api/confirm.ts. */
export const CONFIRM_MAX_DURATION_MS = 30_000;
const ANSWER_MARGIN_MS = 5_000;
const MAX_BODY_BYTES = 8 * 1024;
export const MAX_PRICE = 10_000;

export type ConfirmDeps = {
  limiter: Limiter;
  store: ConfirmationStore;
  mailer: Mailer;
  /** Undefined when links are off: no secret, or no shared store (src/server/confirmation-token.ts). */
  secret: string | undefined;
  inbox: string;
  siteOrigin: string;
  origins: Set<string>;
  localOrigins: boolean;
  now: () => Date;
};

export function defaultConfirmDeps(): ConfirmDeps {
  const env = getEnv();
  return {
    limiter: getLimiter("confirm"),
    store: getConfirmationStore(),
    mailer: getMailer(),
    secret: linkSecret(env),
    inbox: env.BOOKING_INBOX ?? site.email.contact,
    siteOrigin: new URL(env.SITE_URL).origin,
    origins: allowedOrigins(env),
    localOrigins: isLocal(env),
    now: () => new Date(),
  };
}

const NBSP = "\u00a0";

/** "le 23/11/2026 à 15:02", Paris time. */
function when(iso: string): string {
  const at = new Date(iso);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", ...options }).format(at);
  return `le ${format({ day: "2-digit", month: "2-digit", year: "numeric" })} à ${format({ hour: "2-digit", minute: "2-digit" })}`;
}

/** The operator's messages: French, each saying what happened and what to do next. */
export const confirmMessages = {
  method: "Méthode non autorisée.",
  type: "Le contenu doit être envoyé en JSON.",
  size: "Demande trop volumineuse.",
  parse: "Demande illisible.",
  forbidden: "Demande refusée.",
  limited: "Trop de tentatives depuis cette connexion. Réessayez dans quelques minutes.",
  off: `Les liens de confirmation sont désactivés sur ce déploiement (BOOKING_LINK_SECRET ou base Upstash partagée absents)${NBSP}: répondez au client directement.`,
  invalid: `Ce lien n’est pas valide${NBSP}: il est incomplet ou a été modifié. Ouvrez-le de nouveau depuis l’e-mail de la demande, en entier.`,
  expired: (until: number, phone: string) =>
    `Ce lien a expiré ${when(new Date(until).toISOString())} (il vaut 30${NBSP}jours)${NBSP}: rien n’a été envoyé. Répondez au client directement, au ${phone}.`,
  action: "Action inconnue.",
  price: `Indiquez un prix TTC en euros, entre 1 et 10${NBSP}000${NBSP}€ (par exemple 42 ou 42,50).`,
  store: `Le service de confirmation est momentanément indisponible${NBSP}: rien n’a été envoyé. Réessayez dans une minute.`,
  quota: (phone: string) =>
    `Le service de confirmation a épuisé son quota chez Upstash${NBSP}: rien n’a été envoyé, et cela peut durer jusqu’à la remise à zéro du quota (le lendemain à 0${NBSP}h UTC pour un quota quotidien). Répondez au client directement, au ${phone}, ou augmentez le quota dans la console Upstash.`,
  notSent: `Le service d’e-mail a refusé l’envoi${NBSP}: rien n’est parti chez le client et le lien reste utilisable. Réessayez dans quelques minutes.`,
  uncertain: (phone: string) =>
    `L’envoi n’a pas pu être vérifié${NBSP}: le client l’a peut-être reçu. Pour éviter un doublon, ce lien n’enverra plus rien${NBSP}; appelez le client au ${phone} pour le lui confirmer.`,
  copyFailed: `Le client a bien reçu son bon, mais la copie pour vos archives n’a pas pu être envoyée${NBSP}: elle est dans les journaux du site. Gardez-en une trace.`,
};

/** What a second use of a link is told: what was done, and when. */
export function alreadyAnswered(outcome: Outcome, request: SealedRequest): string {
  if (outcome.state === "pending")
    return `Une réponse à cette demande est en cours d’envoi. Rechargez la page dans un instant.`;
  if (outcome.state === "uncertain")
    return `Une réponse a été tentée ${when(outcome.at)} sans que l’envoi puisse être vérifié${NBSP}: le client l’a peut-être reçue. Rien n’est renvoyé${NBSP}; appelez-le au ${request.phone}.`;
  if (outcome.answer === "declined")
    return `Cette demande a déjà été déclinée ${when(outcome.at)}${NBSP}: le client en a été prévenu.`;
  const price = outcome.price === undefined ? "" : `, au prix de ${formatEuros(outcome.price)} TTC`;
  return `Cette réservation a déjà été confirmée ${when(outcome.at)}${price}${NBSP}: le bon de réservation est parti.`;
}

/** "42", "42.5", "42,50" or a number → euros with at most two decimals, within bounds; else undefined. */
export function parsePrice(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,5}([.,]\d{1,2})?$/.test(text)) return undefined;
  const price = Number(text.replace(",", "."));
  return price >= 1 && price <= MAX_PRICE ? price : undefined;
}

/** What the page shows: the request as sealed, without the expiry mechanics. */
function publicView(request: SealedRequest) {
  const { expiresAt: _expiresAt, ...shown } = request;
  return shown;
}

/**
 * POST /api/confirm {token, action: "view" | "confirm" | "decline", price?}. The token is the whole
 * request, sealed by the booking function: this endpoint can only answer requests that really came, each
 * once. Pipeline: method, size, origin, rate limit, open the token, then for an answer: claim the reference,
 * send to the customer, settle; a refused send releases the claim so the operator can retry.
 */
export function handleConfirm(request: Request, deps: ConfirmDeps = defaultConfirmDeps()): Promise<Response> {
  return guarded("confirm", () => pipeline(request, deps));
}

async function pipeline(request: Request, deps: ConfirmDeps): Promise<Response> {
  const answerBy = Date.now() + CONFIRM_MAX_DURATION_MS - ANSWER_MARGIN_MS;
  const m = confirmMessages;
  if (request.method !== "POST") return json(405, { error: m.method }, { allow: "POST" });
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok)
    return json(body.status, { error: body.status === 415 ? m.type : body.status === 413 ? m.size : m.parse });
  if (!isPlainObject(body.value)) return json(400, { error: m.parse });
  if (!originAllowed(request, deps.origins, deps.localOrigins)) return json(403, { error: m.forbidden });

  const decision = await deps.limiter.limit(clientKey(request));
  if (!decision.success) {
    const retryAfter = retryAfterSeconds(decision);
    return json(429, { error: m.limited, retryAfter }, { "retry-after": String(retryAfter) });
  }
  if (!deps.secret) return json(503, { error: m.off });

  const { token, action, price } = body.value;
  const opened = openToken(token, deps.secret, deps.now().getTime());
  if (!opened.ok) {
    if (opened.error.kind === "expired")
      return json(410, { error: m.expired(opened.error.expiresAt, opened.error.request.phone), expired: true });
    return json(400, { error: m.invalid, invalid: true });
  }
  const sealed = opened.value;

  if (action === "view") return view(sealed, deps);
  if (action !== "confirm" && action !== "decline") return json(400, { error: m.action });
  const chosen = action === "confirm" ? parsePrice(price) : undefined;
  if (action === "confirm" && chosen === undefined) return json(400, { error: m.price, field: "price" });
  return answer(sealed, action === "confirm" ? "confirmed" : "declined", chosen, deps, answerBy);
}

/** The store could not answer: a spent quota lasts until it resets and is said so; an outage, a minute. */
function storeDown(sealed: SealedRequest, what: string, error: unknown): Response {
  if (isQuotaError(error)) {
    console.error(
      `[confirm] ${sealed.reference}: ${what}: UPSTASH QUOTA SPENT, no link can be answered until it resets`,
      error,
    );
    return json(503, { error: confirmMessages.quota(sealed.phone), quota: true });
  }
  console.error(`[confirm] ${sealed.reference}: ${what}`, error);
  return json(503, { error: confirmMessages.store });
}

async function view(sealed: SealedRequest, deps: ConfirmDeps): Promise<Response> {
  let answered: Outcome | null;
  try {
    answered = await deps.store.get(sealed.reference);
  } catch (error) {
    return storeDown(sealed, "cannot read the answer's state", error);
  }
  return json(200, {
    request: publicView(sealed),
    expiresAt: new Date(sealed.expiresAt).toISOString(),
    ...(answered ? { answered: { ...answered, message: alreadyAnswered(answered, sealed) } } : {}),
  });
}

async function answer(
  sealed: SealedRequest,
  kind: Outcome["answer"],
  price: number | undefined,
  deps: ConfirmDeps,
  answerBy: number,
): Promise<Response> {
  const reference = sealed.reference;
  const at = deps.now();
  const pending: Outcome = { state: "pending", answer: kind, at: at.toISOString(), ...(price ? { price } : {}) };
  let claim: Awaited<ReturnType<ConfirmationStore["claim"]>>;
  try {
    claim = await deps.store.claim(reference, pending);
  } catch (error) {
    // Without the claim nobody can tell a second use: better no answer now than two answers later.
    return storeDown(sealed, "claim failed, nothing sent", error);
  }
  if (!claim.claimed) {
    const message = alreadyAnswered(claim.existing, sealed);
    return json(409, { error: message, answered: { ...claim.existing, message } });
  }

  const message =
    kind === "confirmed" && price !== undefined
      ? proofEmail({ request: sealed, price, confirmedAt: at, siteOrigin: deps.siteOrigin, inbox: deps.inbox })
      : refusalEmail(sealed);
  const sent = await deps.mailer.send(message, { deadline: answerBy - 6_000 });
  if (!sent.ok) {
    const { provider, status, reason, uncertain } = sent.error;
    if (!uncertain) {
      await deps.store
        .release(reference)
        .catch((error) => console.error(`[confirm] ${reference}: release failed`, error));
      console.error(
        `[confirm] ${reference} ${kind} NOT SENT (${provider}: ${status ?? ""} ${reason}); link still usable`,
      );
      return json(502, { error: confirmMessages.notSent });
    }
    await settle(deps.store, reference, { ...pending, state: "uncertain" });
    console.error(
      `[confirm] ${reference} ${kind} UNCERTAIN: ${provider} may have delivered it (${reason}); not resent. Call the client.`,
      message.text,
    );
    // The business still keeps its copy of a proof that may have left.
    if (kind === "confirmed") await archive(message, sealed, price, at, deps, answerBy);
    return json(202, { error: confirmMessages.uncertain(sealed.phone), uncertain: true });
  }

  const done: Outcome = { ...pending, state: "done" };
  await settle(deps.store, reference, done);
  console.info(`[confirm] ${reference} ${kind} sent via ${deps.mailer.name}`);
  const copied = kind === "confirmed" ? await archive(message, sealed, price, at, deps, answerBy) : true;
  return json(200, {
    answered: { ...done, message: alreadyAnswered(done, sealed) },
    ...(copied ? {} : { warning: confirmMessages.copyFailed }),
  });
}

/** A settle that fails leaves a pending claim that expires in a minute: logged, so the operator can be told. */
async function settle(store: ConfirmationStore, reference: string, outcome: Outcome): Promise<void> {
  try {
    await store.settle(reference, outcome);
  } catch (error) {
    console.error(`[confirm] ${reference}: answer sent but not recorded (${outcome.state})`, error);
  }
}

/** The business's copy of the proof (its three-year archive); a failure logs the proof in full. */
async function archive(
  sentToCustomer: MailMessage,
  sealed: SealedRequest,
  price: number | undefined,
  at: Date,
  deps: ConfirmDeps,
  answerBy: number,
): Promise<boolean> {
  if (price === undefined) return true;
  const copy = proofCopyEmail({
    request: sealed,
    price,
    confirmedAt: at,
    siteOrigin: deps.siteOrigin,
    inbox: deps.inbox,
  });
  const sent = await deps.mailer.send(copy, { deadline: answerBy - 500 });
  if (sent.ok) return true;
  console.error(`[confirm] ${sealed.reference}: archive copy NOT SENT (${sent.error.reason})`, sentToCustomer.text);
  return false;
}
