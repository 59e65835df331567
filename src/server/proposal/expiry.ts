import { site } from "../../config/site.js";
import { perform } from "../booking/act.js";
import { expireSessions, returnExcess } from "../booking/money.js";
import type { BookingRecord } from "../booking/record.js";
import { type BookingStore, getBookingStore } from "../booking/store.js";
import { cronJob, cronSecretOf, type JobClock, jobClock, SEND_COST_MS, STORE_CALL_MS } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { json } from "../kernel/http.js";
import { linkSecret } from "../kernel/links/seal.js";
import { getMailer, type Mailer } from "../mail/index.js";
import { sendOnce } from "../mail/send-once.js";
import { getOpenRequests, type OpenRequests } from "../request/open-requests.js";
import { openToken, type SealedRequest } from "../request/sealed-request.js";
import { getTripStores, type TripStores } from "../trip/store.js";
import { lapsedCopyEmail, lapsedEmail, proposalExpiredEmail } from "./proposal-letters.js";
import { getProposalIndex, type ProposalIndex } from "./open-proposals.js";
import { openProposal, type SealedProposal } from "./token.js";

const BATCH = 50;

export type ExpiryDeps = {
  bookings: BookingStore;
  index: ProposalIndex;
  openRequests: OpenRequests;
  stores: TripStores;
  mailer: Mailer;
  secret: string | undefined;
  /**
   * CRON_SECRET, which Vercel sends as a bearer token. Null only in the local mode, where anyone may run the
   * job; deployed, the function refuses to start without it, and a missing one here lets nobody in.
   */
  cronSecret: string | null | undefined;
  inbox: string;
  siteOrigin: string;
  now: () => Date;
};

export function defaultExpiryDeps(): ExpiryDeps {
  const env = getEnv();
  return {
    bookings: getBookingStore(),
    index: getProposalIndex(),
    openRequests: getOpenRequests(),
    stores: getTripStores(),
    mailer: getMailer(),
    secret: linkSecret(env),
    cronSecret: cronSecretOf(env),
    inbox: env.BOOKING_INBOX ?? site.email.contact,
    siteOrigin: new URL(env.SITE_URL).origin,
    now: () => new Date(),
  };
}

/**
 * GET /api/expire-proposals, run by Vercel Cron every quarter hour: every answer awaited past its deadline lapses
 * (docs/decisions/200-booking-state.md), as the booking's state machine's job act: a booking at the fare shown that
 * the operator did not confirm within the reply promised, a request left unanswered until its pickup, a proposal not
 * accepted in time. Whatever the customer paid goes back in full, the payment pages still open are closed, and both
 * sides are told, each once. The act is atomic: an answer given at the same moment and the lapse cannot both pass.
 * A run repeated or overlapping does nothing twice.
 */
export function handleExpireProposals(request: Request, deps: ExpiryDeps = defaultExpiryDeps()): Promise<Response> {
  const clock = jobClock("expire-proposals");
  return cronJob("expiry", request, deps, () => run(deps, clock));
}

/** Each lapse costs a read, its act, a refund (a Stripe call), and two sends from claim to record. */
const STEP_MS = 3 * STORE_CALL_MS + 2 * SEND_COST_MS;

async function run(deps: ExpiryDeps, clock: JobClock): Promise<Response> {
  const now = deps.now().getTime();
  const due = await deps.bookings.due("open", now, BATCH);
  const done: string[] = [];
  let left = 0;
  for (const [i, reference] of due.entries()) {
    if (!clock.fits(STEP_MS)) {
      left = due.length - i;
      break;
    }
    if (await lapse(reference, deps, clock)) done.push(reference);
  }
  if (done.length) console.info(`[expiry] ${done.length} answer(s) lapsed: ${done.join(", ")}`);
  if (left) console.warn(`[expiry] out of time: ${left} left for the next run`);
  return json(200, { checked: due.length, expired: done.length });
}

/**
 * The request as sealed (and the proposal, for one), from the lists that keep its link: its letters need the
 * customer's name and address.
 */
async function sourceOf(
  record: BookingRecord,
  deps: ExpiryDeps,
): Promise<{ request: SealedRequest; proposal?: SealedProposal } | null> {
  if (!deps.secret) return null;
  const now = deps.now().getTime();
  if (record.state === "proposed") {
    const opened = openProposal(await deps.index.token(record.reference), deps.secret, now);
    return opened.ok ? { request: opened.value.proposal.request, proposal: opened.value.proposal } : null;
  }
  const opened = openToken(await deps.openRequests.token(record.reference), deps.secret, now);
  const request = opened.ok ? opened.value : opened.error.kind === "expired" ? opened.error.request : null;
  return request ? { request } : null;
}

/** True when this run lapsed the answer. */
async function lapse(reference: string, deps: ExpiryDeps, clock: JobClock): Promise<boolean> {
  const at = deps.now();
  const record = await deps.bookings.get(reference);
  if (!record) {
    await deps.bookings.move([], [{ op: "zrem", index: "open", member: reference }]).catch(() => undefined);
    return false;
  }
  const source = await sourceOf(record, deps).catch(() => null);
  const request = source?.request ?? null;
  const kind = record.state === "proposed" ? "proposal" : record.kind === "request" ? "request" : "booking";
  const performed = await perform({
    store: deps.bookings,
    reference,
    act: "lapse",
    actor: "job",
    now: at,
    record,
    trip: request,
    write: () => ({
      set: { declined: "job" },
      // A change asked of a booking that lapses leaves the booking as it was, open to another change.
      ...(record.of
        ? {
            also: [
              {
                reference: record.of,
                from: ["confirmed", "cancelled-by-customer", "cancelled-by-operator", "ended", "no-show", "closed"],
                set: { act: "change-lapsed" },
                del: ["pendingChange"],
              },
            ],
          }
        : {}),
    }),
  });
  if (!performed.ok) return false;
  const money = { bookings: deps.bookings, now: deps.now };
  await expireSessions(money, performed.record, clock.sendDeadline());
  const refund = await returnExcess(money, reference, clock.sendDeadline(), "expiry").catch(() => null);
  const refunded = refund?.kind === "refunded" ? refund.amount : 0;
  await Promise.all([deps.index.untrack(reference), deps.openRequests.remove(reference)]).catch((error) =>
    console.error(`[expiry] ${reference}: still listed as awaiting an answer`, error),
  );
  if (!request) {
    console.error(
      `[expiry] ${reference} lapsed (${kind}); its link is not kept, so nobody was told by e-mail: see the request's e-mail`,
    );
    return true;
  }
  const options = {
    mailer: deps.mailer,
    at: at.toISOString(),
    deadline: () => clock.sendDeadline() - STORE_CALL_MS,
    label: "expiry",
  };
  // A change that lapses changes nothing: only the business is told, the booking stands as it was.
  const customer =
    record.kind === "change"
      ? "skipped"
      : await sendOnce(
          deps.stores.sent,
          `lapsed:${reference}`,
          lapsedEmail(request, kind, refunded, deps.siteOrigin),
          options,
        ).catch(() => "refused" as const);
  const told = customer === "sent" || customer === "already";
  const copy = source?.proposal
    ? proposalExpiredEmail(source.proposal, deps.inbox)
    : lapsedCopyEmail(request, kind, refunded, told, deps.inbox);
  await sendOnce(deps.stores.sent, `lapsed-copy:${reference}`, copy, options).catch(() => undefined);
  return true;
}
