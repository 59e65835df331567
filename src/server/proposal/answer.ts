import { phoneDisplay, site } from "../../config/site.js";
import { type BookingLocale, bookingLocaleOf } from "../../lib/booking/schema.js";
import { formatEuros } from "../../lib/fares.js";
import { type CustomerOutcome, getProposalAnswerStore, type ProposalAnswerStore } from "../kernel/store/once.js";
import { linkSecret } from "../kernel/links/seal.js";
import { getEnv, isLocal } from "../kernel/env.js";
import { guarded, json } from "../kernel/http.js";
import { gateLinkRequest } from "../kernel/links/endpoint.js";
import { getMailer, type Mailer, type MailMessage } from "../mail/index.js";
import { proofCopyEmail, proofEmail } from "../trip/emails/proof.js";
import { proposalDeclinedEmail } from "./emails.js";
import { parisDateTime } from "../mail/rows.js";
import { allowedOrigins } from "../kernel/guards/origin.js";
import { getProposalIndex, type ProposalIndex } from "./open-proposals.js";
import { openProposal, type SealedProposal } from "./token.js";
import { getLimiter, type Limiter } from "../kernel/limits/rate-limit.js";
import { linkOrigin } from "../kernel/links/origin.js";
import { getTripStores, retentionDays, type TripStores } from "../trip/store.js";
import { manageUrlFor, tripFrom } from "../trip/terms.js";

/** vercel.json's `maxDuration` for api/proposal.ts. */
export const PROPOSAL_MAX_DURATION_MS = 30_000;
const ANSWER_MARGIN_MS = 5_000;
const MAX_BODY_BYTES = 8 * 1024;

export type ProposalDeps = {
  limiter: Limiter;
  answers: ProposalAnswerStore;
  index: ProposalIndex;
  mailer: Mailer;
  secret: string | undefined;
  inbox: string;
  siteOrigin: string;
  origins: Set<string>;
  localOrigins: boolean;
  /** The accepted trips: an acceptance records one (src/server/trip/store.ts). */
  trips: TripStores;
  retention: number;
  /** Where the proof's « Gérer ma réservation » link points, for this request. */
  linkOrigin: (request: Request) => string;
  now: () => Date;
};

export function defaultProposalDeps(): ProposalDeps {
  const env = getEnv();
  return {
    // Opening a link and answering it, like the operator's page: the same budget per client.
    limiter: getLimiter("confirm"),
    answers: getProposalAnswerStore(),
    index: getProposalIndex(),
    mailer: getMailer(),
    secret: linkSecret(env),
    inbox: env.BOOKING_INBOX ?? site.email.contact,
    siteOrigin: new URL(env.SITE_URL).origin,
    origins: allowedOrigins(env),
    localOrigins: isLocal(env),
    trips: getTripStores(),
    retention: retentionDays(env),
    linkOrigin: (request) => linkOrigin(request, env),
    now: () => new Date(),
  };
}

const NBSP = "\u00a0";

