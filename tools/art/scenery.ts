/** Reusable night-scene pieces: Nantes skyline, water reflections, quays. */
import { Art, C, Rng, n, n2, type Pt } from "./lib.ts";
import { cathedrale, chateau, cityBand, place, titan, tourBretagne, tourBretagneWindows } from "./landmarks.ts";

export interface SkylineOpts {
  /** waterline / base of the far bank */
  base: number;
  x0: number;
  x1: number;
  /** pixels per metre for the landmarks */
  k: number;
  tourX: number;
  cathX: number;
  chateauX: number;
  titanX: number;
  titanDir?: 1 | -1;
  rng: Rng;
  /** silhouette colour (nearest layer) */
  fill?: string;
  windowColor?: string;
  lights?: number;
}

/** Returns the skyline group plus the list of light points (for reflections). */
export function nantesSkyline(
  a: Art,
  o: SkylineOpts,
): { svg: string; lights: { x: number; y: number; c: string; r: number }[] } {
  const rng = o.rng;
  const lights: { x: number; y: number; c: string; r: number }[] = [];
  const k = o.k;
  let s = "";
  // far layer of the city (hazy)
  const far = cityBand(rng, 0, (o.x1 - o.x0) / (k * 0.7), 6, 22);
  // note: landmarks are drawn in flipped local units, so bounding-box gradients run from the ground (0) to the top (1)
  const farFill = a.lin(
    [
      [0, "#121823"],
      [1, "#1b2331"],
    ],
    0,
    0,
    0,
    1,
    { bbox: true },
  );
  s += place(far.d, o.x0, o.base, k * 0.7, `fill="${farFill}"`);
  // Tour Bretagne (behind the nearer blocks)
  const tbFill = a.lin(
    [
      [0, "#0b0f15"],
      [0.6, "#151b27"],
      [1, "#1f2738"],
    ],
    0,
    0,
    0,
    1,
    { bbox: true },
  );
  s += place(tourBretagne(), o.tourX, o.base, k, `fill="${tbFill}"`);
  s += place(tourBretagneWindows(rng, 0.12), o.tourX, o.base, k, `fill="${o.windowColor ?? C.amber}" opacity="0.55"`);
  // red aviation light on the mast
  const mastTop = o.base - 158 * k;
  s += `<circle cx="${n(o.tourX)}" cy="${n(mastTop)}" r="${n2(Math.max(1.2, k * 0.9))}" fill="#ff6b55"/>`;
  s += `<circle cx="${n(o.tourX)}" cy="${n(mastTop)}" r="${n(k * 5)}" fill="#ff6b55" opacity="0.25" filter="${a.blur(k * 2.5)}"/>`;
  // cathedral
  const fill = o.fill ?? "#0a0d13";
  s += place(cathedrale(), o.cathX, o.base, k * 0.95, `fill="${fill}"`);
  // nearer blocks
  const near = cityBand(rng, 0, (o.x1 - o.x0) / (k * 0.9), 4, 14);
  s += place(near.d, o.x0, o.base, k * 0.9, `fill="${fill}"`);
  // windows of the nearer blocks
  let wd = "";
  for (const [wx, wy] of near.windows) {
    const X = o.x0 + wx * k * 0.9,
      Y = o.base - wy * k * 0.9;
    wd += `M${n(X)},${n(Y)}h${n2(k * 1.6)}v${n2(k * 1.2)}h${n2(-k * 1.6)}Z`;
    if (rng.next() < 0.5) lights.push({ x: X, y: Y, c: C.amber, r: 1 });
  }
  s += `<path d="${wd}" fill="${o.windowColor ?? C.amber}" opacity="0.7"/>`;
  // château, softly floodlit from below (warm stone)
  const chk = k;
  const chFill = a.lin(
    [
      [0, "#6a5636"],
      [0.25, "#3e3325"],
      [0.6, "#1a171a"],
      [1, "#0d0d10"],
    ],
    0,
    0,
    0,
    1,
    { bbox: true },
  );
  s += place(chateau(), o.chateauX, o.base, chk, `fill="${chFill}"`);
  let fl = "";
  for (let i = 0; i < 6; i++)
    fl += `<ellipse cx="${n(o.chateauX + (15 + i * 30) * chk)}" cy="${n(o.base - 2)}" rx="${n(9 * chk)}" ry="${n(3 * chk)}" fill="${C.amber}"/>`;
  s += `<g filter="${a.blur(chk * 3)}" opacity="0.22">${fl}</g>`;
  // Titan crane: gold, softly lit
  const t = titan(o.titanDir ?? -1);
  const tk = k * 1.25;
  s += place(t.solid, o.titanX, o.base, tk, `fill="${C.goldDeep}" opacity="0.9"`);
  s += `<path d="${t.lattice}" transform="translate(${n(o.titanX)} ${n(o.base)}) scale(${n2(tk)} ${n2(-tk)})" fill="none" stroke="${C.gold}" stroke-width="${n2(0.7 / tk)}" opacity="0.8"/>`;
  s += `<g filter="${a.blur(tk * 1.6)}" opacity="0.55">${place(t.solid, o.titanX, o.base, tk, `fill="${C.amber}"`)}</g>`;
  // lights on the crane
  lights.push({ x: o.titanX, y: o.base - 36 * tk, c: C.amber, r: 2 });
  // quay lamps along the far bank
  const nL = o.lights ?? 14;
  for (let i = 0; i < nL; i++) {
    const x = o.x0 + ((i + 0.5) / nL) * (o.x1 - o.x0) + rng.range(-8, 8);
    lights.push({ x, y: o.base - 4 * k, c: rng.chance(0.25) ? C.blue : C.amber, r: rng.range(0.9, 1.8) });
  }
  return { svg: s, lights };
}

