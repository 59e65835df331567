import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { fromIp } from "../../tests/support/booking-fixtures";
import { CRON_SECRET } from "../../tests/support/deployed";
import { type Deployment, describe, withFunction } from "./deployment";
import { record } from "./output";

/**
 * Getting paid, through the functions Vercel built (docs/decisions/190-getting-paid.md): the payment page opens a
 * booking's sealed link and sends the customer to Stripe's page (the stand-in's); Stripe's webhook takes a signed
 * event once and refuses an unsigned one; the hourly job answers Vercel Cron and no one else.
 */
export async function payments(d: Deployment, booked: { reference: string; payment?: string } | undefined) {
  const token = booked?.payment;
  if (!token) record(`${d.target} payment page`, false, "skipped: the booking's answer gave no payment link");
  const page = (action: string) =>
    ({
      method: "POST",
      path: "/api/payment",
      headers: { "content-type": "application/json", origin: d.linkOrigin, ...fromIp("198.51.100.30") },
      body: { token, action },
    }) as const;
  const paid = token
    ? await withFunction(d, "payment", `${d.target} payment page`, async (fn) => ({
        view: await fn.call(page("view")),
        checkout: await fn.call(page("checkout")),
      }))
    : undefined;
  if (paid) {
    const url = typeof paid.checkout.json.url === "string" ? paid.checkout.json.url : "";
    const onStandIn = url.startsWith(d.env.STRIPE_API_BASE ?? "never");
    record(
      `${d.target} payment page: view, then Stripe's page`,
      paid.view.status === 200 && paid.view.json.state === "awaiting" && paid.checkout.status === 200 && onStandIn,
      paid.checkout.status === 200
        ? `view ${paid.view.status} (${String(paid.view.json.state)}), checkout 200: ${onStandIn ? "a session on the Stripe stand-in" : `NOT the stand-in: ${url}`}`
        : describe(paid.checkout),
    );
  }

  const event = JSON.stringify({
    id: `evt_check_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type: "payment_intent.succeeded",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: "pi_check", object: "payment_intent", metadata: {} } },
  });
  const signed = (signature: string) =>
    ({
      method: "POST",
      path: "/api/stripe-webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: event,
    }) as const;
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: event,
    secret: d.env.STRIPE_WEBHOOK_SECRET ?? "",
  });
  const hook = await withFunction(d, "stripe-webhook", `${d.target} stripe-webhook`, async (fn) => ({
    first: await fn.call(signed(signature)),
    again: await fn.call(signed(signature)),
    forged: await fn.call(signed(signature.replace(/v1=\w+/, "v1=0000"))),
  }));
  if (hook) {
    const id = (JSON.parse(event) as { id: string }).id;
    const claimed = await d.providers.redis.get(`stripe:event:${id}`);
    record(
      `${d.target} stripe-webhook: signed event once, forged one refused`,
      hook.first.status === 200 && hook.again.status === 200 && hook.forged.status === 400 && Boolean(claimed),
      `signed ${hook.first.status}, again ${hook.again.status}, forged ${hook.forged.status}; Redis stripe:event:${id} ${claimed ? "claimed" : "NOT claimed"}`,
    );
  }

  const job = await withFunction(d, "settle-rides", `${d.target} settle-rides`, async (fn) => ({
    cron: await fn.call({
      method: "GET",
      path: "/api/settle-rides",
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    }),
    stranger: await fn.call({ method: "GET", path: "/api/settle-rides" }),
  }));
  if (job)
    record(
      `${d.target} settle-rides: Vercel Cron only`,
      job.cron.status === 200 && job.stranger.status === 401,
      `with CRON_SECRET ${job.cron.status} ${job.cron.body.slice(0, 80)}, without ${job.stranger.status}`,
    );
}
