import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { runQuietly } from "./run";

/** Outside build/: React Router empties that folder when it builds the pages. */
export const ISLANDS_DIR = ".cache/islands";

/**
 * The source files each island loads when it hydrates (src/islands/registry.ts and hydrate.ts): its own
 * module and the runtime, React and react-dom's client. The islands build lists the chunks they end up in
 * (MODULES_FILE), so a page can fetch an island's code ahead of use without running it.
 */
const RUNTIME = ["node_modules/react/index.js", "node_modules/react-dom/client.js"];
export const ISLAND_SOURCES: Record<string, string[]> = {
  "booking-form": ["src/islands/booking-island.ts", "src/components/booking/booking-form.tsx", ...RUNTIME],
};
export const MODULES_FILE = "island-modules.json";

/** Builds the browser bundle (vite.islands.config.ts) before the pages, which name its hashed entry. */
export async function buildIslands(): Promise<void> {
  await runQuietly("npx", ["vite", "build", "--config", "vite.islands.config.ts"], "the islands build");
}

/** "/assets/islands-<hash>.js" from the islands build's manifest; empty before any build (dev, unit tests). */
export function islandsEntry(): string {
  const file = path.join(ISLANDS_DIR, "manifest.json");
  if (!existsSync(file)) return "";
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${file} names no entry`);
  return `/${entry.file}`;
}

/** Island name → the URLs of the chunks it needs beyond the entry, from the islands build; {} before any build. */
export function islandModules(): Record<string, string[]> {
  const file = path.join(ISLANDS_DIR, MODULES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string[]>) : {};
}
