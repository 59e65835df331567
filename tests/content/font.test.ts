import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { HEADING_FONT_FILE } from "../../src/lib/font-characters";
import { subsetHeadingFont } from "../../tools/fonts";

test("the committed heading font is the subset of FONT_CHARACTERS that tools/fonts.ts makes", async () => {
  const fresh = await subsetHeadingFont();
  expect(Buffer.compare(fresh, readFileSync(HEADING_FONT_FILE)), "run: npx tsx tools/fonts.ts").toBe(0);
});
