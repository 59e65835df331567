import { readFileSync } from "node:fs";
import { getTransformedRoutes, isHandler, type RouteWithSrc } from "@vercel/routing-utils";

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
  redirect(pathname: string): { location: string; status: number } | undefined;
  /** Where a rewrite sends the path (Vercel fetches it and answers with it), or undefined. */
  rewrite(pathname: string): string | undefined;
  headers(pathname: string): [string, string][];
};

type Compiled = { regexp: RegExp; route: RouteWithSrc };

/** "$1" and "$name" in a destination or a header, from the source's match. */
function substitute(template: string, match: RegExpExecArray): string {
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
  // The platform collapses repeated slashes before routing: "//evil.com/" is the path "/evil.com/".
  const normalize = (pathname: string) => pathname.replace(/\/{2,}/g, "/");
  return {
    redirect(pathname) {
      const path = normalize(pathname);
      for (const { regexp, route } of before) {
        const match = regexp.exec(path);
        const location = route.headers?.Location;
        if (match && route.status && location) return { location: substitute(location, match), status: route.status };
      }
      return undefined;
    },
    rewrite(pathname) {
      const path = normalize(pathname);
      for (const { regexp, route } of after) {
        const match = regexp.exec(path);
        if (match && route.dest) return substitute(route.dest, match);
      }
      return undefined;
    },
    headers(pathname) {
      const path = normalize(pathname);
      return before
        .filter(({ regexp, route }) => route.continue && route.headers && regexp.test(path))
        .flatMap(({ route }) => Object.entries(route.headers ?? {}));
    },
  };
}
