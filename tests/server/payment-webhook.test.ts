import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { bookingReference } from "../../src/server/kernel/reference";
import { isOnceRecord, type OnceRecord, type OnceStore, redisOnceStore } from "../../src/server/kernel/store/once";
import {
  createPaymentCheckout,
  type EventHandler,
  handleStripeWebhook,
  idempotencyKey,
  readCheckoutSession,
} from "../../src/server/payment";
import { LOCAL_WEBHOOK_SECRET } from "../../src/server/payment/client";
import { useRedisBridge } from "../support/redis-bridge";
import { payOnHostedPage, startEndpoint, useStripeStandIn } from "../support/stripe-stand-in";
import { onVirtualClock, until } from "../support/virtual-time";

/**
 * Webhooks done right: the signature checked on the raw body, each event claimed once in Redis (a real
 * redis-server behind the Upstash bridge), duplicates answered at once, a failed handling answered 500 so Stripe
 * sends it again, events handed over in whatever order they come, and the answer within the budget.
 */
const redis = useRedisBridge();
/** Stripe tries a failed delivery again after this (here once). */
const RETRY_DELAY_MS = 150;
const ctx = useStripeStandIn({ webhook: { retryDelaysMs: [RETRY_DELAY_MS] } });
let events: OnceStore<OnceRecord>;
let endpoint: Awaited<ReturnType<typeof startEndpoint>>;
let onEvent: EventHandler;
let budgetMs = 10_000;
const handled: Stripe.Event[] = [];

beforeAll(async () => {
  events = redisOnceStore(redis.upstash(), "stripe:event:", isOnceRecord);
  endpoint = await startEndpoint((request) =>
    handleStripeWebhook(request, { secret: LOCAL_WEBHOOK_SECRET, events, deadline: Date.now() + budgetMs }, (e, c) =>
      onEvent(e, c),
    ),
  );
  ctx.stripe.webhooks.setUrl(endpoint.url);
});
afterAll(() => endpoint.close());
beforeEach(() => {
  handled.length = 0;
  budgetMs = 10_000;
  onEvent = async (event) => {
    handled.push(event);
  };
});

/** A customer paying a session on the hosted page: the events Stripe then sends. */
async function paidSession() {
  const reference = bookingReference(new Date());
  const made = await createPaymentCheckout(
    {
      reference,
      amount: 6500,
      label: "Course",
      locale: "fr",
      return: { successUrl: "https://example.com/ok", cancelUrl: "https://example.com/no" },
    },
    { key: idempotencyKey(reference, "prepay"), deadline: Date.now() + 5_000 },
  );
  if (!made.ok) throw new Error(made.error.reason);
  await payOnHostedPage(made.value.url!, "4242424242424242");
  return made.value.id;
}

const post = (body: string, headers: Record<string, string> = {}, method = "POST") =>
  fetch(endpoint.url, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: method === "POST" ? body : undefined,
  });

test("a bad signature, or none, is refused with 400 and logged; nothing is handled", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const payload = JSON.stringify({ id: "evt_forged", object: "event", type: "checkout.session.completed", data: {} });
  const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
  expect((await post(payload, { "stripe-signature": forged })).status).toBe(400);
  expect((await post(payload)).status).toBe(400);
  // A body changed after signing fails too: the signature is over the exact bytes.
  const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
  expect((await post(payload.replace("forged", "forgeD"), { "stripe-signature": signed })).status).toBe(400);
  expect(error).toHaveBeenCalledTimes(3);
  expect(error.mock.calls.join(" ")).toContain("REFUSED");
  expect(handled).toEqual([]);
  expect(await redis.redis.client.exists("stripe:event:evt_forged")).toBe(0);
});

test("not a POST: 405; a body past the limit: 413", async () => {
  const get = await post("", {}, "GET");
  expect(get.status).toBe(405);
  expect(get.headers.get("allow")).toBe("POST");
  expect((await post("x".repeat(300 * 1024))).status).toBe(413);
});

test("each event sent twice is handled once; the duplicate is answered 200 at once", async () => {
  ctx.stripe.webhooks.hold();
  const session = await paidSession();
  const before = ctx.stripe.webhooks.deliveries.length;
  await ctx.stripe.webhooks.release({ twice: true });
  const deliveries = ctx.stripe.webhooks.deliveries.slice(before);
  expect(deliveries.length).toBeGreaterThanOrEqual(6);
  expect(deliveries.every((d) => d.status === 200)).toBe(true);
  const ids = handled.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length * 2).toBe(deliveries.length);
  expect(
    handled.some((e) => e.type === "checkout.session.completed" && (e.data.object as { id: string }).id === session),
  ).toBe(true);
  const kept = JSON.parse((await redis.redis.client.get(`stripe:event:${ids[0]}`)) as string) as OnceRecord;
  expect(kept.state).toBe("done");
});

