import { type Check, verdict } from "./check";
import { UNKNOWN_PATH, type Expected } from "./expected";
import { headerOf, inPool, type RawResponse, rawRequest } from "./http";

const CSP = "content-security-policy";
const NOT_FOUND_TEXT = "Oops! Page not found";

export type Fetched = { path: string; response: RawResponse };

/** Problems found on many paths are told once: "X-Frame-Options missing on 64 responses: /, /events, …". */
function grouped(problems: Map<string, string[]>): string[] {
  return [...problems].map(([problem, paths]) =>
    paths.length === 1
      ? `${paths[0]}: ${problem}`
      : `${problem} on ${paths.length} responses: ${paths.slice(0, 3).join(", ")}${paths.length > 3 ? ", …" : ""}`,
  );
}

function add(problems: Map<string, string[]>, problem: string, path: string) {
  problems.set(problem, [...(problems.get(problem) ?? []), path]);
}

/** Every route and the unknown path, fetched once; the checks below read these answers. */
export async function fetchRoutes(origin: URL, expected: Expected): Promise<Fetched[]> {
  const paths = [...expected.routes, UNKNOWN_PATH];
  return inPool(paths, 6, async (path) => ({ path, response: await rawRequest(origin, path) }));
}

/** The status a path must answer; a path that does not is reported once, by the status check. */
function answeredAsExpected({ path, response }: Fetched): boolean {
  return response.status === (path === UNKNOWN_PATH ? 404 : 200);
}

export function statusCheck(fetched: Fetched[]): Check {
  const problems = new Map<string, string[]>();
  for (const { path, response } of fetched) {
    const wanted = path === UNKNOWN_PATH ? 404 : 200;
    if (response.status === 0) add(problems, response.body, path);
    else if (response.status !== wanted) add(problems, `${response.status}, expected ${wanted}`, path);
    else if (path === UNKNOWN_PATH && !response.body.includes(NOT_FOUND_TEXT))
      add(problems, "404 without the site's own page", path);
  }
  const details = grouped(problems);
  if (fetched.every(({ response }) => response.status === 401))
    details.unshift(
      "every path answers 401: Deployment Protection? Set VERCEL_AUTOMATION_BYPASS_SECRET (docs/launch.md)",
    );
  return verdict(
    "routes",
    `${fetched.length - 1} pre-rendered routes → 200, an unknown path → 404 with our page`,
    details,
  );
}

/** The sitemap may only list pages the build pre-renders (each of them fetched above). */
export function sitemapCheck(fetched: Fetched[]): Check {
  const sitemap = fetched.find((f) => f.path === "/sitemap.xml");
  const known = new Set(fetched.map((f) => f.path));
  const locs = [...(sitemap?.response.body ?? "").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const problems = locs.map((loc) => new URL(loc).pathname).filter((path) => !known.has(path));
  if (!locs.length) problems.push("/sitemap.xml lists no URL");
  return verdict(
    "sitemap",
    `${locs.length} URLs, checked against the pre-rendered routes`,
    problems.map((path) => `lists ${path}, which the build does not pre-render`),
  );
}

/** The headers vercel.json sets on each path, CSP aside (its own check), on every route that answered. */
/**
 * A header's value as vercel.json wants it. Robots directives are a set, and Vercel adds its own `noindex` on
 * preview deployments: a page may be more restricted than vercel.json says, never less.
 */
function satisfies(name: string, actual: string, wanted: string): boolean {
  if (name.toLowerCase() !== "x-robots-tag") return actual === wanted;
  const directives = (value: string) => new Set(value.split(",").map((d) => d.trim().toLowerCase()));
  const present = directives(actual);
  return [...directives(wanted)].every((d) => present.has(d));
}

export function headersCheck(fetched: Fetched[], expected: Expected): Check {
  const problems = new Map<string, string[]>();
  const answered = fetched.filter(answeredAsExpected);
  for (const { path, response } of answered) {
    for (const [name, value] of expected.headersFor(path)) {
      if (name.toLowerCase() === CSP) continue;
      const actual = headerOf(response.headers, name);
      if (actual === undefined) add(problems, `${name} missing`, path);
      else if (!satisfies(name, actual, value))
        add(problems, `${name} is « ${actual} », vercel.json says « ${value} »`, path);
    }
  }
  return verdict("security headers", `as vercel.json declares them, on ${answered.length} answers`, grouped(problems));
}

/** The Content-Security-Policy header of every answer, exactly as vercel.json writes it. */
export function cspHeaderProblems(fetched: Fetched[], expected: Expected): string[] {
  const problems = new Map<string, string[]>();
  for (const { path, response } of fetched.filter(answeredAsExpected)) {
    const wanted = [...expected.headersFor(path)].find(([name]) => name.toLowerCase() === CSP)?.[1];
    const actual = headerOf(response.headers, CSP);
    if (wanted === undefined) continue;
    if (actual === undefined) add(problems, "Content-Security-Policy missing", path);
    else if (actual !== wanted) add(problems, "Content-Security-Policy differs from vercel.json", path);
  }
  return grouped(problems);
}

/** `count` items spread evenly over `items`, the first and the last included. */
export function spread<T>(items: T[], count: number | undefined): T[] {
  if (count === undefined || count >= items.length) return items;
  if (count <= 1) return items.slice(0, count);
  const step = (items.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => items[Math.round(i * step)]!);
}

/** The answers that are HTML pages, to load in the browser. */
export function htmlPaths(fetched: Fetched[]): string[] {
  return fetched
    .filter(({ response }) => (headerOf(response.headers, "content-type") ?? "").startsWith("text/html"))
    .map(({ path }) => path);
}

/** /confirmer opens links that carry a customer's request: search engines must never index it. */
export function noindexCheck(fetched: Fetched[]): Check {
  const confirmer = fetched.find((f) => f.path === "/confirmer");
  if (!confirmer) return verdict("/confirmer", "noindex", ["/confirmer is not among the pre-rendered routes"]);
  const header = headerOf(confirmer.response.headers, "x-robots-tag") ?? "";
  const meta = /<meta name="robots" content="([^"]*)"/.exec(confirmer.response.body)?.[1] ?? "";
  const found = [
    /noindex/.test(header) && `X-Robots-Tag: ${header}`,
    /noindex/.test(meta) && `<meta name="robots" content="${meta}">`,
  ].filter(Boolean);
  return verdict(
    "/confirmer",
    `noindex (${found.join("; ") || "none"})`,
    found.length ? [] : ["no noindex in header or meta"],
  );
}
