import { centsOf } from "../../lib/money.js";
import { needsAcceptance, parsePriceCents } from "../../lib/price.js";
import { changeApplied, type Performed, perform, type Written } from "../booking/act.js";
import { expireSessions, returnExcess } from "../booking/money.js";
import { openRecord } from "../booking/open.js";
import { type BookingRecord, excess } from "../booking/record.js";
import { type ActName } from "../booking/states.js";
import { json } from "../kernel/http.js";
import { type GatedRequest, linkEndpoint, opensEvenExpired } from "../kernel/links/endpoint.js";
import { type SendOutcome, sendOnce } from "../mail/send-once.js";
import { getProposalIndex, type ProposalIndex } from "../proposal/open-proposals.js";
import { proposalDeadline, tooLateToPropose } from "../proposal/token.js";
import { getOpenRequests, type OpenRequests } from "../request/open-requests.js";
import { openToken, type SealedRequest } from "../request/sealed-request.js";
import { type AnswerDeps, answerDeps } from "../trip/answer-deps.js";
import { paymentLineFor } from "../trip/payment-line.js";
import type { Trip } from "../trip/store.js";
import { archive } from "./answer-after.js";
import { type Decision, messagesFor } from "./answer-letters.js";
import { tellRefund } from "../settlement/refund-notice.js";
import { storeDown, view, viewBody } from "./answer-view.js";
import { settlementOf } from "./settlement-of.js";
import { operatorAnswersText } from "./operator-answers.text.js";

const confirmMessages = operatorAnswersText.fr.confirm;

export type { Decision } from "./answer-letters.js";

export type ConfirmDeps = AnswerDeps & {
  /** The requests awaiting an answer, for the operator's evening list: an answered one leaves it. */
  openRequests: OpenRequests;
  /** The proposals sent, with their links, for the operator's evening list. */
  proposalIndex: ProposalIndex;
};

export function defaultConfirmDeps(): ConfirmDeps {
  return { ...answerDeps("confirm"), openRequests: getOpenRequests(), proposalIndex: getProposalIndex() };
}

/**
 * POST /api/confirm {token, action: "view" | "confirm" | "decline", price?}. The token is the whole request, sealed
 * by the booking function: this endpoint can only answer requests that really came. Each answer is an act of the
 * booking's state machine (docs/decisions/200-booking-state.md), passed atomically before anything leaves: of two
 * answers at once, one passes and the other is told what was done. Then the money follows the new state (a fare paid
 * goes back when the operator declines or proposes another price; a page still open to pay it is closed), and the
 * customer's e-mail leaves, once; a refused one leaves when the operator presses the same answer again.
 */
export function handleConfirm(request: Request, deps: ConfirmDeps = defaultConfirmDeps()): Promise<Response> {
  return endpoint(request, deps);
}

const endpoint = linkEndpoint("confirm", () => confirmMessages, opensEvenExpired(openToken), pipeline);

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
  return answerRequest(opened.value, { action, price }, deps, answerBy, deps.linkOrigin(request));
}

/**
 * The operator's answer to one request, wherever he gives it: the e-mail's link (above, once its token opened) or his
 * console (src/server/console), which finds the request sealed among the open ones. The same acts and rules.
 */
export async function answerRequest(
  sealed: SealedRequest,
  { action, price }: { action: unknown; price: unknown },
  deps: ConfirmDeps,
  answerBy: number,
  origin: string,
): Promise<Response> {
  const m = confirmMessages;
  let record: BookingRecord | null;
  try {
    record = await deps.bookings.get(sealed.reference);
    // A record that failed to open when the request came is opened now, from the sealed request.
    if (!record) record = (await openRecord(deps.bookings, sealed, new Date(sealed.receivedAt))).record;
  } catch (error) {
    return storeDown(sealed, "cannot read the request's state", error);
  }
  if (action === "view") return view(sealed, record, deps);
  if (action !== "confirm" && action !== "decline") return json(400, { error: m.action });
  if (action === "decline") return answer(sealed, { kind: "declined" }, deps, answerBy, origin, record);
  const cents = parsePriceCents(price);
  if (cents === undefined) return json(400, { error: m.price, field: "price" });
  const chosen = cents / 100;
  if (!needsAcceptance(sealed, chosen))
    return answer(sealed, { kind: "confirmed", price: chosen }, deps, answerBy, origin, record);
  if (tooLateToPropose(sealed, deps.now().getTime()) && !(record && record.state === "proposed"))
    return json(409, { error: m.tooLate(sealed), tooLate: true, ...(await viewBody(sealed, record, deps)) });
  return answer(sealed, { kind: "proposed", price: chosen }, deps, answerBy, origin, record);
}

const ACT_OF: Record<Decision["kind"], ActName> = { confirmed: "confirm", proposed: "propose", declined: "decline" };

