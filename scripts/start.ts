/**
 * `npm start`: builds when the build is missing or older than a source, then serves build/client like
 * Vercel on http://localhost:3000 (PORT to change), with the api/ functions mounted.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { modeOf, parseEnv, readProcessEnv } from "../src/server/kernel/env";
import { startLocalServer } from "./local-vercel/server";

const BUILT = "build/client/index.html";
const SOURCES = [
  "src",
  "content",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.base.ts",
  "vite.islands.config.ts",
  "package-lock.json",
  "scripts/build",
];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const stale = !existsSync(BUILT) || Math.max(...SOURCES.map(newest)) > statSync(BUILT).mtimeMs;
if (stale || process.argv.includes("--build")) {
  console.log(
    existsSync(BUILT)
      ? "start: sources changed since the last build, building…"
      : "start: first build (about a minute)…",
  );
  execSync("npx tsx scripts/build.ts", { stdio: "inherit" });
}
// The local mode: local defaults (outbox, the embedded store, gazetteer) unless a provider key is set, which brings the
// deployed rules and their required keys (docs/decisions/002-deployment-environments.md).
process.env.VTC_LOCAL_MODE = "1";
const port = Number(process.env.PORT ?? 3000);
const { url, stripe, store, push, sms, flights, trains } = await startLocalServer({
  port,
  host: process.env.HOST ?? "127.0.0.1",
});
const local = modeOf(parseEnv(readProcessEnv())) === "local";
console.log(
  `VTC Premium Nantes: ${url} (${local ? `local mode: e-mails in ${process.env.OUTBOX_DIR || ".outbox"}/, records in the embedded store${store ? ` ${store}` : ""}, offline addresses${stripe ? `, payments on the Stripe stand-in ${stripe}` : ""}${push ? `, alerts on the push stand-in ${push}` : ""}${sms ? `, SMS on the SMS stand-in ${sms}` : ""}${flights ? `, flights on the AeroDataBox stand-in ${flights}, trains on the SNCF stand-in ${trains}` : ""}` : "deployed rules: a provider key is set, so each function needs all of its keys"})`,
);
