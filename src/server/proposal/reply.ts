import { shownTrip } from "../request/sealed-request.js";
import { formatEuros } from "../../lib/fares.js";
import { type PaymentMode, paymentModes } from "../../config/payment.js";
import { STORE_CALL_MS } from "../kernel/cron.js";
import { paymentLineFor } from "../trip/payment-line.js";
import { json } from "../kernel/http.js";
import { type GatedRequest, type LinkDeps, linkDeps, linkEndpoint } from "../kernel/links/endpoint.js";
import { withoutTokens } from "../kernel/links/seal.js";
import { getMailer, type Mailer, type MailMessage } from "../mail/index.js";
import { proofCopyEmail, proofEmail } from "../trip/emails/proof.js";
import { manageUrlFor } from "../trip/manage-link.js";
import { operatorTripUrlFor } from "../trip/operator-link.js";
import { getTripStores, retentionDays, type Trip, tripFrom, type TripStores } from "../trip/store.js";
import { type CustomerOutcome, getProposalAnswerStore, type ProposalAnswerStore } from "./reply-store.js";
import { proposalDeclinedEmail, proposalFeesText, proposalReason } from "./emails.js";
import { getProposalIndex, type ProposalIndex } from "./open-proposals.js";
import { openProposal, type SealedProposal } from "./token.js";
import { proposalMessages } from "./words.js";

export type ProposalDeps = LinkDeps & {
  answers: ProposalAnswerStore;
  index: ProposalIndex;
  mailer: Mailer;
  /** The accepted trips: an acceptance records one (src/server/trip/store.ts). */
  trips: TripStores;
  retention: number;
};

export function defaultProposalDeps(): ProposalDeps {
  return {
    // Opening a link and answering it, like the operator's page: the same budget per client.
    ...linkDeps("proposal"),
    answers: getProposalAnswerStore(),
    index: getProposalIndex(),
    mailer: getMailer(),
    trips: getTripStores(),
    retention: retentionDays(),
  };
}

/** What the customer's page shows: the proposal, without the request's internals. */
function publicProposal(p: SealedProposal, now: Date) {
  const r = p.request;
  return {
    /** Why he is asked, and what cancelling would cost once he accepts: said on the page, before he binds himself. */
    reason: proposalReason(p, r.locale),
    fees: proposalFeesText(p, r.locale, now.getTime()),
    booked: r.booked,
    ...(r.changes ? { change: r.changes.reference } : {}),
    ...shownTrip(r),
    estimate: r.estimate,
    price: p.price,
    proposedAt: p.proposedAt,
    deadline: new Date(p.expiresAt).toISOString(),
  };
}

/**
 * POST /api/proposal {token, action: "view" | "accept" | "decline"}: the customer's answer to a price
 * proposal. Each proposal is answered once (SET NX on its reference, shared with the expiry job), and only
 * before its deadline. Accepting sends the business its copy of the proof first (the acceptance binds both
 * sides, so the business must know), then the customer's proof and its .ics; declining tells the business.
 */
export function handleProposal(request: Request, deps: ProposalDeps = defaultProposalDeps()): Promise<Response> {
  return endpoint(request, deps);
}

const endpoint = linkEndpoint(
  "proposal",
  (locale) => proposalMessages[locale],
  (token, secret, now) => openProposal(token, secret, now).ok,
  pipeline,
);

