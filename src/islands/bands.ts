const idle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 50);

const VISITOR_MOVES = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

type Held = { element: HTMLElement | null; home: number; release: () => void };

/**
 * The element the page was opened at (`/#contact`, where « Réserver » leads from every page) and where the browser's
 * jump put it (below the fixed header: the page's scroll padding and the element's scroll margin), for as long as the
 * visitor has not moved the page himself. None on a reload or a return, where the browser brings the page back to
 * where the visitor had scrolled instead.
 */
function heldTarget(): Held {
  let element: HTMLElement | null = null;
  try {
    element = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  } catch {
    // A malformed address (`#%E0`): the browser did not jump anywhere either.
  }
  const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (navigation && navigation.type !== "navigate") element = null;
  const home = element
    ? (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
      (Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0)
    : 0;
  const held: Held = { element, home, release };
  function release() {
    held.element = null;
    for (const type of VISITOR_MOVES) removeEventListener(type, release, true);
  }
  // Only if the page still stands where the jump put it: a visitor who scrolled while it loaded is left where he is.
  if (element && Math.abs(element.getBoundingClientRect().top - home) >= 2) held.element = null;
  if (held.element) for (const type of VISITOR_MOVES) addEventListener(type, release, { capture: true, passive: true });
  return held;
}

/**
 * The bands the browser skipped while the page loaded (`[data-band]`, src/styles/app.css) are rendered one at a
 * time, each when the browser is idle and after the previous one has been painted: no long task, and no band
 * left unrendered for the tools that read a finished page (find-in-page, accessibility checkers). A band nearing
 * the screen is rendered by the browser itself, sooner. Each band's style and layout are done in its idle task,
 * its paint in the next frame: two short tasks rather than one long one.
 *
 * A band above the screen grows from its estimated height to its real one when rendered. The browser keeps what is
 * on screen in place as it does (scroll anchoring), but not always: on `/en#contact` at 390 px, one load in three
 * ended with the form two screens below the screen. So, while the page stands where its address pointed and the
 * visitor has not moved it, each band's render is followed by putting that element back where the browser's jump
 * put it, before anything is painted.
 */
export function renderBands() {
  const bands = [...document.querySelectorAll<HTMLElement>("[data-band]:not([data-rendered])")];
  const target = heldTarget();
  const hold = () => {
    if (!target.element) return;
    const moved = target.element.getBoundingClientRect().top - target.home;
    if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: "instant" });
  };
  const next = () => {
    const band = bands.shift();
    // Every band at its real height: an anchor's smooth scroll now lands where it aims (src/styles/app.css).
    if (!band) {
      hold();
      document.documentElement.dataset.bands = "rendered";
      target.release();
      return;
    }
    band.setAttribute("data-rendered", "");
    // Styled and laid out here, in the idle task, so that the frame that paints the band only paints it: one
    // task of both took 10-16 ms on this machine, which Lighthouse's phone counts four times (decision 230).
    band.getBoundingClientRect();
    hold();
    requestAnimationFrame(() => setTimeout(() => idle(next), 0));
  };
  idle(next);
}
