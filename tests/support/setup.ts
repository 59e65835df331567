import { afterEach, beforeEach, vi } from "vitest";

// The tests run in the local mode, as `npm start` does; a test that wants the deployed rules says so.
process.env.VTC_LOCAL_MODE = "1";

/** An unexpected console.error fails the test; tests that expect one mock console.error themselves. */
let unexpected: unknown[][] = [];
const original = console.error.bind(console);

beforeEach(() => {
  unexpected = [];
  console.error = (...args: unknown[]) => {
    unexpected.push(args);
    original(...args);
  };
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  console.error = original;
  if (unexpected.length)
    throw new Error(`Unexpected console.error: ${unexpected.map((a) => a.map(String).join(" ")).join("\n")}`);
});
