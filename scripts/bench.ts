/**
 * `npm run bench`: builds, serves the site as `npm start` does, runs Lighthouse 12.8.2 (mobile defaults, Debian's
 * Chromium) three times per page type and reports medians against the targets of the speed issue; then loads
 * both functions (local providers) and reports throughput and latency. Writes bench-results/latest.json.
 */
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startLocalServer } from "./local-vercel/server";

const PAGES = ["/", "/blog/aeroport-nantes-atlantique-optimiser-transferts", "/chauffeur-prive-reze", "/events", "/zones-intervention", "/demande-devis"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { score: 100, lcpMs: 1500, tbtMs: 50, cls: 0.01, jsKiB: 100, totalKiB: 250 };

/** Median of the runs that produced a value (Lighthouse occasionally fails to time one metric). */
function median(values: number[]): number {
  const valid = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return valid.length ? valid[Math.floor(valid.length / 2)]! : NaN;
}

/**
 * What the spec makes impossible: /demande-devis must be noindex (docs/product.md), and Lighthouse's SEO category fails
 * its is-crawlable audit on any noindex page. Reported in the table, not counted as a miss.
 */
const BY_DESIGN: Record<string, string[]> = { "/demande-devis": ["seo"] };

type Run = { scores: Record<string, number>; fcp: number; lcp: number; tbt: number; cls: number; bytes: Record<string, number>; foreignHosts: string[] };

async function lighthouseRun(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const bytes: Record<string, number> = { total: 0 };
  const hosts = new Set<string>();
  for (const r of requests) {
    const type = (r.resourceType ?? "Other").toLowerCase();
    bytes[type] = (bytes[type] ?? 0) + (r.transferSize ?? 0);
    bytes.total! += r.transferSize ?? 0;
    const host = new URL(r.url).hostname;
    if (host !== "localhost" && host !== "127.0.0.1" && !r.url.startsWith("data:")) hosts.add(host);
  }
  return {
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes,
    foreignHosts: [...hosts],
  };
}

async function load(url: string, body: () => string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url,
    method: "POST",
    connections: 10,
    duration: 8,
    headers: { "content-type": "application/json", ...headers },
    requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

if (!process.argv.includes("--no-build")) execSync("npx tsx scripts/build.ts", { stdio: "inherit" });
process.env.OUTBOX_DIR = mkdtempSync(path.join(os.tmpdir(), "bench-outbox-"));
process.env.RATE_LIMIT_BOOKING = "1000000/1m";
process.env.RATE_LIMIT_PLACES = "1000000/1m";
const { server, url } = await startLocalServer({ port: 0 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const pages: Record<string, Record<string, number | string>> = {};
try {
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(url + page, chrome.port));
    const m = (pick: (r: Run) => number) => median(runs.map(pick));
    pages[page] = {
      performance: m((r) => r.scores.performance!),
      accessibility: m((r) => r.scores.accessibility!),
      "best-practices": m((r) => r.scores["best-practices"]!),
      seo: m((r) => r.scores.seo!),
      fcpMs: Math.round(m((r) => r.fcp)),
      lcpMs: Math.round(m((r) => r.lcp)),
      tbtMs: Math.round(m((r) => r.tbt)),
      cls: Number(m((r) => r.cls).toFixed(3)),
      jsKiB: Number((m((r) => r.bytes.script ?? 0) / 1024).toFixed(1)),
      cssKiB: Number((m((r) => r.bytes.stylesheet ?? 0) / 1024).toFixed(1)),
      fontKiB: Number((m((r) => r.bytes.font ?? 0) / 1024).toFixed(1)),
      imageKiB: Number((m((r) => r.bytes.image ?? 0) / 1024).toFixed(1)),
      htmlKiB: Number((m((r) => r.bytes.document ?? 0) / 1024).toFixed(1)),
      totalKiB: Number((m((r) => r.bytes.total ?? 0) / 1024).toFixed(1)),
      foreignHosts: [...new Set(runs.flatMap((r) => r.foreignHosts))].join(" ") || "none",
    };
  }
} finally {
  await chrome.kill();
}

let n = 0;
const future = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const api = {
  "/api/places": await load(`${url}/api/places`, () => JSON.stringify({ input: ["aero", "gare", "reze", "carq", "saint"][n++ % 5], sessionToken: "6f1c8e2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b" })),
  "/api/booking": await load(`${url}/api/booking`, () =>
    JSON.stringify({
      prenom: "Bench",
      nom: `Client ${n++}`,
      telephone: "06 12 34 56 78",
      email: "bench@exemple.fr",
      datePriseEnCharge: future,
      heurePriseEnCharge: "09:00",
      lieuDepart: "Gare de Nantes",
      lieuArrivee: "Aéroport Nantes Atlantique",
      typeDeplacementProfessionnel: false,
      consentementRgpd: true,
    }),
  ),
};
server.close();

const failures: string[] = [];
for (const [page, r] of Object.entries(pages)) {
  for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
    if (Number(r[category]) < TARGETS.score && !BY_DESIGN[page]?.includes(category)) failures.push(`${page} ${category} ${r[category]}`);
  }
  if (Number(r.lcpMs) > TARGETS.lcpMs) failures.push(`${page} LCP ${r.lcpMs} ms`);
  if (Number(r.tbtMs) > TARGETS.tbtMs) failures.push(`${page} TBT ${r.tbtMs} ms`);
  if (Number(r.cls) > TARGETS.cls) failures.push(`${page} CLS ${r.cls}`);
  if (Number(r.jsKiB) > TARGETS.jsKiB) failures.push(`${page} JS ${r.jsKiB} KiB`);
  if (Number(r.totalKiB) > TARGETS.totalKiB) failures.push(`${page} total ${r.totalKiB} KiB`);
  if (r.foreignHosts !== "none") failures.push(`${page} requests other hosts: ${r.foreignHosts}`);
}

const columns = ["performance", "accessibility", "best-practices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls", "jsKiB", "cssKiB", "fontKiB", "imageKiB", "htmlKiB", "totalKiB"];
const table = [
  `| page | perf | a11y | best | seo | FCP ms | LCP ms | TBT ms | CLS | JS KiB | CSS KiB | font KiB | img KiB | HTML KiB | total KiB |`,
  `|${"---|".repeat(columns.length + 1)}`,
  ...Object.entries(pages).map(([page, r]) => `| ${page.length > 32 ? `${page.slice(0, 30)}…` : page} | ${columns.map((c) => r[c]).join(" | ")} |`),
  "",
  `| function | req/s | p50 ms | p99 ms | errors |`,
  `|---|---|---|---|---|`,
  ...Object.entries(api).map(([fn, r]) => `| ${fn} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`),
].join("\n");
console.log(`\nLighthouse 12.8.2, mobile defaults, median of ${RUNS} runs; load: 10 connections for 8 s, local providers\n\n${table}\n`);
console.log("By design: /demande-devis is noindex by the brief, so Lighthouse's SEO check 'is-crawlable' fails there.");
console.log(failures.length ? `Targets missed:\n- ${failures.join("\n- ")}` : "Every target met.");
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/latest.json", `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, targets: TARGETS, pages, api, failures }, null, 2)}\n`);
process.exit(failures.length ? 1 : 0);
