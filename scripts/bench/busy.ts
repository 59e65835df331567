/**
 * A busy machine, for `npm run load` and the bench's `--slow`.
 *
 * Threads that spin on arithmetic at normal priority, as another build or a second CI job on the same runner
 * would. Beside Lighthouse they slow Chrome less than one would think: Linux shares the cores between sessions
 * first (the scheduler's autogroups), and chrome-launcher starts Chrome in a session of its own, so two spinning
 * threads left it about one core; Lighthouse still measured a `benchmarkIndex` of 2,200–2,500, against
 * 2,500–3,100 on a quiet machine (2026-11-28). `slowMachine` spins one thread per core in a session of its own and
 * raises the nice value of Chrome's session (any process may lower its own group's share): Chrome then gets about a
 * quarter of this 2-core machine, and Lighthouse measures the slow phone of issue 44, `benchmarkIndex` 487–1,999,
 * most runs 650–1,400 (docs/speed-main-thread.md).
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

const SPIN = "let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }";

/** `count` threads spinning until the process ends. */
export function spin(count: number): void {
  for (let i = 0; i < count; i++) new Worker(SPIN, { eval: true });
}

/**
 * Threads spinning in a session of their own (the bench's servers, in the bench's session, keep their share), and
 * Chrome's session given a lower share of the cores (nice 5). The spinning process ends with the bench, stopped or
 * not: it checks each second that the bench is still there, so a bench that crashes leaves nothing spinning.
 */
export function slowMachine(chromePid: number | undefined): { stop: () => void } {
  if (!chromePid) throw new Error("--slow: Chrome's process id is unknown");
  // Linux only; elsewhere this throws rather than measuring a quiet machine as a slow one.
  writeFileSync(`/proc/${chromePid}/autogroup`, "5");
  const program = [
    'const { Worker } = require("node:worker_threads");',
    `for (let i = 0; i < ${availableParallelism()}; i++) new Worker(${JSON.stringify(SPIN)}, { eval: true });`,
    `setInterval(() => { try { process.kill(${process.pid}, 0); } catch { process.exit(0); } }, 1000);`,
  ].join("\n");
  const load = spawn(process.execPath, ["-e", program], { detached: true, stdio: "ignore" });
  return { stop: () => load.kill() };
}
