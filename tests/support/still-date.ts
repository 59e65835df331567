import { afterEach, beforeEach, vi } from "vitest";

/**
 * Stops the date (not the timers) in the middle of every rate-limit window, for each test of the calling file.
 * A sliding window's count legitimately lets one more request through when a window ends during a burst, so
 * exact counts would otherwise depend on the time of day the tests run. Durations are measured with
 * performance.now(), which keeps running.
 */
export function useStillDate(at = "2026-06-15T10:04:30Z") {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(at) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
