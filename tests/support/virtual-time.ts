import { createHook } from "node:async_hooks";
import { vi } from "vitest";
import { inProcessNetwork } from "./in-process-network";
import { reachableNow } from "./reachable";

/** What the clock stands in for; `setImmediate`, `process.nextTick` and promises stay real: they are work, not time. */
const FAKED = ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] as const;

/**
 * Work that ends by itself, without time passing (node:async_hooks' types): the thread pool's jobs (hashing, key
 * derivation, files and their closing) and `setImmediate`; not an HTTP parser's resource, which lives as long as its
 * connection.
 */
const ONE_SHOT = /^(?!HTTP).*REQUEST$|^FSREQ|^FILEHANDLECLOSEREQ$|^Immediate$|^BLOBREADER$/;
/** A real connection or lookup: time on the machine, which this clock cannot see. */
const REAL_NETWORK = /^(TCPWRAP|TCPCONNECTWRAP|PIPEWRAP|PIPECONNECTWRAP|UDP|TLS)|^GETADDRINFO|^QUERYWRAP/;

const realSetImmediate = setImmediate;
/** Far beyond any function's time: a run still going then waits on a timer that repeats, never on the work. */
const LIMIT_MS = 10 * 60_000;

type Session = { works: number; failed: Promise<never>; close(keepDate?: boolean): void };
let session: Session | undefined;
/** Where the last run left the clock: the next starts there if the machine's clock is behind it. */
let lastEnd = 0;

/**
 * Runs `work` on a controlled clock (docs/testing.md, « No test times the machine »): `Date`, `setTimeout` and
 * `setInterval` are vitest's fake timers, the stand-ins are reached inside this process (./in-process-network.ts),
 * and the clock moves only when nothing but timers is left: every piece of work in flight has run as far as it can
 * without time passing, however long the machine took; then it jumps to the next timer. So a duration read with
 * `Date.now()` inside `work` is made of scripted delays and the code's own timeouts only, the same on any machine,
 * and no bound of the code under test expires because the machine is slow. Fails if the work waits on nothing (no
 * timer, nothing in flight) or uses the real network.
 *
 * Runs that overlap share one clock (a function's calls and the work each hands to `waitUntil`,
 * ./vercel-function.ts); it starts at `now` (the date, else where the last run ended if later) and is put away when
 * the last of them ends; a date the test had stopped (vi.useFakeTimers for `Date`) then stays where the clock got to.
 * Inside, read the store through the bridge (the Upstash client), not redis-server directly: the clock waits for
 * the bridge's commands, not for a direct connection's.
 */
export function onVirtualClock<T>(work: () => Promise<T>, options: { now?: number | Date } = {}): Promise<T> {
  const s = (session ??= open(options.now));
  s.works++;
  // Started at once, as a direct call would be (a function reads its request context before its first await).
  const running = new Promise<T>((resolve) => resolve(work()));
  void running
    .catch(() => undefined)
    .then(() => {
      if (--s.works === 0) s.close();
    });
  return Promise.race([running, s.failed]);
}

function open(now: number | Date | undefined): Session {
  const inFlight = new Set<number>();
  let ours = false;
  let realNetwork = "";
  const hook = createHook({
    init(id, type) {
      if (ours) return;
      if (ONE_SHOT.test(type)) inFlight.add(id);
      else if (REAL_NETWORK.test(type)) realNetwork ||= type;
    },
    after: (id) => void inFlight.delete(id),
    destroy: (id) => void inFlight.delete(id),
  });
  const reached = reachableNow();
  const busy = () => inFlight.size > 0 || reached.some((r) => r.busy?.());
  // Decided at the start of a turn of the event loop, when every microtask of the turns before has run.
  const quietTurn = () =>
    new Promise<boolean>((resolve) => {
      ours = true;
      realSetImmediate(() => resolve(!busy()));
      ours = false;
    });

  const dateStopped = vi.isFakeTimers();
  const network = inProcessNetwork(reached.map((r) => r.server));
  vi.useFakeTimers({ toFake: [...FAKED], now: now ?? Math.max(Date.now(), lastEnd) });
  const limit = Date.now() + LIMIT_MS;
  hook.enable();
  let closed = false;
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failed.catch(() => undefined);
  const s: Session = {
    works: 0,
    failed,
    close(keepDate = true) {
      if (closed) return;
      closed = true;
      if (session === s) session = undefined;
      lastEnd = Date.now();
      hook.disable();
      vi.useRealTimers();
      if (dateStopped && keepDate) vi.useFakeTimers({ toFake: ["Date"], now: lastEnd });
      network.close();
    },
  };
  void (async () => {
    for (;;) {
      // While the machine works (the thread pool, redis-server), each turn of the event loop looks again: sleeping
      // instead would cost a timer's granularity per wait, which a loaded machine makes long.
      while (!closed && !(await quietTurn()));
      if (closed) return;
      const stuck = realNetwork
        ? `Real network on a controlled clock (${realNetwork}): reach the stand-in (tests/support/reachable.ts)`
        : vi.getTimerCount() === 0
          ? "The work on the controlled clock waits on nothing: no timer is set and nothing is in flight"
          : Date.now() > limit
            ? `The work on the controlled clock still runs after ${LIMIT_MS / 60_000} minutes of it`
            : "";
      if (stuck) {
        fail(new Error(stuck));
        return s.close();
      }
      vi.advanceTimersToNextTimer();
    }
  })();
  return s;
}

/** Inside `onVirtualClock`: waits, a tenth of a second of the clock at a time, until `condition` holds. */
export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Puts away a clock a test left running (work it deferred and never awaited): the next test starts on the machine's
 * timers, and that work goes on on them.
 */
export function putAwayClock(): void {
  session?.close(false);
}
