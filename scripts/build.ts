/**
 * `npm run build`: images, the browser bundle, the pre-rendered pages, then Vercel's conventions (404.html
 * for unknown paths). Every step writes into ignored folders only (.cache, build). A build for a deployment
 * (on Vercel, or with a provider key set) stops before any work when a function's key is missing, and a
 * production one also while a business fact, a review or an author is still a blank, or a figure has no
 * evidence: a deployment that cannot send bookings, shows a blank SIREN or presents an invented review or an
 * unproved figure as real must never go live (scripts/build/production-check.ts). Every build then reads the
 * business's rating from Google, and one for a deployment stops if it cannot (scripts/build/google-rating.ts).
 * Content the pages cannot be built from (a town served without a fare) stops every build before the images
 * (scripts/build/content-check.ts).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { startImages } from "./build/images";
import { buildIslands, ISLANDS_DIR } from "./build/islands";
import { runQuietly } from "./build/run";
import { ratingForBuild, writeGoogleRating } from "./build/google-rating";
import { contentProblems } from "./build/content-check";
import { productionCheck } from "./build/production-check";
import { IMAGE_CACHE_DIR } from "../src/lib/images";

const started = Date.now();
const step = (line: string) => console.log(`build: ${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
const check = productionCheck();
if (check.problems.length) {
  console.error(`Build refused:\n${check.problems.map((p) => `  * ${p}`).join("\n")}`);
  process.exit(1);
}
if (check.notice) console.log(`build: ${check.notice}`);
// The rating the pages show, from Google (the sample in the local mode): read before any work, since a build
// that cannot read it stops.
const rating = await ratingForBuild();
if (!rating.ok) {
  console.error(`Build refused:\n  * ${rating.error}`);
  process.exit(1);
}
writeGoogleRating(rating.value);
step(
  `rating ${rating.value.value}/5 on ${rating.value.count} reviews, ${rating.value.source === "google" ? "read from Google" : "the local mode's sample (content/google-rating.sample.json)"}`,
);
const content = contentProblems();
if (content.length) {
  console.error(`Build refused:\n${content.map((p) => `  * ${p}`).join("\n")}`);
  process.exit(1);
}

// Image names are known before they are encoded: pages are built while the pictures encode.
const { manifest, encoded } = startImages();
await buildIslands();
step("browser bundle ready");
await runQuietly("npx", ["react-router", "build"], "react-router build");
step("pages pre-rendered");
await encoded;
step("pictures encoded");

const client = path.resolve("build/client");
// The catch-all route was pre-rendered at /404: Vercel serves 404.html, with status 404, for unknown paths.
renameSync(path.join(client, "404", "index.html"), path.join(client, "404.html"));
cpSync(path.join(ISLANDS_DIR, "assets"), path.join(client, "assets"), { recursive: true });
const removed = prune(client);
const images = copyImages(client, new Set(Object.values(manifest).flatMap((variants) => Object.values(variants))));
rmSync("build/server", { recursive: true, force: true });
step(
  `done: ${htmlFiles(client).length} pages, ${images} image files, ${removed} unused files of React Router's own left out`,
);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".html"))
    .map((f) => path.join(dir, f));
}

/** Copies the image variants pages (or their social cards) name; the others stay in the cache. */
function copyImages(dir: string, known: Set<string>): number {
  mkdirSync(path.join(dir, "img"), { recursive: true });
  const used = new Set<string>();
  for (const file of htmlFiles(dir)) {
    for (const [, image] of readFileSync(file, "utf8").matchAll(/\/img\/([\w.-]+)/g))
      if (known.has(image!)) used.add(image!);
  }
  for (const image of used) cpSync(path.join(IMAGE_CACHE_DIR, image), path.join(dir, "img", image));
  return used.size;
}

/**
 * React Router also builds a client app (route modules, loader data) for navigations the site never makes:
 * pages load only the islands bundle. Whatever no page, stylesheet or island refers to is left out.
 */
function prune(dir: string): number {
  const texts = [
    ...htmlFiles(dir),
    ...readdirSync(path.join(dir, "assets"))
      .filter((f) => f.endsWith(".css"))
      .map((f) => path.join(dir, "assets", f)),
  ];
  const referenced = new Set<string>();
  for (const file of texts)
    for (const [, asset] of readFileSync(file, "utf8").matchAll(/\/assets\/([\w.-]+)/g)) referenced.add(asset!);
  for (const asset of readdirSync(path.join(ISLANDS_DIR, "assets"))) referenced.add(asset);
  let removed = 0;
  for (const asset of readdirSync(path.join(dir, "assets"))) {
    if (!referenced.has(asset)) {
      rmSync(path.join(dir, "assets", asset));
      removed++;
    }
  }
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (entry.endsWith(".data") || entry.endsWith("__spa-fallback.html")) {
      rmSync(path.join(dir, entry));
      removed++;
    }
  }
  rmSync(path.join(dir, "404"), { recursive: true, force: true });
  return removed;
}