async function pipeline(gated: GatedRequest<(typeof proposalMessages)["fr"]>, deps: ProposalDeps) {
  const { request, body, secret, answerBy } = gated;
  let m = gated.m;
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
    return json(200, {
      proposal: publicProposal(proposal, deps.now()),
      ...stateOf(answered, expired, proposal),
    });
  if (action !== "accept" && action !== "decline") return json(400, { error: m.action });
  if (answered)
    return json(409, {
      proposal: publicProposal(proposal, deps.now()),
      ...stateOf(answered, expired, proposal),
    });
  if (expired)
    return json(410, {
      error: m.expired(proposal.expiresAt),
      ...stateOf(null, true, proposal),
    });
  // Accepting binds him: he says then how he pays, among the operator's ways (src/config/payment.ts).
  const modes = paymentModes();
  const mode = isMode(body.payment) ? body.payment : modes.length === 1 ? modes[0] : undefined;
  if (action === "accept" && !proposal.request.changes && (!mode || !modes.includes(mode)))
    return json(400, { error: m.payment, field: "payment" });
  return respond(
    proposal,
    action === "accept" ? "accepted" : "declined",
    deps,
    answerBy,
    deps.linkOrigin(request),
    proposal.request.changes ? undefined : mode,
  );
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
  payment?: PaymentMode,
): Promise<Response> {
  const m = proposalMessages[proposal.request.locale];
  const reference = proposal.request.reference;
  const at = deps.now();
  // A change he accepts changes a booking that must still stand; its record gets the next version.
  let previous: Trip | null = null;
  if (answer === "accepted" && proposal.request.changes) {
    const standing = await standingTrip(proposal.request.changes.reference, m, deps);
    if (standing instanceof Response) return standing;
    previous = standing;
  }
  const pending: CustomerOutcome = {
    state: "pending",
    answer,
    at: at.toISOString(),
  };
  let claim: Awaited<ReturnType<ProposalAnswerStore["claim"]>>;
  try {
    claim = await deps.answers.claim(reference, pending);
  } catch (error) {
    console.error(`[proposal] ${reference}: claim failed, nothing sent`, error);
    return json(503, { error: m.store });
  }
  if (!claim.claimed)
    return json(409, {
      proposal: publicProposal(proposal, deps.now()),
      ...stateOf(claim.existing, false, proposal),
    });

  const changes = proposal.request.changes;
  // A change keeps the booking's own way of paying; a new booking is paid the way he chose on accepting.
  const booked = changes
    ? {
        ...proposal.request,
        reference: changes.reference,
        ...(previous?.request.payment ? { payment: previous.request.payment } : {}),
      }
    : { ...proposal.request, ...(payment ? { payment } : {}) };
  const trip =
    answer === "accepted" ? tripFrom(booked, proposal.price, at, previous ? previous.sequence + 1 : 0) : null;
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
  const line = trip ? paymentLineFor(trip.request, proposal.price, null, deps.secret ?? "", origin) : undefined;
  const params = {
    ...(line ? { payment: line } : {}),
    request: trip?.request ?? proposal.request,
    price: proposal.price,
    confirmedAt: new Date(proposal.proposedAt),
    acceptedAt: at,
    siteOrigin: deps.siteOrigin,
    sequence: trip?.sequence ?? 0,
    changed: Boolean(changes),
    ...(trip
      ? {
          manageUrl: manageUrlFor(trip, deps.secret ?? "", origin, deps.retention),
        }
      : {}),
  };
  // The business first: what binds it must reach it, else nothing is recorded and the customer may retry.
  const toBusiness =
    answer === "accepted" && trip
      ? proofCopyEmail(
          {
            ...params,
            operatorUrl: operatorTripUrlFor(trip, deps.secret ?? "", origin, deps.retention),
          },
          deps.inbox,
        )
      : proposalDeclinedEmail(proposal, at, deps.inbox);
  const told = await deps.mailer.send(toBusiness, {
    deadline: answerBy - 8_000,
  });
  if (!told.ok && !told.error.uncertain) {
    await deps.answers
      .release(reference)
      .catch((error) => console.error(`[proposal] ${reference}: release failed`, error));
    if (trip)
      await (previous ? deps.trips.trips.record(previous) : deps.trips.trips.remove(trip.request.reference)).catch(
        (error) => console.error(`[proposal] ${reference}: the trip's record could not be put back`, error),
      );
    console.error(
      `[proposal] ${reference} ${answer} NOT SENT (${told.error.provider}: ${told.error.reason}); link still usable`,
    );
    return json(502, { error: m.notSent });
  }
  if (!told.ok)
    console.error(
      `[proposal] ${reference} ${answer}: the business's e-mail is UNCERTAIN (${told.error.reason}); recorded anyway. Its text:`,
      withoutTokens(toBusiness.text),
    );

  let proofSent = true;
  if (answer === "accepted") {
    const proof: MailMessage = proofEmail(params);
    // Its record and the untracking follow, side by side: one store call's time is kept for them.
    const sent = await deps.mailer.send(proof, { deadline: answerBy - STORE_CALL_MS });
    if (!sent.ok) {
      proofSent = sent.error.uncertain;
      console.error(
        `[proposal] ${reference}: proof to the customer ${sent.error.uncertain ? "UNCERTAIN" : "NOT SENT"} (${sent.error.reason}); the booking stands. Send it again:`,
        withoutTokens(proof.text),
      );
    }
  }
  // The customer's answer is certain, whatever became of the business's e-mail (logged above).
  await Promise.all([
    deps.answers
      .settle(reference, { ...pending, state: "done" })
      // The claim stays and never reopens the link; the business has been told.
      .catch((error) => console.error(`[proposal] ${reference}: ${answer} sent but not recorded`, error)),
    deps.index
      .untrack(reference)
      .catch((error) => console.error(`[proposal] ${reference}: untrack failed (the expiry job will skip it)`, error)),
  ]);
  console.info(`[proposal] ${reference} ${answer} (${formatEuros(proposal.price)}) via ${deps.mailer.name}`);
  return json(200, {
    proposal: publicProposal(proposal, deps.now()),
    state: answer,
    at: at.toISOString(),
    ...(proofSent ? {} : { warning: m.proofFailed }),
    // What is left to do online, on the payment page: the fare to pay, or the card to keep.
    ...(line?.link && line.mode && line.mode !== "in-car" ? { payment: { mode: line.mode, url: line.link } } : {}),
  });
}

/** The booking a change would change, still standing; or the answer saying why the change has no object. */
const isMode = (value: unknown): value is PaymentMode =>
  value === "prepaid" || value === "guarantee" || value === "in-car";

async function standingTrip(
  reference: string,
  m: (typeof proposalMessages)["fr"],
  deps: ProposalDeps,
): Promise<Trip | Response> {
  try {
    const [trip, cancellation] = await Promise.all([
      deps.trips.trips.get(reference),
      deps.trips.cancellations.get(reference),
    ]);
    if (cancellation || !trip) return json(409, { error: m.changeGone, changeGone: true });
    return trip;
  } catch (error) {
    console.error(`[proposal] ${reference}: cannot read the booking a change would change`, error);
    return json(503, { error: m.store });
  }
}
