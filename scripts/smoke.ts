/**
 * `npm run smoke -- <url>`: proves a deployment from outside, the way a visitor and an attacker reach it: every
 * route, its headers and CSP (zero violations in Chromium), the redirects and none off-site, a booking through the
 * real form, a bare POST against BotID, /confirmer noindex. Prints one screen; exits 1 on any failure.
 * Options: `--sample N` loads only N pages in Chromium (the tests; every route is still fetched),
 * `--outbox DIR` where a local target writes its e-mails. See docs/launch.md.
 */
import { parseArgs } from "node:util";
import { formatReport } from "./smoke/report";
import { runSmoke } from "./smoke/run";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { sample: { type: "string" }, outbox: { type: "string" } },
});
const url = positionals[0];
const sample = values.sample === undefined ? undefined : Number(values.sample);
if (!url || !/^https?:\/\//.test(url) || (sample !== undefined && !(Number.isInteger(sample) && sample > 0))) {
  console.error("usage: npm run smoke -- <https://deployment.example> [--sample N] [--outbox DIR]");
  process.exit(2);
}
const started = Date.now();
const checks = await runSmoke({
  target: new URL(url),
  sample,
  outbox: values.outbox,
});
console.log(formatReport(new URL(url).origin, checks, (Date.now() - started) / 1000));
process.exit(checks.some((c) => c.status === "fail") ? 1 : 0);
