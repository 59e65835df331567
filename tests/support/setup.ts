import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { startLocalStore } from "../../scripts/local-vercel/store/local";
import { reachBridge } from "./reachable";
import { putAwayClock } from "./virtual-time";

// The tests run in the local mode, as `npm start` does; a test that wants the deployed rules says so.
process.env.VTC_LOCAL_MODE = "1";

/**
 * Each test file keeps its records where `npm start` keeps them: the embedded store, here always on a real
 * redis-server (docs/testing.md), through the same Upstash client production uses. Emptied before each test, as
 * each test sets up what it needs; a test of its own Redis (one it slows, takes down or counts) starts its own.
 */
const store = await startLocalStore({ engine: "redis-server" });
if (store) reachBridge(store.bridge);
beforeEach(async () => {
  await store?.flush();
});
afterAll(async () => {
  await store?.close();
});

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
  putAwayClock();
  vi.restoreAllMocks();
  console.error = original;
  if (unexpected.length)
    throw new Error(`Unexpected console.error: ${unexpected.map((a) => a.map(String).join(" ")).join("\n")}`);
});
