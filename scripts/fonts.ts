/**
 * Headings use Playfair Display at weight 400. The font is cut down at build time to the characters French
 * pages use and pinned to that weight: ~14 KB instead of ~38 KB, which moves the pages' LCP (the speed issue).
 * Body text uses the system's own sans-serif (no download). Run: npx tsx scripts/fonts.ts
 * A test checks every character of every page is in FONT_CHARACTERS.
 */
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { FONT_CHARACTERS, HEADING_FONT_FILE } from "../src/lib/font-characters";

const SOURCE = "node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2";

export async function buildFonts(): Promise<number> {
  const subset = await subsetFont(readFileSync(SOURCE), FONT_CHARACTERS, { targetFormat: "woff2", variationAxes: { wght: 400 } });
  writeFileSync(HEADING_FONT_FILE, subset);
  return subset.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`fonts: ${HEADING_FONT_FILE} ${await buildFonts()} bytes`);
}
