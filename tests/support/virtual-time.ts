import { createHook } from "node:async_hooks";
import type { Server } from "node:http";
import { vi } from "vitest";
import type { Bridge } from "../../scripts/local-vercel/store/bridge";
import { inProcessNetwork } from "./in-process-network";

/**
 * A stand-in reached during the run: its HTTP server, and, for one that waits on something outside this process
 * (the Upstash bridge on its redis-server), whether it is waiting now.
 */
export type Reached = { server: Server; busy?: () => boolean };

/** The Upstash bridge, busy while its redis-server has a command to answer. */
export const bridgeReached = (bridge: Bridge): Reached => ({ server: bridge.server, busy: () => bridge.running > 0 });

/** The test file's embedded store (./setup.ts), which the production getters use: every run reaches it. */
export const fileStore: { bridge?: Bridge } = {};

/** What the clock stands in for; `setImmediate`, `process.nextTick` and promises stay real: they are work, not time. */
const FAKED = ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] as const;

/** Work that ends by itself, without time passing: the thread pool's jobs (hashing, files) and `setImmediate` (not an HTTP parser's resource, which lives as long as its connection). */
const ONE_SHOT = /^(?!HTTP).*REQUEST$|^FSREQ|^Immediate$|^BLOBREADER$/;
/** A real connection or lookup: time on the machine, which this clock cannot see. */
const REAL_NETWORK = /^(TCP|PIPE|UDP|TLS)|^GETADDRINFO|^QUERYWRAP/;

const realSetImmediate = setImmediate;

/**
 * Runs `work` on a controlled clock (docs/testing.md, « No test times the machine »): `Date`, `setTimeout` and
 * `setInterval` are vitest's fake timers, the network is `reached` inside this process (./in-process-network.ts),
 * and the clock moves only when nothing but timers is left: every piece of work in flight has run as far as it can
 * without time passing, however long the machine took. Then the clock jumps to the next timer. So a duration read
 * with `Date.now()` inside `work` is made only of scripted delays and the code's own timeouts, the same on any
 * machine. Fails if the work waits on nothing (no timer, nothing in flight) or uses the real network.
 */
export async function onVirtualClock<T>(
  reached: Reached[],
  work: () => Promise<T>,
  options: { now?: number | Date; limitMs?: number } = {},
): Promise<T> {
  const inFlight = new Set<number>();
  const realNetwork: string[] = [];
  let ours = false;
  const hook = createHook({
    init(id, type) {
      if (ours) return;
      if (ONE_SHOT.test(type)) inFlight.add(id);
      else if (REAL_NETWORK.test(type)) realNetwork.push(type);
    },
    after: (id) => void inFlight.delete(id),
    destroy: (id) => void inFlight.delete(id),
  });
  const all = fileStore.bridge ? [...reached, bridgeReached(fileStore.bridge)] : reached;
  const busy = () => inFlight.size > 0 || all.some((r) => r.busy?.());
  // Decided at the start of a turn of the event loop, when every microtask of the turns before has run.
  const quietTurn = () =>
    new Promise<boolean>((resolve) => {
      ours = true;
      realSetImmediate(() => resolve(!busy()));
      ours = false;
    });

  const network = inProcessNetwork(all.map((r) => r.server));
  vi.useFakeTimers({ toFake: [...FAKED], now: options.now ?? Date.now() });
  const started = Date.now();
  const limit = started + (options.limitMs ?? 10 * 60_000);
  hook.enable();
  try {
    let outcome: { value: T } | { error: unknown } | undefined;
    work().then(
      (value) => (outcome = { value }),
      (error: unknown) => (outcome = { error }),
    );
    for (;;) {
      // While the machine works (the thread pool, redis-server), each turn of the event loop looks again.
      while (!(await quietTurn()));
      if (realNetwork.length) throw new Error(`Real network on a controlled clock: ${realNetwork.join(", ")}`);
      if (outcome) break;
      if (vi.getTimerCount() === 0)
        throw new Error("The work waits on nothing: no timer is set and nothing is in flight");
      if (Date.now() > limit) throw new Error(`Still running after ${Date.now() - started} ms on the controlled clock`);
      vi.advanceTimersToNextTimer();
    }
    if ("error" in outcome) throw outcome.error;
    return outcome.value;
  } finally {
    hook.disable();
    vi.useRealTimers();
    network.close();
  }
}
