/**
 * The switch for audience and speed measurement, in the islands entry: a few lines, no analytics code. The code
 * that measures (./vercel-measurement.ts, Vercel's packages) is its own chunk, fetched only once the visitor has
 * accepted, when the browser is idle. Refusing later stops it at once: its filters drop every event while
 * `allowed` is false, and nothing more is fetched (docs/decisions/120-measurement-with-consent.md).
 */
let allowed = false;
let requested = false;

export function setMeasurement(on: boolean) {
  allowed = on;
  if (!on || requested) return;
  requested = true;
  // Safari has no requestIdleCallback: a timer stands in.
  (typeof requestIdleCallback === "function" ? requestIdleCallback : setTimeout)(() => {
    if (allowed) void import("./vercel-measurement").then((m) => m.startMeasuring(() => allowed));
    else requested = false;
  });
}
