import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type Redis from "ioredis";

/**
 * A minimal Upstash-compatible REST server in front of a real redis-server, so @upstash/redis and
 * @upstash/ratelimit run unchanged in tests (docs/testing.md lists the protocol facts this honours).
 */
/** `requests`: HTTP requests received; `commands`: Redis commands run, as Upstash bills them (a pipeline's each). */
export type Bridge = {
  url: string;
  token: string;
  close(): Promise<void>;
  requests: number;
  commands: number;
  delayMs: number;
  /** Past this many commands, every command is refused as Upstash refuses a spent quota. */
  quota: number;
  /** While this answers true for a command, the bridge fails it as an unreachable Upstash would (HTTP 503). */
  down?: (command: string[]) => boolean;
};

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

function encode(value: unknown): unknown {
  if (typeof value === "string") return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(encode);
  return value;
}

export async function startBridge(redis: Redis, token = "test-token"): Promise<Bridge> {
  // Upstash's Lua scripts start with a flag Redis 7.0 rejects: run them without it, under their own SHA.
  const scripts = new Map<string, string>();
  const bridge: Bridge = {
    url: "",
    token,
    requests: 0,
    commands: 0,
    delayMs: 0,
    quota: Infinity,
    close: async () => {},
  };

  async function run(command: unknown[]): Promise<{ result: unknown } | { error: string }> {
    bridge.commands++;
    if (bridge.commands > bridge.quota)
      return { error: `ERR max daily request limit exceeded. Limit: ${bridge.quota}, Usage: ${bridge.commands}` };
    const [rawName, ...args] = command.map((part) => (typeof part === "number" ? String(part) : part)) as string[];
    const name = String(rawName).toUpperCase();
    try {
      if (name === "EVAL") {
        const script = String(args[0]).replace(/^#!lua[^\n]*\n/, "");
        scripts.set(sha1(String(args[0])), script);
        return { result: await redis.call("EVAL", script, ...args.slice(1)) };
      }
      if (name === "EVALSHA") {
        const script = scripts.get(String(args[0]));
        if (!script) return { error: "NOSCRIPT No matching script. Please use EVAL." };
        return { result: await redis.call("EVAL", script, ...args.slice(1)) };
      }
      if (name === "SCRIPT" && String(args[0]).toUpperCase() === "LOAD") {
        const sha = sha1(String(args[1]));
        scripts.set(sha, String(args[1]).replace(/^#!lua[^\n]*\n/, ""));
        return { result: sha };
      }
      return { result: await redis.call(name, ...args) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  const server: Server = createServer(async (req, res) => {
    bridge.requests++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (bridge.delayMs) await new Promise((r) => setTimeout(r, bridge.delayMs));
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { error: "Unauthorized" });
    const base64 = String(req.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";
    const wrap = (answer: { result: unknown } | { error: string }) =>
      "result" in answer && base64 ? { result: encode(answer.result) } : answer;
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "null") as unknown[];
    const commands = (req.url === "/pipeline" || req.url === "/multi-exec" ? body : [body]) as unknown[][];
    if (bridge.down && commands.some((c) => bridge.down?.(c.map(String))))
      return send(503, { error: "Service Unavailable" });
    if (req.url === "/pipeline" || req.url === "/multi-exec") {
      const answers = [];
      for (const command of body as unknown[][]) answers.push(wrap(await run(command)));
      return send(200, answers);
    }
    const answer = await run(body);
    return send("error" in answer ? 400 : 200, wrap(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  bridge.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  bridge.close = () => new Promise((resolve) => server.close(() => resolve()));
  return bridge;
}
