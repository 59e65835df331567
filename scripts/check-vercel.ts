/**
 * `npm run check:vercel`: the deployment as Vercel's own builder makes it, checked on this machine with every
 * provider standing in locally (docs/development.md, "Checking the deployment"; docs/decisions/040-node-24-and-vercel-check.md).
 *
 * 1. Installs the pinned Vercel CLI once outside the project, copies the working tree into a temporary folder.
 * 2. Starts the providers' stand-ins on loopback: SendGrid, Google and BotID servers, Upstash through the REST
 *    bridge in front of a real redis-server. The deployment's settings point at them, and only at them.
 * 3. `vercel build` (preview), then each function through @vercel/node's runtime: a booking, a lookup.
 * 4. `vercel build --prod` with the test identity (VTC_TEST_IDENTITY, src/server/kernel/test-identity.ts): the pages
 *    must say so; Vercel's route table (config.json) is checked against vercel.json and the local server;
 *    then a booking, a lookup, the operator's link (view, confirm, again), the payment page, Stripe's webhook and
 *    the hourly settling job, BotID's verdicts, BotID under the dev server's own context, and functions that must
 *    refuse to start.
 *
 * Options: --preview-only (skip step 4), --keep (leave the temporary folder for inspection).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureCli, nodeBin, nodeMajor, nodeVersion, ROOT } from "./check-vercel/cli";
import { booking, confirm } from "./check-vercel/booking";
import { consoleFunction } from "./check-vercel/console";
import { payments } from "./check-vercel/payments";
import type { Deployment } from "./check-vercel/deployment";
import { devServerAlone, lookup } from "./check-vercel/places";
import { refusesToStart } from "./check-vercel/refusals";
import { flightCheck } from "./check-vercel/arrivals";
import { elapsed, fail, record, say, summary } from "./check-vercel/output";
import {
  children,
  copyWorkingTree,
  readFunction,
  type Target,
  vercelBuild,
  writeEnvFile,
} from "./check-vercel/project";
import { startProviders } from "./check-vercel/providers";
import { routeTable } from "./check-vercel/routes";
import { pagesMarked, pagesRated } from "./check-vercel/pages";

/** Hostname the deployment answers on: functions accept their own deployment's origin. */
const DEPLOYMENT_HOST = "vtc-premium-nantes-check.vercel.app";
/** The test identity's public origin: a name reserved for tests, which no real deployment can have. */
const TEST_SITE_URL = "https://vtc-premium-nantes.test";

const args = new Set(process.argv.slice(2));
const previewOnly = args.has("--preview-only");
const keep = args.has("--keep");
for (const arg of args) {
  if (!["--preview-only", "--keep"].includes(arg)) fail(`unknown option ${arg} (known: --preview-only, --keep)`);
}
if (nodeMajor < 22) {
  fail(
    `${nodeBin} is Node ${nodeVersion}; Vercel's builder needs 22 or later. Run npm ci: it installs package.json's Node.`,
  );
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "vtc-vercel-check-"));
let closeProviders = async () => {};
function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  if (!keep) fs.rmSync(workDir, { recursive: true, force: true });
}
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\ncheck:vercel: interrupted (${signal}), cleaning up`);
    process.exit(130);
  });
}

say(`Node ${nodeVersion} (${path.relative(ROOT, nodeBin) || nodeBin})${previewOnly ? ", preview only" : ""}`);
const cli = ensureCli();
const copy = path.join(workDir, "project");
say(`copied ${copyWorkingTree(copy)} files of the working tree to ${copy}`);
const providers = await startProviders();
closeProviders = providers.close;
say(
  `stand-ins on 127.0.0.1: SendGrid ${providers.env.SENDGRID_BASE_URL}, Google ${providers.env.GOOGLE_PLACES_BASE_URL}, BotID ${providers.env.OVERRIDE_BOTID_SERVER_URL}, AeroDataBox ${providers.env.AERODATABOX_BASE_URL}, SNCF ${providers.env.SNCF_API_BASE_URL}, Upstash bridge ${providers.env.UPSTASH_REDIS_REST_URL} → redis-server`,
);

/** A deployment's settings: the providers' stand-ins, and the system variables Vercel gives every deployment. */
function settings(target: Target, extra: Record<string, string> = {}): Record<string, string> {
  return {
    VERCEL: "1",
    VERCEL_ENV: target,
    VERCEL_TARGET_ENV: target,
    VERCEL_URL: DEPLOYMENT_HOST,
    VERCEL_REGION: "cdg1",
    ...providers.env,
    ...extra,
  };
}

async function deploy(target: Target, extra: Record<string, string> = {}): Promise<Deployment | undefined> {
  const since = Date.now();
  const env = settings(target, extra);
  writeEnvFile(copy, target, env);
  say(
    target === "preview"
      ? "vercel build (preview): installs dependencies, then npm run build, the longest step…"
      : "vercel build --prod with the test identity (VTC_TEST_IDENTITY=1, SITE_URL on .test)…",
  );
  const build = await vercelBuild(cli, copy, target);
  if (!build.ok) {
    console.error(build.lines.slice(-40).join("\n"));
    record(`${target} build`, false, `failed (${elapsed(since)}), log above`);
    return undefined;
  }
  const functions = {
    booking: readFunction(copy, "booking"),
    confirm: readFunction(copy, "confirm"),
    places: readFunction(copy, "places"),
    payment: readFunction(copy, "payment"),
    "stripe-webhook": readFunction(copy, "stripe-webhook"),
    "settle-rides": readFunction(copy, "settle-rides"),
    console: readFunction(copy, "console"),
    "escalate-alerts": readFunction(copy, "escalate-alerts"),
    arrival: readFunction(copy, "arrival"),
    "follow-arrivals": readFunction(copy, "follow-arrivals"),
    "flight-alert": readFunction(copy, "flight-alert"),
  };
  const node = `nodejs${nodeMajor}.x`;
  const expected = {
    booking: node,
    confirm: node,
    places: "edge",
    payment: node,
    "stripe-webhook": node,
    "settle-rides": node,
    console: node,
    "escalate-alerts": node,
    arrival: node,
    "follow-arrivals": node,
    "flight-alert": node,
  };
  const runtimes = Object.entries(functions).map(([name, func]) => `api/${name} ${func?.config.runtime ?? "MISSING"}`);
  const ok = Object.entries(functions).every(
    ([name, func]) => func?.config.runtime === expected[name as keyof typeof expected],
  );
  record(
    `${target} build`,
    ok,
    `${elapsed(since)}; ${runtimes.join(", ")}${ok ? "" : "; a runtime is not the expected one"}`,
  );
  const built = Object.fromEntries(Object.entries(functions).filter(([, func]) => func)) as Deployment["functions"];
  if (!ok || Object.keys(built).length !== Object.keys(functions).length) return undefined;
  const pageOrigin =
    target === "production" ? new URL(env.SITE_URL ?? TEST_SITE_URL).origin : `https://${DEPLOYMENT_HOST}`;
  return {
    target,
    cli,
    providers,
    env,
    functions: built,
    pageOrigin,
    // Production links point at the public site; a preview's at the deployment itself.
    linkOrigin: pageOrigin,
  };
}

