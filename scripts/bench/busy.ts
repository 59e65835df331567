/**
 * A busy machine, for `npm run load` and the bench's `--slow`.
 *
 * Threads that spin on arithmetic at normal priority, as another build or a second CI job on the same runner
 * would. Beside Lighthouse they slow Chrome less than one would think: Linux shares the cores between sessions
 * first (the scheduler's autogroups), and chrome-launcher starts Chrome in a session of its own, so two spinning
 * threads left it about one core; Lighthouse still measured a `benchmarkIndex` of 2,200–2,500, against
 * 2,500–3,100 on a quiet machine (2026-11-28). `slowChrome` raises the nice value of Chrome's session (any process
 * may lower its own group's share): with two spinning threads beside it Chrome then gets about a quarter of this
 * 2-core machine, and Lighthouse measures the slow phone issue 44 is about, `benchmarkIndex` 900–1,650
 * (docs/speed-main-thread.md).
 */
import { writeFileSync } from "node:fs";
import { Worker } from "node:worker_threads";

const SPIN = "let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }";

/** `count` threads spinning until the process ends (or `stop`). */
export function spin(count: number): { stop: () => Promise<void> } {
  const workers = Array.from({ length: count }, () => new Worker(SPIN, { eval: true }));
  return { stop: async () => void (await Promise.all(workers.map((w) => w.terminate()))) };
}

/** The share of the cores Chrome's session gets against the others, lowered: nice 5 for its scheduling group. */
export function slowChrome(chromePid: number | undefined): void {
  if (!chromePid) throw new Error("--slow: Chrome's process id is unknown");
  // Linux only; elsewhere the run says so rather than measuring a quiet machine as a slow one.
  writeFileSync(`/proc/${chromePid}/autogroup`, "5");
}