/** The customer's messages, in the language of his request. */
export const proposalMessages = {
  fr: {
    method: "Méthode non autorisée.",
    type: "Le contenu doit être envoyé en JSON.",
    size: "Demande trop volumineuse.",
    parse: "Demande illisible.",
    forbidden: "Demande refusée.",
    limited: "Trop de tentatives depuis cette connexion. Réessayez dans quelques minutes.",
    off: `Ce lien ne peut pas être utilisé sur ce site de test${NBSP}: appelez-nous au ${phoneDisplay("fr")}.`,
    invalid: `Ce lien n’est pas valide${NBSP}: il est incomplet ou a été modifié. Ouvrez-le de nouveau depuis notre e-mail, en entier.`,
    action: "Action inconnue.",
    expired: (deadline: number) =>
      `Cette proposition a expiré ${atText(deadline, "fr")}${NBSP}: la course n’est pas réservée et rien ne vous est facturé. Pour réserver, appelez-nous au ${phoneDisplay("fr")}.`,
    store: `Votre réponse n’a pas pu être enregistrée pour l’instant${NBSP}: rien n’a été envoyé. Réessayez dans une minute, ou appelez-nous au ${phoneDisplay("fr")}.`,
    notSent: `Votre réponse n’a pas pu nous être transmise${NBSP}: rien n’a été enregistré et ce lien reste valable. Réessayez dans quelques minutes, ou appelez-nous au ${phoneDisplay("fr")}.`,
    uncertain: `Nous n’avons pas pu vérifier que votre réponse nous est parvenue${NBSP}: elle est peut-être bien arrivée. Ne la renvoyez pas${NBSP}; appelez-nous au ${phoneDisplay("fr")} pour le vérifier ensemble.`,
    proofFailed: `Votre réservation est confirmée et nous en sommes informés, mais l’e-mail de votre bon de réservation n’a pas pu partir. Nous vous le renvoyons${NBSP}; en attendant, cette page en tient lieu.`,
  },
  en: {
    method: "Method not allowed.",
    type: "The request must be sent as JSON.",
    size: "Request too large.",
    parse: "Unreadable request.",
    forbidden: "Request refused.",
    limited: "Too many attempts from this connection. Please try again in a few minutes.",
    off: `This link cannot be used on this test site: please call us on ${phoneDisplay("en")}.`,
    invalid:
      "This link is not valid: it is incomplete or has been changed. Please open it again from our e-mail, in full.",
    action: "Unknown action.",
    expired: (deadline: number) =>
      `This proposal expired on ${atText(deadline, "en")}: the trip is not booked and nothing is charged. To book, please call us on ${phoneDisplay("en")}.`,
    store: `Your answer could not be recorded just now: nothing was sent. Please try again in a minute, or call us on ${phoneDisplay("en")}.`,
    notSent: `Your answer could not reach us: nothing was recorded and this link still works. Please try again in a few minutes, or call us on ${phoneDisplay("en")}.`,
    uncertain: `We could not confirm that your answer reached us: it may well have arrived. Please do not send it again; call us on ${phoneDisplay("en")} to check together.`,
    proofFailed:
      "Your booking is confirmed and we have been told, but the e-mail with your booking confirmation could not be sent. We will send it again; meanwhile, this page stands for it.",
  },
} satisfies Record<BookingLocale, Record<string, unknown>>;

function atText(epoch: number, locale: BookingLocale): string {
  const text = parisDateTime(new Date(epoch), locale);
  return locale === "en" ? text : `le ${text}`;
}

/** What the customer's page shows: the proposal, without the request's internals. */
function publicProposal(p: SealedProposal) {
  const r = p.request;
  return {
    reference: r.reference,
    locale: r.locale,
    firstName: r.firstName,
    lastName: r.lastName,
    date: r.date,
    time: r.time,
    from: r.from,
    to: r.to,
    passengers: r.passengers,
    flightOrTrain: r.flightOrTrain,
    estimate: r.estimate,
    price: p.price,
    proposedAt: p.proposedAt,
    deadline: new Date(p.expiresAt).toISOString(),
  };
}

function headerLocale(request: Request): BookingLocale {
  return bookingLocaleOf(request.headers.get("content-language")?.trim().toLowerCase().slice(0, 2));
}

/**
 * POST /api/proposal {token, action: "view" | "accept" | "decline"}: the customer's answer to a price
 * proposal. Each proposal is answered once (SET NX on its reference, shared with the expiry job), and only
 * before its deadline. Accepting sends the business its copy of the proof first (the acceptance binds both
 * sides, so the business must know), then the customer's proof and its .ics; declining tells the business.
 */
export function handleProposal(request: Request, deps: ProposalDeps = defaultProposalDeps()): Promise<Response> {
  return guarded("proposal", () => pipeline(request, deps));
}

async function pipeline(request: Request, deps: ProposalDeps): Promise<Response> {
  const answerBy = Date.now() + PROPOSAL_MAX_DURATION_MS - ANSWER_MARGIN_MS;
  let m = proposalMessages[headerLocale(request)];
  const gate = await gateLinkRequest(request, deps, m, MAX_BODY_BYTES);
  if (!gate.ok) return gate.response;
  const { body, secret } = gate;

  const { token, action } = body;
  const opened = openProposal(token, secret, deps.now().getTime());
  if (!opened.ok) return json(400, { error: m.invalid, invalid: true });
  const { proposal, expired } = opened.value;
  m = proposalMessages[proposal.request.locale];

  let answered: CustomerOutcome | null;
  try {
    answered = await deps.answers.get(proposal.request.reference);
  } catch (error) {
    console.error(`[proposal] ${proposal.request.reference}: cannot read the answer's state`, error);
    return json(503, { error: m.store });
  }
  if (action === "view")
    return json(200, { proposal: publicProposal(proposal), ...stateOf(answered, expired, proposal) });
  if (action !== "accept" && action !== "decline") return json(400, { error: m.action });
  if (answered) return json(409, { proposal: publicProposal(proposal), ...stateOf(answered, expired, proposal) });
  if (expired) return json(410, { error: m.expired(proposal.expiresAt), ...stateOf(null, true, proposal) });
  return respond(proposal, action === "accept" ? "accepted" : "declined", deps, answerBy, deps.linkOrigin(request));
}

