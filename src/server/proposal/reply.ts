import { alertLater, tripSummary } from "../alerts/index.js";
import { isPaymentMode, type PaymentMode, paymentModes } from "../../config/payment.js";
import { formatEuros } from "../../lib/fares.js";
import { centsOf } from "../../lib/money.js";
import { parisToUtc } from "../../lib/paris-time.js";
import { changeApplied, performLogged, type Written } from "../booking/act.js";
import type { BookingRecord } from "../booking/record.js";
import { STORE_CALL_MS } from "../kernel/cron.js";
import { json } from "../kernel/http.js";
import { type GatedRequest, linkEndpoint } from "../kernel/links/endpoint.js";
import type { MailMessage } from "../mail/index.js";
import { shownTrip } from "../request/sealed-request.js";
import { proofCopyEmail, proofEmail } from "../trip/emails/proof.js";
import { manageUrlFor } from "../trip/manage-link.js";
import { operatorTripUrlFor } from "../trip/operator-link.js";
import { type AnswerDeps, answerDeps } from "../trip/answer-deps.js";
import { paymentLineFor } from "../trip/payment-line.js";
import { type Trip, tripFrom } from "../trip/store.js";
import { proposalDeclinedEmail, proposalFeesText, proposalReason } from "./proposal-letters.js";
import { getProposalIndex, type ProposalIndex } from "./open-proposals.js";
import { openProposal, type SealedProposal } from "./token.js";
import { proposalAnswersText } from "./proposal-answers.text.js";

export type ProposalDeps = AnswerDeps & { index: ProposalIndex };

