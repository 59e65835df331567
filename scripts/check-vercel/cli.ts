import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { elapsed, fail, say } from "./output";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
const VERCEL_CLI_VERSION = "64.0.2";
/** The CLI asks for sandbox@4.4.0, which the npm registry reachable from our machines lacks. */
const CLI_MANIFEST = {
  name: "vtc-vercel-cli",
  private: true,
  description: "Vercel CLI for `npm run check:vercel` (vtc-premium-nantes); safe to delete.",
  dependencies: { vercel: VERCEL_CLI_VERSION },
  overrides: { sandbox: "4.5.0" },
  allowScripts: { esbuild: true },
};
export const CLI_DIR = process.env.VERCEL_CLI_DIR ?? path.join(os.tmpdir(), "vtc-vercel-cli");

// The project's Node (package.json's engines): Vercel's file tracer needs 22 or later.
const projectNode = path.join(ROOT, "node_modules", ".bin", "node");
export const nodeBin = fs.existsSync(projectNode) ? fs.realpathSync(projectNode) : process.execPath;
export const nodeVersion = execFileSync(nodeBin, ["--version"], { encoding: "utf8" }).trim();
export const nodeMajor = Number(/^v(\d+)/.exec(nodeVersion)?.[1]);
/** A folder holding only the project's `node`, put first on every PATH below. */
export const nodeDir = path.dirname(nodeBin);

/**
 * The environment for the CLI and its npm: no npm_* variables (run through `npm run`, they would point a
 * nested npm at this project instead of the copy), none of this project's paths, none of the real keys or
 * Vercel credentials a developer's shell may hold. The copy is built as a fresh Vercel project would be.
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const own =
    /^(npm_|INIT_CWD$|VERCEL|NOW_|VTC_|OVERRIDE_BOTID|SENDGRID_|UPSTASH_|GOOGLE_PLACES?_|BOOKING_|RATE_LIMIT_|ALLOWED_ORIGINS$|OUTBOX_DIR$|SITE_URL$|NODE_OPTIONS$)/i;
  for (const [name, value] of Object.entries(process.env)) if (!own.test(name)) env[name] = value;
  const paths = (process.env.PATH ?? "").split(path.delimiter).filter((p) => p && !p.startsWith(ROOT));
  env.PATH = [nodeDir, ...paths].join(path.delimiter);
  return { ...env, VERCEL_TELEMETRY_DISABLED: "1", ...extra };
}

function installedCliVersion(dir: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
    if (JSON.stringify(manifest.overrides) !== JSON.stringify(CLI_MANIFEST.overrides)) return undefined;
    return JSON.parse(fs.readFileSync(path.join(dir, "node_modules", "vercel", "package.json"), "utf8")).version;
  } catch {
    return undefined;
  }
}

export type Cli = { entry: string; devServer: string };

/** The pinned CLI, installed once outside the project, and the dev server of the @vercel/node it ships. */
export function ensureCli(): Cli {
  const entry = path.join(CLI_DIR, "node_modules", "vercel", "dist", "vc.js");
  const devServer = path.join(CLI_DIR, "node_modules", "@vercel", "node", "dist", "dev-server.mjs");
  if (installedCliVersion(CLI_DIR) === VERCEL_CLI_VERSION && fs.existsSync(entry)) {
    say(`Vercel CLI ${VERCEL_CLI_VERSION}: cached in ${CLI_DIR}`);
  } else {
    const since = Date.now();
    say(`installing Vercel CLI ${VERCEL_CLI_VERSION} into ${CLI_DIR} (once, about 30 s)`);
    // Installed beside the cache folder, then moved into place: an interrupted install never looks complete.
    const staging = `${CLI_DIR}.installing-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    fs.writeFileSync(path.join(staging, "package.json"), `${JSON.stringify(CLI_MANIFEST, null, 2)}\n`);
    const result = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: staging,
      env: cleanEnv(),
      encoding: "utf8",
    });
    if (result.status !== 0) {
      fs.rmSync(staging, { recursive: true, force: true });
      console.error(`${result.stdout}\n${result.stderr}`.trim().split("\n").slice(-30).join("\n"));
      fail(`npm install vercel@${VERCEL_CLI_VERSION} failed`);
    }
    fs.rmSync(CLI_DIR, { recursive: true, force: true });
    fs.renameSync(staging, CLI_DIR);
    say(`Vercel CLI installed (${elapsed(since)})`);
  }
  if (!fs.existsSync(devServer)) fail(`${devServer} missing: delete ${CLI_DIR} and run again`);
  return { entry, devServer };
}
