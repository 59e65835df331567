import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";

const cache = new Map<string, string>();

/**
 * Date (YYYY-MM-DD) a content file last changed: its last commit, or its modification time outside git.
 * Feeds the sitemap's lastmod.
 */
export function lastModified(file: string): string {
  let date = cache.get(file);
  if (date) return date;
  try {
    date = execFileSync("git", ["log", "-1", "--format=%cI", "--", file], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    date = "";
  }
  date = (date || statSync(file).mtime.toISOString()).slice(0, 10);
  cache.set(file, date);
  return date;
}
