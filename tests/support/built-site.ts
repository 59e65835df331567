import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const CLIENT_DIR = path.resolve("build/client");

/** Pre-rendered pages: URL path → HTML, read from the build (`npm test` builds first). */
export function builtPages(): Map<string, string> {
  if (!existsSync(path.join(CLIENT_DIR, "index.html")))
    throw new Error("No build: run `npm run build` (npm test does it) first");
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets" && entry.name !== "img") walk(full);
      else if (entry.name === "index.html") {
        const rel = path.relative(CLIENT_DIR, path.dirname(full));
        pages.set(rel ? `/${rel}` : "/", readFileSync(full, "utf8"));
      }
    }
  };
  walk(CLIENT_DIR);
  return pages;
}

export function head(html: string) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return { title, description, canonical, ogTitle, jsonLd };
}

/** Visible text of <main>, tags and scripts removed, entities decoded enough for word counts. */
export function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, "\u00a0")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z]+;/g, " ")
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
}
