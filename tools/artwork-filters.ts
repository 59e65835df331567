/**
 * Draws the same artwork in a fraction of the time. The artwork in content/images was exported with every blur's
 * filter region as large as the whole picture, so the SVG renderer blurs a full 1920 × 1080 surface for a lamp a
 * few pixels wide: drawing hero.svg took 11 s, most of a cold build. This tool shrinks each blur-only filter's
 * region to what it can change: the blurred element's box (measured by Chromium, the SVG's own user space),
 * plus its widest stroke and four standard deviations of the blur, beyond which a Gaussian adds less than a
 * ten-thousandth. Regions only shrink; filters with other primitives (the grain) are left alone.
 *
 * Run after adding or re-exporting artwork: npx tsx tools/artwork-filters.ts [file.svg …]. It rewrites the files
 * in place and prints, for each, the time to draw it before and after and the largest difference of any pixel
 * channel between the two drawings (0–255); a file that would change by more than one step is left as it was.
 * A test holds the committed artwork to this tool's output.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_FLAGS, chromiumPath } from "../scripts/chromium";

export const ARTWORK_DIR = "content/images";
/** The largest change of any pixel channel (0–255) a shrunk region may make; the committed artwork made none. */
const MAX_DIFFERENCE = 1;

/** Every artwork file the build draws. */
export function artworkFiles(): string[] {
  return readdirSync(ARTWORK_DIR)
    .filter((f) => f.endsWith(".svg"))
    .map((f) => path.join(ARTWORK_DIR, f));
}

type Region = { id: string; x: number; y: number; width: number; height: number };

/** In the page: the region each blur-only filter needs, from the boxes of the elements that use it. */
function neededRegions(): Region[] {
  const regions: Region[] = [];
  for (const filter of document.querySelectorAll("filter")) {
    const primitives = [...filter.children];
    if (!primitives.length || primitives.some((p) => p.localName !== "feGaussianBlur")) continue;
    if (filter.getAttribute("filterUnits") !== "userSpaceOnUse") continue;
    const deviations = primitives.map((p) =>
      (p.getAttribute("stdDeviation") ?? "0")
        .trim()
        .split(/[\s,]+/)
        .map(Number),
    );
    const sigmaX = Math.max(...deviations.map(([x = 0]) => x));
    const sigmaY = Math.max(...deviations.map(([x = 0, y = x]) => y));
    const users = [...document.querySelectorAll<SVGGraphicsElement>(`[filter="url(#${filter.id})"]`)];
    if (!users.length) continue;
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    let stroke = 0;
    for (const user of users) {
      const box = user.getBBox();
      left = Math.min(left, box.x);
      top = Math.min(top, box.y);
      right = Math.max(right, box.x + box.width);
      bottom = Math.max(bottom, box.y + box.height);
      for (const node of [user, ...user.querySelectorAll("*")]) {
        const style = getComputedStyle(node);
        if (style.stroke !== "none") stroke = Math.max(stroke, Number.parseFloat(style.strokeWidth) || 0);
      }
    }
    const marginX = 4 * sigmaX + stroke + 4;
    const marginY = 4 * sigmaY + stroke + 4;
    const attr = (name: string) => Number(filter.getAttribute(name));
    const [x0, y0] = [attr("x"), attr("y")];
    const [x1, y1] = [x0 + attr("width"), y0 + attr("height")];
    const x = Math.max(x0, Math.floor(left - marginX));
    const y = Math.max(y0, Math.floor(top - marginY));
    const width = Math.min(x1, Math.ceil(right + marginX)) - x;
    const height = Math.min(y1, Math.ceil(bottom + marginY)) - y;
    if (width > 0 && height > 0) regions.push({ id: filter.id, x, y, width, height });
  }
  return regions;
}

/** The artwork with each filter's region replaced; every other byte as it was. */
export function withRegions(svg: string, regions: Region[]): string {
  let out = svg;
  for (const { id, x, y, width, height } of regions) {
    out = out.replace(new RegExp(`<filter id="${id}"[^>]*>`), (tag) =>
      tag
        .replace(/ x="[^"]*"/, ` x="${x}"`)
        .replace(/ y="[^"]*"/, ` y="${y}"`)
        .replace(/ width="[^"]*"/, ` width="${width}"`)
        .replace(/ height="[^"]*"/, ` height="${height}"`),
    );
  }
  return out;
}

/** Every blur region of every given artwork, measured in one Chromium. */
export async function tightenArtwork(files: string[]): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const result = new Map<string, string>();
    for (const file of files) {
      const svg = readFileSync(file, "utf8");
      await page.setContent(svg);
      // tsx names inner functions with a helper the page lacks.
      await page.evaluate("window.__name = (fn) => fn");
      result.set(file, withRegions(svg, await page.evaluate(neededRegions)));
    }
    return result;
  } finally {
    await browser.close();
  }
}

async function draw(svg: string): Promise<{ ms: number; pixels: Buffer }> {
  const started = Date.now();
  const pixels = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  return { ms: Date.now() - started, pixels };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv.slice(2);
  let refused = 0;
  for (const [file, tightened] of await tightenArtwork(given.length ? given : artworkFiles())) {
    const before = await draw(readFileSync(file, "utf8"));
    const after = await draw(tightened);
    let largest = 0;
    for (let i = 0; i < before.pixels.length; i++)
      largest = Math.max(largest, Math.abs(before.pixels[i]! - after.pixels[i]!));
    const line = `${file}: drawn in ${before.ms} ms → ${after.ms} ms, largest pixel difference ${largest}`;
    // A visible change means a region was measured too small (a filter used in a way this tool does not read):
    // the file is left as it was.
    if (largest > MAX_DIFFERENCE) {
      console.error(`${line}: more than ${MAX_DIFFERENCE}, file left unchanged`);
      refused++;
      continue;
    }
    writeFileSync(file, tightened);
    console.log(line);
  }
  if (refused) process.exit(1);
}
