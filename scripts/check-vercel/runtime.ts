import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type Cli, nodeBin, nodeDir } from "./cli";
import { type BuiltFunction, children } from "./project";

const PLATFORM_CONTEXT = path.join(import.meta.dirname, "platform-context.ts");

export type Call = { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: unknown };
export type Answer = { status: number; body: string; json: Record<string, unknown>; headers: Headers };
export type Running = {
  call(call: Call): Promise<Answer>;
  /** The function's output so far, one entry per line. */
  logs: string[];
  /** Shuts it down the polite way (work handed to waitUntil completes); lists files it wrote into its folder. */
  stop(): Promise<{ newFiles: string[] }>;
};
export type Started = { ok: true; running: Running } | { ok: false; reason: string; logs: string[] };

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/**
 * Starts @vercel/node's dev server on one built function folder: it loads the handler the way the
 * platform's launcher does (web exports for a Node.js function, the edge-runtime sandbox for an edge one).
 * The function sees only `env` and a few system variables, never this shell's. With `platformContext`, the
 * request context Vercel gives each invocation is completed (./platform-context.ts); without it, the dev
 * server's own.
 */
export async function startFunction(
  cli: Cli,
  func: BuiltFunction,
  env: Record<string, string>,
  options: { platformContext: boolean },
): Promise<Started> {
  const entry = func.config.handler ?? func.config.entrypoint;
  if (!entry) return { ok: false, reason: ".vc-config.json names no handler nor entrypoint", logs: [] };
  const before = new Set(listFiles(func.dir));
  const preload = options.platformContext ? ["--import", PLATFORM_CONTEXT] : [];
  const child = spawn(nodeBin, [...preload, cli.devServer], {
    cwd: func.dir,
    env: {
      PATH: [nodeDir, "/usr/local/bin", "/usr/bin", "/bin"].join(path.delimiter),
      TZ: "UTC",
      NODE_ENV: "production",
      ...env,
      VERCEL_DEV_ENTRYPOINT: entry,
      VERCEL_DEV_CONFIG: "{}",
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  children.add(child);
  child.on("error", () => {}); // the IPC channel closing under a dying process; its exit says the rest
  const logs: string[] = [];
  const collect = (chunk: Buffer) => logs.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const kill = async () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    await exited;
    children.delete(child);
  };
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("did not start within 60 s")), 60_000);
      child.on("message", (message: { port?: number }) => {
        clearTimeout(timer);
        if (message?.port) resolve(message.port);
        else reject(new Error(`unexpected message ${JSON.stringify(message)}`));
      });
      child.on("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`exited (${code}) before listening`));
      });
    });
  } catch (error) {
    await kill();
    return { ok: false, reason: (error as Error).message, logs };
  }

  return {
    ok: true,
    running: {
      logs,
      async call({ method, path: pathname, headers, body }) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
            method,
            headers,
            body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
            signal: AbortSignal.timeout(40_000),
          });
          const text = await response.text();
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // not JSON: the caller sees the text
          }
          return { status: response.status, body: text, json, headers: response.headers };
        } catch (error) {
          // A function that refused to start makes the dev server exit on its first request: say why.
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000))]);
          const why = logs.findLast((line) => /Refuses to start|Error\b/.test(line));
          const reason = child.exitCode === null ? (error as Error).message : `the function exited (${child.exitCode})`;
          return { status: 0, body: why ? `${reason}: ${why.trim()}` : reason, json: {}, headers: new Headers() };
        }
      },
      async stop() {
        if (child.exitCode === null && child.connected) {
          // A function that refused to start may be exiting meanwhile: a failed send is not an error here.
          child.send("shutdown", () => {});
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        }
        await kill();
        return { newFiles: listFiles(func.dir).filter((file) => !before.has(file)) };
      },
    },
  };
}