/**
 * The operator's answer to a request (the operator's page, or his correction of a trip, ./trip-page.ts): its act
 * passed on the booking's record, then its effects and e-mails. `record`: the request's record as read.
 */
export async function answer(
  sealed: SealedRequest,
  decision: Decision,
  deps: ConfirmDeps,
  answerBy: number,
  origin: string,
  record?: BookingRecord | null,
): Promise<Response> {
  const reference = sealed.reference;
  const at = deps.now();
  const changes = sealed.changes;
  let previous: Trip | null = null;
  let original: BookingRecord | null = null;
  if (changes) {
    try {
      [previous, original] = await Promise.all([
        deps.trips.trips.get(changes.reference),
        deps.bookings.get(changes.reference),
      ]);
    } catch (error) {
      return storeDown(sealed, "cannot read the booking a change would change", error);
    }
    if (!previous || !original) return json(409, { error: confirmMessages.changeUnknown });
    if (original.state !== "confirmed" && decision.kind !== "declined")
      return json(409, {
        error: original.cancellation
          ? confirmMessages.changeCancelled(original.cancellation.at)
          : confirmMessages.changeUnknown,
        cancelled: true,
      });
  }
  const act = ACT_OF[decision.kind];
  const cents = decision.kind === "declined" ? 0 : centsOf(decision.price);
  const deadline = decision.kind === "proposed" ? proposalDeadline(sealed) : undefined;
  let performed: Performed;
  try {
    performed = await perform({
      store: deps.bookings,
      reference,
      act,
      actor: "operator",
      now: at,
      trip: sealed,
      ...(record !== undefined ? { record } : {}),
      write: (current): Written => {
        if (decision.kind === "declined")
          return {
            set: { declined: "operator" },
            ...(changes && original
              ? {
                  also: [
                    {
                      reference: changes.reference,
                      from: [
                        "confirmed",
                        "cancelled-by-customer",
                        "cancelled-by-operator",
                        "ended",
                        "no-show",
                        "closed",
                      ],
                      set: { act: "change-declined" },
                      del: ["pendingChange"],
                    },
                  ],
                }
              : {}),
          };
        if (decision.kind === "proposed")
          return {
            set: {
              price: cents,
              deadline: deadline!,
              proposal: JSON.stringify({ price: cents, at: at.toISOString(), deadline: deadline! }),
            },
          };
        // Confirmed: a booking at the fare (at it or below), or a change at the price agreed or below.
        if (changes && original)
          return {
            set: { price: cents },
            ceiling: 0,
            also: [changeApplied(changes.reference, original, { at, by: "operator", price: cents, pickup: sealed })],
          };
        return { set: { price: cents, firm: current?.firm ?? at.toISOString() }, ceiling: cents };
      },
    });
  } catch (error) {
    return storeDown(sealed, "the answer could not be recorded, nothing sent", error);
  }
  if (!performed.ok)
    return refused(sealed, decision, performed.refusal, performed.record, deps, answerBy, origin, previous, original);

  // The money follows the new state: a page still open to pay the fare is closed when the operator declines or asks
  // another price (the customer chooses again how to pay a new one); what was paid beyond what may be kept goes back.
  const moneyOn = changes ? changes.reference : reference;
  const money = { bookings: deps.bookings, now: deps.now };
  const after = changes ? await deps.bookings.get(moneyOn) : performed.record;
  if (decision.kind !== "confirmed" && after && !changes) await expireSessions(money, after, answerBy - 14_000);
  // Nothing held beyond what may be kept (the usual confirmation): no read, no refund.
  const refund =
    after && excess(after.ledger) === 0
      ? null
      : await returnExcess(money, moneyOn, answerBy - 12_000, "confirm").catch((error: unknown) => {
          console.error(
            `[confirm] ${reference}: what was paid could not be refunded yet; the settling job tries again`,
            error,
          );
          return null;
        });
  const refunded = refund?.kind === "refunded" ? refund.amount : 0;
  // A change confirmed at a lower price than was paid online: the difference went back, and the customer is told.
  if (changes && previous && after && refund?.kind === "refunded" && !refund.already)
    await tellRefund(
      previous,
      after,
      refunded,
      `overpaid-v${after.v}`,
      "overpaid",
      settlementOf(deps, origin),
      answerBy - 10_000,
    );
  return send(sealed, decision, deps, answerBy, origin, previous, after ?? performed.record, refunded);
}

/**
 * The act did not pass: it was answered before. Pressing the same answer again sends its e-mail if it never left
 * (the mail provider refused it); anything else is told what was done, and when.
 */
