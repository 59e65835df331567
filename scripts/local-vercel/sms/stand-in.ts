import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";

/**
 * A local stand-in for Brevo's transactional SMS (docs/testing.md): a real HTTP server answering
 * `POST /transactionalSMS/sms` as Brevo's API does (the `api-key` header required, a sender of 11 letters or digits
 * at most, a recipient of 6 to 15 digits, a content), keeping each SMS it takes, and answering as a test arms it: a
 * status, a late answer, or none. `npm start` writes each SMS into the outbox.
 */
export type SentSms = { at: string; sender: string; recipient: string; content: string; type: string; apiKey: string };
export type SmsFault = { status: number } | { delayMs: number } | "hang";

export async function startSmsStandIn(options: { outbox?: string; log?: (line: string) => void } = {}) {
  const sent: SentSms[] = [];
  const calls: { status: number | "hung"; body: unknown }[] = [];
  const faults: SmsFault[] = [];
  const hanging = new Set<ServerResponse>();
  let id = 1000;

  const server = createServer((req, res) => {
    void serve(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  const answer = (res: ServerResponse, status: number, body: unknown): void => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (req.method === "GET" && url.pathname === "/_stand-in/sms") return answer(res, 200, sent);
    if (req.method !== "POST" || !/\/transactionalSMS\/sms$/.test(url.pathname))
      return answer(res, 404, { code: "not_found", message: "Not found" });
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
    } catch {
      return answer(res, 400, { code: "bad_request", message: "Invalid JSON" });
    }
    const apiKey = String(req.headers["api-key"] ?? "");
    const fault = faults.shift();
    if (fault === "hang") {
      calls.push({ status: "hung", body });
      hanging.add(res);
      return;
    }
    if (fault && "delayMs" in fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    const refuse = (status: number, code: string, message: string) => {
      calls.push({ status, body });
      answer(res, status, { code, message });
    };
    if (fault && "status" in fault) return refuse(fault.status, "stand_in_fault", "Refused by the test");
    if (!apiKey) return refuse(401, "unauthorized", "Key not found");
    const { sender, recipient, content, type = "transactional" } = body;
    if (typeof sender !== "string" || !/^(?:[A-Za-z0-9]{1,11}|\d{1,15})$/.test(sender))
      return refuse(400, "invalid_parameter", "Invalid sender");
    if (typeof recipient !== "string" || !/^\+?\d{6,15}$/.test(recipient))
      return refuse(400, "invalid_parameter", "Invalid recipient");
    if (typeof content !== "string" || !content) return refuse(400, "missing_parameter", "Content is missing");
    const sms: SentSms = { at: new Date().toISOString(), sender, recipient, content, type: String(type), apiKey };
    sent.push(sms);
    calls.push({ status: 201, body });
    options.log?.(`SMS to ${recipient} from ${sender}: ${content}`);
    if (options.outbox) {
      const dir = path.join(options.outbox, "sms");
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `${sms.at.replace(/[:.]/g, "-")}-${recipient}.txt`),
        `From: ${sender}\nTo: +${recipient.replace(/^\+/, "")}\n\n${content}\n`,
      );
    }
    id++;
    answer(res, 201, {
      reference: `stand-in-${id}`,
      messageId: id,
      smsCount: content.length <= 160 ? 1 : Math.ceil(content.length / 153),
      usedCredits: 1,
      remainingCredits: 1000,
    });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url,
    /** Its HTTP server: a test's controlled clock reaches it (tests/support/reachable.ts). */
    server,
    sent,
    calls,
    fail(...next: SmsFault[]) {
      faults.push(...next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SmsStandIn = Awaited<ReturnType<typeof startSmsStandIn>>;
