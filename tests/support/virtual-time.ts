import { createHook } from "node:async_hooks";
import { vi } from "vitest";
import { inProcessNetwork } from "./in-process-network";
import { onSettled, reachableNow } from "./reachable";

/** What the clock stands in for; `setImmediate`, `process.nextTick` and promises stay real: they are work, not time. */
const FAKED = ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] as const;

/**
 * Work that ends by itself, without time passing (node:async_hooks' types): files and their closing, blobs read,
 * `setImmediate`. Not an HTTP parser's resource, which lives as long as its connection.
 */
const ONE_SHOT = /^FSREQ|^FILEHANDLECLOSEREQ$|^Immediate$|^BLOBREADER$/;
/**
 * A crypto job of node:crypto's callback API (`pbkdf2(…, callback)`): in flight while it has its callback
 * (`ondone`). One run at once (`randomBytes(n)`, `hkdfSync`) has none and never calls back; Web Crypto's are promises,
 * counted by `subtleCounted`.
 */
const CRYPTO_JOB = /^(?!HTTP).*REQUEST$/;
const SUBTLE = [
  "digest",
  "encrypt",
  "decrypt",
  "sign",
  "verify",
  "deriveBits",
  "deriveKey",
  "importKey",
  "exportKey",
  "generateKey",
  "wrapKey",
  "unwrapKey",
] as const;

/** Counts Web Crypto's calls in flight (they run on the thread pool) until `restore`; `ended` hears of each end. */
function subtleCounted(ended: () => void) {
  const subtle = SubtleCrypto.prototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const originals = SUBTLE.map((name) => [name, subtle[name]!] as const);
  const counted = { running: 0, restore: () => originals.forEach(([name, original]) => (subtle[name] = original)) };
  for (const [name, original] of originals)
    subtle[name] = function (this: unknown, ...args: unknown[]) {
      const call = original.apply(this, args);
      counted.running++;
      const done = () => {
        counted.running--;
        ended();
      };
      call.then(done, done);
      return call;
    };
  return counted;
}
/** A real connection or lookup: time on the machine, which this clock cannot see. */
const REAL_NETWORK = /^(TCPWRAP|TCPCONNECTWRAP|PIPEWRAP|PIPECONNECTWRAP|UDP|TLS)|^GETADDRINFO|^QUERYWRAP/;

const realSetImmediate = setImmediate;
/** Far beyond any function's time: a run still going then waits on a timer that repeats, never on the work. */
const LIMIT_MS = 10 * 60_000;

type Session = { works: number; failed: Promise<never>; close(keepDate?: boolean): void };
let session: Session | undefined;
/** Where the test's last run left the clock: the next starts there if the machine's clock is behind it. */
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
 * ./vercel-function.ts); it starts at `now`, else at the date the test stopped (vi.useFakeTimers for `Date`), else at
 * the machine's date or where the test's last run left the clock if later; it is put away when the last run ends, a
 * date the test had stopped then standing where the clock got to.
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
  const jobs = new Map<number, { ondone?: unknown }>();
  let ours = false;
  let realNetwork = "";
  // Each piece of work that ends is news: the driver, waiting for it, looks again.
  let news = 0;
  let wake: (() => void) | undefined;
  const progress = () => {
    news++;
    wake?.();
    wake = undefined;
  };
  const ended = (id: number) => {
    if (inFlight.delete(id) || jobs.delete(id)) progress();
  };
  const jobRunning = () => {
    for (const [id, job] of jobs) {
      if (typeof job.ondone === "function") return true;
      jobs.delete(id);
    }
    return false;
  };
  const hook = createHook({
    init(id, type, _trigger, resource: { ondone?: unknown }) {
      if (ours) return;
      if (ONE_SHOT.test(type)) inFlight.add(id);
      else if (CRYPTO_JOB.test(type)) jobs.set(id, resource);
      else if (REAL_NETWORK.test(type)) realNetwork ||= type;
    },
    after: ended,
    destroy: ended,
    // Promises are work the event loop finishes by itself; hearing of each would slow everything several times.
    trackPromises: false,
  });
  const unsubscribe = onSettled(progress);
  const subtle = subtleCounted(progress);
  const reached = reachableNow();
  const busy = () => inFlight.size > 0 || subtle.running > 0 || jobRunning() || reached.some((r) => r.busy?.());
  // Decided at the start of a turn of the event loop, when every microtask of the turns before has run.
  const quietTurn = () =>
    new Promise<boolean>((resolve) => {
      ours = true;
      realSetImmediate(() => resolve(!busy()));
      ours = false;
    });

  const dateStopped = vi.isFakeTimers();
  const network = inProcessNetwork(reached.map((r) => r.server));
  // A date the test stopped is its own; the machine's is behind where an earlier run of the test left the clock.
  vi.useFakeTimers({ toFake: [...FAKED], now: now ?? (dateStopped ? Date.now() : Math.max(Date.now(), lastEnd)) });
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
      unsubscribe();
      subtle.restore();
      progress();
      vi.useRealTimers();
      if (dateStopped && keepDate) vi.useFakeTimers({ toFake: ["Date"], now: lastEnd });
      network.close();
    },
  };
  void (async () => {
    for (;;) {
      // While the machine works (the thread pool, redis-server), the driver waits for news of it, not on a timer,
      // whose granularity a loaded machine makes long, nor spinning, which takes the cores the work needs.
      for (;;) {
        const seen = news;
        if (closed || (await quietTurn())) break;
        if (news === seen) await new Promise<void>((resolve) => (wake = resolve));
      }
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
  lastEnd = 0;
}
