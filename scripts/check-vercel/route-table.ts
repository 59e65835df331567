import type { Route } from "@vercel/routing-utils";
import { substitute } from "../local-vercel/rules";

/**
 * Where a path ends up through a Build Output API route table (`.vercel/output/config.json`), phase by
 * phase as Vercel's own emulation (`vercel dev`'s router) runs it: the main routes (headers that continue,
 * redirects that end), the filesystem (files, functions), the `miss` routes when it has nothing, the
 * routes after `{handle: "filesystem"}` (rewrites that `check` the filesystem again), then the `error`
 * routes. Written apart from scripts/local-vercel on purpose: the check compares the two.
 */
export type Outcome = { headers: Record<string, string> } & (
  | { kind: "redirect"; status: number; location: string }
  | { kind: "file"; path: string }
  | { kind: "function"; name: string }
  | { kind: "proxy"; url: string }
  | { kind: "not-found"; page?: string }
);

export type Filesystem = { file(path: string): boolean; func(path: string): string | undefined };

/** `fromSecondChar`: `vercel dev` also tries each pattern on the path without its first character. */
export type Reading = { fromSecondChar: boolean };

type Phases = Map<string, Exclude<Route, { handle: string }>[]>;

function phasesOf(routes: Route[]): Phases {
  const phases: Phases = new Map([["main", []]]);
  let current = phases.get("main")!;
  for (const route of routes) {
    if ("handle" in route && route.handle) {
      current = [];
      phases.set(route.handle, current);
    } else current.push(route as Exclude<Route, { handle: string }>);
  }
  return phases;
}

export function routeThrough(routes: Route[], pathname: string, fs: Filesystem, reading: Reading): Outcome {
  const phases = phasesOf(routes);
  const headers: Record<string, string> = {};
  const match = (src: string, path: string) => {
    const pattern = new RegExp(src);
    return pattern.exec(path) ?? (reading.fromSecondChar ? pattern.exec(path.slice(1)) : null);
  };
  const found = (path: string): Outcome | undefined => {
    const name = fs.func(path);
    if (name) return { kind: "function", name, headers };
    return fs.file(path) ? { kind: "file", path, headers } : undefined;
  };
  const miss = (path: string): Outcome | undefined => {
    for (const route of phases.get("miss") ?? []) {
      const m = match(route.src, path);
      if (m && route.dest) {
        const hit = found(substitute(route.dest, m));
        if (hit) return hit;
      }
    }
    return undefined;
  };

  let path = pathname;
  for (const route of phases.get("main") ?? []) {
    const m = match(route.src, path);
    if (!m) continue;
    const own = Object.fromEntries(Object.entries(route.headers ?? {}).map(([k, v]) => [k, substitute(v, m)]));
    if (route.status && own.Location !== undefined) {
      const { Location: location, ...rest } = own;
      return { kind: "redirect", status: route.status, location, headers: { ...headers, ...rest } };
    }
    Object.assign(headers, own);
    if (route.dest) path = substitute(route.dest, m);
    if (!route.continue) break;
  }
  const direct = found(path) ?? miss(path);
  if (direct) return direct;
  let status: number | undefined;
  for (const route of phases.get("filesystem") ?? []) {
    const m = match(route.src, path);
    if (!m) continue;
    if (!route.dest) {
      status = route.status;
      if (status) break;
      continue;
    }
    const dest = substitute(route.dest, m);
    if (/^https?:\/\//.test(dest)) return { kind: "proxy", url: dest, headers };
    const hit = found(dest) ?? (route.check ? miss(dest) : undefined);
    if (hit) return hit;
    path = dest;
  }
  for (const route of phases.get("error") ?? []) {
    const m = match(route.src, path);
    if (m && route.dest && (status ?? route.status) === 404) {
      const page = substitute(route.dest, m);
      if (fs.file(page)) return { kind: "not-found", page, headers };
    }
  }
  return { kind: "not-found", headers };
}
