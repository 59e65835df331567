/**
 * Small SVG toolkit for the generated artwork of VTC Premium Nantes.
 * Everything is deterministic: randomness comes from a seeded PRNG.
 * Output must render with librsvg (sharp): plain SVG 1.1 features only.
 */

export const C = {
  ink: "#0E1116",
  night: "#151A23",
  night2: "#1E2531",
  ivory: "#F7F3EC",
  sand: "#E9E1D3",
  gold: "#C8A45D",
  goldDeep: "#A98441",
  muted: "#5B6270",
  amber: "#E8B86A",
  blue: "#7FA3C8",
} as const;

export type Pt = [number, number];
/** [offset 0..1, colour, opacity?] */
export type Stop = [number, string, number?];

/** mulberry32: tiny, fast, good enough for artwork. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.next() * arr.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** approx. normal(0,1) */
  gauss(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * 1.73;
  }
}

/** compact number formatting (1 decimal max) */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}
/** 2 decimals, for small local coordinates */
export function n2(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const clamp = (v: number, a = 0, b = 1) => Math.max(a, Math.min(b, v));
export const smooth = (t: number) => t * t * (3 - 2 * t);

export function pts(points: Pt[]): string {
  return points.map((p) => `${n(p[0])},${n(p[1])}`).join(" ");
}

/** Catmull-Rom spline through the points, as cubic Bezier commands (without the initial M). */
export function splineC(p: Pt[], tension = 1, closed = false): string {
  let d = "";
  const N = p.length;
  const get = (i: number): Pt => {
    if (closed) return p[(i + N) % N]!;
    return p[Math.max(0, Math.min(N - 1, i))]!;
  };
  const last = closed ? N : N - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1),
      p1 = get(i),
      p2 = get(i + 1),
      p3 = get(i + 2);
    const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}
export function spline(p: Pt[], tension = 1, closed = false): string {
  return `M${n(p[0]![0])},${n(p[0]![1])}` + splineC(p, tension, closed) + (closed ? "Z" : "");
}
export function poly(p: Pt[], close = true): string {
  return "M" + p.map((q) => `${n(q[0])},${n(q[1])}`).join("L") + (close ? "Z" : "");
}

/** Path builder with a point mapper (used for projected car drawings). */
export class PathB {
  d = "";
  private cur: Pt = [0, 0];
  constructor(
    private map: (p: Pt) => Pt = (p) => p,
    private fmt: (v: number) => string = n,
  ) {}
  private f(p: Pt): string {
    const q = this.map(p);
    return `${this.fmt(q[0])},${this.fmt(q[1])}`;
  }
  M(x: number, y: number) {
    this.d += "M" + this.f([x, y]);
    this.cur = [x, y];
    return this;
  }
  L(x: number, y: number) {
    this.d += "L" + this.f([x, y]);
    this.cur = [x, y];
    return this;
  }
  /** spline from current point through the given points; `pre`/`post` only shape the end tangents */
  S(points: Pt[], pre?: Pt, post?: Pt, tension = 1) {
    const all: Pt[] = [this.cur, ...points];
    const mapped = all.map((p) => this.map(p));
    const ext: Pt[] = [pre ? this.map(pre) : mapped[0]!, ...mapped, post ? this.map(post) : mapped[mapped.length - 1]!];
    for (let i = 1; i < ext.length - 2; i++) {
      const p0 = ext[i - 1]!,
        p1 = ext[i]!,
        p2 = ext[i + 1]!,
        p3 = ext[i + 2]!;
      const c1: Pt = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
      const c2: Pt = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
      this.d += `C${this.fmt(c1[0])},${this.fmt(c1[1])} ${this.fmt(c2[0])},${this.fmt(c2[1])} ${this.fmt(p2[0])},${this.fmt(p2[1])}`;
    }
    this.cur = points[points.length - 1]!;
    return this;
  }
  /** elliptical arc in already-mapped units for radii */
  A(rx: number, ry: number, large: 0 | 1, sweep: 0 | 1, x: number, y: number) {
    this.d += `A${this.fmt(rx)},${this.fmt(ry)} 0 ${large} ${sweep} ${this.f([x, y])}`;
    this.cur = [x, y];
    return this;
  }
  Z() {
    this.d += "Z";
    return this;
  }
  toString() {
    return this.d;
  }
}

type GradOpts = { bbox?: boolean; transform?: string; spread?: "pad" | "reflect" | "repeat" };
type RadOpts = GradOpts & { fx?: number; fy?: number };

function stopsXml(stops: Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n2(o)}" stop-color="${c}"${a === undefined || a === 1 ? "" : ` stop-opacity="${n2(a)}"`}/>`,
    )
    .join("");
}

