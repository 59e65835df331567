import { build } from "esbuild";
import { EdgeRuntime } from "edge-runtime";

/** Every variable a bundle reads by its literal name (`process.env.NAME`), the only ones Vercel's edge provides. */
export function literalEnvNames(code: string): Set<string> {
  return new Set(Array.from(code.matchAll(/process\.env\.([A-Za-z_$][\w$]*)/g), (m) => m[1]!));
}

/**
 * The environment as Vercel's edge runtime gives it: the values of the names the bundle spells out, and
 * nothing to enumerate. Code that lists `process.env` (Object.entries, spread) finds it empty.
 */
export function namedOnlyEnv(env: Record<string, string>, names: Set<string>): Record<string, string> {
  return new Proxy({} as Record<string, string>, {
    get: (_, name) => (typeof name === "string" && names.has(name) ? env[name] : undefined),
    has: (_, name) => typeof name === "string" && names.has(name) && name in env,
    ownKeys: () => [],
    getOwnPropertyDescriptor: () => undefined,
  });
}

const REQUEST_CONTEXT = Symbol.for("@vercel/request-context");

/**
 * Bundles an edge function the way Vercel does (one ESM bundle, web APIs only) and runs it in the
 * edge-runtime sandbox that @vercel/node ships, with the given environment exposed as Vercel exposes it,
 * and each request inside the request context Vercel installs (its headers, which BotID reads).
 */
export async function edgeFunction(entry: string, env: Record<string, string> = {}) {
  const result = await build({
    stdin: {
      contents: `import handler from ${JSON.stringify(entry)};\naddEventListener("fetch", (event) => event.respondWith(handler(event.request)));`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["edge-light", "worker", "browser"],
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.text.replace(/^export\s*\{[^}]*\};?\s*$/m, "");
  const names = literalEnvNames(code);
  let current: { headers: Record<string, string>; url: string } = { headers: {}, url: "" };
  const runtime = new EdgeRuntime({
    initialCode: code,
    extend: (context) =>
      Object.assign(context, {
        process: { env: namedOnlyEnv(env, names) },
        [REQUEST_CONTEXT]: {
          get: () => ({ ...current, waitUntil: () => {}, mutateResponseHeadersBeforeFlush: () => {} }),
        },
      }),
  });
  return {
    code,
    names,
    fetch: (path: string, init?: RequestInit) => {
      const url = `http://localhost${path}`;
      current = { headers: Object.fromEntries(new Headers(init?.headers)), url };
      return runtime.dispatchFetch(url, init);
    },
  };
}
