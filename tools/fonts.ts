/**
 * Headings use Playfair Display at weight 400, cut down to the characters French pages use and pinned to
 * that weight: ~13 KB instead of ~38 KB, which moves the pages' LCP. Body text uses the system's own
 * sans-serif (no download). The result is committed; after changing FONT_CHARACTERS run:
 * npx tsx tools/fonts.ts. Tests check every character of every page is in FONT_CHARACTERS and that the
 * committed font is what this tool makes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { FONT_CHARACTERS, HEADING_FONT_FILE } from "../src/lib/font-characters";

const SOURCE = "node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2";

export function subsetHeadingFont(): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE), FONT_CHARACTERS, { targetFormat: "woff2", variationAxes: { wght: 400 } });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const subset = await subsetHeadingFont();
  writeFileSync(HEADING_FONT_FILE, subset);
  console.log(`fonts: ${HEADING_FONT_FILE} ${subset.length} bytes`);
}