async function refused(
  sealed: SealedRequest,
  decision: Decision,
  refusal: string,
  record: BookingRecord | null,
  deps: ConfirmDeps,
  answerBy: number,
  origin: string,
  previous: Trip | null,
  original: BookingRecord | null,
): Promise<Response> {
  const body = await viewBody(sealed, record, deps);
  const sameAct = record?.act === ACT_OF[decision.kind] && record.by === "operator";
  // Only an answer whose e-mail the provider refused is sent again: one still being sent (a second press at the same
  // moment) is told what was done.
  const unsent =
    sameAct &&
    record?.answerMail === "refused" &&
    !(await deps.trips.sent.get(`answer:${sealed.reference}`).catch(() => ({ state: "done" })));
  if (unsent && record) {
    const price = record.price / 100;
    const again: Decision = decision.kind === "declined" ? decision : { kind: decision.kind, price };
    // The letter sent again says what the first press gave back (a refusal or a new price returns the fare paid):
    // everything the booking's payments gave back, since it may keep nothing in either state.
    const refunded = sealed.changes || again.kind === "confirmed" ? 0 : record.ledger.out;
    return send(sealed, again, deps, answerBy, origin, previous, sealed.changes ? original : record, refunded);
  }
  if (refusal === "pickup-passed") return json(409, { error: confirmMessages.pickupPassed(sealed), ...body });
  if (refusal === "deadline-passed")
    return json(409, { error: confirmMessages.deadlinePassed(sealed), deadlinePassed: true, ...body });
  return json(409, { error: body.answered?.message ?? confirmMessages.notAllowed(record?.state), ...body });
}

/** The answer's effects once its act has passed: the trip recorded, the lists updated, the e-mails sent once. */
async function send(
  sealed: SealedRequest,
  decision: Decision,
  deps: ConfirmDeps,
  answerBy: number,
  origin: string,
  previous: Trip | null,
  record: BookingRecord | null,
  refunded: number,
): Promise<Response> {
  const reference = sealed.reference;
  const at = deps.now();
  const payment =
    decision.kind === "confirmed"
      ? paymentLineFor(
          sealed.changes
            ? { ...sealed, reference: sealed.changes.reference, payment: previous?.request.payment }
            : sealed,
          decision.price,
          record,
          deps.secret ?? "",
          origin,
        )
      : undefined;
  const built = messagesFor(sealed, decision, at, deps, origin, previous, {
    payment,
    ...(refunded ? { refunded } : {}),
    ...(record ? { record } : {}),
  });
  if (built.trip) {
    // Recorded before the proof leaves: a proof whose manage link works is always a trip the jobs know.
    try {
      await deps.trips.trips.record(built.trip.next);
    } catch (error) {
      console.error(`[confirm] ${reference}: trip not recorded yet; the proof waits for the next press`, error);
      return json(503, { error: confirmMessages.store });
    }
  }
  if (built.proposal)
    await deps.proposalIndex
      .track(reference, built.proposal.deadline, built.proposal.token)
      .catch((error) => console.error(`[confirm] ${reference}: proposal not listed for the evening list`, error));
  // Answered, the request leaves the operator's list of open requests (a change answered is no longer open either).
  await deps.openRequests
    .remove(reference)
    .catch((error) => console.error(`[confirm] ${reference}: still listed among the open requests`, error));
  const sentNow: SendOutcome = await sendOnce(deps.trips.sent, `answer:${reference}`, built.customer, {
    mailer: deps.mailer,
    at: at.toISOString(),
    deadline: answerBy - 6_000,
    label: "confirm",
  }).catch((error) => {
    console.error(`[confirm] ${reference}: the answer's e-mail could not be claimed`, error);
    return "refused" as const;
  });
  const copied = await archive(built, reference, deps, answerBy);
  // The record as the act left it (a change's own one moved too), and how its e-mail fared: nothing to read again.
  const after = await viewBody(
    sealed,
    sealed.changes ? await deps.bookings.get(reference).catch(() => null) : record,
    deps,
    sentNow,
  );
  if (sentNow === "refused") {
    console.error(`[confirm] ${reference} ${decision.kind} recorded, its e-mail NOT SENT; pressing again sends it`);
    await deps.bookings
      .ledger(reference, { op: "set", set: { answerMail: "refused" } })
      .catch((error) =>
        console.error(`[confirm] ${reference}: the refused e-mail not noted; call the customer`, error),
      );
    return json(502, { error: confirmMessages.notSent, ...after });
  }
  if (sentNow === "uncertain") {
    console.error(`[confirm] ${reference} ${decision.kind} UNCERTAIN: the provider may have delivered it; not resent.`);
    return json(202, { error: confirmMessages.uncertain(sealed.phone), uncertain: true, ...after });
  }
  console.info(`[confirm] ${reference} ${decision.kind} sent via ${deps.mailer.name}`);
  return json(200, {
    kind: decision.kind,
    ...after,
    ...(copied ? {} : { warning: confirmMessages.copyFailed }),
  });
}
