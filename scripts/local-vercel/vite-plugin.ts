import type { IncomingMessage } from "node:http";
import type { Plugin } from "vite";
import { getRequestListener } from "@hono/node-server";
import { createLocalVercel, withClientIp } from "./app";
import { startLocalPush } from "./push/local";
import { startLocalSms } from "./sms/local";
import { startLocalStore } from "./store/local";
import { startLocalStripe, WEBHOOK_PATH } from "./stripe/local";
import { startLocalArrivals } from "./arrivals/local";

/**
 * In `npm run dev`, applies vercel.json's redirects and mounts `api/` through Vite's module loader, so
 * functions reload on save like pages do. Pages themselves are served by Vite. In the local mode the Stripe
 * stand-in starts once the server listens (./stripe/local.ts), and the embedded store with it (./store/local.ts), and
 * the stand-ins of the push service and the SMS provider.
 */
export function localVercel(): Plugin {
  return {
    name: "local-vercel",
    apply: "serve",
    configureServer(server) {
      const app = createLocalVercel({ root: server.config.root, load: (file) => server.ssrLoadModule(file) });
      server.watcher.on("change", (file) => file.endsWith("vercel.json") && app.reload());
      // The embedded store starts with the server, before any function is loaded (they read LOCAL_STORE_URL once).
      const store = process.env.LOCAL_STORE_URL ? undefined : startLocalStore();
      void store?.then((started) => {
        if (!started) return;
        console.log(`[store] embedded store on ${started.url} (${started.engine})`);
        server.httpServer?.once("close", () => void started.close());
      });
      // The alerts' stand-ins, likewise before any function reads where they are (./push/local.ts, ./sms/local.ts).
      void Promise.all([startLocalPush(), startLocalSms()]).then((standIns) => {
        for (const standIn of standIns) if (standIn) server.httpServer?.once("close", () => void standIn.close());
      });
      server.httpServer?.once("listening", () => {
        const address = server.httpServer?.address();
        const port = typeof address === "object" && address ? address.port : 3000;
        void startLocalStripe(`http://localhost:${port}`).then((stripe) => {
          if (!stripe) return;
          console.log(`[stripe stand-in] ${stripe.url}, events to ${WEBHOOK_PATH}`);
          server.httpServer?.once("close", () => void stripe.close());
        });
        void startLocalArrivals(`http://localhost:${port}`).then((arrivals) => {
          if (!arrivals) return;
          console.log(
            `[flight stand-in] ${arrivals.flights.url}, alerts to /api/flight-alert; [train stand-in] ${arrivals.trains.url}`,
          );
          server.httpServer?.once("close", () => void Promise.all([arrivals.flights.close(), arrivals.trains.close()]));
        });
      });
      const listener = getRequestListener(async (request, env) => {
        const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
        return (await app.handle(withClientIp(request, incoming, false))) ?? new Response(null, { status: 404 });
      });
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? "/").split("?")[0] ?? "/";
        if (!app.owns(pathname)) return next();
        void listener(req, res);
      });
    },
  };
}
