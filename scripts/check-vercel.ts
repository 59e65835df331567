/**
 * `npm run check:vercel`: the deployment as Vercel's own builder makes it, checked on this machine.
 *
 * 1. Installs the Vercel CLI once into a cache folder outside the project (os.tmpdir()/vtc-vercel-cli, or
 *    VERCEL_CLI_DIR) and reuses it afterwards.
 * 2. Copies the working tree (the files git tracks or would track: your uncommitted edits included, ignored
 *    folders such as node_modules and build excluded) into a temporary folder with a throwaway
 *    `.vercel/project.json`, and runs `vercel build` there, so it never touches the project's own build.
 * 3. Calls each built function once through the runtime @vercel/node ships (its dev server: the same
 *    web-handler launcher for the Node.js function, the edge-runtime sandbox for the edge function), with the
 *    environment of a preview deployment and no key: one booking, one address lookup. Both must answer 200,
 *    and the functions must write nowhere but the OS temp dir (a deployment's code folder is read-only).
 * 4. Runs `vercel build --prod` with dummy production keys. While src/config/site.ts still holds placeholders,
 *    the build refuses on purpose: this reports the list and fails. Once it builds, each function is started
 *    in production mode with those keys and must answer a GET with 405 (no outbound call is made).
 *
 * Options: --preview-only (skip step 4), --keep (leave the temporary folder for inspection).
 * The CLI and the builds run on the project's Node (node_modules/.bin/node, see package.json's engines):
 * Vercel's file tracer needs Node 22 or later. Takes 3 to 5 minutes on a 2-core machine; not part of npm test.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { validBooking } from "../tests/support/booking-fixtures";

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
const CLI_DIR = process.env.VERCEL_CLI_DIR ?? path.join(os.tmpdir(), "vtc-vercel-cli");
const ROOT = path.resolve(import.meta.dirname, "..");
/** Hostname the fake deployment answers on: the booking function accepts its own deployment's origin. */
const DEPLOYMENT_HOST = "vtc-premium-nantes-check.vercel.app";
/** Loopback discard port: if anything ever tried to use a dummy key's service, it would stay on this machine. */
const NOWHERE = "http://127.0.0.1:9";
const DUMMY_PRODUCTION_KEYS: Record<string, string> = {
  SENDGRID_API_KEY: "SG.check-vercel.dummy-key-not-valid",
  UPSTASH_REDIS_REST_URL: NOWHERE,
  UPSTASH_REDIS_REST_TOKEN: "check-vercel-dummy-token",
  GOOGLE_PLACES_API_KEY: "check-vercel-dummy-key",
  BOOKING_LINK_SECRET: "check-vercel-dummy-secret-0123456789abcdef0123456789abcdef",
  CRON_SECRET: "check-vercel-dummy-cron-secret",
};

const args = new Set(process.argv.slice(2));
const previewOnly = args.has("--preview-only");
const keep = args.has("--keep");
for (const arg of args) {
  if (!["--preview-only", "--keep"].includes(arg)) fail(`unknown option ${arg} (known: --preview-only, --keep)`);
}

const started = Date.now();
const elapsed = (since = started) => {
  const s = Math.round((Date.now() - since) / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
};
const say = (line: string) => console.log(`check:vercel: ${line}`);
function fail(message: string): never {
  console.error(`check:vercel: ✗ ${message}`);
  process.exit(1);
}

// --- Node -------------------------------------------------------------------------------------------

const projectNode = path.join(ROOT, "node_modules", ".bin", "node");
const nodeBin = fs.existsSync(projectNode) ? fs.realpathSync(projectNode) : process.execPath;
const nodeVersion = execFileSync(nodeBin, ["--version"], { encoding: "utf8" }).trim();
if (Number(/^v(\d+)/.exec(nodeVersion)?.[1]) < 22) {
  fail(
    `${nodeBin} is Node ${nodeVersion}; Vercel's builder needs 22 or later. Run npm ci: it installs package.json's Node.`,
  );
}
/** A folder holding only the project's `node`, put first on every PATH below. */
const nodeDir = path.dirname(nodeBin);

/**
 * The environment for the CLI and its npm: no npm_* variables (run through `npm run`, they would point a
 * nested npm at this project instead of the copy), none of this project's paths, none of the real keys or
 * Vercel credentials a developer's shell may hold. The copy is built as a fresh Vercel project would be.
 */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const own =
    /^(npm_|INIT_CWD$|VERCEL|NOW_|SENDGRID_|UPSTASH_|GOOGLE_PLACES_|BOOKING_|RATE_LIMIT_|ALLOWED_ORIGINS$|OUTBOX_DIR$|SITE_URL$|NODE_OPTIONS$)/i;
  for (const [name, value] of Object.entries(process.env)) if (!own.test(name)) env[name] = value;
  const paths = (process.env.PATH ?? "").split(path.delimiter).filter((p) => p && !p.startsWith(ROOT));
  env.PATH = [nodeDir, ...paths].join(path.delimiter);
  return { ...env, VERCEL_TELEMETRY_DISABLED: "1", ...extra };
}

