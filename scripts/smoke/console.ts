import { type Check, verdict } from "./check";
import { headerOf, rawRequest } from "./http";
import type { Fetched } from "./pages";

/**
 * The operator's console (docs/decisions/260-operator-console.md) as a phone finds it: the page out of search with its
 * island, its manifest and icons that make it installable, its service worker, and its function answering nothing
 * without a session (no cookie: 401; no origin of the site: 403) while it hands a signed-out phone the passkey's
 * question, for the target's own host. None of these calls writes anything.
 */
export async function consoleCheck(target: URL, fetched: Fetched[]): Promise<Check> {
  const problems: string[] = [];
  const page = fetched.find((f) => f.path === "/console");
  if (!page) return verdict("console", "/console", ["/console is not among the pre-rendered routes"]);
  const robots = `${headerOf(page.response.headers, "x-robots-tag") ?? ""} ${/<meta name="robots" content="([^"]*)"/.exec(page.response.body)?.[1] ?? ""}`;
  if (!/noindex/.test(robots)) problems.push("/console: no noindex in header or meta");
  if (!page.response.body.includes('data-island="console"')) problems.push("/console: no console island in the HTML");

  const manifest = await rawRequest(target, "/console.webmanifest");
  let icons: string[] = [];
  try {
    const m = JSON.parse(manifest.body) as { start_url?: string; display?: string; icons?: { src: string }[] };
    if (m.start_url !== "/console" || m.display !== "standalone")
      problems.push(`manifest: start_url ${m.start_url}, display ${m.display}`);
    icons = (m.icons ?? []).map((i) => i.src);
  } catch {
    problems.push(`/console.webmanifest: ${manifest.status}, not JSON`);
  }
  for (const icon of icons) {
    const answer = await rawRequest(target, icon);
    if (answer.status !== 200 || !(headerOf(answer.headers, "content-type") ?? "").startsWith("image/png"))
      problems.push(`${icon}: ${answer.status} ${headerOf(answer.headers, "content-type") ?? ""}`);
  }
  const worker = await rawRequest(target, "/console-sw.js");
  if (worker.status !== 200 || !/addEventListener\("push"/.test(worker.body) || !/notificationclick/.test(worker.body))
    problems.push(`/console-sw.js: ${worker.status}, without its push and notificationclick handlers`);

  const call = (body: object, origin?: string) =>
    rawRequest(target, "/api/console", {
      method: "POST",
      headers: { "content-type": "application/json", ...(origin ? { origin } : {}) },
      body: JSON.stringify(body),
    });
  const signedOut = await call({ action: "day" }, target.origin);
  if (signedOut.status !== 401) problems.push(`/api/console day without a session: ${signedOut.status}, not 401`);
  const foreign = await call({ action: "signin-options" }, "https://evil.example");
  if (foreign.status !== 403) problems.push(`/api/console from another origin: ${foreign.status}, not 403`);
  const options = await call({ action: "signin-options" }, target.origin);
  const rpId = (() => {
    try {
      return (JSON.parse(options.body) as { options?: { rpId?: string } }).options?.rpId;
    } catch {
      return undefined;
    }
  })();
  if (options.status !== 200 || rpId !== target.hostname)
    problems.push(`/api/console signin-options: ${options.status}, relying party ${rpId ?? "none"}`);
  return verdict(
    "console",
    `/console out of search, installable (manifest, ${icons.length} icons, service worker); its function shut without a session`,
    problems,
  );
}
