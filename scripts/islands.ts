import { execSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ISLANDS_PLACEHOLDER } from "../src/islands/script";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const ISLANDS_TAG = `<script type="module" src="${ISLANDS_PLACEHOLDER}"></script>`;

/**
 * React Router insists on <Scripts /> while pre-rendering; the page needs none of it. Everything it emits
 * (module preloads, the router context, the route modules, the streamed loader data) is removed, and the
 * islands entry put in its place.
 */
export function withIslands(html: string, src: string, file = "page"): string {
  const tag = html.indexOf(ISLANDS_TAG);
  const end = html.lastIndexOf("</body>");
  if (tag < 0 || end < tag) throw new Error(`${file} does not load the islands script`);
  const cleaned = (html.slice(0, tag) + ISLANDS_TAG + html.slice(end)).replace(/<link rel="modulepreload"[^>]*>/g, "").replace(ISLANDS_PLACEHOLDER, src);
  if (cleaned.includes("__reactRouter")) throw new Error(`${file} still carries React Router's runtime`);
  return cleaned;
}

/** Builds the islands bundle and points every pre-rendered page at its hashed entry. */
export function buildIslands(clientDir: string): { entry: string; pages: number } {
  execSync("npx vite build --config vite.islands.config.ts --logLevel warn", { stdio: "inherit" });
  const manifest = JSON.parse(readFileSync(path.join(clientDir, "islands-manifest.json"), "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("islands build produced no entry");
  const src = `/${entry.file}`;
  const pages = htmlFiles(clientDir);
  for (const file of pages) writeFileSync(file, withIslands(readFileSync(file, "utf8"), src, file));
  return { entry: src, pages: pages.length };
}
