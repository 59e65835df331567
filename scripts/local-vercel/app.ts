import path from "node:path";
import type { IncomingMessage } from "node:http";
import { botIdTwin } from "./botid-twin";
import { callFunction, type ModuleLoader } from "./functions";
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

/** A fetch handler that behaves like a Vercel deployment: redirects, functions, static files, headers. */
export function createLocalVercel(options: LocalVercelOptions) {
  let rules: Rules = compileRules(readVercelConfig(path.join(options.root, "vercel.json")));
  const apiDir = path.join(options.root, "api");

  async function route(request: Request): Promise<Response | undefined> {
    const url = new URL(request.url);
    const redirect = rules.redirect(url.pathname);
    if (redirect) {
      return new Response(null, { status: redirect.status, headers: { location: redirect.location + url.search } });
    }
    const rewrite = rules.rewrite(url.pathname);
    const twin = rewrite && botIdTwin(rewrite);
    if (twin) return twin;
    if (url.pathname.startsWith("/api/")) {
      try {
        const response = await callFunction(apiDir, options.load, request);
        if (response) return response;
      } catch (error) {
        console.error(`[local-vercel] function ${url.pathname} crashed:`, error);
        return Response.json({ error: "FUNCTION_INVOCATION_FAILED" }, { status: 500 });
      }
    }
    if (!options.staticDir) return undefined;
    const found = resolveStatic(options.staticDir, url.pathname);
    if (!found) return new Response("Not found", { status: 404 });
    return staticResponse(found, request.headers.get("accept-encoding") ?? "", request.method);
  }

  return {
    reload() {
      rules = compileRules(readVercelConfig(path.join(options.root, "vercel.json")));
    },
    /** In dev, Vite serves pages: only redirects and functions are ours. */
    owns(pathname: string): boolean {
      return (
        pathname.startsWith("/api/") || rules.redirect(pathname) !== undefined || rules.rewrite(pathname) !== undefined
      );
    },
    /** Returns undefined when the request is not ours (dev: Vite serves the page). */
    async handle(request: Request): Promise<Response | undefined> {
      const response = await route(request);
      if (!response) return undefined;
      const pathname = new URL(request.url).pathname;
      // Responses from functions are immutable in some runtimes: copy before adding headers.
      const headers = new Headers(response.headers);
      for (const [key, value] of rules.headers(pathname)) headers.set(key, value);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    },
  };
}
