import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll } from "vitest";
import { reach } from "./reachable";
import {
  type StandInOptions,
  type StripeStandIn,
  startStripeStandIn,
} from "../../scripts/local-vercel/stripe/stand-in";

/**
 * The local Stripe stand-in (scripts/local-vercel/stripe/) for one test file: started before its tests, the
 * payment layer pointed at it (STRIPE_API_BASE, read when the layer first builds its client), stopped after.
 */
export function useStripeStandIn(options: StandInOptions = {}) {
  const ctx = {} as { stripe: StripeStandIn };
  beforeAll(async () => {
    ctx.stripe = await startStripeStandIn(options);
    reach(ctx.stripe.server);
    process.env.STRIPE_API_BASE = ctx.stripe.url;
  });
  afterAll(async () => {
    delete process.env.STRIPE_API_BASE;
    await ctx.stripe.close();
  });
  return ctx;
}

/** A real local HTTP endpoint for webhook events, answering through `handle` (a function's fetch handler). */
export async function startEndpoint(handle: (request: Request) => Promise<Response>) {
  const server: Server = createServer(getRequestListener(handle));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  reach(server);
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/stripe-webhook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What a customer does on the hosted page, as a browser would: opens it, presses the button of a test card,
 * authenticates when the bank asks (or not), and follows nothing: the answer's redirect is returned.
 */
export async function payOnHostedPage(
  pageUrl: string,
  card: string,
  options: { authenticate?: boolean } = {},
): Promise<{ status: number; location: string | null; text: string }> {
  const opened = await fetch(pageUrl);
  const page = await opened.text();
  if (opened.status !== 200 || !page.includes("Stand-in local de Stripe Checkout"))
    throw new Error(`Not the hosted page: ${opened.status}`);
  const post = (fields: Record<string, string>) =>
    fetch(pageUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  let answer = await post({ action: "pay", card });
  let text = await answer.text();
  if (answer.status === 200 && text.includes("Authentification demandée")) {
    answer = await post({ action: options.authenticate === false ? "not-authenticated" : "authenticated", card });
    text = await answer.text();
  }
  return { status: answer.status, location: answer.headers.get("location"), text };
}
