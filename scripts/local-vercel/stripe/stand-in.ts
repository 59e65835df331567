import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { LOCAL_WEBHOOK_SECRET } from "../../../src/server/payment/client";
import { type Call, execute } from "./api";
import { hostedPage } from "./hosted";
import { canonical, parseForm } from "./form";
import { ApiError, createState, newId, type StripeObject } from "./state";
import { createWebhooks, type WebhookOptions } from "./webhooks";

/**
 * A local stand-in for Stripe (docs/testing.md): a real HTTP server, its state in memory, speaking the part of
 * the API the payment layer uses, form-encoded as Stripe's is, with Stripe's idempotency (the same key and the
 * same parameters give back the first answer; other parameters, Stripe's idempotency error; a key still running,
 * 409), a hosted page in place of Checkout's, and webhook events signed like Stripe's. Tests add faults (the next
 * calls answer 500, late, or never, or lose their connection) and read what was charged and refunded.
 */
export type Fault =
  /** Answers `status` before doing anything (`before`, Stripe's front failing), or after doing it (`after`: the key keeps that answer). */
  | { kind: "error"; status: number; stage?: "before" | "after" }
  /** Holds the call this long (its key running), then does it and answers. */
  | { kind: "delay"; ms: number }
  /** Does it, keeps the answer under the key, and never answers: a response lost on the way. */
  | { kind: "hang" }
  /** Closes the connection before doing anything. */
  | { kind: "drop" };

type Armed = { fault: Fault; times: number; path?: RegExp };
type Kept = { fingerprint: string; running: boolean; status?: number; body?: unknown };
export type Logged = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The API version the call asked for (the `Stripe-Version` header). */
  version: string | null;
  outcome: number | string;
};

export type StandInOptions = {
  port?: number;
  host?: string;
  webhook?: Partial<WebhookOptions>;
  /** Short lines naming the stand-in (npm start prints them; tests leave them out). */
  log?: (line: string) => void;
};

