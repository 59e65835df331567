/**
 * The switch for audience and speed measurement, in the islands entry: a few lines, no analytics code. The code
 * that measures (./vercel-measurement.ts, Vercel's packages) is its own chunk, fetched only once the visitor has
 * accepted, while the browser is idle. Refusing later stops it at once: its filters drop every event while
 * `allowed` is false, and nothing more is fetched (docs/decisions/110-measurement-with-consent.md).
 */
let allowed = false;
let loaded = false;
let waiting = false;

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 200);
}

export function setMeasurement(on: boolean) {
  allowed = on;
  if (!on || loaded || waiting) return;
  waiting = true;
  whenIdle(() => {
    waiting = false;
    if (!allowed || loaded) return;
    loaded = true;
    void import("./vercel-measurement").then((m) => m.startMeasuring(() => allowed));
  });
}