try {
  const preview = await deploy("preview");
  if (preview) {
    pagesMarked(copy, "preview");
    pagesRated(copy, "preview");
    await booking(preview);
    await lookup(preview);
    await flightCheck(preview);
  }

  if (!previewOnly) {
    const production = await deploy("production", { VTC_TEST_IDENTITY: "1", SITE_URL: TEST_SITE_URL });
    if (production) {
      pagesMarked(copy, "production", TEST_SITE_URL);
      pagesRated(copy, "production");
      await routeTable(copy);
      const booked = await booking(production);
      if (booked) await confirm(production, booked);
      else record("production confirm", false, "skipped: the booking gave no link");
      await payments(production, booked);
      await lookup(production);
      await flightCheck(production);
      await devServerAlone(production);
      await consoleFunction(production);
      // Each function started without one key it needs: it must refuse, naming it.
      const missing: [keyof Deployment["functions"], string, string][] = [
        ["confirm", "", "BOOKING_LINK_SECRET"],
        ["places", " (edge)", "GOOGLE_PLACES_API_KEY"],
        ["payment", "", "STRIPE_SECRET_KEY"],
        ["stripe-webhook", "", "STRIPE_WEBHOOK_SECRET"],
        ["settle-rides", "", "CRON_SECRET"],
        ["console", "", "VAPID_PRIVATE_KEY"],
        ["escalate-alerts", "", "BREVO_API_KEY"],
        ["arrival", "", "AERODATABOX_API_KEY"],
        ["arrival", "", "SNCF_API_KEY"],
        ["follow-arrivals", "", "AERODATABOX_API_KEY"],
        ["follow-arrivals", "", "SNCF_API_KEY"],
        ["flight-alert", "", "AERODATABOX_API_KEY"],
      ];
      for (const [name, runtime, key] of missing) {
        const { [key]: _dropped, ...without } = production.env;
        await refusesToStart(
          production,
          name,
          `production api/${name}${runtime} without ${key}`,
          without,
          new RegExp(`Refuses to start without ${key}\\b`),
        );
      }
      const { SENDGRID_BASE_URL: _stand, ...realSendGrid } = production.env;
      await refusesToStart(
        production,
        "booking",
        "production api/booking, test identity with the real SendGrid",
        realSendGrid,
        /Refuses to start: VTC_TEST_IDENTITY is for npm run check:vercel only/,
      );
    }
  }
} finally {
  await closeProviders();
}
process.exit(summary(keep ? `; kept ${workDir}` : ""));
