import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { GoogleRating } from "./google-rating";
import { parseContent } from "./load.server";

/**
 * Where the build leaves the rating it read before making the pages (scripts/build/google-rating.ts): an ignored
 * folder, written afresh by every build and by `npm run dev`, never committed.
 */
export const GOOGLE_RATING_FILE = path.resolve(process.cwd(), ".cache/google-rating.json");

const ratingSchema = z.object({
  value: z.number().min(1).max(5),
  count: z.number().int().positive(),
  url: z.url({ protocol: /^https$/ }),
  source: z.enum(["google", "sample"]),
  readAt: z.iso.datetime(),
});

/**
 * The rating the pages show. Nothing stands in when the build has not read one: a page made without it
 * (`react-router build` run alone) fails rather than show a rating from nowhere.
 */
export function getGoogleRating(file: string = GOOGLE_RATING_FILE): GoogleRating {
  if (!existsSync(file)) {
    throw new Error(
      `No Google rating at ${path.relative(process.cwd(), file)}: the build reads it before making the pages (npm run build, npm run dev).`,
    );
  }
  return parseContent(file, ratingSchema, JSON.parse(readFileSync(file, "utf8")));
}
