/**
 * `npm run load`: keeps every core of this machine busy until stopped (Ctrl-C), the load under which `npm test`
 * must still pass (docs/testing.md, « A busy machine »). One worker thread per core spins on arithmetic at normal
 * priority, as another build or a second CI job on the same runner would; `npm run load -- 2` asks for two whatever
 * the count of cores.
 */
import { availableParallelism } from "node:os";
import { spin } from "./bench/busy";

const count = Number(process.argv[2]) || availableParallelism();
spin(count);
console.log(`load: ${count} busy thread${count > 1 ? "s" : ""} (Ctrl-C to stop)`);
