import { defineConfig } from "vitest/config";

/** Unit and integration tests; no React Router plugin (TOOLCHAIN.md). Browser tests run with Playwright. */
export default defineConfig({
  define: { __SITE_URL__: JSON.stringify("https://www.vtc-premium-nantes.fr") },
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
    setupFiles: ["tests/support/setup.ts"],
    // The load test forces garbage collection to measure memory.
    execArgv: ["--expose-gc"],
  },
});
