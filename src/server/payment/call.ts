import type Stripe from "stripe";
import { err, ok, type Result } from "../kernel/result.js";
import { ATTEMPT_TIMEOUT_MS } from "./client.js";
import type { PaymentFailure } from "./types.js";

/** A card turned away (402): an answer about the card, not a failure of the call. */
export type CardRefusal = {
  kind: "card";
  code: string;
  declineCode?: string;
  paymentIntent?: Stripe.PaymentIntent;
};

export type CallError = PaymentFailure | CardRefusal;

/** Below this, an attempt could not get an answer in time: give up rather than start it. */
const MIN_ATTEMPT_MS = 300;
const BACKOFF_MS = 200;
/** Errors raised before a request could leave: nothing reached Stripe. */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Call = {
  /** What is done, for the logs: "charge", "checkout", "refund"… */
  operation: string;
  /** The idempotency key; none for a read. */
  key?: string;
  deadline: number;
  /** Everything an operator needs to find the call again (reference, amount, ids), logged with an uncertain end. */
  detail: string;
  /** The operation reads what a refusal means and logs it itself (an expiry refused because the customer paid). */
  quietRefusal?: boolean;
};

type Verdict =
  | { retry: false; error: CallError }
  | {
      retry: true;
      mayHaveRun: boolean;
      /** Stripe said a retry would only give back the same answer: stop now. */
      stop?: boolean;
      reason: string;
      status?: number;
      code?: string;
      requestId?: string;
    };

/**
 * One Stripe call, made again with the same idempotency key after a 5xx, a 409 (the same key still running), a
 * 429 or a network failure, until it answers or the deadline comes. Stripe keeps the first answer of a key and
 * gives it back to every retry (docs/decisions/180-payments.md), so a retry never does the thing twice. A call
 * that may have run and never answered in time ends `uncertain`, logged here in full.
 */
export async function callStripe<T>(
  call: Call,
  run: (options: Stripe.RequestOptions) => Promise<T>,
): Promise<Result<T, CallError>> {
  const { operation, key, deadline } = call;
  let attempts = 0;
  let mayHaveRun = false;
  let last: Extract<Verdict, { retry: true }> = { retry: true, mayHaveRun: false, reason: "no time left to call" };
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining < MIN_ATTEMPT_MS) break;
    attempts++;
    try {
      // Half of what is left at most: a call that hangs still leaves time to ask again with the same key, and
      // Stripe's kept answer comes back at once.
      const timeout = Math.floor(Math.min(ATTEMPT_TIMEOUT_MS, Math.max(remaining / 2, MIN_ATTEMPT_MS)));
      return ok(await run({ idempotencyKey: key, timeout, maxNetworkRetries: 0 }));
    } catch (error) {
      const verdict = classify(error);
      if (!verdict.retry) {
        if (verdict.error.kind !== "card") {
          const failure = { ...verdict.error, operation, key, attempts };
          if (!call.quietRefusal)
            console.error(
              `[payment] ${operation} REFUSED by Stripe (${call.detail}, key ${key ?? "none"}): ${failure.reason}`,
            );
          return err(failure);
        }
        return err(verdict.error);
      }
      last = verdict;
      mayHaveRun ||= verdict.mayHaveRun;
      if (verdict.stop) break;
      const pause = BACKOFF_MS * 2 ** (attempts - 1);
      console.warn(`[payment] ${operation} ${key ?? ""} attempt ${attempts}: ${verdict.reason}; tried again`);
      if (deadline - Date.now() - pause < MIN_ATTEMPT_MS) break;
      await sleep(pause);
    }
  }
  const uncertain = Boolean(key) && mayHaveRun;
  const failure: PaymentFailure = {
    kind: uncertain ? "uncertain" : "unavailable",
    operation,
    key,
    reason: last.reason,
    status: last.status,
    code: last.code,
    requestId: last.requestId,
    attempts,
  };
  console.error(
    uncertain
      ? `[payment] ${operation} UNCERTAIN: ${call.detail}, idempotency key ${key}: Stripe may have done it (${last.reason}, ${attempts} attempt(s), request ${last.requestId ?? "unknown"}). Check the Stripe dashboard; only the same call with the same key may be made again.`
      : `[payment] ${operation} NOT DONE: ${call.detail}: Stripe unavailable (${last.reason}, ${attempts} attempt(s)); nothing was done.`,
  );
  return err(failure);
}

function classify(error: unknown): Verdict {
  const e = error as Partial<Stripe.errors.StripeError> & { type?: string; detail?: { code?: string } };
  const status = e.statusCode;
  const reason = e.message ?? String(error);
  const known = { reason, status, code: e.code, requestId: e.requestId };
  if (e.type === "StripeCardError")
    return {
      retry: false,
      error: {
        kind: "card",
        code: e.code || "card_declined",
        declineCode: e.decline_code || undefined,
        paymentIntent: e.payment_intent,
      },
    };
  if (e.type === "StripeConnectionError") {
    const code = e.detail?.code;
    return { retry: true, ...known, mayHaveRun: !(code && NOT_SENT.has(code)) };
  }
  // 429: the rate limiter runs before the idempotency layer, nothing was done.
  if (status === 429) return { retry: true, ...known, mayHaveRun: false };
  // 409: another request with this key is running; its answer will be kept for ours.
  if (status === 409) return { retry: true, ...known, mayHaveRun: true };
  if (status !== undefined && status >= 500) {
    // Stripe says when a retry would only give back the same answer: the outcome then stays unknown for now.
    const stop = e.headers?.["stripe-should-retry"] === "false";
    return { retry: true, ...known, mayHaveRun: true, stop };
  }
  if (status !== undefined && status >= 400)
    return { retry: false, error: { kind: "refused", operation: "", ...known, attempts: 0 } };
  // Anything else (no status at all): the request may have left.
  return { retry: true, ...known, mayHaveRun: true };
}