// --- Cleanup ----------------------------------------------------------------------------------------

const children = new Set<ChildProcess>();
let workDir: string | undefined;
function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  if (workDir && !keep) fs.rmSync(workDir, { recursive: true, force: true });
}
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\ncheck:vercel: interrupted (${signal}), cleaning up`);
    process.exit(130);
  });
}

// --- 1. The CLI -------------------------------------------------------------------------------------

function installedCliVersion(dir: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
    if (JSON.stringify(manifest.overrides) !== JSON.stringify(CLI_MANIFEST.overrides)) return undefined;
    return JSON.parse(fs.readFileSync(path.join(dir, "node_modules", "vercel", "package.json"), "utf8")).version;
  } catch {
    return undefined;
  }
}

function ensureCli(): string {
  const entry = path.join(CLI_DIR, "node_modules", "vercel", "dist", "vc.js");
  if (installedCliVersion(CLI_DIR) === VERCEL_CLI_VERSION && fs.existsSync(entry)) {
    say(`Vercel CLI ${VERCEL_CLI_VERSION}: cached in ${CLI_DIR}`);
    return entry;
  }
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
  return entry;
}

// --- 2. The copy and the builds ---------------------------------------------------------------------

function copyWorkingTree(to: string): number {
  let list: string[];
  try {
    list = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: ROOT,
      encoding: "utf8",
    })
      .split("\0")
      .filter(Boolean);
  } catch {
    fail("git ls-files failed: run this from a git checkout of the project");
  }
  let copied = 0;
  for (const file of list) {
    if (file === ".vercel" || file.startsWith(".vercel/")) continue;
    const from = path.join(ROOT, file);
    const stat = fs.lstatSync(from, { throwIfNoEntry: false });
    if (!stat) continue; // deleted in the working tree, not yet committed
    const target = path.join(to, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), target);
    else fs.copyFileSync(from, target);
    copied++;
  }
  return copied;
}

type BuildResult = { ok: boolean; log: string; lines: string[] };

/** `vercel build` in the copy; its own progress lines (and the project build's) are echoed, the rest logged. */
function vercelBuild(cli: string, dir: string, target: "preview" | "production"): Promise<BuildResult> {
  const log = path.join(dir, `..`, `vercel-build-${target}.log`);
  const out = fs.createWriteStream(log);
  const lines: string[] = [];
  const echo = /^(Vercel CLI |Installing dependencies|Build Completed|Error:|build: |images: )/;
  const argv = [cli, "build", "--yes", "--global-config", path.join(dir, "..", "vercel-global-config")];
  if (target === "production") argv.push("--prod");
  const child = spawn(nodeBin, argv, { cwd: dir, env: cleanEnv(), stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  let partial = "";
  const onData = (chunk: Buffer) => {
    out.write(chunk);
    const text = partial + chunk.toString("utf8");
    const parts = text.split(/\r?\n/);
    partial = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      if (echo.test(line)) console.log(`  │ ${line}`);
    }
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      children.delete(child);
      if (partial) lines.push(partial);
      out.end();
      resolve({ ok: code === 0, log, lines });
    });
  });
}

type FunctionConfig = { runtime: string; handler?: string; entrypoint?: string; launcherType?: string };

function readFunction(dir: string, name: string): { dir: string; config: FunctionConfig } {
  const funcDir = path.join(dir, ".vercel", "output", "functions", "api", `${name}.func`);
  const file = path.join(funcDir, ".vc-config.json");
  if (!fs.existsSync(file)) fail(`the build has no function api/${name} (${path.relative(dir, funcDir)} missing)`);
  return { dir: funcDir, config: JSON.parse(fs.readFileSync(file, "utf8")) };
}

// --- 3. Calling the built functions -----------------------------------------------------------------

type Call = { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string };
type Answer = { status: number; body: string; logs: string[]; newFiles: string[] };

function listFiles(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/**
 * Starts @vercel/node's dev server on one built function folder (it loads the handler the way the
 * platform's launcher does: web exports for the Node.js function, the edge-runtime sandbox for the edge
 * one), sends one request, then shuts it down the polite way so work deferred with waitUntil completes.
 * The function sees only a deployment's variables, never this shell's.
 */
async function callFunction(
  cli: string,
  func: { dir: string; config: FunctionConfig },
  env: Record<string, string>,
  call: Call,
): Promise<Answer> {
  const devServer = path.join(path.dirname(cli), "..", "..", "@vercel", "node", "dist", "dev-server.mjs");
  if (!fs.existsSync(devServer)) fail(`${devServer} missing: delete ${CLI_DIR} and run again`);
  const entry = func.config.handler ?? func.config.entrypoint;
  if (!entry) fail(`${func.dir}/.vc-config.json names no handler nor entrypoint`);
  const before = new Set(listFiles(func.dir));
  const child = spawn(nodeBin, [devServer], {
    cwd: func.dir,
    env: {
      PATH: [nodeDir, "/usr/local/bin", "/usr/bin", "/bin"].join(path.delimiter),
      HOME: env.TMPDIR,
      TZ: "UTC",
      NODE_ENV: "production",
      VERCEL: "1",
      VERCEL_URL: DEPLOYMENT_HOST,
      VERCEL_REGION: "cdg1",
      // BotID's server check would call Vercel's API with an OIDC token; there is none here, and this
      // keeps any such call on this machine regardless.
      OVERRIDE_BOTID_SERVER_URL: NOWHERE,
      ...env,
      VERCEL_DEV_ENTRYPOINT: entry,
      VERCEL_DEV_CONFIG: "{}",
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  children.add(child);
  const logs: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => logs.push(...chunk.toString("utf8").split("\n")));
  child.stderr!.on("data", (chunk: Buffer) => logs.push(...chunk.toString("utf8").split("\n")));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the function did not start within 60 s")), 60_000);
      child.on("message", (message: { port?: number }) => {
        clearTimeout(timer);
        if (message?.port) resolve(message.port);
        else reject(new Error(`unexpected message ${JSON.stringify(message)}`));
      });
      child.on("exit", (code) => reject(new Error(`the function's runtime exited (${code}) before listening`)));
    });
    const response = await fetch(`http://127.0.0.1:${port}${call.path}`, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: AbortSignal.timeout(40_000),
    });
    const body = await response.text();
    child.send("shutdown");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    const newFiles = listFiles(func.dir).filter((file) => !before.has(file));
    return { status: response.status, body, logs: logs.filter(Boolean), newFiles };
  } catch (error) {
    const tail = logs.filter(Boolean).slice(-20).join("\n    ");
    return { status: 0, body: `${(error as Error).message}${tail ? `\n    ${tail}` : ""}`, logs, newFiles: [] };
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    await exited;
    children.delete(child);
  }
}

