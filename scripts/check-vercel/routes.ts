import fs from "node:fs";
import path from "node:path";
import { getTransformedRoutes, type Route } from "@vercel/routing-utils";
import { createLocalVercel } from "../local-vercel/app";
import { readVercelConfig, VERCEL_API_ROUTES } from "../local-vercel/rules";
import { detail, record } from "./output";
import { type Filesystem, type Outcome, routeThrough } from "./route-table";

const BOTID = "/149e9513-01fa-4fb0-aad4-566afd725d1b/2d206a39-8ed7-437e-a3be-862e0f06eea3";
/** Paths whose answers the local server and Vercel's table must agree on. */
const PROBES = [
  "/",
  "/events",
  "/events/",
  "/events/index.html",
  "/index.html",
  "/events.html",
  "/evenements",
  "/nowhere",
  "/blog/reservation-en-ligne/",
  "/api/booking",
  "/api/booking.ts",
  "/api/booking/",
  "/api/places.ts",
  "/api/confirm",
  "/api",
  "/api/",
  "/api/nope",
  "/api/booking.ts.ts",
  `${BOTID}/a-4-a/c.js`,
  `${BOTID}/x/y`,
  // A link page's spellings: each must end alike, and never on the page without its headers (LINK_PAGES).
  "/confirmer",
  "/confirmer/",
  "/confirmer/index.html",
  "/confirm%65r",
  "/confirmer/index.htm%6c",
  "/confirmer%2Findex.html",
  "/en/my-bookin%67/index.html",
];
/** The pages a link opens: out of search engines and never a referrer, whatever the spelling of their path. */
import { LINK_PAGES } from "../../src/lib/link-pages";
/** Attempts at an off-site Location, each also read percent-decoded and as a raw HTTP client sends it. */
const HOSTILE = [
  "//evil.example/",
  "///evil.example/",
  "//evil.example/a/",
  "//evil.example/index.html",
  "/\\evil.example/",
  "/\\/evil.example/",
  "/%2F%2Fevil.example/",
  "/%2fevil.example/",
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "/%09/evil.example/",
  "/%0d%0a/evil.example/",
  "/./evil.example/",
  "/../evil.example/",
  "/events//evil.example/",
  "/a/%2F%2Fevil.example/",
];

const key = (route: Route) => JSON.stringify(route);

function outputFilesystem(output: string): Filesystem {
  const functions = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name.endsWith(".func")) {
        const route = `/${path.relative(path.join(output, "functions"), full).replace(/\.func$/, "")}`;
        functions.set(route, route.replace(/^\/api\//, ""));
      } else if (entry.isDirectory()) walk(full);
    }
  };
  walk(path.join(output, "functions"));
  const staticDir = path.join(output, "static");
  return {
    func: (p) => functions.get(p),
    file: (p) => {
      const file = path.join(staticDir, p === "/" ? "index.html" : p);
      return (
        file.startsWith(`${staticDir}${path.sep}`) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true
      );
    },
  };
}

/** What the local server answers, in the interpreter's terms; a page is named when it is `expected`'s. */
async function localOutcome(
  app: ReturnType<typeof createLocalVercel>,
  staticDir: string,
  pathname: string,
  expected: string | undefined,
) {
  const response = (await app.handle(new Request(`http://localhost:3000${pathname}`)))!;
  const location = response.headers.get("location");
  const fn = response.headers.get("x-check-function");
  const type = response.headers.get("content-type") ?? "";
  const body = Buffer.from(await response.arrayBuffer());
  if (location) return `redirect ${response.status} ${location}`;
  if (fn) return `function ${fn}`;
  if (response.status === 404) return type.startsWith("text/html") ? "not-found /404.html" : "not-found";
  if (pathname.startsWith(BOTID)) return "proxy (BotID)";
  const same = expected !== undefined && fs.readFileSync(path.join(staticDir, expected)).equals(body);
  return `file ${same ? expected : `(${response.status}, another)`}`;
}

function describe(outcome: Outcome): string {
  if (outcome.kind === "redirect") return `redirect ${outcome.status} ${outcome.location}`;
  if (outcome.kind === "function") return `function ${outcome.name}`;
  if (outcome.kind === "proxy") return "proxy (BotID)";
  if (outcome.kind === "not-found") return outcome.page ? `not-found ${outcome.page}` : "not-found";
  return `file ${outcome.path === "/" ? "/index.html" : outcome.path}`;
}

/** The pages' header rule must not reach a redirect: Vercel ends the routing there. */
const pageHeaders = (outcome: Outcome) => "Content-Security-Policy" in outcome.headers;

/**
 * Vercel's own route table, as `vercel build` wrote it, against vercel.json and the local server:
 * 1. config.json holds vercel.json's routes unchanged and in order, plus exactly the routes Vercel adds
 *    for api/ that scripts/local-vercel plays (VERCEL_API_ROUTES);
 * 2. each probe ends in the same place through the table and through the local server;
 * 3. no hostile path yields a Location that leaves the site, however the platform reads the path.
 */