test("events in reverse order are all handed over; the handler reads the session as Stripe has it", async () => {
  const seen: string[] = [];
  onEvent = async (event) => {
    seen.push(event.type);
    // The rule for handlers: never trust the order, read the current state.
    const object = event.data.object as { object: string; id: string };
    if (object.object === "checkout.session") {
      const now = await readCheckoutSession(object.id, { deadline: Date.now() + 3_000 });
      expect(now.ok && now.value.status).toBe("complete");
    }
  };
  ctx.stripe.webhooks.hold();
  await paidSession();
  const made = ctx.stripe.webhooks.events.length;
  await ctx.stripe.webhooks.release({ order: "reversed" });
  expect(seen[0]).toBe("checkout.session.completed");
  expect(seen).toEqual(
    ctx.stripe.webhooks.events
      .slice(made - seen.length)
      .map((e) => e.type as string)
      .reverse(),
  );
  expect(seen).toContain("payment_intent.succeeded");
});

test("a failed handling answers 500 and releases its claim; Stripe's next delivery is handled", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  let failures = 0;
  onEvent = async (event) => {
    if (event.type === "checkout.session.completed" && failures++ === 0) throw new Error("record unavailable");
    handled.push(event);
  };
  // On the controlled clock: Stripe's next delivery comes its retry delay after the failed one, on any machine.
  await onVirtualClock(async () => {
    await paidSession();
    await ctx.stripe.webhooks.settled();
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    await ctx.stripe.webhooks.settled();
  });
  expect(handled.map((e) => e.type)).toContain("checkout.session.completed");
  const completed = handled.find((e) => e.type === "checkout.session.completed")!;
  const attempts = ctx.stripe.webhooks.deliveries.filter((d) => d.eventId === completed.id);
  expect(attempts.map((d) => d.status)).toEqual([500, 200]);
  expect(error.mock.calls.join(" ")).toContain("NOT HANDLED");
});

test("an event another instance is handling answers 409, so Stripe comes back; a slow one answers 500 at the deadline", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  let release: () => void = () => {};
  const slow = new Promise<void>((resolve) => {
    release = resolve;
  });
  budgetMs = 1_500;
  onEvent = async (event) => {
    if (event.type === "checkout.session.completed") await slow;
    handled.push(event);
  };
  const claim = async (id: string) => (await redis.upstash().get<OnceRecord>(`stripe:event:${id}`)) ?? null;
  // On the controlled clock: the deadline is the handler's budget, the machine's speed no part of it.
  const { completed, meanwhile, ms } = await onVirtualClock(async () => {
    ctx.stripe.webhooks.hold();
    const session = await paidSession();
    const completed = ctx.stripe.webhooks.events.find(
      (e) => e.type === "checkout.session.completed" && (e.data as { object: { id: string } }).object.id === session,
    )!;
    const started = Date.now();
    const first = ctx.stripe.webhooks.release();
    await until(async () => (await claim(completed.id as string)) !== null);
    const meanwhile = await ctx.stripe.webhooks.redeliver(completed.id as string);
    await first;
    return { completed, meanwhile, ms: Date.now() - started };
  });
  expect(meanwhile).toBe(409);
  // The first delivery answered at its deadline, not when the handling ended.
  expect(ms).toBeLessThan(budgetMs);
  const statuses = ctx.stripe.webhooks.deliveries.filter((d) => d.eventId === completed.id).map((d) => d.status);
  expect(statuses).toContain(500);
  release();
  await onVirtualClock(() => until(async () => (await claim(completed.id as string))?.state === "done"));
  // Handled once, late; every later delivery is a duplicate.
  expect(await ctx.stripe.webhooks.redeliver(completed.id as string)).toBe(200);
  expect(handled.filter((e) => e.id === completed.id)).toHaveLength(1);
  expect(error.mock.calls.join(" ")).toContain("NOT HANDLED");
  await ctx.stripe.webhooks.settled();
});

test("Redis unreachable: 503, nothing handled, and Stripe will send it again", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const down = redisOnceStore(redis.upstash("http://127.0.0.1:9"), "stripe:event:", isOnceRecord);
  const payload = JSON.stringify({
    id: "evt_redis_down",
    object: "event",
    type: "charge.succeeded",
    data: { object: {} },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_WEBHOOK_SECRET });
  const response = await handleStripeWebhook(
    new Request("http://localhost/api/stripe-webhook", {
      method: "POST",
      headers: { "stripe-signature": signature },
      body: payload,
    }),
    { secret: LOCAL_WEBHOOK_SECRET, events: down, deadline: Date.now() + 5_000 },
    async (event) => {
      handled.push(event);
    },
  );
  expect(response.status).toBe(503);
  expect(handled).toEqual([]);
  expect(error.mock.calls.join(" ")).toContain("claim failed");
});
