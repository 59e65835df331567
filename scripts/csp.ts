/**
 * The Content-Security-Policy lives in vercel.json (Vercel applies it; `npm start` reads the same file). Its
 * script-src lists the SHA-256 of every inline script the build emits, so no 'unsafe-inline' is needed.
 * `npx tsx scripts/csp.ts` prints the hashes found in build/client; `--write` puts them into vercel.json.
 * A test fails when the two differ.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const NON_SCRIPT_TYPES = /type="(application\/ld\+json|application\/json)"/;

export function inlineScriptHashes(clientDir = "build/client"): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets" && entry.name !== "img") walk(full);
      } else if (entry.name.endsWith(".html")) {
        for (const match of readFileSync(full, "utf8").matchAll(
          /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g,
        )) {
          if (NON_SCRIPT_TYPES.test(match[1]!)) continue;
          hashes.add(`'sha256-${createHash("sha256").update(match[2]!).digest("base64")}'`);
        }
      }
    }
  };
  walk(clientDir);
  return [...hashes].sort();
}

export function contentSecurityPolicy(hashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    // Radix positions tooltips and Sonner styles toasts with inline styles; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * vercel.json's rule for every page and file: all paths but BotID's, which get the headers its documentation gives,
 * and the hashed assets, which get only what applies to a script or a stylesheet (HTTPS, no sniffing, a year's
 * cache): a page's policies (CSP, framing, referrer, permissions, opener) rule a document, and repeated on each of a
 * page's scripts they cost about 1 KiB a file on an HTTP/1.1 connection (docs/decisions/230-main-thread.md).
 */
export const PAGES_HEADER_SOURCE = "/((?!149e9513-01fa-4fb0-aad4-566afd725d1b/|assets/).*)";

if (import.meta.url === `file://${process.argv[1]}`) {
  const csp = contentSecurityPolicy(inlineScriptHashes());
  if (process.argv.includes("--write")) {
    const config = JSON.parse(readFileSync("vercel.json", "utf8")) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const all = config.headers.find((h) => h.source === PAGES_HEADER_SOURCE)!;
    all.headers = [
      ...all.headers.filter((h) => h.key !== "Content-Security-Policy"),
      { key: "Content-Security-Policy", value: csp },
    ];
    writeFileSync("vercel.json", `${JSON.stringify(config, null, 2)}\n`);
    console.log("vercel.json updated");
  }
  console.log(csp);
}
