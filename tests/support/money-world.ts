import { expect, onTestFinished, vi } from "vitest";
import { bookedAtFare, bookingRequest, fromIp } from "./booking-fixtures";
import { CRON_SECRET, startDeployed } from "./deployed";
import { flat, pdfText } from "./pdf-text";
import { useRedisBridge } from "./redis-bridge";
import type { Recorded } from "./stub-server";
import { payOnHostedPage, startEndpoint } from "./stripe-stand-in";
import { loadFunction } from "./vercel-function";

/**
 * The booking's money as a customer and the operator meet it: every function loaded as Vercel runs it (each afresh,
 * sharing nothing but Redis), a real redis-server behind the Upstash bridge, SendGrid and the Stripe stand-in as
 * real local servers (Stripe's events reach the webhook function over HTTP), on a controlled clock. One world per
 * test; `useMoneyWorld` is called once at the top of a test file (it starts the file's redis-server).
 */
export const SITE = "https://www.vtc-premium-nantes.fr";

export type SentMail = {
  personalizations: { to: { email: string }[] }[];
  content: { type: string; value: string }[];
  custom_args: { kind: string; reference: string };
  attachments?: { content: string; filename: string; type: string }[];
};

export const at = (iso: string) => vi.setSystemTime(new Date(iso));

export function post(path: string, body: unknown, ip = "198.51.100.20"): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...fromIp(ip) },
    body: JSON.stringify(body),
  });
}

export const cron = (path: string) =>
  new Request(`${SITE}${path}`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });

export const NBSP = "\u00a0";