/** The function's own log lines ("[mail] …"), first line of each, for the summary. */
function ownLogLines(logs: string[]): string[] {
  return logs
    .filter((line) => /^\[[a-z-]+\]/.test(line))
    .map((line) => (line.length > 150 ? `${line.slice(0, 147)}…` : line));
}

function short(body: string, max = 400): string {
  const flat = body.replace(/\s*\n\s*/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function report(label: string, answer: Answer, expected: number): boolean {
  const ok = answer.status === expected && answer.newFiles.length === 0;
  say(`${ok ? "✓" : "✗"} ${label}: ${answer.status || "no answer"} ${short(answer.body) || "(empty body)"}`);
  for (const line of ownLogLines(answer.logs)) console.log(`  │ ${line}`);
  if (answer.newFiles.length) {
    console.log(`  │ wrote into its own (read-only on Vercel) folder: ${answer.newFiles.join(", ")}`);
  }
  return ok;
}

function bookingDate(daysAhead: number): string {
  // sv-SE formats as YYYY-MM-DD; the day as seen in Nantes, like the form's.
  return new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });
}

const clientHeaders = {
  "content-type": "application/json",
  origin: `https://${DEPLOYMENT_HOST}`,
  // What Vercel's edge adds in front of a function.
  "x-forwarded-for": "203.0.113.7",
  "x-real-ip": "203.0.113.7",
  "x-vercel-forwarded-for": "203.0.113.7",
  "x-forwarded-host": DEPLOYMENT_HOST,
};

