import { pathToFileURL } from "node:url";
import { humanHeaders } from "./botid-stand-in";
import { bookedAtFare, bookingRequest, fromIp } from "./booking-fixtures";
import { startDeployed } from "./deployed";
import { startBridge } from "../../scripts/local-vercel/store/bridge";
import { serverEngine } from "../../scripts/local-vercel/store/engines";
import { startRedis } from "../../scripts/local-vercel/store/redis-server";

const REQUEST_CONTEXT = Symbol.for("@vercel/request-context");
type Handler = (request: Request) => Promise<Response>;

/** Calls a handler inside the request context Vercel installs, then waits for what it deferred. */
async function callAsVercel(handler: Handler, request: Request): Promise<Response> {
  const pending: Promise<unknown>[] = [];
  const globals = globalThis as Record<symbol, unknown>;
  globals[REQUEST_CONTEXT] = {
    get: () => ({
      waitUntil: (work: Promise<unknown>) => pending.push(work),
      headers: Object.fromEntries(request.headers),
      url: request.url,
      mutateResponseHeadersBeforeFlush: () => {},
    }),
  };
  try {
    const response = await handler(request);
    await Promise.all(pending);
    return response;
  } finally {
    delete globals[REQUEST_CONTEXT];
  }
}

export type StoreCosts = { lookup: number; booking: number; confirmation: number };

/**
 * Upstash commands (as billed: each command of a pipeline) one lookup, one booking and one confirmation
 * cost under the deployed rules, each from a client of its own (IPv4), measured on a real redis-server behind
 * the Upstash bridge with every other provider a local stand-in. Loads the functions afresh in this process
 * with that environment: call it from a process of its own (a test file, the bench).
 */
export async function measureStoreCosts(samples = 10): Promise<StoreCosts> {
  const redis = await startRedis();
  const bridge = await startBridge(serverEngine(redis), "test-token");
  const deployed = await startDeployed(bridge);
  const saved = { ...process.env };
  Object.assign(process.env, deployed.env);
  delete process.env.VTC_LOCAL_MODE;
  try {
    const places = ((await import("../../api/places.ts")) as { default: Handler }).default;
    const booking = ((await import("../../api/booking.ts")) as { POST: Handler }).POST;
    const confirm = ((await import("../../api/confirm.ts")) as { POST: Handler }).POST;
    const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    const per = async (run: (i: number) => Promise<Response>) => {
      const before = bridge.commands;
      for (let i = 0; i < samples; i++) {
        const response = await run(i);
        if (response.status !== 200)
          throw new Error(`store costs: answered ${response.status}: ${await response.text()}`);
      }
      return (bridge.commands - before) / samples;
    };
    const lookup = await per((i) =>
      callAsVercel(
        places,
        new Request("https://www.vtc-premium-nantes.fr/api/places", {
          method: "POST",
          headers: { "content-type": "application/json", ...humanHeaders, ...fromIp(`198.18.0.${i + 1}`) },
          body: JSON.stringify({ input: "gare de nantes", sessionToken: "6f1c8e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b" }),
        }),
      ),
    );
    const tokens: string[] = [];
    const bookingCost = await per(async (i) => {
      const response = await callAsVercel(
        booking,
        bookingRequest(
          bookedAtFare({ nom: `Mesure${i}`, email: `mesure${i}@fai${i}.fr`, datePriseEnCharge: day }),
          fromIp(`198.18.1.${i + 1}`),
        ),
      );
      const mail = JSON.parse(deployed.sendgrid.requests.at(-2)?.body ?? "{}") as { content?: { value: string }[] };
      const token = /\/confirmer#(v1\.[\w-]+)/.exec(mail.content?.[0]?.value ?? "")?.[1];
      if (token) tokens.push(token);
      return response;
    });
    const confirmation = await per((i) =>
      callAsVercel(
        confirm,
        new Request("https://www.vtc-premium-nantes.fr/api/confirm", {
          method: "POST",
          headers: { "content-type": "application/json", ...fromIp(`198.18.2.${i + 1}`) },
          body: JSON.stringify({ token: tokens[i], action: "confirm", price: 45 }),
        }),
      ),
    );
    return { lookup, booking: bookingCost, confirmation };
  } finally {
    process.env = saved;
    await deployed.close();
    await bridge.close();
    await redis.stop();
  }
}

// Run directly (`npx tsx tests/support/store-costs.ts`, as the bench does), prints the costs as JSON.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.warn = () => {};
  console.info = () => {};
  console.log(JSON.stringify(await measureStoreCosts()));
}