/** One SVG document under construction. */
export class Art {
  defs: string[] = [];
  parts: string[] = [];
  private ids = 0;
  rng: Rng;
  constructor(
    public w: number,
    public h: number,
    seed: number,
  ) {
    this.rng = new Rng(seed);
  }
  id(prefix = "g"): string {
    return prefix + (this.ids++).toString(36);
  }
  add(...s: string[]) {
    this.parts.push(...s);
    return this;
  }
  def(s: string) {
    this.defs.push(s);
  }
  lin(stops: Stop[], x1: number, y1: number, x2: number, y2: number, o: GradOpts = {}): string {
    const id = this.id("l");
    const units = o.bbox ? "" : ` gradientUnits="userSpaceOnUse"`;
    const f = o.bbox ? n2 : n;
    this.def(
      `<linearGradient id="${id}"${units} x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${o.transform ? ` gradientTransform="${o.transform}"` : ""}${o.spread ? ` spreadMethod="${o.spread}"` : ""}>${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops: Stop[], cx: number, cy: number, r: number, o: RadOpts = {}): string {
    const id = this.id("r");
    const units = o.bbox ? "" : ` gradientUnits="userSpaceOnUse"`;
    const f = o.bbox ? n2 : n;
    const fx = o.fx !== undefined ? ` fx="${f(o.fx)}"` : "";
    const fy = o.fy !== undefined ? ` fy="${f(o.fy)}"` : "";
    this.def(
      `<radialGradient id="${id}"${units} cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${fx}${fy}${o.transform ? ` gradientTransform="${o.transform}"` : ""}>${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /**
   * Gaussian blur filter. Region in user space of the element; by default the canvas plus three standard
   * deviations, beyond which nothing outside can reach a visible pixel. A larger region only costs drawing
   * time (a blur works on its whole region).
   */
  blur(std: number | [number, number], region?: [number, number, number, number]): string {
    const id = this.id("f");
    const [sx, sy] = Array.isArray(std) ? std : [std, std];
    const [x, y, w, h] = region ?? [-3 * sx, -3 * sy, this.w + 6 * sx, this.h + 6 * sy];
    const sd = Array.isArray(std) ? `${n2(std[0])} ${n2(std[1])}` : n2(std);
    this.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
  /** Raw filter def; returns url(). */
  filter(inner: string, region?: [number, number, number, number]): string {
    const id = this.id("f");
    const [x, y, w, h] = region ?? [-this.w * 0.25, -this.h * 0.25, this.w * 1.5, this.h * 1.5];
    this.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" color-interpolation-filters="sRGB">${inner}</filter>`,
    );
    return `url(#${id})`;
  }
  clip(content: string): string {
    const id = this.id("c");
    this.def(`<clipPath id="${id}">${content}</clipPath>`);
    return `url(#${id})`;
  }
  mask(content: string): string {
    const id = this.id("m");
    this.def(
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="${-this.w}" y="${-this.h}" width="${this.w * 3}" height="${this.h * 3}">${content}</mask>`,
    );
    return `url(#${id})`;
  }
  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.defs.join("")}</defs>` +
      this.parts.join("") +
      `</svg>`
    );
  }
}

/* ------------------------------------------------------------------ */
/* Common effects                                                       */
/* ------------------------------------------------------------------ */

export function rect(a: Art, fill: string, extra = ""): string {
  return `<rect width="${a.w}" height="${a.h}" fill="${fill}"${extra}/>`;
}

/** A soft radial glow (ellipse). */
export function glow(
  a: Art,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity = 1,
  falloff: Stop[] | null = null,
): string {
  const g = a.rad(
    falloff ?? [
      [0, color, 1],
      [0.35, color, 0.45],
      [0.7, color, 0.12],
      [1, color, 0],
    ],
    0,
    0,
    1,
    { bbox: false },
  );
  return `<ellipse cx="0" cy="0" rx="1" ry="1" fill="${g}" opacity="${n2(opacity)}" transform="translate(${n(cx)} ${n(cy)}) scale(${n(rx)} ${n(ry)})"/>`;
}

/** Darken one side so that text sits on a calm field. side: fraction of width that must stay dark. */
export function calmLeft(a: Art, frac = 0.55, strength = 0.92, color: string = C.ink): string {
  const g = a.lin(
    [
      [0, color, strength],
      [frac * 0.7, color, strength * 0.85],
      [frac, color, strength * 0.45],
      [Math.min(1, frac + 0.22), color, 0],
    ],
    0,
    0,
    a.w,
    0,
  );
  return rect(a, g);
}

export function vignette(a: Art, strength = 0.6, color: string = C.ink, cx = 0.5, cy = 0.5): string {
  const r = Math.hypot(a.w, a.h) * 0.62;
  const g = a.rad(
    [
      [0, color, 0],
      [0.55, color, 0],
      [0.8, color, strength * 0.5],
      [1, color, strength],
    ],
    a.w * cx,
    a.h * cy,
    r,
  );
  return rect(a, g);
}

/** Bokeh: soft disks with a faint brighter rim, grouped in one blurred layer. */
export function bokeh(
  a: Art,
  o: {
    count: number;
    x: [number, number];
    y: [number, number];
    r: [number, number];
    colors: string[];
    opacity: [number, number];
    blur: number;
    weight?: (x: number, y: number) => number;
    rng?: Rng;
  },
): string {
  const rng = o.rng ?? a.rng;
  let s = "";
  let placed = 0,
    tries = 0;
  while (placed < o.count && tries < o.count * 20) {
    tries++;
    const x = rng.range(o.x[0], o.x[1]);
    const y = rng.range(o.y[0], o.y[1]);
    if (o.weight && rng.next() > o.weight(x, y)) continue;
    const r = rng.range(o.r[0], o.r[1]);
    const c = rng.pick(o.colors);
    const op = rng.range(o.opacity[0], o.opacity[1]);
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${c}" fill-opacity="${n2(op)}" stroke="${c}" stroke-opacity="${n2(Math.min(1, op * 1.6))}" stroke-width="${n(Math.max(0.8, r * 0.06))}"/>`;
    placed++;
  }
  const f = o.blur > 0 ? ` filter="${a.blur(o.blur)}"` : "";
  return `<g${f}>${s}</g>`;
}

/** Tiny star field / dust. */
export function dust(
  a: Art,
  o: {
    count: number;
    x: [number, number];
    y: [number, number];
    r: [number, number];
    color: string;
    opacity: [number, number];
    weight?: (x: number, y: number) => number;
    rng?: Rng;
  },
): string {
  const rng = o.rng ?? a.rng;
  let s = "";
  let placed = 0,
    tries = 0;
  while (placed < o.count && tries < o.count * 30) {
    tries++;
    const x = rng.range(o.x[0], o.x[1]);
    const y = rng.range(o.y[0], o.y[1]);
    if (o.weight && rng.next() > o.weight(x, y)) continue;
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n2(rng.range(o.r[0], o.r[1]))}" fill-opacity="${n2(rng.range(o.opacity[0], o.opacity[1]))}"/>`;
    placed++;
  }
  return `<g fill="${o.color}">${s}</g>`;
}

/**
 * Long-exposure light trail along a path: wide blurred halo + medium glow + thin hot core.
 * `fade` is a stroke paint (usually a linear gradient) to fade the trail ends.
 */
export function trail(
  a: Art,
  d: string,
  color: string,
  width: number,
  o: { core?: string; opacity?: number; blur?: number; paint?: string; corePaint?: string } = {},
): string {
  const op = o.opacity ?? 1;
  const paint = o.paint ?? color;
  const bl = o.blur ?? width * 2.2;
  return (
    `<path d="${d}" fill="none" stroke="${paint}" stroke-width="${n(width * 4)}" stroke-linecap="round" opacity="${n2(0.35 * op)}" filter="${a.blur(bl)}"/>` +
    `<path d="${d}" fill="none" stroke="${paint}" stroke-width="${n(width * 1.4)}" stroke-linecap="round" opacity="${n2(0.75 * op)}" filter="${a.blur(width * 0.5)}"/>` +
    `<path d="${d}" fill="none" stroke="${o.corePaint ?? o.core ?? paint}" stroke-width="${n2(Math.max(0.6, width * 0.35))}" stroke-linecap="round" opacity="${n2(op)}"/>`
  );
}

/** Film grain overlay via feTurbulence (keep opacity very low: noise costs bytes in AVIF). */
export function grain(a: Art, opacity = 0.05, freq = 0.9, seed = 3): string {
  const f = a.filter(
    `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${seed}" stitchTiles="stitch" result="t"/><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1.4 -0.55"/>`,
    [0, 0, a.w, a.h],
  );
  return `<rect width="${a.w}" height="${a.h}" filter="${f}" opacity="${n2(opacity)}"/>`;
}

/** A thin gold hairline with soft glow, used as a signature accent. */
export function hairline(
  a: Art,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: string = C.gold,
  opacity = 0.8,
  width = 1.2,
): string {
  const g = a.lin(
    [
      [0, color, 0],
      [0.3, color, opacity],
      [0.7, color, opacity],
      [1, color, 0],
    ],
    x1,
    y1,
    x2,
    y2 === y1 ? y1 + 0.01 : y2,
  );
  return (
    `<path d="M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}" stroke="${g}" stroke-width="${n(width * 5)}" opacity="0.35" filter="${a.blur(width * 3)}"/>` +
    `<path d="M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}" stroke="${g}" stroke-width="${n2(width)}"/>`
  );
}

/** Gradient helper for fading a stroke along a direction. */
export function fadeStroke(
  a: Art,
  color: string,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stops: Stop[] = [
    [0, color, 0],
    [0.25, color, 1],
    [0.8, color, 1],
    [1, color, 0],
  ],
): string {
  const s = stops.map(([o, c, op]) => [o, c ?? color, op] as Stop);
  return a.lin(s, x1, y1, x2, y2 === y1 && x2 === x1 ? y1 + 1 : y2);
}