// --- Run --------------------------------------------------------------------------------------------

say(`Node ${nodeVersion} (${path.relative(ROOT, nodeBin) || nodeBin})${previewOnly ? ", preview only" : ""}`);
const cli = ensureCli();

workDir = fs.mkdtempSync(path.join(os.tmpdir(), "vtc-vercel-check-"));
const copy = path.join(workDir, "project");
fs.mkdirSync(path.join(copy, ".vercel"), { recursive: true });
say(`copied ${copyWorkingTree(copy)} files of the working tree to ${copy}`);
fs.writeFileSync(
  path.join(copy, ".vercel", "project.json"),
  `${JSON.stringify({ projectId: "prj_local", orgId: "team_local", settings: { framework: null } })}\n`,
);

const results: { label: string; ok: boolean; note?: string }[] = [];
const wantedRuntime = `nodejs${/^v(\d+)/.exec(nodeVersion)![1]}.x`;

/**
 * `vercel build` reads `.vercel/.env.<target>.local`, the file `vercel pull` writes with the system variables
 * a real deployment's build gets; without it VERCEL_ENV would be unset, and the production build unguarded.
 */
function writeEnvFile(target: "preview" | "production", extra: Record<string, string> = {}) {
  const vars = { VERCEL: "1", VERCEL_ENV: target, VERCEL_TARGET_ENV: target, VERCEL_URL: DEPLOYMENT_HOST, ...extra };
  const text = Object.entries(vars)
    .map(([name, value]) => `${name}="${value}"\n`)
    .join("");
  fs.writeFileSync(path.join(copy, ".vercel", `.env.${target}.local`), text);
}

// Preview: build, then one real request to each function, without any key.
let since = Date.now();
writeEnvFile("preview");
say("vercel build (preview): installs dependencies, then npm run build; 2 to 4 minutes…");
const preview = await vercelBuild(cli, copy, "preview");
if (!preview.ok) {
  console.error(preview.lines.slice(-40).join("\n"));
  results.push({ label: "preview build", ok: false, note: `failed (${elapsed(since)}), log above` });
} else {
  const booking = readFunction(copy, "booking");
  const places = readFunction(copy, "places");
  const runtimeOk = booking.config.runtime === wantedRuntime && places.config.runtime === "edge";
  results.push({
    label: "preview build",
    ok: runtimeOk,
    note: `${elapsed(since)}; api/booking ${booking.config.runtime} (${booking.config.launcherType} launcher, ${booking.config.handler}), api/places ${places.config.runtime} (${places.config.entrypoint})${runtimeOk ? "" : `; expected ${wantedRuntime} and edge`}`,
  });
  say(`✓ preview build (${results.at(-1)!.note})`);

  const fnTmp = path.join(workDir, "function-tmp");
  fs.mkdirSync(fnTmp);
  const previewEnv = { VERCEL_ENV: "preview", TMPDIR: fnTmp };
  const bookingAnswer = await callFunction(cli, booking, previewEnv, {
    method: "POST",
    path: "/api/booking",
    headers: { ...clientHeaders, "idempotency-key": randomUUID() },
    body: JSON.stringify(validBooking({ datePriseEnCharge: bookingDate(4) })),
  });
  let bookingOk = report("preview POST /api/booking (no SendGrid key)", bookingAnswer, 200);
  const outbox = path.join(fnTmp, "vtc-outbox");
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
  console.log(`  │ outbox under the function's OS temp dir: ${mails.length ? mails.join(", ") : "nothing written"}`);
  if (bookingOk && mails.length === 0) bookingOk = false;
  results.push({
    label: "preview booking",
    ok: bookingOk,
    note: `${bookingAnswer.status || "no answer"}, ${mails.length} e-mail(s) in the temp outbox`,
  });

  const placesAnswer = await callFunction(cli, places, previewEnv, {
    method: "POST",
    path: "/api/places",
    headers: clientHeaders,
    body: JSON.stringify({ input: "aéroport", sessionToken: randomUUID() }),
  });
  let placesOk = report("preview POST /api/places (edge-runtime sandbox, no Google key)", placesAnswer, 200);
  let suggestions = 0;
  try {
    suggestions = (JSON.parse(placesAnswer.body) as { suggestions?: unknown[] }).suggestions?.length ?? 0;
  } catch {
    // reported above with the body
  }
  if (placesOk && suggestions === 0) placesOk = false;
  results.push({
    label: "preview places",
    ok: placesOk,
    note: `${placesAnswer.status || "no answer"}, ${suggestions} suggestion(s)`,
  });
}

