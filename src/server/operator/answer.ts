import { parisToUtc } from "../../lib/paris-time.js";
import { needsAcceptance, parsePrice } from "../../lib/price.js";
import { json } from "../kernel/http.js";
import { type GatedRequest, type LinkDeps, linkDeps, linkEndpoint } from "../kernel/links/endpoint.js";
import { withoutTokens } from "../kernel/links/seal.js";
import { isQuotaError } from "../kernel/store/redis.js";
import { getMailer, type Mailer, type MailMessage } from "../mail/index.js";
import {
  type CustomerOutcome,
  getProposalAnswerStore,
  type ProposalAnswerStore,
  proposalStatus,
} from "../proposal/reply-store.js";
import { getProposalIndex, type ProposalIndex } from "../proposal/open-proposals.js";
import { proposalDeadline, tooLateToPropose } from "../proposal/token.js";
import { type ConfirmationStore, getConfirmationStore, type Outcome } from "../request/answer-store.js";
import { getOpenRequests, type OpenRequests } from "../request/open-requests.js";
import { openToken, type SealedRequest } from "../request/sealed-request.js";
import { getTripStores, retentionDays, type Trip, type TripStores } from "../trip/store.js";
import { alreadyAnswered, confirmMessages } from "./words.js";
import { heldPayments, totalHeld } from "../payment/ledger.js";
import { refundOnce } from "../payment/refunds.js";
import type { OnceStore } from "../kernel/store/once.js";
import { getMoneyActs, getPaymentRecords, type MoneyAct, type PaymentRecords } from "../payment/record.js";
import { paymentLineFor } from "../trip/payment-line.js";
import { type Decision, messagesFor } from "./answer-letters.js";

export type { Decision } from "./answer-letters.js";

export type ConfirmDeps = LinkDeps & {
  store: ConfirmationStore;
  /** The requests awaiting an answer, for the operator's evening list: an answered one leaves it. */
  openRequests: OpenRequests;
  /** The customers' answers to proposals, read to show where a proposal stands. */
  proposals: ProposalAnswerStore;
  proposalIndex: ProposalIndex;
  mailer: Mailer;
  /** The accepted trips: a proof records one, a confirmed change updates it (src/server/trip/store.ts). */
  trips: TripStores;
  retention: number;
  /** How each booking is paid (docs/decisions/190-getting-paid.md): its proof says so; a refusal refunds it. */
  payments: PaymentRecords;
  acts: OnceStore<MoneyAct>;
};

export function defaultConfirmDeps(): ConfirmDeps {
  return {
    ...linkDeps("confirm"),
    store: getConfirmationStore(),
    openRequests: getOpenRequests(),
    proposals: getProposalAnswerStore(),
    proposalIndex: getProposalIndex(),
    mailer: getMailer(),
    trips: getTripStores(),
    retention: retentionDays(),
    payments: getPaymentRecords(),
    acts: getMoneyActs(),
  };
}

/** What the page shows: the request as sealed, without the expiry mechanics. */
function publicView(request: SealedRequest) {
  const { expiresAt: _expiresAt, ...shown } = request;
  return shown;
}

const pickupPassed = (r: SealedRequest, now: Date) => now.getTime() >= parisToUtc(r.date, r.time).getTime();

/**
 * POST /api/confirm {token, action: "view" | "confirm" | "decline", price?}. The token is the whole
 * request, sealed by the booking function: this endpoint can only answer requests that really came, each
 * once. Pipeline: method, size, origin, rate limit, open the token, then for an answer: claim the reference,
 * send to the customer, settle, copy to the business; a refused send releases the claim so the operator can
 * retry.
 */
export function handleConfirm(request: Request, deps: ConfirmDeps = defaultConfirmDeps()): Promise<Response> {
  return endpoint(request, deps);
}

const endpoint = linkEndpoint(
  "confirm",
  () => confirmMessages,
  (token, secret, now) => {
    const opened = openToken(token, secret, now);
    return opened.ok || opened.error.kind === "expired";
  },
  pipeline,
);