export async function startStripeStandIn(options: StandInOptions = {}) {
  const state = createState();
  const log = options.log;
  const webhooks = createWebhooks({
    secret: LOCAL_WEBHOOK_SECRET,
    ...options.webhook,
    log: log && ((line) => log(`webhook ${line}`)),
  });
  const faults: Armed[] = [];
  const keys = new Map<string, Kept>();
  const requests: Logged[] = [];
  const hanging = new Set<ServerResponse>();
  let origin = "";

  const server = createServer((req, res) => {
    void serve(req, res).catch((error) => {
      log?.(`internal error: ${error instanceof Error ? error.message : error}`);
      if (!res.headersSent) send(res, 500, { error: { type: "api_error", message: "Stand-in error." } });
    });
  });

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname.startsWith("/checkout/")) {
      const request = new Request(url, { method: req.method, body: req.method === "POST" ? body : undefined });
      const response = await hostedPage(state, request, emitFor(null, null));
      if (req.method === "POST") log?.(`hosted page ${url.pathname} → ${response.status}`);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
      return;
    }
    // What Stripe's dashboard shows, for a browser test or a curious developer: the charges and refunds made, and
    // « Resend » on every event sent so far.
    // A browser on the hosted page asks for an icon: none, and no error for it.
    if (url.pathname === "/favicon.ico") return void res.writeHead(204).end();
    if (url.pathname === "/_stand-in/ledger")
      return send(res, 200, { charged: state.charged, refunded: state.refunded });
    if (url.pathname === "/_stand-in/redeliver" && req.method === "POST") {
      const sent = webhooks.events.map((event) => event.id as string);
      await Promise.all(sent.map((id) => webhooks.redeliver(id)));
      return send(res, 200, { redelivered: sent.length });
    }
    if (!url.pathname.startsWith("/v1/")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end(
        "Local Stripe stand-in: /v1/… for the API, /checkout/… for the hosted page, /_stand-in/ledger for what was charged and refunded.\n",
      );
      return;
    }
    const method = req.method ?? "GET";
    const key = method === "POST" ? ((req.headers["idempotency-key"] as string | undefined) ?? null) : null;
    const version = (req.headers["stripe-version"] as string | undefined) ?? null;
    const entry: Logged = { method, path: url.pathname, idempotencyKey: key, version, outcome: "pending" };
    requests.push(entry);
    const auth = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!auth || !/^(sk|rk)_test_/.test(auth)) {
      entry.outcome = 401;
      send(res, 401, {
        error: {
          type: "invalid_request_error",
          message: "Invalid API Key provided (the stand-in takes test keys only).",
        },
      });
      return;
    }
    const params = parseForm(method === "POST" ? body : url.search.slice(1));
    const fault = takeFault(url.pathname);
    if (fault?.kind === "drop") {
      entry.outcome = "dropped";
      req.socket.destroy();
      return;
    }
    if (fault?.kind === "error" && fault.stage !== "after") {
      entry.outcome = fault.status;
      send(res, fault.status, {
        error: { type: "api_error", message: `Stand-in fault: ${fault.status} before any work.` },
      });
      return;
    }
    const fingerprint = `${method} ${url.pathname} ${canonical(params)}`;
    const scope = key && `${auth}:${key}`;
    const kept = scope ? keys.get(scope) : undefined;
    if (kept) {
      if (kept.fingerprint !== fingerprint) {
        entry.outcome = 400;
        send(res, 400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      } else if (kept.running) {
        entry.outcome = 409;
        send(res, 409, {
          error: {
            type: "invalid_request_error",
            code: "idempotency_key_in_use",
            message:
              "There is currently another in-progress request using this Stripe API key and idempotency key. Please try again later.",
          },
        });
      } else {
        entry.outcome = `${kept.status} (replayed)`;
        await answer(res, fault, kept.status!, kept.body, { "idempotent-replayed": "true" });
      }
      return;
    }
    if (scope) keys.set(scope, { fingerprint, running: true });
    if (fault?.kind === "delay") await pause(fault.ms);
    const requestId = newId("req");
    const call: Call = { method, path: url.pathname, params, idempotencyKey: key, origin };
    let status = 200;
    let result: unknown;
    let saved = true;
    try {
      result = execute(state, call, emitFor(requestId, key));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      result = error.body();
      saved = error.saved;
    }
    if (fault?.kind === "error" && fault.stage === "after") {
      status = fault.status;
      result = { error: { type: "api_error", message: `Stand-in fault: ${fault.status} after the work was done.` } };
    }
    if (scope) {
      if (saved) keys.set(scope, { fingerprint, running: false, status, body: result });
      else keys.delete(scope);
    }
    entry.outcome = fault?.kind === "hang" ? "hung" : status;
    if (status < 300) log?.(`${method} ${url.pathname} → ${status}`);
    await answer(res, fault, status, result, { "request-id": requestId });
  }

  async function answer(
    res: ServerResponse,
    fault: Fault | undefined,
    status: number,
    body: unknown,
    headers: Record<string, string>,
  ) {
    if (fault?.kind === "hang") {
      hanging.add(res);
      return;
    }
    if (res.destroyed) return;
    send(res, status, body, headers);
  }

  function takeFault(path: string): Fault | undefined {
    const armed = faults.find((f) => !f.path || f.path.test(path));
    if (!armed) return undefined;
    if (--armed.times <= 0) faults.splice(faults.indexOf(armed), 1);
    return armed.fault;
  }

  function emitFor(requestId: string | null, key: string | null) {
    return (type: string, object: StripeObject) => webhooks.emit(type, object, { id: requestId, idempotency_key: key });
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  return {
    url: origin,
    /** The HTTP server, which a test on a controlled clock reaches inside its process (tests/support/virtual-time.ts). */
    server,
    state,
    webhooks,
    requests,
    /** The next `times` calls to a path matching `path` (any by default) meet `fault`. */
    fail(fault: Fault, how: { times?: number; path?: RegExp } = {}) {
      faults.push({ fault, times: how.times ?? 1, path: how.path });
    },
    /** Disarms every fault not met yet. */
    clearFaults() {
      faults.length = 0;
    },
    /** What was charged (each successful charge, on the page or off-session) and refunded. */
    charged: () => [...state.charged],
    refunded: () => [...state.refunded],
    async close() {
      webhooks.close();
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", "stripe-version": "stand-in", ...headers });
  res.end(JSON.stringify(body));
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });
