import { site } from "../../config/site.js";
import { cronJob, cronSecretOf, type JobClock, jobClock, SEND_COST_MS, STORE_CALL_MS } from "../kernel/cron.js";
import { getEnv } from "../kernel/env.js";
import { json } from "../kernel/http.js";
import { linkSecret, withoutTokens } from "../kernel/links/seal.js";
import { getMailer, type Mailer } from "../mail/index.js";
import { type ConfirmationStore, getConfirmationStore } from "../request/answer-store.js";
import { getProposalAnswerStore, type ProposalAnswerStore } from "./reply-store.js";
import { proposalExpiredEmail } from "./emails.js";
import { getProposalIndex, type ProposalIndex } from "./open-proposals.js";
import { openProposal } from "./token.js";

const BATCH = 50;

export type ExpiryDeps = {
  index: ProposalIndex;
  answers: ProposalAnswerStore;
  operatorAnswers: ConfirmationStore;
  mailer: Mailer;
  secret: string | undefined;
  /**
   * CRON_SECRET, which Vercel sends as a bearer token. Null only in the local mode, where anyone may run the
   * job; deployed, the function refuses to start without it, and a missing one here lets nobody in.
   */
  cronSecret: string | null | undefined;
  inbox: string;
  now: () => Date;
};

export function defaultExpiryDeps(): ExpiryDeps {
  const env = getEnv();
  return {
    index: getProposalIndex(),
    answers: getProposalAnswerStore(),
    operatorAnswers: getConfirmationStore(),
    mailer: getMailer(),
    secret: linkSecret(env),
    cronSecret: cronSecretOf(env),
    inbox: env.BOOKING_INBOX ?? site.email.contact,
    now: () => new Date(),
  };
}

/**
 * GET /api/expire-proposals, run by Vercel Cron: every proposal whose deadline has passed without an answer
 * is recorded as expired (the same SET NX a late acceptance would need, so exactly one of them wins) and the
 * operator is told by e-mail. Idempotent: a run repeated or overlapping sends nothing twice. A refused e-mail
 * releases the record for the next run; an uncertain one is never repeated.
 */
export function handleExpireProposals(request: Request, deps: ExpiryDeps = defaultExpiryDeps()): Promise<Response> {
  const clock = jobClock("expire-proposals");
  return cronJob("expiry", request, deps, () => run(deps, clock));
}

/** Each proposal costs two rounds of reads, then a send from claim to record, then its untracking. */
const STEP_MS = 2 * STORE_CALL_MS + SEND_COST_MS + STORE_CALL_MS;

async function run(deps: ExpiryDeps, clock: JobClock): Promise<Response> {
  const now = deps.now().getTime();
  const due = await deps.index.due(now, BATCH);
  const done: string[] = [];
  let left = 0;
  for (const [i, reference] of due.entries()) {
    if (!clock.fits(STEP_MS)) {
      left = due.length - i;
      break;
    }
    if (await expire(reference, now, deps, clock)) done.push(reference);
  }
  if (done.length) console.info(`[expiry] ${done.length} proposal(s) expired: ${done.join(", ")}`);
  if (left) console.warn(`[expiry] out of time: ${left} left for the next run`);
  return json(200, { checked: due.length, expired: done.length });
}

/** True when this run recorded the proposal as expired and told the operator. */
async function expire(reference: string, now: number, deps: ExpiryDeps, clock: JobClock): Promise<boolean> {
  const untrack = () =>
    deps.index.untrack(reference).catch((error) => console.error(`[expiry] ${reference}: untrack failed`, error));
  const [answered, operator, token] = await Promise.all([
    deps.answers.get(reference),
    deps.operatorAnswers.get(reference),
    deps.index.token(reference),
  ]);
  if (answered) {
    // Answered (or being answered right now, then it is settled by the next run): nothing to tell.
    if (answered.state !== "pending") await untrack();
    return false;
  }
  if (operator?.answer !== "proposed") {
    // The proposal never left (its e-mail was refused, the claim released): nothing lapsed.
    await untrack();
    return false;
  }
  const opened = openProposal(token, deps.secret ?? "", now);
  if (!opened.ok) {
    console.error(`[expiry] ${reference}: the proposal's token cannot be opened; it is left out`);
    await untrack();
    return false;
  }
  const at = new Date(now).toISOString();
  const claim = await deps.answers.claim(reference, {
    state: "pending",
    answer: "expired",
    at,
  });
  if (!claim.claimed) return false;

  const notice = proposalExpiredEmail(opened.value.proposal, deps.inbox);
  const sent = await deps.mailer.send(notice, { deadline: clock.sendDeadline() - STORE_CALL_MS });
  if (!sent.ok && !sent.error.uncertain) {
    await deps.answers
      .release(reference)
      .catch((error) => console.error(`[expiry] ${reference}: release failed`, error));
    console.error(`[expiry] ${reference}: notice NOT SENT (${sent.error.reason}); the next run tries again`);
    return false;
  }
  // The lapse itself is certain, whatever became of the notice (logged when uncertain).
  await deps.answers.settle(reference, {
    state: "done",
    answer: "expired",
    at,
  });
  if (!sent.ok)
    console.error(
      `[expiry] ${reference}: notice UNCERTAIN (${sent.error.reason}); not resent`,
      withoutTokens(notice.text),
    );
  await untrack();
  return true;
}
