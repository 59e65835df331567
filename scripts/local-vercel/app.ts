import { existsSync } from "node:fs";
import path from "node:path";
import type { IncomingMessage } from "node:http";
import { botIdTwin } from "./botid-twin";
import { callFunction, type ModuleLoader } from "./functions";
import { insightsTwin, ownsInsights } from "./insights/twin";
import { compileRules, readVercelConfig, type Rules } from "./rules";
import { resolveStatic, staticResponse } from "./static";

export type LocalVercelOptions = {
  root: string;
  /** Folder of the built static site; omitted in dev, where Vite serves pages. */
  staticDir?: string;
  load: ModuleLoader;
  /** Tests may simulate many clients; Vercel itself overwrites these headers with the real client IP. */
  trustForwardedFor?: boolean;
};

/** Sets the client-IP headers as Vercel's edge does, from the socket unless told to trust the request. */
export function withClientIp(request: Request, incoming: IncomingMessage | undefined, trust: boolean): Request {
  if (trust && request.headers.get("x-forwarded-for")) return request;
  const ip = (incoming?.socket.remoteAddress ?? "127.0.0.1").replace(/^::ffff:/, "");
  const headers = new Headers(request.headers);
  headers.set("x-forwarded-for", ip);
  headers.set("x-real-ip", ip);
  headers.set("x-vercel-forwarded-for", ip);
  return new Request(request, { headers });
}

/** Paths Vercel keeps for functions: one that no function answers is a bare 404, never the site's 404 page. */
const API_PATH = /^\/api(\/.*)?$/;

/**
 * A fetch handler that behaves like a Vercel deployment, in Vercel's order: redirects (which end the
 * routing, with only the headers listed before them), then the filesystem (functions and files, exact
 * names only), then rewrites (BotID's, and the one that serves `/x` from `/x/index.html`), else a bare 404
 * under /api and 404.html elsewhere (the routes Vercel adds for api/, ./rules.ts).
 */
export function createLocalVercel(options: LocalVercelOptions) {
  let rules: Rules = compileRules(readVercelConfig(path.join(options.root, "vercel.json")));
  const apiDir = path.join(options.root, "api");

  async function route(request: Request): Promise<{ response: Response; headers: [string, string][] } | undefined> {
    const url = new URL(request.url);
    const headers = rules.headers(url.pathname);
    const redirect = rules.redirect(url.pathname);
    if (redirect) {
      const location = redirect.location + url.search;
      return {
        response: new Response(null, { status: redirect.status, headers: { location } }),
        headers: redirect.headers,
      };
    }
    // Vercel answers /_vercel/ itself, before the project's routes; locally the stand-ins do (./insights/twin.ts).
    if (ownsInsights(url.pathname)) {
      const response = await insightsTwin(request);
      if (response) return { response, headers };
    }
    if (url.pathname.startsWith("/api/")) {
      try {
        const response = await callFunction(apiDir, options.load, request);
        if (response) return { response, headers };
      } catch (error) {
        console.error(`[local-vercel] function ${url.pathname} crashed:`, error);
        return { response: Response.json({ error: "FUNCTION_INVOCATION_FAILED" }, { status: 500 }), headers };
      }
    }
    const serve = (file: string) =>
      staticResponse({ file, status: 200 }, request.headers.get("accept-encoding") ?? "", request.method);
    const file = options.staticDir && resolveStatic(options.staticDir, url.pathname);
    if (file) return { response: serve(file), headers };
    const rewrite = rules.rewrite(url.pathname);
    const twin = rewrite && botIdTwin(rewrite);
    if (twin) return { response: twin, headers };
    const rewritten = options.staticDir && rewrite?.startsWith("/") && resolveStatic(options.staticDir, rewrite);
    if (rewritten) return { response: serve(rewritten), headers };
    if (API_PATH.test(url.pathname)) {
      const notFound = new Response("The page could not be found.\n\nNOT_FOUND\n", {
        status: 404,
        headers: { "content-type": "text/plain; charset=utf-8", "x-vercel-error": "NOT_FOUND" },
      });
      return { response: notFound, headers };
    }
    if (!options.staticDir) return undefined;
    const notFound = path.join(options.staticDir, "404.html");
    if (!existsSync(notFound)) return { response: new Response("Not found", { status: 404 }), headers };
    const page = staticResponse(
      { file: notFound, status: 404 },
      request.headers.get("accept-encoding") ?? "",
      request.method,
    );
    return { response: page, headers };
  }

  return {
    reload() {
      rules = compileRules(readVercelConfig(path.join(options.root, "vercel.json")));
    },
    /** In dev, Vite serves pages: only redirects, functions and BotID's rewrites are ours. */
    owns(pathname: string): boolean {
      const rewrite = rules.rewrite(pathname);
      return (
        API_PATH.test(pathname) ||
        ownsInsights(pathname) ||
        rules.redirect(pathname) !== undefined ||
        (rewrite !== undefined && botIdTwin(rewrite) !== undefined)
      );
    },
    /** Returns undefined when the request is not ours (dev: Vite serves the page). */
    async handle(request: Request): Promise<Response | undefined> {
      const routed = await route(request);
      if (!routed) return undefined;
      const { response } = routed;
      // Responses from functions are immutable in some runtimes: copy before adding headers.
      const headers = new Headers(response.headers);
      for (const [key, value] of routed.headers) headers.set(key, value);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    },
  };
}
