import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Outside build/: React Router empties that folder when it builds the pages. */
export const ISLANDS_DIR = ".cache/islands";

/** Builds the browser bundle (vite.islands.config.ts) before the pages, which name its hashed entry. */
export function buildIslands(): void {
  execSync("npx vite build --config vite.islands.config.ts", { stdio: ["ignore", "ignore", "inherit"] });
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