async function pipeline(
  { request, body, secret, m, answerBy }: GatedRequest<typeof confirmMessages>,
  deps: ConfirmDeps,
) {
  const { token, action, price } = body;
  const opened = openToken(token, secret, deps.now().getTime());
  if (!opened.ok) {
    if (opened.error.kind === "expired")
      return json(410, { error: m.expired(opened.error.expiresAt, opened.error.request), expired: true });
    return json(400, { error: m.invalid, invalid: true });
  }
  const sealed = opened.value;

  if (action === "view") return view(sealed, deps);
  if (action !== "confirm" && action !== "decline") return json(400, { error: m.action });
  const now = deps.now();
  // Past the pickup, no answer leaves: neither a proof, a proposal, nor a refusal the customer no longer needs.
  if (pickupPassed(sealed, now)) return json(409, { error: m.pickupPassed(sealed), pickupPassed: true });
  if (action === "decline") return answer(sealed, { kind: "declined" }, deps, answerBy, deps.linkOrigin(request));

  const chosen = parsePrice(price);
  if (chosen === undefined) return json(400, { error: m.price, field: "price" });
  if (!needsAcceptance(sealed, chosen))
    return answer(sealed, { kind: "confirmed", price: chosen }, deps, answerBy, deps.linkOrigin(request));
  if (tooLateToPropose(sealed, now.getTime())) return json(409, { error: m.tooLate(sealed), tooLate: true });
  return answer(sealed, { kind: "proposed", price: chosen }, deps, answerBy, deps.linkOrigin(request));
}

/** The booking a change request would change, or the answer saying why it cannot be changed. */
async function changedTrip(sealed: SealedRequest, deps: ConfirmDeps): Promise<Trip | Response> {
  const reference = sealed.changes?.reference ?? "";
  try {
    const [trip, cancellation] = await Promise.all([
      deps.trips.trips.get(reference),
      deps.trips.cancellations.get(reference),
    ]);
    if (cancellation) return json(409, { error: confirmMessages.changeCancelled(cancellation.at), cancelled: true });
    if (!trip) return json(409, { error: confirmMessages.changeUnknown });
    return trip;
  } catch (error) {
    return storeDown(sealed, "cannot read the booking a change would change", error);
  }
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
  let customer: CustomerOutcome | null = null;
  try {
    answered = await deps.store.get(sealed.reference);
    if (answered?.answer === "proposed") customer = await deps.proposals.get(sealed.reference);
  } catch (error) {
    return storeDown(sealed, "cannot read the answer's state", error);
  }
  const now = deps.now();
  const proposal = answered?.answer === "proposed" ? proposalStatus(answered, customer, now) : undefined;
  let changeCancelledAt: string | undefined;
  if (sealed.changes && !answered) {
    const cancellation = await deps.trips.cancellations.get(sealed.changes.reference).catch(() => null);
    changeCancelledAt = cancellation?.at;
  }
  return json(200, {
    ...(changeCancelledAt ? { changeCancelled: confirmMessages.changeCancelled(changeCancelledAt) } : {}),
    request: publicView(sealed),
    expiresAt: new Date(sealed.expiresAt).toISOString(),
    pickupPassed: pickupPassed(sealed, now),
    // What a proposal sent now would allow: until when the customer could accept it, or null (too late: call).
    proposalDeadline: tooLateToPropose(sealed, now.getTime()) ? null : new Date(proposalDeadline(sealed)).toISOString(),
    ...(answered ? { answered: { ...answered, message: alreadyAnswered(answered, sealed, proposal) } } : {}),
    ...(proposal ? { proposal } : {}),
  });
}

