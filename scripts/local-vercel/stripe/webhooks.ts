import Stripe from "stripe";
import { STRIPE_API_VERSION } from "../../../src/server/payment/client";
import { newId, nowSeconds, type StripeObject } from "./state";

/**
 * Stripe's webhook events as the stand-in sends them: a snapshot of the object when it changed, posted as JSON
 * to the configured endpoint with a `Stripe-Signature` made by the SDK's `generateTestHeaderString` and the
 * secret. An answer other than 2xx is tried again after each of `retryDelaysMs` (Stripe keeps trying for days;
 * here a few times). Tests can hold events back and release them in another order, or twice.
 */
export type Delivery = { eventId: string; type: string; attempt: number; status: number | "network error"; at: number };

export type WebhookOptions = {
  /** Where events go; none: they are kept and listed, not sent (set it later with `setUrl`). */
  url?: string;
  secret: string;
  retryDelaysMs?: number[];
  log?: (line: string) => void;
};

export function createWebhooks(options: WebhookOptions) {
  let url = options.url;
  const retryDelaysMs = options.retryDelaysMs ?? [];
  const events: StripeObject[] = [];
  const deliveries: Delivery[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let held: StripeObject[] | null = null;
  let closed = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return work;
  };

  async function post(event: StripeObject, attempt: number): Promise<number | "network error"> {
    if (!url || closed) return "network error";
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret });
    let status: number | "network error";
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signature,
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      status = response.status;
    } catch {
      status = "network error";
    }
    deliveries.push({ eventId: event.id as string, type: event.type as string, attempt, status, at: Date.now() });
    options.log?.(`${event.type} ${event.id} → ${status}${attempt > 1 ? ` (attempt ${attempt})` : ""}`);
    const failed = status === "network error" || status < 200 || status >= 300;
    const delay = retryDelaysMs[attempt - 1];
    if (failed && delay !== undefined && !closed) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void track(post(event, attempt + 1));
      }, delay);
      timer.unref();
      timers.add(timer);
    }
    return status;
  }

  function send(event: StripeObject): void {
    if (held) held.push(event);
    else void track(post(event, 1));
  }

  return {
    events,
    deliveries,
    setUrl(next: string | undefined) {
      url = next;
    },
    /** A new event about `object`, as it is now, sent (or held). */
    emit(type: string, object: StripeObject, request: { id: string | null; idempotency_key: string | null }) {
      const event: StripeObject = {
        id: newId("evt"),
        object: "event",
        api_version: STRIPE_API_VERSION,
        created: nowSeconds(),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request,
        type,
      };
      events.push(event);
      send(event);
    },
    /** Events from now on wait for `release`. */
    hold() {
      held ??= [];
    },
    /** Sends what was held: in the order made, reversed, and each twice if asked; then sends as they come. */
    async release(how: { order?: "as-made" | "reversed"; twice?: boolean } = {}) {
      const waiting = held ?? [];
      held = null;
      const ordered = how.order === "reversed" ? [...waiting].reverse() : waiting;
      for (const event of ordered) {
        await track(post(event, 1));
        if (how.twice) await track(post(event, 1));
      }
    },
    /** One more delivery of an event already sent (what the dashboard's « Resend » does). */
    redeliver(eventId: string): Promise<number | "network error"> {
      const event = events.find((e) => e.id === eventId);
      if (!event) throw new Error(`No event ${eventId}`);
      const attempt = deliveries.filter((d) => d.eventId === eventId).length + 1;
      return track(post(event, attempt));
    },
    /** Waits for every delivery under way (not for retries still to come). */
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
