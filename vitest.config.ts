import { defineConfig, mergeConfig } from "vitest/config";
import { baseConfig } from "./vite.base";

/** Unit and integration tests; no React Router plugin (it would build the app). Browser tests run with Playwright. */
export default defineConfig(
  mergeConfig(baseConfig(), {
    test: {
      include: ["tests/**/*.test.ts"],
      exclude: ["tests/e2e/**", "node_modules/**"],
      // A guard against a test that hangs, not a measure of speed: the heaviest worlds (thirty bookings followed,
      // a month of payments) take 20-30 s on two cores that `npm run load` keeps busy, and must still pass there.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // Files run in parallel, each in its own process: every Redis-backed file starts its own redis-server.
      fileParallelism: true,
      maxWorkers: 2,
      setupFiles: ["tests/support/setup.ts"],
      // The load test forces garbage collection to measure memory.
      execArgv: ["--expose-gc"],
    },
  }),
);
