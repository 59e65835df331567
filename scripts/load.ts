/**
 * `npm run load`: keeps every core of this machine busy until stopped (Ctrl-C), the load under which `npm test`
 * must still pass (docs/testing.md, « A busy machine »). One worker thread per core spins on arithmetic at normal
 * priority, as another build or a second CI job on the same runner would; `npm run load -- 2` asks for two whatever
 * the count of cores.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

const count = Number(process.argv[2]) || availableParallelism();
const spin = "let x = 0; for (;;) { x = (x * 1103515245 + 12345) % 2147483648; }";
for (let i = 0; i < count; i++) new Worker(spin, { eval: true });
console.log(`load: ${count} busy thread${count > 1 ? "s" : ""} (Ctrl-C to stop)`);
