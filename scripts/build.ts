/**
 * `npm run build`: images, the pre-rendered site, then Vercel's conventions: 404.html for unknown paths.
 * With VERCEL_ENV=production a missing key or a business fact still a placeholder stops the build, before
 * any image work: a deployment that cannot send bookings, or that shows a blank SIREN, must never go live.
 */
import { execSync } from "node:child_process";
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildFonts } from "./fonts";
import { buildImages } from "./images";
import { buildIslands } from "./islands";
import { renderCommunePlaces, COMMUNE_PLACES_FILE } from "./gazetteer";
import { assertProductionEnv } from "../src/server/env";
import { unfilledPlaceholders } from "../src/config/site";

const started = Date.now();
productionCheck();
const encoded = await buildImages();
console.log(`images: ${encoded} encoded; heading font: ${await buildFonts()} bytes`);
writeFileSync(COMMUNE_PLACES_FILE, renderCommunePlaces());
execSync("npx react-router build", { stdio: "inherit" });

const client = path.resolve("build/client");
// The catch-all route was pre-rendered at /404: Vercel serves 404.html, with status 404, for unknown paths.
renameSync(path.join(client, "404", "index.html"), path.join(client, "404.html"));
rmSync(path.join(client, "404"), { recursive: true, force: true });
for (const leftover of ["404.data", "__spa-fallback.html"]) {
  if (existsSync(path.join(client, leftover))) rmSync(path.join(client, leftover));
}
const islands = buildIslands(client);
console.log(`islands: ${islands.entry} loaded by ${islands.pages} pages`);
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** Production only: every missing key and every placeholder, reported together, then exit 1. */
function productionCheck(): void {
  const problems: string[] = [];
  try {
    assertProductionEnv();
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (process.env.VERCEL_ENV === "production") {
    const placeholders = unfilledPlaceholders();
    if (placeholders.length) {
      problems.push(
        `${placeholders.length} business facts are still placeholders in src/config/site.ts (replace each helper call by the real value):\n` +
          placeholders.map((name) => `    - ${name}`).join("\n"),
      );
    }
  }
  if (!problems.length) return;
  console.error(`Build refused:\n${problems.map((p) => `  * ${p}`).join("\n")}`);
  process.exit(1);
}
