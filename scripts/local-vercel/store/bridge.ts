import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { Engine } from "./engines";

/**
 * Upstash's REST protocol in front of a Redis engine on this machine (docs/decisions/220-one-store.md), so that
 * `@upstash/redis` and `@upstash/ratelimit` run unchanged in the local mode and in the tests: the code production
 * runs against Upstash is the code that runs here. Protocol facts it honours (docs/testing.md):
 * `Authorization: Bearer`; `POST /` with a JSON command array answers `{result}` or 400 `{error}`; `POST /pipeline`
 * answers an array of them; `POST /multi-exec` runs its commands as one transaction; with `Upstash-Encoding:
 * base64` (sent by default) every string of a result, nested ones too, is base64-encoded; Upstash's Lua scripts
 * start with a `#!lua flags=…` line that Redis 7.0 rejects, so it is stripped and `EVALSHA` answers for the
 * original script's SHA.
 *
 * `requests`: HTTP requests received; `commands`: Redis commands run, as Upstash bills them (a pipeline's each).
 */
export type Bridge = {
  url: string;
  token: string;
  close(): Promise<void>;
  requests: number;
  commands: number;
  /** Engine calls not answered yet: a test on a controlled clock waits for them before moving it (tests/support/virtual-time.ts). */
  running: number;
  /** Told each time an engine call ends: such a test's clock then looks again. */
  onSettled?: () => void;
  /** The HTTP server, which such a test reaches inside its process. */
  server: Server;
  delayMs: number;
  /** Past this many commands, every command is refused as Upstash refuses a spent quota. */
  quota: number;
  /** While this answers true for a command, the bridge fails it as an unreachable Upstash would (HTTP 503). */
  down?: (command: string[]) => boolean;
  /** The engine behind it: `redis-server` or the in-process emulation. */
  engine: string;
};

type Answer = { result: unknown } | { error: string };

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

function encode(value: unknown): unknown {
  if (typeof value === "string") return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(encode);
  return value;
}

const withoutFlags = (script: string) => script.replace(/^#!lua[^\n]*\n/, "");

export async function startBridge(
  engine: Engine,
  token = "local-store-token",
  options: { port?: number } = {},
): Promise<Bridge> {
  const scripts = new Map<string, string>();
  const bridge: Bridge = {
    url: "",
    token,
    requests: 0,
    commands: 0,
    running: 0,
    server: createServer(),
    delayMs: 0,
    quota: Number.POSITIVE_INFINITY,
    close: async () => {},
    engine: engine.name,
  };

  /** A command as the engine runs it: scripts under their SHA, without Upstash's flag line; or a refusal. */
  function prepare(command: unknown[]): string[] | Answer {
    const [rawName, ...args] = command.map((part) => (typeof part === "string" ? part : String(part)));
    const name = String(rawName).toUpperCase();
    if (name === "EVAL") {
      const script = withoutFlags(String(args[0]));
      scripts.set(sha1(String(args[0])), script);
      return ["EVAL", script, ...args.slice(1)];
    }
    if (name === "EVALSHA") {
      const script = scripts.get(String(args[0]));
      if (!script) return { error: "NOSCRIPT No matching script. Please use EVAL." };
      return ["EVAL", script, ...args.slice(1)];
    }
    if (name === "SCRIPT" && String(args[0]).toUpperCase() === "LOAD") {
      const sha = sha1(String(args[1]));
      scripts.set(sha, withoutFlags(String(args[1])));
      return { result: sha };
    }
    return [name, ...args];
  }

  function counted(): Answer | null {
    bridge.commands++;
    if (bridge.commands > bridge.quota)
      return { error: `ERR max daily request limit exceeded. Limit: ${bridge.quota}, Usage: ${bridge.commands}` };
    return null;
  }

  async function run(command: unknown[]): Promise<Answer> {
    const refused = counted();
    if (refused) return refused;
    const prepared = prepare(command);
    if (!Array.isArray(prepared)) return prepared;
    try {
      return { result: await engined(() => engine.command(prepared[0]!, prepared.slice(1))) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  async function engined<T>(call: () => Promise<T>): Promise<T> {
    bridge.running++;
    try {
      return await call();
    } finally {
      bridge.running--;
      bridge.onSettled?.();
    }
  }

  async function transaction(commands: unknown[][]): Promise<Answer[]> {
    const prepared: string[][] = [];
    const answers: (Answer | null)[] = [];
    for (const command of commands) {
      const refused = counted();
      const ready = refused ?? prepare(command);
      if (Array.isArray(ready)) prepared.push(ready);
      answers.push(Array.isArray(ready) ? null : ready);
    }
    const results = prepared.length ? await engined(() => engine.transaction(prepared)) : [];
    let next = 0;
    return answers.map((answer) => answer ?? results[next++]!);
  }

  const server = bridge.server;
  server.on("request", async (req, res) => {
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
    const wrap = (answer: Answer) => ("result" in answer && base64 ? { result: encode(answer.result) } : answer);
    let body: unknown[];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "null") as unknown[];
    } catch {
      return send(400, { error: "ERR invalid JSON body" });
    }
    const several = req.url === "/pipeline" || req.url === "/multi-exec";
    const commands = (several ? body : [body]) as unknown[][];
    if (bridge.down && commands.some((c) => bridge.down?.(c.map(String))))
      return send(503, { error: "Service Unavailable" });
    if (req.url === "/multi-exec") return send(200, (await transaction(commands)).map(wrap));
    if (req.url === "/pipeline") {
      const answers = [];
      for (const command of commands) answers.push(wrap(await run(command)));
      return send(200, answers);
    }
    const answer = await run(body);
    return send("error" in answer ? 400 : 200, wrap(answer));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  bridge.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  bridge.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return bridge;
}
