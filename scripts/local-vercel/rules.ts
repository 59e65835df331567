import { readFileSync } from "node:fs";
import { compile, pathToRegexp, type Key } from "path-to-regexp";
import { z } from "zod";

/**
 * Reads vercel.json itself, so the local server applies exactly the redirects and headers Vercel will:
 * there is no second copy of the rules. Sources use Vercel's path-to-regexp syntax.
 */
const configSchema = z.object({
  trailingSlash: z.boolean().optional(),
  redirects: z
    .array(z.object({ source: z.string(), destination: z.string(), permanent: z.boolean().default(true) }))
    .default([]),
  rewrites: z.array(z.object({ source: z.string(), destination: z.string() })).default([]),
  headers: z
    .array(z.object({ source: z.string(), headers: z.array(z.object({ key: z.string(), value: z.string() })) }))
    .default([]),
});

export type VercelConfig = z.infer<typeof configSchema>;

export function readVercelConfig(file = "vercel.json"): VercelConfig {
  return configSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

function matcher(source: string) {
  const keys: Key[] = [];
  const regexp = pathToRegexp(source, keys);
  return (pathname: string) => {
    const match = regexp.exec(pathname);
    if (!match) return undefined;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => (params[String(key.name)] = match[i + 1] ?? ""));
    return params;
  };
}

export type Rules = {
  redirect(pathname: string): { location: string; status: 307 | 308 } | undefined;
  /** Where a rewrite sends the path (Vercel fetches it and answers with it), or undefined. */
  rewrite(pathname: string): string | undefined;
  headers(pathname: string): [string, string][];
};

export function compileRules(config: VercelConfig): Rules {
  const redirects = config.redirects.map((rule) => ({
    match: matcher(rule.source),
    // Destinations may carry their own query; parameters are compiled into the path.
    build: compile(rule.destination, { validate: false }),
    status: rule.permanent ? (308 as const) : (307 as const),
  }));
  const rewrites = config.rewrites.map((rule) => {
    // An external destination keeps its origin; only its path has parameters.
    const external = /^https?:\/\//.test(rule.destination) ? new URL(rule.destination) : undefined;
    const path = compile(external ? decodeURI(external.pathname) : rule.destination, { validate: false });
    return { match: matcher(rule.source), build: (params: Record<string, string>) => (external?.origin ?? "") + path(params) };
  });
  const headers = config.headers.map((rule) => ({ match: matcher(rule.source), headers: rule.headers }));
  return {
    redirect(pathname) {
      if (config.trailingSlash === false && pathname.length > 1 && pathname.endsWith("/")) {
        // "//evil.com/" must not become "//evil.com", a link to another host: one leading slash only.
        return { location: `/${pathname.replace(/^\/+|\/+$/g, "")}`, status: 308 };
      }
      for (const rule of redirects) {
        const params = rule.match(pathname);
        if (params) return { location: rule.build(params), status: rule.status };
      }
      return undefined;
    },
    rewrite(pathname) {
      for (const rule of rewrites) {
        const params = rule.match(pathname);
        if (params) return rule.build(params);
      }
      return undefined;
    },
    headers(pathname) {
      return headers.filter((rule) => rule.match(pathname)).flatMap((rule) => rule.headers.map((h) => [h.key, h.value] as [string, string]));
    },
  };
}
