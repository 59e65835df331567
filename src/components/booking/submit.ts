import type { BookingRequest, FieldErrors } from "~/lib/booking/schema";

export type SubmitOutcome =
  | { kind: "sent"; reference: string }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "rate-limited"; retryAfterSeconds: number }
  | { kind: "failed" };

/** The browser waits longer than the function's own retries (vercel.json maxDuration) before giving up. */
const TIMEOUT_MS = 35_000;

export async function submitBooking(payload: BookingRequest & { website: string }, idempotencyKey: string): Promise<SubmitOutcome> {
  try {
    const response = await fetch("/api/booking", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const data = (await response.json().catch(() => ({}))) as { reference?: string; errors?: FieldErrors };
    if (response.ok && data.reference) return { kind: "sent", reference: data.reference };
    if (response.status === 400 && data.errors) return { kind: "invalid", errors: data.errors };
    if (response.status === 429) {
      return { kind: "rate-limited", retryAfterSeconds: Number(response.headers.get("retry-after")) || 60 };
    }
    console.warn(`Envoi de la demande refusé : HTTP ${response.status}`);
    return { kind: "failed" };
  } catch (error) {
    console.warn("Envoi de la demande impossible :", error);
    return { kind: "failed" };
  }
}

/** "dans 3 minutes", "dans 45 secondes": when the visitor may try again. */
export function retryDelayText(seconds: number): string {
  if (seconds < 60) return `dans ${seconds}\u00a0seconde${seconds > 1 ? "s" : ""}`;
  const minutes = Math.ceil(seconds / 60);
  return `dans ${minutes}\u00a0minute${minutes > 1 ? "s" : ""}`;
}
