/**
 * The size of a function as deployed. Vercel bundles an edge function into one ESM file with esbuild, for web
 * APIs only (conditions edge-light, worker, browser) and minified; its plan limits the gzipped bundle. A Node
 * function is traced, not bundled: its figure here (bundled the same way for Node) is for comparison only.
 */
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

export type BundleSize = { minifiedBytes: number; gzipBytes: number };

export async function functionBundleSize(entry: string, runtime: "edge" | "node"): Promise<BundleSize> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    write: false,
    logLevel: "silent",
    ...(runtime === "edge"
      ? { platform: "browser", conditions: ["edge-light", "worker", "browser"] }
      : { platform: "node", packages: "bundle" }),
  });
  const code = result.outputFiles[0]!.contents;
  return { minifiedBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
}
