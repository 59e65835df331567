import fs from "node:fs";
import path from "node:path";
import { record } from "./output";
import type { Target } from "./project";
import { GOOGLE_RATING } from "./providers";

const NOINDEX = /<meta name="robots" content="noindex, nofollow"\/>/;
const BANNER = /data-test-identity/;
/** Pages that must be indexable in a real build; only the test identity may mark them. */
const PAGES = ["index.html", "en/index.html", "mentions-legales/index.html"];

/**
 * The test identity shows: with `testSite` (its SITE_URL), every page says it is a test, carries noindex
 * and names that origin as canonical. Without (a preview built without the switch), no page has either mark.
 */
export function pagesMarked(copy: string, target: Target, testSite?: string): boolean {
  const expected = testSite !== undefined;
  const dir = path.join(copy, ".vercel", "output", "static");
  const marks = PAGES.map((page) => {
    const file = path.join(dir, page);
    const html = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    return { page, found: html !== "", noindex: NOINDEX.test(html), banner: BANNER.test(html), html };
  });
  const allMarked = marks.every((m) => m.found && m.noindex && m.banner);
  const noneMarked = marks.every((m) => m.found && !m.noindex && !m.banner);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(marks[0]?.html ?? "")?.[1] ?? "none";
  const ok = expected ? allMarked && canonical.startsWith(`${testSite}/`) : noneMarked;
  const missing = marks.filter((m) => !m.found).map((m) => m.page);
  return record(
    `${target} pages ${expected ? "marked as a test" : "unmarked"}`,
    ok,
    missing.length
      ? `missing from the output: ${missing.join(", ")}`
      : expected
        ? `${marks.filter((m) => m.noindex && m.banner).length} of ${marks.length} pages with the banner and noindex; canonical ${canonical}`
        : `${marks.filter((m) => m.noindex || m.banner).length} of ${marks.length} pages marked; canonical ${canonical}`,
  );
}

/**
 * The build read the rating from Google (here its stand-in, which answers GOOGLE_PLACE_ID with its own figures),
 * not the local mode's sample: the home page states the stand-in's rating and links to its profile.
 */
export function pagesRated(copy: string, target: Target): boolean {
  const file = path.join(copy, ".vercel", "output", "static", "index.html");
  const html = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const { rating, userRatingCount, googleMapsUri } = GOOGLE_RATING;
  const link = `<a href="${googleMapsUri}" class="underline underline-offset-4">${userRatingCount}\u00a0avis sur Google Maps</a>`;
  // React's text separators (<!-- -->) come and go with how the sentence is assembled: read without them.
  const stated = html.replaceAll("<!-- -->", "").includes(`${String(rating).replace(".", ",")}/5 sur ${link}`);
  return record(
    `${target} pages rated from Google`,
    stated,
    stated ? `${rating}/5 on ${userRatingCount} reviews, linked` : "the home page does not state the stand-in's rating",
  );
}
