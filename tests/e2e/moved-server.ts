import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "./fixtures";

/**
 * The site in a local server of its own (`scripts/start.ts`), for a spec whose story needs another day: its clock
 * runs `offset` ahead of the real one (tests/support/moved-clock.mjs), the spec moving it with `moveClockTo`; its
 * e-mails go to an outbox of its own; the links' limits are lifted for one visitor doing everything. Started before
 * the spec's tests, once its start line says `ready` (whose first group the spec reads as `found`, a stand-in's
 * address), and stopped after them. Each spec has its own port: two specs run at once.
 */
export function useMovedServer(options: { port: number; outbox: string; ready: RegExp }) {
  const clock = path.join(mkdtempSync(path.join(tmpdir(), "vtc-clock-")), "offset");
  let server: ChildProcess | undefined;
  const moved = {
    site: `http://localhost:${options.port}`,
    outbox: options.outbox,
    /** What the start line's `ready` found. */
    found: "",
    /** The server's clock, from now on at `at`. */
    moveClockTo: (at: number) => writeFileSync(clock, String(at - Date.now())),
  };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rmSync(options.outbox, { recursive: true, force: true });
    writeFileSync(clock, "0");
    const started = spawn("npx", ["tsx", "scripts/start.ts"], {
      env: {
        ...process.env,
        PORT: String(options.port),
        OUTBOX_DIR: options.outbox,
        TEST_CLOCK_FILE: clock,
        NODE_OPTIONS: `--import ${path.resolve("tests/support/moved-clock.mjs")}`,
        RATE_LIMIT_CONFIRM: "1000/10m",
        RATE_LIMIT_MANAGE: "1000/10m",
      },
      stdio: ["ignore", "pipe", "inherit"],
      // Its own process group: npx, tsx and the server stop together.
      detached: true,
    });
    server = started;
    moved.found = await new Promise<string>((resolve, reject) => {
      let said = "";
      started.stdout!.on("data", (chunk: Buffer) => {
        said += chunk.toString();
        const found = options.ready.exec(said);
        if (found) resolve(found[1]!);
      });
      started.once("exit", (code) => reject(new Error(`the local server stopped (${code}): ${said}`)));
    });
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
  });

  return moved;
}
