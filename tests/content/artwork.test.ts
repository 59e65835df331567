import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { ARTWORK_DIR, tightenArtwork } from "../../tools/artwork-filters";

// Each blur's region in the committed artwork is what tools/artwork-filters.ts measures: artwork added or
// re-exported with whole-picture regions would make every cold build draw it for seconds.
test("every blur of the artwork has the region it needs, no larger (npx tsx tools/artwork-filters.ts)", async () => {
  const files = readdirSync(ARTWORK_DIR)
    .filter((f) => f.endsWith(".svg"))
    .map((f) => path.join(ARTWORK_DIR, f));
  expect(files.length).toBeGreaterThan(20);
  for (const [file, tightened] of await tightenArtwork(files)) {
    expect(tightened === readFileSync(file, "utf8"), `${file}: run npx tsx tools/artwork-filters.ts`).toBe(true);
  }
}, 60_000);
