import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { artworkFiles, tightenArtwork } from "../../tools/artwork-filters";

// Each blur's region in the committed artwork is what tools/artwork-filters.ts measures: artwork added or
// re-exported with whole-picture regions would make every cold build draw it for seconds.
test("every blur of the artwork has the region it needs, no larger (npx tsx tools/artwork-filters.ts)", async () => {
  const files = artworkFiles();
  expect(files.length).toBeGreaterThan(20);
  for (const [file, tightened] of await tightenArtwork(files)) {
    expect(tightened === readFileSync(file, "utf8"), `${file}: run npx tsx tools/artwork-filters.ts`).toBe(true);
  }
}, 60_000);
