/**
 * `npm test`: everything CI runs, in order. Type checks, a fresh build (the build tests read it), unit and
 * integration tests (vitest, with a real redis-server), then the browser tests (Playwright on Chromium).
 */
import { execSync } from "node:child_process";

const steps: [string, string][] = [
  ["types", "npx react-router typegen && npx tsc --noEmit && npx tsc --noEmit -p api/tsconfig.json"],
  ["build", "npx tsx scripts/build.ts"],
  ["unit and integration tests", "npx vitest run"],
  ["browser tests", "npx playwright test"],
];

for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  try {
    execSync(command, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } });
  } catch {
    console.error(`\n✗ ${name} failed`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
