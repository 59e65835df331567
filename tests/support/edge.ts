import { build } from "esbuild";
import { EdgeRuntime } from "edge-runtime";

/**
 * Bundles an edge function the way Vercel does (one ESM bundle, web APIs only) and runs it in the
 * edge-runtime sandbox that @vercel/node ships, with the given environment.
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
  const runtime = new EdgeRuntime({
    initialCode: code,
    extend: (context) => Object.assign(context, { process: { env } }),
  });
  return {
    code,
    fetch: (path: string, init?: RequestInit) => runtime.dispatchFetch(`http://localhost${path}`, init),
  };
}
