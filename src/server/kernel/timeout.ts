/** Rejects after `ms`: a slow provider must not hold an answer (what then happens is the caller's rule). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A signal that aborts after `ms` with a TimeoutError, as `AbortSignal.timeout` does, but on the global `setTimeout`:
 * Node runs `AbortSignal.timeout` on internal timers, out of reach of the controlled clock the tests check time
 * budgets on (docs/testing.md). Like it, the timer does not keep the process alive.
 */
export function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
    ms,
  );
  // A number on the edge runtime, which has nothing to unref.
  if (typeof timer === "object") timer.unref();
  return controller.signal;
}
