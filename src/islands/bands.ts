const idle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 50);

/**
 * The bands the browser skipped while the page loaded (`[data-band]`, src/styles/app.css) are rendered one at a
 * time, each when the browser is idle and after the previous one has been painted: no long task, and no band
 * left unrendered for the tools that read a finished page (find-in-page, accessibility checkers). A band nearing
 * the screen is rendered by the browser itself, sooner. Each band's style and layout are done in its idle task,
 * its paint in the next frame: two short tasks rather than one long one.
 */
export function renderBands() {
  const bands = [...document.querySelectorAll<HTMLElement>("[data-band]:not([data-rendered])")];
  const next = () => {
    const band = bands.shift();
    // Every band at its real height: an anchor's smooth scroll now lands where it aims (src/styles/app.css).
    if (!band) {
      document.documentElement.dataset.bands = "rendered";
      return;
    }
    band.setAttribute("data-rendered", "");
    // Styled and laid out here, in the idle task, so that the frame that paints the band only paints it: one
    // task of both took 10-16 ms on this machine, which Lighthouse's phone counts four times (decision 230).
    band.getBoundingClientRect();
    requestAnimationFrame(() => setTimeout(() => idle(next), 0));
  };
  idle(next);
}
