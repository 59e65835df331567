/** Where the page loader (src/lib/inline-scripts.ts) looks for the font a later page may paint in at once. */
const SESSION_KEY = "heading-font";

type Position = { box: () => DOMRect; top: number; left: number };

/** An element's box and, for text set in the heading font, where its first line starts (centred text moves). */
function boxes(element: Element): (() => DOMRect)[] {
  const found = [() => element.getBoundingClientRect()];
  if (element.matches("h1, h2, h3, .font-display")) {
    const range = document.createRange();
    range.selectNodeContents(element);
    found.push(() => range.getClientRects()[0] ?? element.getBoundingClientRect());
  }
  return found;
}

/**
 * Where each element (and each line of heading text) on screen, or within a screen below it, starts. A band the browser skips
 * (src/styles/app.css) is far from the screen: reading inside it would lay it out, so it is left alone; so is a
 * rendered band that starts more than a screen below (nothing in it is read: asking where each of its elements
 * is took most of this task once the bands were rendered, decision 230).
 */
function positions(): Position[] {
  // A skipped band is rendered itself; what it holds is not.
  const skipped = [...document.querySelectorAll("[data-band]")].filter(
    (band) =>
      band.firstElementChild?.checkVisibility?.({ contentVisibilityAuto: true }) === false ||
      band.getBoundingClientRect().top >= 2 * innerHeight,
  );
  const found: Position[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    if (skipped.some((band) => band.contains(element))) continue;
    for (const box of boxes(element)) {
      const { top, left } = box();
      if (top < 2 * innerHeight) found.push({ box, top, left });
    }
  }
  return found;
}

/** Chromium does not count a move under 3 px as a layout shift (nor can a reader see one). */
const SHIFT_PX = 3;

/** Whether an element the visitor can see now, or could see before, starts somewhere else. */
const shifted = ({ box, top, left }: Position) => {
  const now = box();
  return (
    (top < innerHeight || now.top < innerHeight) &&
    (Math.abs(now.top - top) >= SHIFT_PX || Math.abs(now.left - left) >= SHIFT_PX)
  );
};

/**
 * On a first visit the page paints its headings in a resized system serif (`.font-later` on <html>) and the
 * heading font comes after the largest paint. The resizing matches Playfair Display on average, not every
 * heading: at some widths a title takes one line more or less in the real font, and swapping then would move
 * what the visitor is reading (a layout shift). So the swap is made, laid out and checked within one task, before
 * anything is painted: if anything on screen would start somewhere else, the page keeps the fallback until the
 * visitor leaves it. Either way the font is in the cache, and later pages of the visit paint in it at once.
 */
export function loadHeadingFont() {
  const root = document.documentElement;
  if (!root.classList.contains("font-later") || !("fonts" in document)) return;
  const url = document.querySelector<HTMLElement>("script[data-font]")?.dataset.font;
  document.fonts.load("1em Playfair Display").then(
    (faces) => {
      if (!faces.length) return;
      try {
        if (url) sessionStorage.setItem(SESSION_KEY, url);
      } catch {
        // Storage refused: later pages wait for the font as this one did.
      }
      const before = positions();
      root.classList.remove("font-later");
      if (before.some(shifted)) root.classList.add("font-later");
    },
    () => {},
  );
}
