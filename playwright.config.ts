import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/chromium";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const OUTBOX = ".outbox-e2e";

/** Browser tests on Debian's Chromium against the built site served like Vercel (`npm test` builds first). */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Two files at a time: most of a browser test is waiting (timers, the server, a debounce), so two workers on
  // two cores halve the run. Tests share the one server and its outbox, and find their e-mails by reference.
  // Tests whose subject is timing (tagged ALONE, tests/e2e/fixtures.ts) run after all the others, one at a time.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: "browser", grepInvert: /@alone/ },
    { name: "alone", grep: /@alone/, dependencies: ["browser"], workers: 1 },
  ],
  retries: 0,
  // A guard against a hang, not a measure: on two cores kept busy (`npm run load`) a page test takes two to three
  // times what it takes on a quiet machine. The tests that walk a whole booking set their own, higher.
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `npx tsx scripts/start.ts`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      OUTBOX_DIR: OUTBOX,
      // Every test runs from 127.0.0.1: one client, with the whole suite's bookings, lookups and answers. The limits
      // are tested against the functions themselves (tests/server); here none may stop a later test.
      RATE_LIMIT_BOOKING: "1000/1m",
      RATE_LIMIT_BOOKING_DAY: "10000/1d",
      RATE_LIMIT_BOOKINGS_ALL: "10000/1d",
      RATE_LIMIT_PLACES: "1000/1m",
      RATE_LIMIT_PLACES_DAY: "100000/1d",
      RATE_LIMIT_ACKNOWLEDGEMENT: "1000/1d",
      RATE_LIMIT_ACKNOWLEDGEMENT_DOMAIN: "10000/1d",
      RATE_LIMIT_ACKNOWLEDGEMENTS_ALL: "10000/1d",
      RATE_LIMIT_CONFIRM: "1000/10m",
      RATE_LIMIT_MANAGE: "1000/10m",
    },
  },
});
