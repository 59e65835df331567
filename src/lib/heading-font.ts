/**
 * The heading font arrives after the first screen (src/lib/inline-scripts.ts), so headings first show in a
 * system serif. These @font-face rules resize that serif to Playfair Display's average letter width and give it
 * Playfair's ascent and descent (Capsize's published metrics), so the swap mostly changes the letters, not the
 * lines. Mostly: a title near a line's end can still rewrap, and the islands script then keeps the fallback
 * (src/islands/heading-font.ts). One rule per common system serif: Times New Roman (and its metric twins
 * Liberation Serif and Tinos, on Linux and ChromeOS), Georgia, Noto Serif (Android).
 */
import { createFontStack } from "@capsizecss/core";
import georgia from "@capsizecss/metrics/georgia";
import notoSerif from "@capsizecss/metrics/notoSerif";
import playfairDisplay from "@capsizecss/metrics/playfairDisplay";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";

// `optional`: a local face Chromium has not found by the time a heading first needs it (it looks them up
// asynchronously) is not used on this page at all, rather than painting headings blank and then moving them when it
// comes. The page loader asks for these faces in the head, so they are normally found first (decision 100).
const stack = createFontStack([playfairDisplay, timesNewRoman, georgia, notoSerif], {
  fontFaceProperties: { fontDisplay: "optional" },
});
const TIMES = "local('Times New Roman'), local('TimesNewRomanPSMT')";
if (!stack.fontFaces.includes(TIMES)) throw new Error("Capsize no longer names Times New Roman as expected");

/** The fallback faces, as one line of CSS for the page's head. */
export const headingFallbackFaces = stack.fontFaces
  .replace(
    TIMES,
    `${TIMES}, local('Liberation Serif'), local('LiberationSerif'), local('Tinos'), local('Tinos-Regular')`,
  )
  .replace(/\s*\n\s*/g, "");

/** The family names those rules declare, in the order `--font-display` (src/styles/app.css) must list them. */
export const headingFallbackFamilies = [...stack.fontFaces.matchAll(/font-family: "([^"]+)"/g)].map((m) => m[1]!);

/**
 * Each fallback face's `src` (its list of local names). The page loader loads a FontFace of each that the
 * document does not hold: Chromium then finds the local fonts before the first layout, and nothing on the page
 * is restyled. Asking the document's own faces (`document.fonts.load`) made Chromium style and lay out the whole
 * page with the browser's default styles before the stylesheet had arrived, and then animate every colour
 * transition from those defaults (docs/speed-main-thread.md).
 */
export const headingFallbackSources = [...headingFallbackFaces.matchAll(/src: ([^;]+);/g)].map((m) => m[1]!);