export async function answer(
  sealed: SealedRequest,
  decision: Decision,
  deps: ConfirmDeps,
  answerBy: number,
  origin: string,
): Promise<Response> {
  const reference = sealed.reference;
  const at = deps.now();
  let previous: Trip | null = null;
  if (sealed.changes) {
    // A change answers for a booking that must still stand: recorded, and not cancelled meanwhile.
    const standing = await changedTrip(sealed, deps);
    if (standing instanceof Response) return standing;
    previous = standing;
  }
  // How the booking is paid: read before anything is claimed (it changes nothing), for the proof to state it.
  const record = sealed.payment
    ? await deps.payments.get(sealed.changes?.reference ?? reference).catch((error) => {
        console.error(`[confirm] ${reference}: payment record not read; the proof gives the payment page`, error);
        return null;
      })
    : null;
  const payment =
    decision.kind === "confirmed"
      ? paymentLineFor(
          sealed.changes ? { ...sealed, reference: sealed.changes.reference } : sealed,
          decision.price,
          record,
          deps.secret ?? "",
          origin,
        )
      : undefined;
  let built = messagesFor(sealed, decision, at, deps, origin, previous, { payment });
  const pending: Outcome = {
    state: "pending",
    answer: decision.kind,
    at: at.toISOString(),
    ...(decision.kind === "declined" ? {} : { price: decision.price }),
    ...(built.proposal ? { deadline: new Date(built.proposal.deadline).toISOString() } : {}),
  };
  let claim: Awaited<ReturnType<ConfirmationStore["claim"]>>;
  try {
    claim = await deps.store.claim(reference, pending);
  } catch (error) {
    // Without the claim nobody can tell a second use: better no answer now than two answers later.
    return storeDown(sealed, "claim failed, nothing sent", error);
  }
  if (!claim.claimed) {
    const existing = claim.existing;
    const customer = existing.answer === "proposed" ? await deps.proposals.get(reference).catch(() => null) : null;
    const status = existing.answer === "proposed" ? proposalStatus(existing, customer, at) : undefined;
    const message = alreadyAnswered(existing, sealed, status);
    return json(409, { error: message, answered: { ...existing, message }, ...(status ? { proposal: status } : {}) });
  }
  if (decision.kind !== "confirmed" && !sealed.changes && record?.paid) {
    // Paid online at his act, and no chauffeur at that price: the whole of it goes back, once, before he is told.
    // Answered with another price, he chooses again how to pay it if he accepts.
    const name = decision.kind === "declined" ? "refund-declined" : "refund-proposed";
    const held = heldPayments(record, {});
    const refund = await refundOnce(reference, name, totalHeld(held), held, deps, answerBy - 12_000, "confirm", {
      by: "operator",
    });
    if (refund.kind === "refunded") {
      if (decision.kind === "proposed")
        await deps.payments
          .clear(reference, ["paid", "sessionId"])
          .catch((error) => console.error(`[confirm] ${reference}: refunded fare still on the payment record`, error));
      built = messagesFor(sealed, decision, at, deps, origin, previous, { refunded: refund.amount });
    }
  }
  if (built.proposal) {
    // Recorded before it leaves: a proposal that reached the customer is always one the expiry job knows.
    try {
      await deps.proposalIndex.track(reference, built.proposal.deadline, built.proposal.token);
    } catch (error) {
      console.error(`[confirm] ${reference}: proposal not recorded, nothing sent`, error);
      await release(deps, reference);
      return json(503, { error: confirmMessages.store });
    }
  }

  if (built.trip) {
    // Recorded before the proof leaves: a proof whose manage link works is always a trip the jobs know.
    try {
      await deps.trips.trips.record(built.trip.next);
    } catch (error) {
      console.error(`[confirm] ${reference}: trip not recorded, nothing sent`, error);
      await release(deps, reference);
      return json(503, { error: confirmMessages.store });
    }
  }

  const sent = await deps.mailer.send(built.customer, { deadline: answerBy - 6_000 });
  if (sent.ok || sent.error.uncertain) await closeRequest(sealed, deps);
  if (!sent.ok) {
    const { provider, status, reason, uncertain } = sent.error;
    if (!uncertain) {
      await release(deps, reference);
      if (built.trip) await undoTrip(built.trip, deps);
      if (built.proposal)
        await deps.proposalIndex
          .untrack(reference)
          .catch((error) => console.error(`[confirm] ${reference}: untrack failed`, error));
      console.error(
        `[confirm] ${reference} ${decision.kind} NOT SENT (${provider}: ${status ?? ""} ${reason}); link still usable`,
      );
      return json(502, { error: confirmMessages.notSent });
    }
    await settle(deps.store, reference, { ...pending, state: "uncertain" });
    console.error(
      `[confirm] ${reference} ${decision.kind} UNCERTAIN: ${provider} may have delivered it (${reason}); not resent. Call the client.`,
      withoutTokens(built.customer.text),
    );
    // The business still keeps its copy of what may have left.
    await archive(built, reference, deps, answerBy);
    return json(202, { error: confirmMessages.uncertain(sealed.phone), uncertain: true });
  }

  const done: Outcome = { ...pending, state: "done" };
  const recorded = await settle(deps.store, reference, done);
  console.info(`[confirm] ${reference} ${decision.kind} sent via ${deps.mailer.name}`);
  const copied = await archive(built, reference, deps, answerBy);
  const proposal = built.proposal ? proposalStatus(done, null, at) : undefined;
  const warnings = [recorded ? "" : confirmMessages.notRecorded, copied ? "" : confirmMessages.copyFailed].filter(
    Boolean,
  );
  return json(200, {
    kind: decision.kind,
    answered: { ...done, message: alreadyAnswered(done, sealed, proposal) },
    ...(proposal ? { proposal } : {}),
    ...(warnings.length ? { warning: warnings.join(" ") } : {}),
  });
}

