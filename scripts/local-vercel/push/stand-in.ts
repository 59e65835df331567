import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import ece from "http_ece";

/**
 * A local stand-in for a browser's push service (docs/testing.md): a real HTTP server that takes what web-push posts
 * to a subscription's endpoint (`POST /push/<id>`), checks it has what every push service requires (a VAPID
 * `Authorization`, `TTL`, `Content-Encoding: aes128gcm`), keeps it, and answers 201 as they do, or as a test arms it:
 * a status (410: the subscription is gone), a late answer, or none at all. It can hold subscriptions of its own, as a
 * phone would, whose deliveries it decrypts; `npm start` writes those into the outbox, readable.
 */
export type PushDelivery = {
  id: string;
  at: string;
  headers: Record<string, string>;
  body: Buffer;
  /** The notification as the phone would read it, for a subscription the stand-in holds. */
  payload?: unknown;
  status: number | "hung";
};
export type PushFault = { status: number } | { delayMs: number } | "hang";

export type Subscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export async function startPushStandIn(options: { outbox?: string; log?: (line: string) => void } = {}) {
  const deliveries: PushDelivery[] = [];
  const faults: PushFault[] = [];
  const held = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const hanging = new Set<ServerResponse>();
  let origin = "";

  const server = createServer((req, res) => {
    void serve(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", origin);
    if (req.method === "GET" && url.pathname === "/_stand-in/deliveries") {
      const list = deliveries.map(({ body, ...rest }) => ({ ...rest, bytes: body.length }));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(list));
      return;
    }
    const match = /^\/push\/([\w-]+)$/.exec(url.pathname);
    if (req.method !== "POST" || !match) {
      res.writeHead(404).end();
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    const delivery: PushDelivery = {
      id: match[1]!,
      at: new Date().toISOString(),
      headers,
      body: Buffer.concat(chunks),
      status: 201,
    };
    // What every push service refuses: no VAPID signature, no TTL, another encoding.
    const malformed =
      !/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(headers.authorization ?? "") ||
      !/^\d+$/.test(headers.ttl ?? "") ||
      headers["content-encoding"] !== "aes128gcm";
    const fault = malformed ? { status: 400 } : faults.shift();
    deliveries.push(delivery);
    if (fault === "hang") {
      delivery.status = "hung";
      hanging.add(res);
      return;
    }
    if (fault && "delayMs" in fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    delivery.status = fault && "status" in fault ? fault.status : 201;
    if (delivery.status === 201) read(delivery);
    res.writeHead(delivery.status).end();
  }

  /** Decrypts a delivery to a subscription the stand-in holds, and writes it into the outbox when it has one. */
  function read(delivery: PushDelivery) {
    const mine = held.get(delivery.id);
    if (!mine) return;
    const plain = ece.decrypt(delivery.body, { version: "aes128gcm", privateKey: mine.ecdh, authSecret: mine.auth });
    delivery.payload = JSON.parse(plain.toString("utf8")) as unknown;
    const p = delivery.payload as { title?: string; body?: string; reference?: string; kind?: string };
    options.log?.(`push ${p.kind ?? ""} ${p.reference ?? ""}: ${p.title ?? ""}`);
    if (options.outbox) {
      const dir = path.join(options.outbox, "push");
      mkdirSync(dir, { recursive: true });
      const name = `${delivery.at.replace(/[:.]/g, "-")}-${p.reference ?? "push"}-${p.kind ?? "notification"}.json`;
      writeFileSync(path.join(dir, name), `${JSON.stringify(delivery.payload, null, 2)}\n`);
    }
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  return {
    url: origin,
    /** Its HTTP server: a test's controlled clock reaches it (tests/support/reachable.ts). */
    server,
    deliveries,
    /** The next deliveries answer this way, one each, in order. */
    fail(...next: PushFault[]) {
      faults.push(...next);
    },
    /** An endpoint on the stand-in for keys a test made itself, as a browser would. */
    endpoint: (id: string) => `${origin}/push/${id}`,
    /** A subscription the stand-in holds the keys of: its deliveries are decrypted (`payload`). */
    subscribe(id = randomBytes(8).toString("hex")): Subscription {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      held.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushStandIn = Awaited<ReturnType<typeof startPushStandIn>>;
