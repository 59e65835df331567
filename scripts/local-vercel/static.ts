import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".data": "text/x-script",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

type Found = { file: string; status: number };

/**
 * The file a path names, exactly, as Vercel's filesystem step finds it: no directory index and no implied
 * `.html` (vercel.json's rewrite serves `/x` from `/x/index.html`). Undefined when there is none. The path is
 * read as sent, as Vercel's route table reads it (scripts/check-vercel/route-table.ts): a percent-encoded
 * spelling (« /confirmer/index.htm%6c ») names no file, where decoding it served a link page without the
 * headers its clean path gets. No built file's name needs encoding (tests/scripts/link-page-headers.test.ts);
 * whether Vercel's own file step decodes is not documented, and vercel.json gives every encoded path the link
 * pages' headers either way.
 */
export function resolveStatic(root: string, pathname: string): string | undefined {
  if (pathname.includes("%")) return undefined;
  const file = path.join(root, path.normalize(pathname));
  if (!file.startsWith(`${root}${path.sep}`)) return undefined;
  if (pathname === "/") return existsSync(path.join(root, "index.html")) ? path.join(root, "index.html") : undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

const cache = new Map<string, { body: Buffer; br?: Buffer; gzip?: Buffer; mtime: number }>();

export function staticResponse(found: Found, acceptEncoding: string, method: string): Response {
  const mtime = statSync(found.file).mtimeMs;
  let entry = cache.get(found.file);
  if (!entry || entry.mtime !== mtime) {
    entry = { body: readFileSync(found.file), mtime };
    cache.set(found.file, entry);
  }
  const type = TYPES[path.extname(found.file)] ?? "application/octet-stream";
  const headers = new Headers({ "content-type": type, "cache-control": "public, max-age=0, must-revalidate" });
  let body = entry.body;
  if (COMPRESSIBLE.test(type) && body.length > 256) {
    headers.set("vary", "Accept-Encoding");
    if (/\bbr\b/.test(acceptEncoding)) {
      entry.br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      body = entry.br;
      headers.set("content-encoding", "br");
    } else if (/\bgzip\b/.test(acceptEncoding)) {
      entry.gzip ??= gzipSync(body, { level: 9 });
      body = entry.gzip;
      headers.set("content-encoding", "gzip");
    }
  }
  headers.set("content-length", String(body.length));
  return new Response(method === "HEAD" ? null : new Uint8Array(body), { status: found.status, headers });
}
