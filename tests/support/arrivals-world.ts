import { expect, onTestFinished, vi } from "vitest";
import { AIRPORTS, startFlightStandIn } from "../../scripts/local-vercel/arrivals/flights";
import { startTrainStandIn } from "../../scripts/local-vercel/arrivals/trains";
import { bookedAtFare, bookingRequest, fromIp } from "./booking-fixtures";
import { humanHeaders } from "./botid-stand-in";
import { CRON_SECRET, startDeployed } from "./deployed";
import { useRedisBridge } from "./redis-bridge";
import { startEndpoint } from "./stripe-stand-in";
import { reach } from "./reachable";
import { loadFunction } from "./vercel-function";

/**
 * Arrivals followed as the customer, the operator and the providers meet them (docs/decisions/250-arrivals-followed.md):
 * every function loaded as Vercel runs it under the deployed rules, a real redis-server behind the Upstash bridge,
 * SendGrid's, AeroDataBox's and the SNCF API's stand-ins as real local servers (a flight's alerts reach the webhook
 * function over HTTP), on a controlled clock. `useArrivalsWorld` once per test file; one world per test.
 */
export const SITE = "https://www.vtc-premium-nantes.fr";
export const AIRPORT = "Aéroport Nantes Atlantique";
export const STATION = "Gare de Nantes";
export { AIRPORTS };

export type SentMail = {
  personalizations: { to: { email: string }[] }[];
  subject: string;
  content: { type: string; value: string }[];
  custom_args: { kind: string; reference: string };
};

export const at = (iso: string) => vi.setSystemTime(new Date(iso));

export function post(path: string, body: unknown, ip = "198.51.100.20"): Request {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...humanHeaders, ...fromIp(ip) },
    body: JSON.stringify(body),
  });
}

export const cron = (path: string) =>
  new Request(`${SITE}${path}`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });

export function useArrivalsWorld() {
  const ctx = useRedisBridge();

  async function world(env: Record<string, string> = {}) {
    vi.useFakeTimers({ toFake: ["Date"] });
    at("2026-11-28T09:00:00Z");
    await ctx.redis.client.flushall();
    const deployed = await startDeployed(ctx.bridge);
    const flights = await startFlightStandIn();
    const trains = await startTrainStandIn();
    // The functions run on a controlled clock (./virtual-time.ts): the providers are reached inside the process.
    reach(flights.server);
    reach(trains.server);
    Object.assign(deployed.env, {
      AERODATABOX_API_KEY: "aerodatabox-test-key",
      AERODATABOX_BASE_URL: flights.url,
      SNCF_API_KEY: "sncf-test-token",
      SNCF_API_BASE_URL: trains.url,
      // One client books, checks and answers for the whole test: the limits are tested on their own.
      RATE_LIMIT_BOOKING: "1000/1m",
      RATE_LIMIT_BOOKING_DAY: "1000/1d",
      RATE_LIMIT_CONFIRM: "1000/10m",
      RATE_LIMIT_MANAGE: "1000/10m",
      RATE_LIMIT_ARRIVAL: "1000/10m",
      RATE_LIMIT_ARRIVAL_DAY: "1000/1d",
      ...env,
    });
    const fn = {
      booking: await loadFunction("booking", deployed.env),
      confirm: await loadFunction("confirm", deployed.env),
      manage: await loadFunction("manage", deployed.env),
      trip: await loadFunction("trip", deployed.env),
      arrival: await loadFunction("arrival", deployed.env),
      follow: await loadFunction("follow-arrivals", deployed.env),
      alert: await loadFunction("flight-alert", deployed.env),
      settle: await loadFunction("settle-rides", deployed.env),
    };
    const endpoint = await startEndpoint((request) => fn.alert.call(request));
    flights.setDeliverTo(new URL(endpoint.url).origin);
    onTestFinished(async () => {
      await flights.settled();
      await endpoint.close();
      await Promise.all([flights.close(), trains.close(), deployed.close()]);
      vi.useRealTimers();
    });

    const mails = () => deployed.sendgrid.requests.map((r) => JSON.parse(r.body) as SentMail);
    const of = (kind: string, reference: string) =>
      mails().filter((m) => m.custom_args.kind === kind && m.custom_args.reference === reference);
    const text = (mail: SentMail) => mail.content[0]!.value;
    const link = (mail: SentMail, page: string) => new RegExp(`${page}#(v1\\.[\\w-]+)`).exec(text(mail))![1]!;

    const call = async (f: { call(r: Request): Promise<Response> }, request: Request) => {
      const response = await f.call(request);
      return { status: response.status, body: (await response.json()) as Record<string, any> };
    };
    /** The form's check of a number, as the page sends it. */
    const check = (number: string, date: string, from = AIRPORT, ip?: string) =>
      call(fn.arrival, post("/api/arrival", { number, date, from }, ip));
    /** The following job, as Vercel Cron runs it. */
    const follow = async () => {
      const answer = await call(fn.follow, cron("/api/follow-arrivals"));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      await flights.settled();
      return answer.body;
    };
    const trip = (token: string, body: Record<string, unknown> = { action: "view" }) =>
      call(fn.trip, post("/api/trip", { token, ...body }));
    const manage = (token: string, body: Record<string, unknown> = { action: "view" }) =>
      call(fn.manage, post("/api/manage", { token, ...body }));

    /** A booking at the fare shown (its card not kept yet), confirmed by the operator: the proof sent, the trip recorded. */
    async function booked(overrides: Record<string, unknown>) {
      const booking = bookedAtFare(overrides) as Record<string, unknown>;
      const answer = await fn.booking.call(bookingRequest(booking));
      expect(answer.status, await answer.clone().text()).toBe(200);
      const { reference } = (await answer.json()) as { reference: string };
      await fn.booking.settled();
      const business = of("business", reference)[0]!;
      const confirmed = await call(
        fn.confirm,
        post("/api/confirm", { token: link(business, "/confirmer"), action: "confirm", price: booking.tarifAccepte }),
      );
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const proof = of("proof", reference)[0]!;
      const copy = of("proof-copy", reference)[0]!;
      return { reference, manage: link(proof, "/ma-reservation"), operator: link(copy, "/course") };
    }

    return {
      fn,
      flights,
      trains,
      redis: ctx.redis.client,
      sendgrid: deployed.sendgrid,
      /** The deployment's variables (another function of the same deployment loads with them), its push service. */
      env: deployed.env,
      push: deployed.push,
      mails,
      of,
      text,
      check,
      follow,
      trip,
      manage,
      booked,
      call,
    };
  }

  return { ctx, world };
}
