const idle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 50);

/**
 * The bands the browser skipped while the page loaded (`[data-band]`, src/styles/app.css) are rendered one at a
 * time, each when the browser is idle and after the previous one has been painted: no long task, and no band
 * left unrendered for the tools that read a finished page (find-in-page, accessibility checkers). A band nearing
 * the screen is rendered by the browser itself, sooner.
 */
export function renderBands() {
  const bands = [...document.querySelectorAll<HTMLElement>("[data-band]:not([data-rendered])")];
  const next = () => {
    const band = bands.shift();
    if (!band) return;
    band.setAttribute("data-rendered", "");
    requestAnimationFrame(() => setTimeout(() => idle(next), 0));
  };
  idle(next);
}