/** The proof did not leave: the booking is as it was (the change's earlier version, or no trip at all). */
async function undoTrip(trip: { next: Trip; previous: Trip | null }, deps: ConfirmDeps): Promise<void> {
  const reference = trip.next.request.reference;
  await (trip.previous ? deps.trips.trips.record(trip.previous) : deps.trips.trips.remove(reference)).catch((error) =>
    console.error(`[confirm] ${reference}: the trip's record could not be put back`, error),
  );
}

/**
 * An answered request leaves the operator's list of open requests; a change answered (confirmed, proposed or
 * declined) is no longer open on its booking: the customer may ask for another.
 */
async function closeRequest(sealed: SealedRequest, deps: ConfirmDeps): Promise<void> {
  await deps.openRequests
    .remove(sealed.reference)
    .catch((error) => console.error(`[confirm] ${sealed.reference}: still listed among the open requests`, error));
  if (!sealed.changes) return;
  await deps.trips.changes
    .release(sealed.changes.reference)
    .catch((error) => console.error(`[confirm] ${sealed.reference}: the open change could not be closed`, error));
}

async function release(deps: ConfirmDeps, reference: string): Promise<void> {
  await deps.store.release(reference).catch((error) => console.error(`[confirm] ${reference}: release failed`, error));
}

/** A settle that fails leaves the claim, which never reopens the link: logged, so the operator can be told. */
/** Attempts at recording an answer that has left: the record is what tells a second use what was done. */
const SETTLE_ATTEMPTS = 3;

/**
 * Records an answer that has left, retried a few times. If it still fails, the claim stays (it lasts as long
 * as the link, and reads as « uncertain » after a minute): the link never reopens, and the operator is told.
 */
async function settle(store: ConfirmationStore, reference: string, outcome: Outcome): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await store.settle(reference, outcome);
      return true;
    } catch (error) {
      if (attempt === SETTLE_ATTEMPTS) {
        console.error(
          `[confirm] ${reference}: answer sent but NOT RECORDED after ${attempt} attempts (${outcome.state}); the link stays closed`,
          error,
        );
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/** The business's copy of every answer (the proof's is its three-year archive); a failure logs it in full. */
async function archive(
  built: { customer: MailMessage; copy: MailMessage },
  reference: string,
  deps: ConfirmDeps,
  answerBy: number,
): Promise<boolean> {
  const sent = await deps.mailer.send(built.copy, { deadline: answerBy - 500 });
  if (sent.ok) return true;
  console.error(
    `[confirm] ${reference}: archive copy NOT SENT (${sent.error.reason}); what the customer was sent:`,
    withoutTokens(built.customer.text),
  );
  return false;
}