export function defaultProposalDeps(): ProposalDeps {
  // Opening a link and answering it, like the operator's page: the same budget per client.
  return { ...answerDeps("proposal"), index: getProposalIndex() };
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
 * POST /api/proposal {token, action: "view" | "accept" | "decline"}: the customer's answer to a price proposal, an
 * act of the booking's state machine (docs/decisions/200-booking-state.md): accepted or refused once, only while the
 * booking is still awaiting it (not lapsed, not refused by the operator since) and only for the proposal it carries.
 * Accepting sends the business its copy of the proof first (the acceptance binds both sides, so the business must
 * know), then the customer's proof and its .ics; refusing tells the business.
 */
export function handleProposal(request: Request, deps: ProposalDeps = defaultProposalDeps()): Promise<Response> {
  return endpoint(request, deps);
}

const endpoint = linkEndpoint(
  "proposal",
  (locale) => proposalAnswersText[locale],
  (token, secret, now) => openProposal(token, secret, now).ok,
  pipeline,
);

async function pipeline(gated: GatedRequest<(typeof proposalAnswersText)["fr"]>, deps: ProposalDeps) {
  const { request, body, secret, answerBy } = gated;
  let m = gated.m;
  const { token, action } = body;
  const opened = openProposal(token, secret, deps.now().getTime());
  if (!opened.ok) return json(400, { error: m.invalid, invalid: true });
  const { proposal } = opened.value;
  m = proposalAnswersText[proposal.request.locale];
  let record: BookingRecord | null;
  try {
    record = await deps.bookings.get(proposal.request.reference);
  } catch (error) {
    console.error(`[proposal] ${proposal.request.reference}: cannot read the answer's state`, error);
    return json(503, { error: m.store });
  }
  const shown = { proposal: publicProposal(proposal, deps.now()), ...stateOf(record, proposal, deps.now()) };
  if (action === "view") return json(200, shown);
  if (action !== "accept" && action !== "decline") return json(400, { error: m.action });
  if (shown.state === "expired") return json(410, { error: m.expired(proposal.expiresAt), ...shown });
  if (shown.state !== "proposed") return json(409, shown);
  // Accepting binds him: he says then how he pays, among the operator's ways (src/config/payment.ts).
  const modes = paymentModes();
  const mode = isPaymentMode(body.payment) ? body.payment : modes.length === 1 ? modes[0] : undefined;
  if (action === "accept" && !proposal.request.changes && (!mode || !modes.includes(mode)))
    return json(400, { error: m.payment, field: "payment" });
  return respond(
    proposal,
    action === "accept" ? "accepted" : "declined",
    deps,
    answerBy,
    deps.linkOrigin(request),
    record,
    proposal.request.changes ? undefined : mode,
  );
}

/** Where the proposal stands, from its booking's record: "proposed" (awaiting an answer), "accepted", "declined" or "expired". */
function stateOf(record: BookingRecord | null, proposal: SealedProposal, now: Date): { state: string; at?: string } {
  const ours = record?.proposal && record.proposal.price === centsOf(proposal.price);
  if (!record || !ours) return { state: "expired", at: new Date(proposal.expiresAt).toISOString() };
  if (record.state === "proposed")
    return now.getTime() > proposal.expiresAt
      ? { state: "expired", at: new Date(proposal.expiresAt).toISOString() }
      : { state: "proposed" };
  if (record.state === "declined")
    return record.declined === "customer"
      ? { state: "declined", at: record.at }
      : { state: "expired", at: new Date(record.proposal!.deadline).toISOString() };
  return { state: "accepted", at: record.firm ?? record.at };
}

async function respond(
  proposal: SealedProposal,
  answer: "accepted" | "declined",
  deps: ProposalDeps,
  answerBy: number,
  origin: string,
  record: BookingRecord | null,
  payment?: PaymentMode,
): Promise<Response> {
  const m = proposalAnswersText[proposal.request.locale];
  const reference = proposal.request.reference;
  const at = deps.now();
  const changes = proposal.request.changes;
  // A change he accepts changes a booking that must still stand; its record gets the next version.
  let previous: Trip | null = null;
  let original: BookingRecord | null = null;
  if (answer === "accepted" && changes) {
    [previous, original] = await Promise.all([
      deps.trips.trips.get(changes.reference).catch(() => null),
      deps.bookings.get(changes.reference).catch(() => null),
    ]);
    if (!previous || original?.state !== "confirmed") return json(409, { error: m.changeGone, changeGone: true });
  }
  const price = centsOf(proposal.price);
  const performed = await performLogged(
    {
      store: deps.bookings,
      reference,
      act: answer === "accepted" ? "accept" : "refuse",
      actor: "customer",
      now: at,
      trip: proposal.request,
      record,
      // The link is for the proposal the record holds, and no other.
      refuse: (current) => (current?.proposal?.price === price ? null : "price"),
      write: (): Written => {
        if (answer === "declined") return { set: { declined: "customer" } };
        if (changes && original && previous)
          return {
            set: { firm: at.toISOString() },
            ceiling: 0,
            also: [changeApplied(changes.reference, original, { at, by: "customer", price, pickup: proposal.request })],
          };
        return { set: { firm: at.toISOString(), price, ...(payment ? { mode: payment } : {}) }, ceiling: price };
      },
    },
    `[proposal] ${reference}: the answer could not be recorded, nothing sent`,
  );
  if (!performed) return json(503, { error: m.store });
  if (!performed.ok) {
    if (performed.refusal === "conflict" && changes) return json(409, { error: m.changeGone, changeGone: true });
    const now = performed.record;
    const shown = { proposal: publicProposal(proposal, deps.now()), ...stateOf(now, proposal, deps.now()) };
    if (shown.state === "expired") return json(410, { error: m.expired(proposal.expiresAt), ...shown });
    return json(409, shown);
  }
  const booked = changes
    ? {
        ...proposal.request,
        reference: changes.reference,
        ...(previous?.request.payment ? { payment: previous.request.payment } : {}),
      }
    : { ...proposal.request, ...(payment ? { payment } : {}) };
  const trip =
    answer === "accepted" ? tripFrom(booked, proposal.price, at, previous ? previous.sequence + 1 : 0, previous) : null;
  if (trip) {
    // Recorded before anything leaves: the proof's manage link always names a trip the jobs know.
    try {
      await deps.trips.trips.record(trip);
    } catch (error) {
      console.error(`[proposal] ${reference}: trip not recorded, nothing sent`, error);
      await undo(performed.record, previous, original, deps);
      return json(503, { error: m.store });
    }
  }
  // His phone, beside the copy of the proof: the booking he proposed is firm (a refusal's e-mail is enough).
  if (trip)
    alertLater({
      kind: "accepted",
      reference: trip.request.reference,
      pickup: parisToUtc(trip.request.date, trip.request.time).getTime(),
      summary: tripSummary(trip.request),
    });
  const recordAfter = changes ? await deps.bookings.get(changes.reference).catch(() => null) : performed.record;
  const line = trip ? paymentLineFor(trip.request, proposal.price, recordAfter, deps.secret ?? "", origin) : undefined;
  const params = {
    ...(line ? { payment: line } : {}),
    request: trip?.request ?? proposal.request,
    price: proposal.price,
    confirmedAt: new Date(proposal.proposedAt),
    acceptedAt: at,
    // A change keeps the booking's own moment of becoming firm: its grace is not given again.
    ...(original?.firm ? { firmAt: new Date(original.firm) } : {}),
    siteOrigin: deps.siteOrigin,
    sequence: trip?.sequence ?? 0,
    changed: Boolean(changes),
    ...(trip ? { manageUrl: manageUrlFor(trip, deps.secret ?? "", origin, deps.retention) } : {}),
  };
  // The business first: what binds it must reach it, else nothing stands and the customer may try again.
  const toBusiness =
    trip !== null
      ? proofCopyEmail(
          { ...params, operatorUrl: operatorTripUrlFor(trip, deps.secret ?? "", origin, deps.retention) },
          deps.inbox,
        )
      : proposalDeclinedEmail(proposal, at, deps.inbox);
  const told = await deps.mailer.send(toBusiness, { deadline: answerBy - 8_000 });
  if (!told.ok && !told.error.uncertain) {
    await undo(performed.record, previous, original, deps, trip);
    console.error(
      `[proposal] ${reference} ${answer} NOT SENT (${told.error.provider}: ${told.error.reason}); link still usable`,
    );
    return json(502, { error: m.notSent });
  }
  if (!told.ok)
    console.error(
      `[proposal] ${reference} ${answer}: the business's e-mail is UNCERTAIN (${told.error.reason}); recorded anyway.`,
    );
  let proofSent = true;
  if (trip) {
    const proof: MailMessage = proofEmail(params);
    const sent = await deps.mailer.send(proof, { deadline: answerBy - STORE_CALL_MS });
    if (!sent.ok) {
      proofSent = sent.error.uncertain;
      console.error(
        `[proposal] ${reference}: proof to the customer ${sent.error.uncertain ? "UNCERTAIN" : "NOT SENT"} (${sent.error.reason}); the booking stands.`,
      );
    }
  }
  await deps.index
    .untrack(reference)
    .catch((error) => console.error(`[proposal] ${reference}: untrack failed (the evening list skips it)`, error));
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

/**
 * The business could not be told: the answer is taken back (nothing moved money yet), only if nothing else moved
 * the booking since, and the trip's record put back as it was.
 */
async function undo(
  after: BookingRecord,
  previous: Trip | null,
  original: BookingRecord | null,
  deps: ProposalDeps,
  trip?: Trip | null,
): Promise<void> {
  const moves = [
    {
      reference: after.reference,
      from: [after.state],
      expect: after.v,
      set: { state: "proposed", act: "answer-withdrawn", ceiling: 0 },
      del: ["firm", "declined", "mode"],
    },
  ];
  await deps.bookings
    .move(moves, [
      { op: "zadd", index: "open", member: after.reference, score: after.proposal?.deadline ?? after.pickup },
    ])
    .catch((error) => console.error(`[proposal] ${after.reference}: the answer could not be taken back`, error));
  if (original && previous)
    await deps.bookings
      .move([
        {
          reference: original.reference,
          from: ["confirmed"],
          set: {
            act: "change-withdrawn",
            price: original.price,
            ceiling: original.ledger.ceiling,
            pickup: original.pickup,
          },
        },
      ])
      .catch((error) => console.error(`[proposal] ${original.reference}: the change could not be taken back`, error));
  if (trip)
    await (previous ? deps.trips.trips.record(previous) : deps.trips.trips.remove(trip.request.reference)).catch(
      (error) => console.error(`[proposal] ${after.reference}: the trip's record could not be put back`, error),
    );
}
