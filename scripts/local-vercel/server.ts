import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createLocalVercel, withClientIp } from "./app";
import { startLocalStore } from "./store/local";
import { startLocalPush } from "./push/local";
import { startLocalSms } from "./sms/local";
import { startLocalStripe } from "./stripe/local";
import { startLocalArrivals } from "./arrivals/local";

export type StartOptions = { root?: string; port?: number; host?: string; trustForwardedFor?: boolean };

export type LocalServer = {
  server: Server;
  url: string;
  stripe?: string;
  store?: string;
  flights?: string;
  trains?: string;
  push?: string;
  sms?: string;
};

/**
 * Serves the built site like Vercel would, with the `api/` functions mounted and, in the local mode, the embedded
 * store they keep their records in, the Stripe stand-in they pay through and the flight and train stand-ins they
 * follow arrivals with (all closed with the server). `stripe`, `store`, `flights`, `trains`: their addresses, when
 * they run (an Upstash, Stripe or flight key configured starts none of its own).
 */
export async function startLocalServer(options: StartOptions = {}): Promise<LocalServer> {
  const root = options.root ?? process.cwd();
  // Before any function is loaded: the store client is made, once, from LOCAL_STORE_URL; the alerts read where the
  // push and SMS stand-ins are once too.
  const store = process.env.LOCAL_STORE_URL ? undefined : await startLocalStore();
  const [push, sms] = await Promise.all([startLocalPush(), startLocalSms()]);
  const app = createLocalVercel({
    root,
    staticDir: path.join(root, "build", "client"),
    load: (file) => import(pathToFileURL(file).href),
    trustForwardedFor: options.trustForwardedFor ?? false,
  });
  const listener = getRequestListener(async (request, env) => {
    const incoming = (env as { incoming?: import("node:http").IncomingMessage } | undefined)?.incoming;
    const response = await app.handle(withClientIp(request, incoming, options.trustForwardedFor ?? false));
    return response ?? new Response("Not found", { status: 404 });
  });
  const server = createServer(listener);
  const port = options.port ?? 3000;
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const url = `http://localhost:${actualPort}`;
  const stripe = await startLocalStripe(url);
  if (stripe) server.once("close", () => void stripe.close());
  const arrivals = await startLocalArrivals(url);
  if (arrivals) server.once("close", () => void Promise.all([arrivals.flights.close(), arrivals.trains.close()]));
  if (store) server.once("close", () => void store.close());
  if (push) server.once("close", () => void push.close());
  if (sms) server.once("close", () => void sms.close());
  return {
    server,
    url,
    ...(stripe ? { stripe: stripe.url } : {}),
    ...(push ? { push: push.url } : {}),
    ...(sms ? { sms: sms.url } : {}),
    ...(store ? { store: `${store.url} (${store.engine})` } : {}),
    ...(arrivals ? { flights: arrivals.flights.url, trains: arrivals.trains.url } : {}),
  };
}
