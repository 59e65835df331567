import type { BookingRequest, FieldErrors } from "~/lib/booking/schema";
import { parisHour } from "~/lib/paris-time";
import { bookingFormText } from "./booking-form.text";

export type SubmitOutcome =
  /** `payment`: a booking paid now or on a kept card has Stripe's page left, through this sealed link. */
  | { kind: "sent"; reference: string; payment?: PaymentStep }
  /** The business mailbox may or may not have it: say so, and do not send it again. */
  | { kind: "uncertain"; reference: string; message: string }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "rate-limited"; retryAt: Date }
  /** Refused with a message of the server's own (bot check, conflicting request, origin, the day's ceiling). */
  | { kind: "refused"; message: string }
  /** A booking at a fare the grid no longer gives (new fares published meanwhile): nothing was sent. */
  | { kind: "fare-changed"; message: string }
  /** No answer in time: it may have arrived; the same key makes a new try safe. */
  | { kind: "no-answer" }
  | { kind: "failed" };

/**
 * The function always answers 5 s before its 30 s limit; the browser waits a little longer than that, for
 * the whole send: BotID's script wraps `fetch` and may hold a request before it leaves, out of reach of the
 * request's own abort signal.
 */
export const TIMEOUT_MS = 30_000;

export type PaymentStep = { mode: "prepaid" | "guarantee"; url: string };

type Answer = {
  reference?: string;
  payment?: PaymentStep;
  errors?: FieldErrors;
  error?: string;
  uncertain?: boolean;
  retryAt?: string;
  fare?: number | null;
};

export async function submitBooking(
  payload: BookingRequest & { website: string },
  idempotencyKey: string,
  timeoutMs = TIMEOUT_MS,
): Promise<SubmitOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<SubmitOutcome>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`Envoi de la demande : pas de réponse en ${timeoutMs / 1000} s`);
      resolve({ kind: "no-answer" });
    }, timeoutMs);
  });
  try {
    return await Promise.race([send(payload, idempotencyKey, timeoutMs), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function send(
  payload: BookingRequest & { website: string },
  idempotencyKey: string,
  timeoutMs: number,
): Promise<SubmitOutcome> {
  try {
    const response = await fetch("/api/booking", {
      method: "POST",
      // The language of the answers before the server reads the body (bot check, size); the body says it too.
      headers: {
        "content-type": "application/json",
        "content-language": payload.locale,
        "idempotency-key": idempotencyKey,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const data = (await response.json().catch(() => ({}))) as Answer;
    if (response.status === 202 && data.uncertain && data.reference) {
      return {
        kind: "uncertain",
        reference: data.reference,
        message: data.error ?? "",
      };
    }
    if (response.ok && data.reference)
      return { kind: "sent", reference: data.reference, ...(data.payment ? { payment: data.payment } : {}) };
    if (response.status === 400 && data.errors) return { kind: "invalid", errors: data.errors };
    if (response.status === 429) {
      const announced = data.retryAt ? Date.parse(data.retryAt) : NaN;
      const seconds = Number(response.headers.get("retry-after")) || 60;
      return {
        kind: "rate-limited",
        retryAt: new Date(Number.isNaN(announced) ? Date.now() + seconds * 1000 : announced),
      };
    }
    if (response.status === 409 && data.error && "fare" in data) return { kind: "fare-changed", message: data.error };
    if ((response.status === 403 || response.status === 422 || response.status === 503) && data.error)
      return { kind: "refused", message: data.error };
    console.warn(`Envoi de la demande refusé : HTTP ${response.status}`);
    return { kind: "failed" };
  } catch (error) {
    console.warn("Envoi de la demande impossible :", error);
    return error instanceof DOMException && error.name === "TimeoutError" ? { kind: "no-answer" } : { kind: "failed" };
  }
}

/** "à partir de 14 h 32 (dans 3 minutes)": when the visitor may try again, in Nantes time. */
export function retryText(retryAt: Date, now = new Date(), locale: "fr" | "en" = "fr"): string {
  const t = bookingFormText[locale];
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  if (seconds < 60) return t.retryIn(seconds);
  return t.retryFrom(parisHour(retryAt), Math.ceil(seconds / 60));
}