/** Where the proposal stands: "proposed" (awaiting an answer), "accepted", "declined", "expired" or "uncertain". */
function stateOf(answered: CustomerOutcome | null, expired: boolean, proposal: SealedProposal) {
  if (answered) {
    const state =
      answered.state === "done" ? answered.answer : answered.state === "uncertain" ? "uncertain" : "pending";
    return { state, at: answered.at };
  }
  return expired ? { state: "expired", at: new Date(proposal.expiresAt).toISOString() } : { state: "proposed" };
}

async function respond(
  proposal: SealedProposal,
  answer: "accepted" | "declined",
  deps: ProposalDeps,
  answerBy: number,
  origin: string,
): Promise<Response> {
  const m = proposalMessages[proposal.request.locale];
  const reference = proposal.request.reference;
  const at = deps.now();
  const pending: CustomerOutcome = { state: "pending", answer, at: at.toISOString() };
  let claim: Awaited<ReturnType<ProposalAnswerStore["claim"]>>;
  try {
    claim = await deps.answers.claim(reference, pending);
  } catch (error) {
    console.error(`[proposal] ${reference}: claim failed, nothing sent`, error);
    return json(503, { error: m.store });
  }
  if (!claim.claimed)
    return json(409, { proposal: publicProposal(proposal), ...stateOf(claim.existing, false, proposal) });

  const trip = answer === "accepted" ? tripFrom(proposal.request, proposal.price, at) : null;
  if (trip) {
    // Recorded before anything leaves: the proof's manage link always names a trip the jobs know.
    try {
      await deps.trips.trips.record(trip);
    } catch (error) {
      console.error(`[proposal] ${reference}: trip not recorded, nothing sent`, error);
      await deps.answers.release(reference).catch((e) => console.error(`[proposal] ${reference}: release failed`, e));
      return json(503, { error: m.store });
    }
  }
  const params = {
    request: proposal.request,
    price: proposal.price,
    confirmedAt: new Date(proposal.proposedAt),
    acceptedAt: at,
    siteOrigin: deps.siteOrigin,
    ...(trip ? { manageUrl: manageUrlFor(trip, deps.secret ?? "", origin, deps.retention) } : {}),
  };
  // The business first: what binds it must reach it, else nothing is recorded and the customer may retry.
  const toBusiness =
    answer === "accepted" ? proofCopyEmail(params, deps.inbox) : proposalDeclinedEmail(proposal, at, deps.inbox);
  const told = await deps.mailer.send(toBusiness, { deadline: answerBy - 8_000 });
  if (!told.ok && !told.error.uncertain) {
    await deps.answers
      .release(reference)
      .catch((error) => console.error(`[proposal] ${reference}: release failed`, error));
    if (trip)
      await deps.trips.trips
        .remove(reference)
        .catch((error) => console.error(`[proposal] ${reference}: the trip's record could not be removed`, error));
    console.error(
      `[proposal] ${reference} ${answer} NOT SENT (${told.error.provider}: ${told.error.reason}); link still usable`,
    );
    return json(502, { error: m.notSent });
  }
  if (!told.ok)
    console.error(
      `[proposal] ${reference} ${answer}: the business's e-mail is UNCERTAIN (${told.error.reason}); recorded anyway. Its text:`,
      toBusiness.text,
    );

  let proofSent = true;
  if (answer === "accepted") {
    const proof: MailMessage = proofEmail(params);
    const sent = await deps.mailer.send(proof, { deadline: answerBy - 500 });
    if (!sent.ok) {
      proofSent = sent.error.uncertain;
      console.error(
        `[proposal] ${reference}: proof to the customer ${sent.error.uncertain ? "UNCERTAIN" : "NOT SENT"} (${sent.error.reason}); the booking stands. Send it again:`,
        proof.text,
      );
    }
  }
  // The customer's answer is certain, whatever became of the business's e-mail (logged above).
  try {
    await deps.answers.settle(reference, { ...pending, state: "done" });
  } catch (error) {
    // The claim stays and never reopens the link; the business has been told.
    console.error(`[proposal] ${reference}: ${answer} sent but not recorded`, error);
  }
  await deps.index
    .untrack(reference)
    .catch((error) => console.error(`[proposal] ${reference}: untrack failed (the expiry job will skip it)`, error));
  console.info(`[proposal] ${reference} ${answer} (${formatEuros(proposal.price)}) via ${deps.mailer.name}`);
  return json(200, {
    proposal: publicProposal(proposal),
    state: answer,
    at: at.toISOString(),
    ...(proofSent ? {} : { warning: m.proofFailed }),
  });
}
