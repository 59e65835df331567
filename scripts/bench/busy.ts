/**
 * A busy machine, for `npm run load` and the bench's `--slow`.
 *
 * Threads that spin on arithmetic at normal priority, as another build or a second CI job on the same runner
 * would. Beside Lighthouse they slow Chrome less than one would think: Linux shares the cores between sessions
 * first (the scheduler's autogroups), and chrome-launcher starts Chrome in a session of its own, so two spinning
 * threads left it about one core; Lighthouse still measured a `benchmarkIndex` of 2,200–2,500, against
 * 2,500–3,100 on a quiet machine (2026-11-28). `slowMachine` starts `npm run load` in a session of its own (the
 * bench's servers, in the bench's session, keep their share) and raises the nice value of Chrome's session (any
 * process may lower its own group's share): Chrome then gets about a quarter of this 2-core machine, and
 * Lighthouse measures the slow phone of issue 44, `benchmarkIndex` 650–1,650 (docs/speed-main-thread.md).
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { Worker } from "node:worker_threads";

const SPIN = "let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }";

/** `count` threads spinning until the process ends. */
export function spin(count: number): void {
  for (let i = 0; i < count; i++) new Worker(SPIN, { eval: true });
}

/** `npm run load` in a session of its own, and Chrome's session given a lower share of the cores (nice 5). */
export function slowMachine(chromePid: number | undefined): { stop: () => void } {
  if (!chromePid) throw new Error("--slow: Chrome's process id is unknown");
  // Linux only; elsewhere this throws rather than measuring a quiet machine as a slow one.
  writeFileSync(`/proc/${chromePid}/autogroup`, "5");
  const load = spawn("npx", ["tsx", "scripts/load.ts"], { detached: true, stdio: "ignore" });
  return { stop: () => load.pid && process.kill(-load.pid) };
}
