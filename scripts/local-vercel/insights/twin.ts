/**
 * Vercel serves Web Analytics and Speed Insights under /_vercel/ on the site's own origin once they are enabled
 * for the project; nothing here can reach Vercel. Locally these paths answer stand-ins: the two scripts
 * (./analytics.client.ts, ./speed-insights.client.ts, bundled once with esbuild) and the endpoints they send to,
 * which keep what they receive in memory. `GET /_vercel/insights/recorded` lists it for tests and curious eyes,
 * `DELETE` empties it (docs/testing.md).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
const SCRIPTS: Record<string, string> = {
  "/_vercel/insights/script.js": "analytics.client.ts",
  "/_vercel/speed-insights/script.js": "speed-insights.client.ts",
};
const ENDPOINTS = new Set(["/_vercel/insights/view", "/_vercel/insights/event", "/_vercel/speed-insights/vitals"]);
export const RECORDED_PATH = "/_vercel/insights/recorded";
const MAX_BODY = 64 * 1024;
const MAX_RECORDS = 5000;

export type Recorded = { at: string; path: string; userAgent: string; body: unknown };
const recorded: Recorded[] = [];
const bundles = new Map<string, Promise<string>>();

export function ownsInsights(pathname: string): boolean {
  return pathname in SCRIPTS || ENDPOINTS.has(pathname) || pathname === RECORDED_PATH;
}

async function bundle(file: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(here, file)],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function insightsTwin(request: Request): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  const script = SCRIPTS[pathname];
  if (script && (request.method === "GET" || request.method === "HEAD")) {
    if (!bundles.has(script)) bundles.set(script, bundle(script));
    return new Response(request.method === "HEAD" ? null : await bundles.get(script)!, {
      headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" },
    });
  }
  if (ENDPOINTS.has(pathname) && request.method === "POST") {
    const text = await request.text();
    if (text.length > MAX_BODY) return new Response(null, { status: 413 });
    if (recorded.length >= MAX_RECORDS) recorded.shift();
    recorded.push({
      at: new Date().toISOString(),
      path: pathname,
      userAgent: request.headers.get("user-agent") ?? "",
      body: parse(text),
    });
    return new Response(null, { status: 200 });
  }
  if (pathname === RECORDED_PATH && request.method === "GET") return Response.json(recorded);
  if (pathname === RECORDED_PATH && request.method === "DELETE") {
    recorded.length = 0;
    return new Response(null, { status: 204 });
  }
  if (ownsInsights(pathname)) return new Response(null, { status: 405 });
  return undefined;
}