// Production: dummy keys; the build refuses while business facts are placeholders.
if (!previewOnly) {
  since = Date.now();
  writeEnvFile("production", DUMMY_PRODUCTION_KEYS);
  say(`vercel build --prod with dummy keys (${Object.keys(DUMMY_PRODUCTION_KEYS).join(", ")})…`);
  const production = await vercelBuild(cli, copy, "production");
  if (!production.ok) {
    const start = production.lines.findIndex((line) => line.startsWith("Build refused"));
    const refusal: string[] = [];
    if (start >= 0) {
      refusal.push(production.lines[start]!);
      for (const line of production.lines.slice(start + 1)) {
        if (!/^\s/.test(line)) break;
        refusal.push(line);
      }
    }
    const placeholders = refusal.some((line) => /placeholder/i.test(line));
    if (refusal.length) console.log(refusal.map((line) => `  │ ${line}`).join("\n"));
    else console.error(production.lines.slice(-40).join("\n"));
    results.push({
      label: "production build",
      ok: false,
      note: placeholders
        ? "refused by the placeholder guard, as intended while src/config/site.ts holds placeholders (list above); --preview-only skips this step"
        : `failed (${elapsed(since)}), log above`,
    });
  } else {
    const booking = readFunction(copy, "booking");
    const places = readFunction(copy, "places");
    results.push({
      label: "production build",
      ok: true,
      note: `${elapsed(since)}; api/booking ${booking.config.runtime}, api/places ${places.config.runtime}`,
    });
    say(`✓ production build (${results.at(-1)!.note})`);
    const fnTmp = path.join(workDir, "function-tmp-production");
    fs.mkdirSync(fnTmp);
    const productionEnv = { VERCEL_ENV: "production", TMPDIR: fnTmp, ...DUMMY_PRODUCTION_KEYS };
    for (const [name, func] of [
      ["booking", booking],
      ["places", places],
    ] as const) {
      // Cold start with production keys, then a GET: refused by method before any provider is used.
      const answer = await callFunction(cli, func, productionEnv, { method: "GET", path: `/api/${name}` });
      results.push({
        label: `production ${name} cold start`,
        ok: report(`production GET /api/${name} (cold start with keys)`, answer, 405),
      });
    }
  }
}

console.log("");
for (const { label, ok, note } of results) console.log(`${ok ? "✓" : "✗"} ${label}${note ? `: ${note}` : ""}`);
const failed = results.filter((r) => !r.ok).length;
console.log(
  `\ncheck:vercel: ${failed ? `${failed} of ${results.length} checks failed` : "all checks passed"} in ${elapsed()}${keep ? `; kept ${workDir}` : ""}`,
);
process.exit(failed ? 1 : 0);
