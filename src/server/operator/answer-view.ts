import { tooLateToPropose, proposalDeadline } from "../proposal/token.js";
import { cardMissingOf, factsOf } from "../booking/facts.js";
import type { BookingRecord } from "../booking/record.js";
import { offers } from "../booking/states.js";
import { json } from "../kernel/http.js";
import { isQuotaError } from "../kernel/store/redis.js";
import type { SendOutcome } from "../mail/send-once.js";
import type { SealedRequest } from "../request/sealed-request.js";
import type { BookingStore } from "../booking/store.js";
import type { TripStores } from "../trip/store.js";
import { answeredOf, proposalOf } from "./answered.js";
import { operatorAnswersText } from "./operator-answers.text.js";

const confirmMessages = operatorAnswersText.fr.confirm;

/** What the operator's answer page reads to show a request: its booking's record and the e-mails sent about it. */
type ViewDeps = { bookings: BookingStore; trips: TripStores; now: () => Date };

/** What the page shows: the request as sealed, without the expiry mechanics. */
function publicView(request: SealedRequest) {
  const { expiresAt: _expiresAt, ...shown } = request;
  return shown;
}

/** The store could not answer: a spent quota lasts until it resets and is said so; an outage, a minute. */
export function storeDown(sealed: SealedRequest, what: string, error: unknown): Response {
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

/** `sent`: how the answer's e-mail fared, when the caller has just sent it (then it is not read back). */
export async function viewBody(
  sealed: SealedRequest,
  record: BookingRecord | null,
  deps: ViewDeps,
  sent?: SendOutcome,
) {
  const now = deps.now();
  const facts = factsOf(record, sealed);
  const can = offers("operator", facts, now.getTime(), "confirm");
  const known =
    sent === undefined
      ? undefined
      : sent === "refused"
        ? null
        : { state: sent === "uncertain" ? ("uncertain" as const) : ("done" as const) };
  const [mail, original] = await Promise.all([
    known !== undefined ? Promise.resolve(known) : deps.trips.sent.get(`answer:${sealed.reference}`).catch(() => null),
    sealed.changes ? deps.bookings.get(sealed.changes.reference).catch(() => null) : Promise.resolve(null),
  ]);
  const answered = answeredOf(record, sealed, mail?.state ?? null);
  const proposal = proposalOf(record);
  const originalGone =
    original && (original.state === "cancelled-by-customer" || original.state === "cancelled-by-operator")
      ? original.cancellation?.at
      : undefined;
  return {
    ...(originalGone ? { changeCancelled: confirmMessages.changeCancelled(originalGone) } : {}),
    request: publicView(sealed),
    expiresAt: new Date(sealed.expiresAt).toISOString(),
    state: record?.state ?? "requested",
    offers: can,
    pickupPassed: now.getTime() >= facts.pickup,
    // What a proposal sent now would allow: until when the customer could accept it, or null (too late: call).
    proposalDeadline: tooLateToPropose(sealed, now.getTime()) ? null : new Date(proposalDeadline(sealed)).toISOString(),
    // The operator's settings ask for a card at every booking and none is kept yet: he decides whether to confirm.
    ...(record && cardMissingOf(record) ? { cardMissing: true } : {}),
    ...(answered ? { answered } : {}),
    ...(proposal ? { proposal } : {}),
  };
}

export async function view(sealed: SealedRequest, record: BookingRecord | null, deps: ViewDeps): Promise<Response> {
  return json(200, await viewBody(sealed, record, deps));
}