export async function routeTable(copy: string): Promise<void> {
  const output = path.join(copy, ".vercel", "output");
  const table = (JSON.parse(fs.readFileSync(path.join(output, "config.json"), "utf8")) as { routes: Route[] }).routes;
  const ours = getTransformedRoutes(readVercelConfig(path.join(copy, "vercel.json"))).routes ?? [];
  const expected = [...ours, ...VERCEL_API_ROUTES].map(key);
  const actual = table.map(key);
  const unknown = actual.filter((route) => !expected.includes(route));
  const missing = expected.filter((route) => !actual.includes(route));
  const same = unknown.length === 0 && missing.length === 0 && actual.join() === expected.join();
  record(
    "Vercel's route table (config.json)",
    same,
    same
      ? `vercel.json's ${ours.length} entries unchanged and in order, plus the ${VERCEL_API_ROUTES.length} Vercel adds for api/ (bare 404 under /api, 404.html elsewhere, /api/x.ts → /api/x), all played by the local server`
      : `differs from vercel.json + scripts/local-vercel's VERCEL_API_ROUTES: ${unknown.length} unknown, ${missing.length} missing${unknown.length || missing.length ? "" : ", order changed"}`,
  );
  for (const route of unknown) detail(`only in Vercel's table: ${route}`);
  for (const route of missing) detail(`only in ours: ${route}`);

  // The crons of vercel.json as Vercel's build declares them, each on a function the build produced.
  type Cron = { path: string; schedule: string };
  const declared = (JSON.parse(fs.readFileSync(path.join(output, "config.json"), "utf8")) as { crons?: Cron[] }).crons;
  const wanted = (JSON.parse(fs.readFileSync(path.join(copy, "vercel.json"), "utf8")) as { crons: Cron[] }).crons;
  const unbuilt = wanted.filter((cron) => !fs.existsSync(path.join(output, "functions", `${cron.path.slice(1)}.func`)));
  const cronsOk = JSON.stringify(declared) === JSON.stringify(wanted) && unbuilt.length === 0;
  record(
    "Vercel Cron (config.json)",
    cronsOk,
    cronsOk
      ? `${wanted.length} jobs declared as in vercel.json: ${wanted.map((c) => `${c.path} "${c.schedule}"`).join(", ")}`
      : `declared ${JSON.stringify(declared ?? null)}; vercel.json ${JSON.stringify(wanted)}${unbuilt.length ? `; no function for ${unbuilt.map((c) => c.path).join(", ")}` : ""}`,
  );

  const filesystem = outputFilesystem(output);
  const staticDir = path.join(output, "static");
  const stub = (file: string) => {
    const answer = () =>
      new Response(null, { status: 204, headers: { "x-check-function": path.basename(file, ".ts") } });
    return Promise.resolve({ default: answer, GET: answer });
  };
  const app = createLocalVercel({ root: copy, staticDir, load: stub });
  const differences: string[] = [];
  let headerLeaks = 0;
  let bareLinkPages = 0;
  for (const probe of PROBES) {
    const pathname = new URL(`https://x${probe}`).pathname;
    const vercel = routeThrough(table, pathname, filesystem, { fromSecondChar: false });
    const file = vercel.kind === "file" ? (vercel.path === "/" ? "/index.html" : vercel.path) : undefined;
    const local = await localOutcome(app, staticDir, pathname, file);
    if (describe(vercel) !== local) differences.push(`${probe}: Vercel ${describe(vercel)}, local ${local}`);
    if (vercel.kind === "redirect" && pageHeaders(vercel)) headerLeaks++;
    const linkPage = file && LINK_PAGES.find((page) => file === `${page}/index.html`);
    if (linkPage && !(vercel.headers["X-Robots-Tag"] && vercel.headers["Referrer-Policy"] === "no-referrer")) {
      bareLinkPages++;
      differences.push(`${probe}: Vercel serves ${linkPage} without X-Robots-Tag and Referrer-Policy: no-referrer`);
    }
  }
  record(
    "Vercel's routes vs the local server",
    differences.length === 0 && headerLeaks === 0,
    differences.length || headerLeaks
      ? `${differences.length - bareLinkPages} of ${PROBES.length} probes differ${headerLeaks ? `, ${headerLeaks} redirects carry the pages' headers` : ""}${bareLinkPages ? `, ${bareLinkPages} link pages served without their headers` : ""}`
      : `${PROBES.length} probes end alike (/api/booking.ts → booking, /api and /api/nope → bare 404, /x → /x/index.html, redirects without the pages' headers, link pages with noindex and no-referrer)`,
  );
  for (const line of differences) detail(line);

  const offSite: string[] = [];
  let readings = 0;
  for (const attempt of HOSTILE) {
    // As a request line carries it, and as a browser or a WHATWG parser reads it (backslashes, dot segments).
    const forms = new Set([attempt, new URL(`https://x${attempt}`).pathname]);
    for (const form of [...forms]) {
      try {
        forms.add(decodeURIComponent(form));
      } catch {
        // not decodable: the platform cannot read it decoded either
      }
    }
    for (const form of forms) {
      for (const fromSecondChar of [false, true]) {
        readings++;
        const outcome = routeThrough(table, form, filesystem, { fromSecondChar });
        if (outcome.kind !== "redirect") continue;
        const target = new URL(outcome.location, "https://vtc-premium-nantes.test");
        if (target.host !== "vtc-premium-nantes.test" || !/^\/([A-Za-z0-9]|$)/.test(outcome.location))
          offSite.push(`${JSON.stringify(form)} → ${outcome.location}`);
      }
    }
  }
  record(
    "no off-site redirect through Vercel's routes",
    offSite.length === 0,
    offSite.length
      ? `${offSite.length} off-site Location(s)`
      : `${HOSTILE.length} hostile paths, ${readings} readings (as sent, URL-normalised, percent-decoded; matched from the first or the second character): every Location stays on the site`,
  );
  for (const line of [...new Set(offSite)].slice(0, 8)) detail(line);
}