/** Broken vertical reflections of lights on water: columns of short horizontal dashes. */
export function reflections(
  a: Art,
  lights: { x: number; y: number; c: string; r: number }[],
  water: number,
  o: { maxLen: number; rng: Rng; opacity?: number; width?: number },
): string {
  let s = "";
  const byColor: Record<string, string> = {};
  for (const L of lights) {
    const len = Math.min(o.maxLen, (water - L.y) * 2.4 + 40) * o.rng.range(0.7, 1.1);
    let y = water + 2;
    let d = "";
    while (y < water + len) {
      const t = (y - water) / len;
      const w = (o.width ?? 6) * L.r * (0.6 + t * 1.6) * o.rng.range(0.5, 1.4);
      const h = o.rng.range(1, 2.6);
      if (o.rng.next() > t * 0.9) d += `M${n(L.x - w / 2 + o.rng.range(-3, 3))},${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
      y += o.rng.range(3, 9) * (1 + t);
    }
    byColor[L.c] = (byColor[L.c] ?? "") + d;
  }
  const f = a.blur(1.2);
  for (const [c, d] of Object.entries(byColor))
    s += `<path d="${d}" fill="${c}" opacity="${n2(o.opacity ?? 0.55)}" filter="${f}"/>`;
  return s;
}

/** Horizontal ripple lines on dark water. */
export function ripples(
  a: Art,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  rng: Rng,
  color = "#8fa6c4",
  opacity = 0.12,
): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const t = rng.next();
    const y = y0 + (y1 - y0) * t * t;
    const w = rng.range(20, 140) * (0.4 + t);
    const x = rng.range(x0, x1 - w);
    d += `M${n(x)},${n(y)}h${n(w)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="1" opacity="${n2(opacity)}"/>`;
}

/** Soft lamp glows. */
export function lampGlows(a: Art, lights: { x: number; y: number; c: string; r: number }[], size = 10): string {
  let s = "",
    core = "";
  for (const L of lights) {
    s += `<circle cx="${n(L.x)}" cy="${n(L.y)}" r="${n(size * L.r)}" fill="${L.c}" opacity="0.35"/>`;
    core += `<circle cx="${n(L.x)}" cy="${n(L.y)}" r="${n2(Math.max(0.8, L.r * 0.9))}" fill="#fff6e4"/>`;
  }
  return `<g filter="${a.blur(size * 0.6)}">${s}</g>${core}`;
}

export type Light = { x: number; y: number; c: string; r: number };
export type { Pt };
