import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * What the documents point at exists: every path of the repository a document names in backticks, and every
 * relative link, in the README, docs/ and the READMEs of content/. A file that moves fails here, naming the
 * document that still names its old place.
 */
const documents = [
  "README.md",
  ...readdirSync("docs", { recursive: true, encoding: "utf8" }).map((f) => path.join("docs", f)),
  ...readdirSync("content", { recursive: true, encoding: "utf8" }).map((f) => path.join("content", f)),
].filter((f) => f === "README.md" || (f.startsWith("docs/") && f.endsWith(".md")) || f.endsWith("/README.md"));

/** Where a repository path starts: a folder of the root, or a file at the root. */
const ROOT = readdirSync(".").filter(
  (entry) => !["node_modules", "build", ".git"].includes(entry) && !entry.startsWith("."),
);
const TRACKED_ROOT = [...ROOT, ".ci", ".github"];
/** Paths the code or the tools write, not the repository: named as places, not files to find. */
const WRITTEN = /^(\.cache|\.outbox|\.vercel|build|\.react-router|test-results|bench-results)(\/|$)/;

function repositoryPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!.replace(/[.,:;]$/, ""))
    .filter((p) => TRACKED_ROOT.some((root) => p === root || p.startsWith(`${root}/`)))
    .filter((p) => !/[*{}<>…]|\.\.\./.test(p) && !WRITTEN.test(p));
}

/** A path, or a function named as Vercel names it (`api/booking` for `api/booking.ts`). */
function exists(p: string): boolean {
  return existsSync(p) || (p.startsWith("api/") && existsSync(`${p}.ts`));
}

function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/.test(href));
}

/** The anchors of a Markdown file's headings, as GitHub makes them. */
function anchors(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(/^#+ (.+)$/gm)].map((m) =>
    m[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, "")
      .replace(/ /g, "-"),
  );
}

test("every document is read: the README, docs/ and content's READMEs", () => {
  expect(documents).toContain("README.md");
  expect(documents).toContain("docs/README.md");
  expect(documents).toContain("content/communes/README.md");
});

test("every repository path a document names in backticks exists", () => {
  const missing: string[] = [];
  for (const doc of documents) {
    for (const p of repositoryPaths(readFileSync(doc, "utf8"))) if (!exists(p)) missing.push(`${doc}: ${p}`);
  }
  expect(missing).toEqual([]);
});

test("every relative link of a document leads to a file or folder that exists, and to a heading of it", () => {
  const missing: string[] = [];
  for (const doc of documents) {
    for (const href of relativeLinks(readFileSync(doc, "utf8"))) {
      const [target = "", anchor] = href.split("#");
      const file = target ? path.join(path.dirname(doc), target) : doc;
      if (!existsSync(file)) missing.push(`${doc}: ${href}`);
      else if (anchor && file.endsWith(".md") && !anchors(file).includes(anchor)) missing.push(`${doc}: ${href}`);
    }
  }
  expect(missing).toEqual([]);
});

test("every document the code cites (docs/….md in a comment or a message) exists", () => {
  const missing: string[] = [];
  for (const dir of ["src", "api", "scripts", "tests", "tools"]) {
    for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      if (!/\.(ts|tsx|mjs)$/.test(file)) continue;
      const where = path.join(dir, file);
      for (const [cited] of readFileSync(where, "utf8").matchAll(/\bdocs\/[\w./-]+\.md\b/g))
        if (!existsSync(cited)) missing.push(`${where}: ${cited}`);
    }
  }
  expect(missing).toEqual([]);
});
