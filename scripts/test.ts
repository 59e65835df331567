/**
 * `npm test`: everything CI runs, in order. Type checks, a fresh build (the build tests read it), unit and
 * integration tests (vitest, with a real redis-server), then the browser tests (Playwright on Chromium).
 */
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

// Every step runs `node` from PATH, where npm puts node_modules/.bin (the `node` package) first: print the version
// they get, and stop if it is not the major that package.json's engines pins (a missing `npm ci`, or a PATH that
// bypasses npm).
const version = execSync("node --version", { encoding: "utf8" }).trim();
console.log(
  `node --version: ${version} (${execSync("command -v node", { encoding: "utf8", shell: "/bin/sh" }).trim()})`,
);
const wanted = (JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } }).engines.node;
if (!version.startsWith(`v${wanted.replace(/\.x$/, "")}.`)) {
  console.error(
    `✗ package.json wants Node ${wanted}: run npm ci (it installs it in node_modules/.bin) and use npm test`,
  );
  process.exit(1);
}

const steps: [string, string][] = [
  ["types", "npm run typecheck --silent"],
  ["lint", "npm run lint --silent"],
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
