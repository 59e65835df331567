import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ISLANDS_DIR, islandModules } from "../../scripts/build/islands";
import { CLIENT_DIR } from "./built-site";

const MEASUREMENT_CHUNK = "src/islands/vercel-measurement.ts";

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; src?: string };

export const gz = (file: string) => gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length;

/**
 * The JavaScript a page downloads on first load: the islands entry, plus, when the page has an island hydrated
 * on load, that island's chunk, its runtime and everything they import. Islands hydrated on
 * interaction (the booking form) and chunks loaded on use (dialog, notifications) are not part of the first load.
 */
export function firstLoadJs(html: string): { files: string[]; bytes: number } {
  const manifest = JSON.parse(readFileSync(path.join(ISLANDS_DIR, "manifest.json"), "utf8")) as Record<string, Chunk>;
  const entry = Object.values(manifest).find((c) => c.isEntry)!;
  const files = new Set<string>();
  const loadIslands = [...html.matchAll(/data-island="([^"]+)" data-hydrate="load"/g)].map((m) => m[1]!);
  const bytes = closureBytes(manifest, entry, files, loadIslands);
  return { files: [...files], bytes };
}

/**
 * The JavaScript hydrating one island downloads on top of the entry (its runtime included): the chunks the islands
 * build lists for it (scripts/build/islands.ts), which pages also prefetch.
 */
export function islandJs(name: string): number {
  const files = islandModules()[name];
  if (!files?.length) throw new Error(`island ${name}: no modules listed in ${ISLANDS_DIR}`);
  return files.reduce((sum, url) => sum + gz(url.slice(1)), 0);
}

function closureBytes(
  manifest: Record<string, Chunk>,
  entry: Chunk,
  files: Set<string>,
  loadIslands: string[],
): number {
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(add);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry)!;
  add(entryKey);
  if (loadIslands.length) {
    for (const key of entry.dynamicImports ?? []) {
      const src = manifest[key]?.src ?? key;
      const isIsland = src.startsWith("src/components/");
      // Audience measurement loads only once the visitor has accepted it: never on a first load (decision 120).
      if (src === MEASUREMENT_CHUNK) continue;
      if (!isIsland || loadIslands.some((name) => src.includes(name))) add(key);
    }
  }
  return [...files].reduce((sum, file) => sum + gz(file), 0);
}