export function useMoneyWorld() {
  const ctx = useRedisBridge();

  /**
   * `clock: "machine"` for a test that races acts in real time (a Stripe answer it sees pending, an act sent
   * meanwhile): on the controlled clock the delay it scripts would be jumped before the other act starts.
   */
  async function world(options: { clock?: "controlled" | "machine" } = {}) {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-11-28T09:00:00Z");
    await ctx.redis.client.flushall();
    // SendGrid accepts every e-mail unless the test says which to refuse (as its API refuses one: 400).
    const refused = new WeakSet<Recorded>();
    let refuse: (mail: SentMail) => boolean = () => false;
    const deployed = await startDeployed(ctx.bridge, {
      sendgrid: [
        (request) => {
          if (!refuse(JSON.parse(request.body) as SentMail)) return { status: 202 };
          refused.add(request);
          return { status: 400, body: { errors: [{ message: "refused by the test" }] } };
        },
      ],
    });
    // One client books and pays for a whole group here: the limits are tested elsewhere.
    Object.assign(deployed.env, {
      RATE_LIMIT_BOOKING: "1000/1m",
      RATE_LIMIT_BOOKING_DAY: "1000/1d",
      RATE_LIMIT_CONFIRM: "1000/10m",
      RATE_LIMIT_MANAGE: "1000/10m",
    });
    const fn = {
      booking: await loadFunction("booking", deployed.env, options),
      confirm: await loadFunction("confirm", deployed.env, options),
      proposal: await loadFunction("proposal", deployed.env, options),
      payment: await loadFunction("payment", deployed.env, options),
      manage: await loadFunction("manage", deployed.env, options),
      trip: await loadFunction("trip", deployed.env, options),
      webhook: await loadFunction("stripe-webhook", deployed.env, options),
      settle: await loadFunction("settle-rides", deployed.env, options),
      expire: await loadFunction("expire-proposals", deployed.env, options),
      day: await loadFunction("operator-day", deployed.env, options),
    };
    const endpoint = await startEndpoint((request) => fn.webhook.call(request));
    deployed.stripe.webhooks.setUrl(endpoint.url);
    onTestFinished(async () => {
      await deployed.stripe.webhooks.settled();
      await endpoint.close();
      await deployed.close();
    });
    const stripe = deployed.stripe;
    /** The e-mails SendGrid accepted. */
    const mails = () =>
      deployed.sendgrid.requests.filter((r) => !refused.has(r)).map((r) => JSON.parse(r.body) as SentMail);
    const of = (kind: string, reference: string) =>
      mails().filter((m) => m.custom_args.kind === kind && m.custom_args.reference === reference);
    const text = (mail: SentMail) => mail.content[0]!.value;
    const link = (mail: SentMail, page: string) => new RegExp(`${page}#(v1\\.[\\w-]+)`).exec(text(mail))![1]!;
    const events = () => stripe.webhooks.settled();

    const payment = async (token: string, body: Record<string, unknown> = { action: "view" }) => {
      const answer = await fn.payment.call(post("/api/payment", { token, ...body }));
      return { status: answer.status, body: (await answer.json()) as Record<string, any> };
    };

    /** Pays on Stripe's hosted page as a browser would, then comes back to the payment page with the session. */
    async function pay(token: string, url: string, card = "4242424242424242") {
      const paid = await payOnHostedPage(url, card);
      expect(paid.status, paid.text).toBe(303);
      const session = new URL(paid.location!).searchParams.get("session");
      const view = await payment(token, { action: "view", session });
      await events();
      return view;
    }

    /**
     * A customer books at the fare shown and, unless `pay` is false (« Plus tard »), pays as he chose on Stripe's
     * page or keeps his card there. Nobody has answered yet: returns its reference, the fare, its payment page's
     * token and the operator's answer link.
     */
    async function requested(
      overrides: Record<string, unknown>,
      options: { card?: string; pay?: boolean } = {},
    ): Promise<{ reference: string; fare: number; token: string | null; confirm: string; business: SentMail }> {
      const booking = bookedAtFare(overrides) as Record<string, unknown>;
      const answer = await fn.booking.call(bookingRequest(booking));
      expect(answer.status, await answer.clone().text()).toBe(200);
      const body = (await answer.json()) as { reference: string; payment?: { url: string } };
      await fn.booking.settled();
      const reference = body.reference;
      const token = body.payment ? body.payment.url.split("#")[1]! : null;
      if (token && options.pay !== false) {
        const checkout = await payment(token, { action: "checkout" });
        expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
        const view = await pay(token, checkout.body.url as string, options.card);
        expect(view.body.state).toMatch(/^(card-saved|paid)$/);
      }
      const business = of("business", reference)[0]!;
      return { reference, fare: Number(booking.tarifAccepte), token, confirm: link(business, "/confirmer"), business };
    }

    const answer = async (token: string, body: Record<string, unknown>) => {
      const response = await fn.confirm.call(post("/api/confirm", { token, ...body }));
      return { status: response.status, body: (await response.json()) as Record<string, any> };
    };

    /** Booked as `requested`, then confirmed by the operator at the fare: the proof sent, the trip recorded. */
    async function booked(overrides: Record<string, unknown>, options: { card?: string; pay?: boolean } = {}) {
      const request = await requested(overrides, options);
      const confirmed = await answer(request.confirm, { action: "confirm", price: request.fare });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const proof = of("proof", request.reference)[0]!;
      const copy = of("proof-copy", request.reference)[0]!;
      return { ...request, proof, manage: link(proof, "/ma-reservation"), operator: link(copy, "/course") };
    }

    const trip = async (token: string, body: Record<string, unknown> = { action: "view" }) => {
      const response = await fn.trip.call(post("/api/trip", { token, ...body }));
      return { status: response.status, body: (await response.json()) as Record<string, any> };
    };
    const manage = async (token: string, body: Record<string, unknown> = { action: "view" }) => {
      const response = await fn.manage.call(post("/api/manage", { token, ...body }));
      return { status: response.status, body: (await response.json()) as Record<string, any> };
    };
    const run = async (job: "settle" | "expire" | "day") => {
      const path = { settle: "/api/settle-rides", expire: "/api/expire-proposals", day: "/api/operator-day" }[job];
      const response = await fn[job].call(cron(path));
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, any>;
    };
    const chargesOf = (reference: string) => stripe.charged().filter((c) => c.reference === reference);
    const refundsOf = (reference: string) => {
      const intents = new Set(chargesOf(reference).map((c) => c.paymentIntent));
      return stripe.refunded().filter((r) => intents.has(r.paymentIntent));
    };
    /** What the booking kept: charged, less refunded, in cents. */
    const netOf = (reference: string) =>
      chargesOf(reference).reduce((sum, c) => sum + c.amount, 0) -
      refundsOf(reference).reduce((sum, r) => sum + r.amount, 0);
    /** The Checkout sessions Stripe holds for a booking, as its dashboard would list them. */
    const sessionsOf = (reference: string) =>
      [...stripe.state.objects.values()].filter(
        (o) =>
          o.object === "checkout.session" &&
          ((o.metadata as Record<string, string>)?.reference === reference || o.client_reference_id === reference),
      );

    async function documentOf(mail: SentMail) {
      const pdf = mail.attachments!.find((a) => a.type === "application/pdf")!;
      return { filename: pdf.filename, text: flat((await pdfText(Buffer.from(pdf.content, "base64"))).lines) };
    }
    /** Every PDF sent to the customer about a booking, by file name. */
    const documentsOf = (reference: string) =>
      mails()
        .filter((m) => m.custom_args.reference === reference && !m.custom_args.kind.endsWith("-copy"))
        .flatMap((m) => (m.attachments ?? []).filter((a) => a.type === "application/pdf").map((a) => a.filename));

    return {
      fn,
      stripe,
      redis: ctx.redis.client,
      mails,
      of,
      text,
      link,
      events,
      payment,
      pay,
      requested,
      answer,
      booked,
      trip,
      manage,
      run,
      chargesOf,
      refundsOf,
      netOf,
      sessionsOf,
      documentOf,
      documentsOf,
      refuseMail(predicate: (mail: SentMail) => boolean) {
        refuse = predicate;
      },
    };
  }

  return { ctx, world };
}

/** A company's details as the form sends them for a business trip. */
export const COMPANY = {
  societe: "Atelier Loire SAS",
  adresseSociete: "4 quai de la Fosse, 44000 Nantes",
  siren: "732829320",
  tvaIntra: "FR40732829320",
} as const;
