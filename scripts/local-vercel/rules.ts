import { readFileSync } from "node:fs";
import { getTransformedRoutes, isHandler, type Route, type RouteWithSrc } from "@vercel/routing-utils";

/**
 * Reads vercel.json itself and turns it into the route table Vercel builds from it, with Vercel's own
 * library, so the local server applies exactly the redirects, rewrites and headers the platform will: there
 * is no second copy of the rules and no hand-written matching.
 */
export type VercelConfig = Parameters<typeof getTransformedRoutes>[0];

export function readVercelConfig(file = "vercel.json"): VercelConfig {
  const { cleanUrls, trailingSlash, redirects, rewrites, headers } = JSON.parse(
    readFileSync(file, "utf8"),
  ) as VercelConfig;
  return { cleanUrls, trailingSlash, redirects, rewrites, headers };
}

export type Rules = {
  /** A redirect carries only the headers of rules listed before it: on Vercel a redirect ends the routing. */
  redirect(pathname: string): { location: string; status: number; headers: [string, string][] } | undefined;
  /** Where a rewrite sends the path (Vercel fetches it and answers with it), or undefined. */
  rewrite(pathname: string): string | undefined;
  headers(pathname: string): [string, string][];
};

type Compiled = { regexp: RegExp; route: RouteWithSrc };

/**
 * The routes `vercel build` appends to vercel.json's for the functions in api/ (read in
 * .vercel/output/config.json, Vercel CLI 64.0.2): after the rewrites, any other /api path is a bare 404;
 * the error page (404.html) is for other paths only; and when no file or function has the path,
 * `/api/x.ts` is answered by the function `/api/x`. The local server plays them (./app.ts, ./functions.ts);
 * `npm run check:vercel` fails if Vercel's table stops holding exactly these.
 */
export const VERCEL_API_ROUTES: Route[] = [
  { src: "^/api(/.*)?$", status: 404 },
  { handle: "error" },
  { status: 404, src: "^(?!/api).*$", dest: "/404.html" },
  { handle: "miss" },
  { src: "^/api/(.+)(?:\\.(?:ts))$", dest: "/api/$1", check: true },
];

/** "$1" and "$name" in a destination or a header, from the source's match. */
export function substitute(template: string, match: RegExpExecArray): string {
  return template.replace(/\$(\d+|[a-zA-Z_]\w*)/g, (_, key: string) =>
    /^\d+$/.test(key) ? (match[Number(key)] ?? "") : (match.groups?.[key] ?? ""),
  );
}

export function compileRules(config: VercelConfig): Rules {
  const { routes, error } = getTransformedRoutes(config);
  if (error) throw new Error(`vercel.json: ${error.message}`);
  const before: Compiled[] = [];
  const after: Compiled[] = [];
  let phase = before;
  for (const route of routes ?? []) {
    if (isHandler(route)) {
      if (route.handle === "filesystem") phase = after;
      continue;
    }
    phase.push({ regexp: new RegExp(route.src), route });
  }
  // Paths are matched as received, repeated slashes included: no rule may depend on the platform collapsing
  // them, so "//evil.example/" must never match a redirect (vercel.json's own rules see to it).
  return {
    redirect(pathname) {
      const headers: [string, string][] = [];
      for (const { regexp, route } of before) {
        const match = regexp.exec(pathname);
        if (!match) continue;
        const location = route.headers?.Location;
        if (route.status && location) return { location: substitute(location, match), status: route.status, headers };
        if (route.continue && route.headers) headers.push(...Object.entries(route.headers));
      }
      return undefined;
    },
    rewrite(pathname) {
      for (const { regexp, route } of after) {
        const match = regexp.exec(pathname);
        if (match && route.dest) return substitute(route.dest, match);
      }
      return undefined;
    },
    headers(pathname) {
      return before
        .filter(({ regexp, route }) => route.continue && route.headers && regexp.test(pathname))
        .flatMap(({ route }) => Object.entries(route.headers ?? {}));
    },
  };
}
