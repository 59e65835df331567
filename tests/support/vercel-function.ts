import { AsyncLocalStorage } from "node:async_hooks";
import { vi } from "vitest";
import { humanHeaders } from "./botid-stand-in";
import { namedOnlyEnv } from "./edge";
import { onVirtualClock } from "./virtual-time";

const REQUEST_CONTEXT = Symbol.for("@vercel/request-context");

/**
 * Vercel's runtime gives each request its own context, whatever else runs at the same moment (a webhook delivered
 * while the operator's act awaits Stripe): the context is read from the call in progress, as an AsyncLocalStorage
 * keeps it, never from one global another call could replace or remove.
 */
type Context = Record<string, unknown>;
const contexts = new AsyncLocalStorage<Context>();

type FunctionModule = {
  POST?: (request: Request) => Promise<Response>;
  GET?: (request: Request) => Promise<Response>;
  default?: (request: Request) => Promise<Response>;
};

/**
 * Loads `api/<name>.ts` afresh with the given environment, as a cold start on Vercel would (settings are
 * read once, at that moment), and calls it as Vercel does, inside a request context whose `waitUntil`
 * collects the work deferred after the answer so the test can await it. Each call, and the work it defers, runs
 * on the controlled clock (./virtual-time.ts), unless `clock: "machine"` (a test racing two acts on the machine's
 * own timers, which the controlled clock would run one after the other). With `namedOnly`, the function
 * starts with only the variables of that list readable and nothing to enumerate, as on Vercel's edge.
 */
export async function loadFunction(
  name:
    | "booking"
    | "places"
    | "confirm"
    | "proposal"
    | "expire-proposals"
    | "manage"
    | "trip"
    | "unsubscribe"
    | "remind-trips"
    | "operator-day"
    | "request-reviews"
    | "payment"
    | "stripe-webhook"
    | "settle-rides"
    | "console"
    | "escalate-alerts"
    | "availability"
    | "arrival"
    | "follow-arrivals"
    | "flight-alert",
  env: Record<string, string>,
  options: { namedOnly?: Set<string>; clock?: "controlled" | "machine" } = {},
) {
  const onClock: <T>(work: () => Promise<T>) => Promise<T> =
    options.clock === "machine" ? (work) => work() : (work) => onVirtualClock(work);
  const saved = { ...process.env };
  vi.resetModules();
  for (const key of Object.keys(process.env))
    if (
      /^(SENDGRID|UPSTASH|GOOGLE|STRIPE|RATE_LIMIT|VERCEL|BOOKING|OUTBOX|CRON|VTC_|TRIP_|OPERATOR_|VAPID|BREVO|ALERT_|LOCAL_PUSH|PUSH_|AERODATABOX|SNCF|ARRIVALS)/.test(
        key,
      )
    )
      delete process.env[key];
  // The local mode unless the test sets it otherwise; a provider key or VERCEL brings the deployed rules anyway.
  Object.assign(process.env, { VTC_LOCAL_MODE: "1", ...env });
  if (options.namedOnly) process.env = namedOnlyEnv({ ...process.env } as Record<string, string>, options.namedOnly);
  let mod: FunctionModule;
  try {
    mod = (await import(`../../api/${name}.ts`)) as FunctionModule;
  } finally {
    process.env = saved;
  }
  const handler = mod.POST ?? mod.GET ?? mod.default!;
  const pending: Promise<unknown>[] = [];
  return {
    async call(request: Request): Promise<Response> {
      const globals = globalThis as Record<symbol, unknown>;
      globals[REQUEST_CONTEXT] = { get: () => contexts.getStore() };
      // What Vercel's runtime gives a function: waitUntil, the request's headers and URL, and the hook BotID
      // uses to add its response headers.
      const context = {
        // The work outlives the answer on the same clock, as the function's instance does on Vercel.
        waitUntil: (work: Promise<unknown>) => pending.push(onClock(() => work)),
        headers: Object.fromEntries(request.headers),
        url: request.url,
        mutateResponseHeadersBeforeFlush: () => {},
      };
      // Each call's own context (AsyncLocalStorage), as Vercel's is; on the controlled clock (./virtual-time.ts): the
      // function's time bounds are spent by the stand-ins' scripted delays only, never by a busy machine.
      return contexts.run(context, () => onClock(() => handler(request)));
    },
    /** Waits for what the function handed to waitUntil. */
    async settled() {
      while (pending.length) await Promise.all(pending.splice(0));
    },
  };
}

export function placesRequest(input: string, headers: Record<string, string> = {}): Request {
  return new Request("https://www.vtc-premium-nantes.fr/api/places", {
    method: "POST",
    headers: { "content-type": "application/json", ...humanHeaders, ...headers },
    body: JSON.stringify({ input, sessionToken: "6f1c8e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b" }),
  });
}
