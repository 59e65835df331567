import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { reach } from "./reachable";

export type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
/** A reply, optionally after `delayMs` (the request is already received: a late answer, not a refusal). */
export type StubReply = { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number } | "hang";
/** A reply, or how to compute one from the request received. */
export type StubAnswer = StubReply | ((request: Recorded) => StubReply);

/**
 * A real local HTTP server standing in for a third-party API (SendGrid, Google): it records every request
 * and answers from a queue of replies, the last one repeating. Its delays are `setTimeout`s: on a test's
 * controlled clock (./virtual-time.ts), which reaches it inside the process, they are scripted time.
 */
export async function startStub(
  replies: StubAnswer[],
): Promise<{ url: string; requests: Recorded[]; replies: StubAnswer[]; close(): Promise<void> }> {
  const requests: Recorded[] = [];
  const queue = [...replies];
  const hanging = new Set<() => void>();
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded = {
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(recorded);
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    const reply = typeof answer === "function" ? answer(recorded) : answer;
    if (reply === "hang") {
      hanging.add(() => res.destroy());
      return;
    }
    if (reply.delayMs) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, reply.delayMs);
        hanging.add(() => {
          clearTimeout(t);
          res.destroy();
          resolve();
        });
      });
      if (res.destroyed) return;
    }
    res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
    res.end(reply.body === undefined ? "" : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  reach(server);
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    requests,
    replies: queue,
    close: () =>
      new Promise((resolve) => {
        hanging.forEach((end) => end());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
