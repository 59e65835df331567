import { Art, C, Rng, n, n2, rect, glow, calmLeft, bokeh, dust, trail, hairline, spline, type Pt } from "./lib.ts";
import { nantesSkyline, reflections, ripples, lampGlows, type Light } from "./scenery.ts";
import { car } from "./car.ts";

/** Home hero: the Loire at night, Nantes skyline on the right, a bridge with light trails, a sedan on the quay. */
export function hero(): string {
  const a = new Art(1920, 1080, 2024);
  const W = a.w,
    H = a.h;
  const rng = new Rng(7);
  const base = 650; // far bank
  // sky
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#07090d"],
          [0.3, C.ink],
          [0.5, "#131a26"],
          [base / H, "#24314a"],
          [base / H + 0.001, "#1a2435"],
          [0.75, "#0e131c"],
          [1, "#07090c"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  // warm city haze
  a.add(glow(a, 1540, base - 20, 760, 300, C.amber, 0.22));
  a.add(glow(a, 1700, base - 60, 420, 200, C.gold, 0.12));
  a.add(glow(a, 1250, base, 500, 120, C.blue, 0.12));
  // faint stars, right only
  a.add(
    dust(a, {
      count: 60,
      x: [900, 1920],
      y: [20, 420],
      r: [0.5, 1.3],
      color: "#dfe7f2",
      opacity: [0.15, 0.6],
      weight: (x) => (x - 900) / 1020,
      rng,
    }),
  );

  // distant left bank: a low strip with a few far lights (stays quiet under the calm overlay)
  a.add(
    `<path d="M0,${base - 6}L300,${base - 9}L620,${base - 7}L1000,${base - 10}L1000,${base}L0,${base}Z" fill="#0c1018"/>`,
  );
  const farL: Light[] = [];
  for (let i = 0; i < 22; i++)
    farL.push({
      x: rng.range(20, 1000),
      y: base - rng.range(2, 7),
      c: rng.chance(0.3) ? C.blue : C.amber,
      r: rng.range(0.5, 1),
    });
  a.add(reflections(a, farL, base + 2, { maxLen: 90, rng, opacity: 0.35, width: 4 }));
  a.add(lampGlows(a, farL, 5));
  // skyline
  const sk = nantesSkyline(a, {
    base,
    x0: 1000,
    x1: 1920,
    k: 2.7,
    tourX: 1470,
    cathX: 1600,
    chateauX: 1540,
    titanX: 1180,
    titanDir: -1,
    rng,
    lights: 9,
  });
  const skId = a.id("sky");
  a.def(`<g id="${skId}">${sk.svg}</g>`);
  a.add(`<use href="#${skId}" xlink:href="#${skId}"/>`);

  // water: reflected skyline (mirrored, blurred, faded)
  const m = a.mask(
    `<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="${a.lin(
      [
        [0, "#fff", 0.5],
        [0.5, "#fff", 0.1],
        [1, "#fff", 0],
      ],
      0,
      base,
      0,
      base + 260,
    )}"/>`,
  );
  a.add(
    `<g mask="${m}" filter="${a.blur([1, 5])}"><use href="#${skId}" xlink:href="#${skId}" transform="translate(0 ${base * 2}) scale(1 -1)"/></g>`,
  );
  a.add(glow(a, 1540, base + 30, 700, 90, C.amber, 0.12));

  // bridge across the river (mid-distance) with light trails
  const deckY = 735;
  const bx0 = 1010;
  const deckFill = a.lin(
    [
      [0, "#0b0e14"],
      [1, "#05070a"],
    ],
    0,
    deckY - 6,
    0,
    deckY + 30,
  );
  let bridge = `<path d="M${bx0},${deckY - 4}L${W},${deckY - 8}L${W},${deckY + 14}L${bx0},${deckY + 9}Z" fill="${deckFill}"/>`;
  // piers with shallow arches
  for (let x = bx0 + 70; x < W; x += 150) {
    bridge += `<path d="M${x - 9},${deckY + 9}L${x - 11},${deckY + 40}L${x + 11},${deckY + 40}L${x + 9},${deckY + 9}Z" fill="#06080b"/>`;
  }
  a.add(bridge);
  // lamps on the bridge
  const bl: Light[] = [];
  for (let x = bx0 + 30; x < W; x += 75) {
    const y = deckY - 4 - ((x - bx0) / (W - bx0)) * 4;
    a.add(`<path d="M${n(x)},${n(y)}V${n(y - 26)}" stroke="#0b0d12" stroke-width="2"/>`);
    bl.push({ x, y: y - 27, c: C.amber, r: 1.6 });
  }
  // long-exposure trails on the deck: white heading left, amber-red heading right
  const fadeW = a.lin(
    [
      [0, "#ffffff", 0],
      [0.25, "#ffffff", 0.8],
      [1, "#f3f6ff", 1],
    ],
    bx0,
    0,
    W,
    0,
  );
  const fadeR = a.lin(
    [
      [0, C.amber, 0],
      [0.3, C.amber, 0.85],
      [1, "#ff7a4d", 1],
    ],
    bx0,
    0,
    W,
    0,
  );
  a.add(trail(a, `M${bx0 + 20},${deckY - 1}L${W},${deckY - 5}`, "#ffffff", 2.2, { paint: fadeW, opacity: 0.9 }));
  a.add(trail(a, `M${bx0 + 60},${deckY + 4}L${W},${deckY}`, C.amber, 2.4, { paint: fadeR, opacity: 0.95 }));
  a.add(trail(a, `M${bx0 + 160},${deckY + 7}L${W},${deckY + 3}`, "#ff7a4d", 1.4, { paint: fadeR, opacity: 0.6 }));

  // reflections of all lights
  const allLights = [...sk.lights, ...bl];
  a.add(reflections(a, allLights, base + 4, { maxLen: 340, rng, opacity: 0.5, width: 5 }));
  // the trails on the deck reflect as broken streaks
  const tl: Light[] = [];
  for (let x = bx0 + 80; x < W; x += rng.range(26, 60))
    tl.push({ x, y: deckY - 30, c: rng.chance(0.6) ? C.amber : "#ff8a5c", r: rng.range(0.8, 1.5) });
  a.add(reflections(a, tl, deckY + 40, { maxLen: 120, rng, opacity: 0.35, width: 4 }));
  // trails reflect as long soft bands
  a.add(
    `<rect x="${bx0}" y="${deckY + 44}" width="${W - bx0}" height="60" fill="${fadeR}" opacity="0.12" filter="${a.blur([30, 8])}"/>`,
  );
  a.add(ripples(a, 960, W, base + 10, 980, 260, rng, "#9fb6d6", 0.1));
  a.add(lampGlows(a, allLights, 7));

  // quay in the foreground
  const quayY = 950;
  a.add(
    `<path d="M0,${quayY}L${W},${quayY - 18}L${W},${H}L0,${H}Z" fill="${a.lin(
      [
        [0, "#0d1118"],
        [0.15, "#07090c"],
        [1, "#030405"],
      ],
      0,
      quayY - 20,
      0,
      H,
    )}"/>`,
  );
  a.add(hairline(a, 900, quayY - 11, W, quayY - 18, "#8fa0b8", 0.35, 1));
  // the car on the quay, facing left, lit by the city
  const scale = 0.13;
  const carSvg = car(a, "model-s", {
    x: 1250,
    y: 1035,
    scale,
    theta: 0.22,
    env: "night",
    rim: C.amber,
    paint: "black",
    headlights: true,
    taillights: true,
  });
  const carId = a.id("car");
  a.def(`<g id="${carId}">${carSvg}</g>`);
  const wet = a.mask(
    `<rect x="0" y="1035" width="${W}" height="60" fill="${a.lin(
      [
        [0, "#fff", 0.35],
        [1, "#fff", 0],
      ],
      0,
      1035,
      0,
      1085,
    )}"/>`,
  );
  a.add(
    `<g mask="${wet}" filter="${a.blur([2, 3])}"><use href="#${carId}" xlink:href="#${carId}" transform="translate(0 2070) scale(1 -1)"/></g>`,
  );
  a.add(`<use href="#${carId}" xlink:href="#${carId}"/>`);
  // wet quay reflection of headlights and taillights
  a.add(glow(a, 1235, 1048, 220, 14, "#eaf2ff", 0.35));

  // keep the left calm
  a.add(calmLeft(a, 0.55, 0.82));
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#000", 0.35],
          [0.2, "#000", 0],
          [0.8, "#000", 0],
          [1, "#000", 0.5],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  return a.toString();
}

export type { Pt };
void n2;
void spline;

/* ------------------------------------------------------------------ */
/* Zones: abstract night map of the Nantes area, 50 km service radius   */
/* ------------------------------------------------------------------ */

const LAT0 = 47.2184,
  LON0 = -1.5536;
type LL = [number, number];

const LOIRE: LL[] = [
  [47.392, -0.9],
  [47.385, -1.03],
  [47.366, -1.177],
  [47.35, -1.285],
  [47.33, -1.33],
  [47.3, -1.39],
  [47.268, -1.445],
  [47.235, -1.49],
  [47.212, -1.53],
  [47.205, -1.56],
  [47.2, -1.6],
  [47.208, -1.66],
  [47.21, -1.726],
  [47.199, -1.755],
  [47.23, -1.82],
  [47.27, -1.88],
  [47.29, -1.96],
  [47.283, -2.03],
  [47.265, -2.15],
  [47.25, -2.22],
  [47.24, -2.3],
];
const ERDRE: LL[] = [
  [47.48, -1.47],
  [47.439, -1.498],
  [47.4, -1.51],
  [47.345, -1.527],
  [47.31, -1.545],
  [47.29, -1.55],
  [47.255, -1.55],
  [47.222, -1.553],
];
const SEVRE: LL[] = [
  [47.03, -1.2],
  [47.087, -1.282],
  [47.11, -1.33],
  [47.14, -1.4],
  [47.169, -1.47],
  [47.185, -1.52],
  [47.2, -1.545],
];
const COAST_N: LL[] = [
  [47.52, -2.48],
  [47.45, -2.5],
  [47.38, -2.545],
  [47.33, -2.52],
  [47.2925, -2.512],
  [47.28, -2.44],
  [47.28, -2.39],
  [47.26, -2.34],
  [47.265, -2.26],
  [47.27, -2.21],
];
const COAST_S: LL[] = [
  [47.247, -2.167],
  [47.2, -2.2],
  [47.17, -2.17],
  [47.115, -2.102],
  [47.06, -2.04],
  [47.03, -1.98],
  [46.99, -2.0],
  [46.93, -2.05],
  [46.85, -2.12],
];
const TOWNS: [LL, number][] = [
  [[47.2735, -2.2138], 4],
  [[47.2866, -2.3909], 2.6],
  [[47.3281, -2.4289], 2.2],
  [[47.2925, -2.512], 1.6],
  [[47.115, -2.102], 2.4],
  [[47.247, -2.167], 2],
  [[47.287, -2.03], 1.6],
  [[47.3656, -1.177], 2.6],
  [[47.087, -1.282], 2.4],
  [[47.717, -1.376], 2.2],
  [[47.439, -1.498], 2],
  [[47.476, -1.762], 2],
  [[47.361, -1.942], 2],
  [[46.993, -1.823], 2],
  [[47.169, -1.47], 2.4],
  [[47.192, -1.569], 2.8],
  [[47.212, -1.65], 2.8],
  [[47.271, -1.622], 2.4],
  [[47.297, -1.491], 2.2],
  [[47.207, -1.502], 2.2],
  [[47.215, -1.726], 2],
  [[47.299, -1.551], 2.2],
  [[47.25, -1.485], 1.8],
  [[47.199, -1.755], 1.6],
  [[47.33, -1.62], 1.6],
  [[47.345, -1.527], 1.6],
  [[47.268, -1.44], 1.8],
  [[47.036, -1.641], 1.8],
  [[47.26, -2.34], 2],
  [[47.32, -2.07], 1.8],
  [[47.29, -1.88], 1.6],
  [[47.347, -1.285], 1.4],
  [[47.385, -1.03], 1.6],
  [[47.162, -1.266], 2],
  [[47.238, -1.347], 1.8],
  [[47.07, -1.4], 1.6],
  [[47.41, -1.65], 1.6],
  [[47.41, -1.38], 1.4],
  [[46.88, -1.6], 1.4],
  [[47.55, -1.64], 1.4],
  [[47.6, -1.85], 1.4],
  [[46.95, -1.3], 1.6],
  [[47.5, -1.25], 1.4],
];

export function zonesHero(): string {
  const a = new Art(1920, 1080, 44);
  const W = a.w,
    H = a.h;
  const rng = new Rng(44);
  const cx = 1310,
    cy = 560,
    s = 8.2; // px per km
  const P = ([lat, lon]: LL): Pt => [cx + (lon - LON0) * 75.5 * s, cy - (lat - LAT0) * 111.2 * s];
  const line = (ll: LL[]) => spline(ll.map(P), 0.9);

  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#0a0d12"],
          [0.5, C.ink],
          [1, "#080a0e"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  // the ocean: a slightly colder, deeper field west of the coast
  const coast = [...COAST_N, ...COAST_S].map(P);
  const sea =
    "M-10,-10L" +
    coast.map((p) => `${n(p[0])},${n(p[1])}`).join("L") +
    `L${n(coast[coast.length - 1]![0] - 300)},${H + 10}L-10,${H + 10}Z`;
  a.add(`<path d="${sea}" fill="#0b1422" opacity="0.9"/>`);
  a.add(glow(a, cx, cy, 620, 560, "#1d2636", 0.9));
  a.add(glow(a, cx, cy, 160, 150, C.amber, 0.16));

  // faint graticule
  let grid = "";
  for (let x = cx - 12 * 8 * s; x < W; x += 8 * s) grid += `M${n(x)},0V${H}`;
  for (let y = cy - 8 * 8 * s; y < H; y += 8 * s) grid += `M0,${n(y)}H${W}`;
  a.add(`<path d="${grid}" stroke="#8aa0bd" stroke-width="0.6" opacity="0.06"/>`);

  // coastline
  a.add(
    `<path d="${line(COAST_N)}${line(COAST_S)}" fill="none" stroke="${C.blue}" stroke-width="1.2" opacity="0.35"/>`,
  );
  // Brière marsh & Grand-Lieu lake (soft patches)
  const gl = P([47.09, -1.675]);
  a.add(
    `<ellipse cx="${n(gl[0])}" cy="${n(gl[1])}" rx="${n(4.2 * s)}" ry="${n(3.3 * s)}" fill="${C.gold}" opacity="0.04" transform="rotate(-18 ${n(gl[0])} ${n(gl[1])})"/>`,
  );
  a.add(
    `<ellipse cx="${n(gl[0])}" cy="${n(gl[1])}" rx="${n(4.2 * s)}" ry="${n(3.3 * s)}" fill="none" stroke="${C.gold}" stroke-width="0.8" opacity="0.22" transform="rotate(-18 ${n(gl[0])} ${n(gl[1])})"/>`,
  );
  const br = P([47.36, -2.2]);
  a.add(glow(a, br[0], br[1], 9 * s, 6 * s, "#2b3a2e", 0.35));

  // roads: faint threads between the towns and Nantes
  const roads: LL[][] = [
    [
      [47.2184, -1.5536],
      [47.24, -1.75],
      [47.33, -1.95],
      [47.3, -2.12],
      [47.2735, -2.2138],
      [47.29, -2.39],
    ],
    [
      [47.2184, -1.5536],
      [47.28, -1.4],
      [47.3656, -1.177],
      [47.42, -0.9],
    ],
    [
      [47.2184, -1.5536],
      [47.35, -1.6],
      [47.5, -1.68],
      [47.72, -1.7],
    ],
    [
      [47.2184, -1.5536],
      [47.4, -1.45],
      [47.717, -1.376],
    ],
    [
      [47.2184, -1.5536],
      [47.12, -1.4],
      [47.087, -1.282],
      [46.97, -1.15],
    ],
    [
      [47.2184, -1.5536],
      [47.1, -1.75],
      [46.993, -1.823],
      [46.85, -1.9],
    ],
    [
      [47.2184, -1.5536],
      [47.17, -1.8],
      [47.115, -2.102],
    ],
    [
      [47.2184, -1.5536],
      [47.05, -1.6],
      [46.85, -1.58],
    ],
  ];
  let rd = "";
  for (const r of roads) rd += line(r);
  a.add(`<path d="${rd}" fill="none" stroke="${C.sand}" stroke-width="0.8" opacity="0.13"/>`);
  // périphérique
  a.add(
    `<ellipse cx="${cx}" cy="${cy - 4}" rx="${n(7 * s)}" ry="${n(6 * s)}" fill="none" stroke="${C.sand}" stroke-width="1" opacity="0.22"/>`,
  );
  // airport runway (Nantes Atlantique), NE-SW
  const ap = P([47.1532, -1.6107]);
  a.add(
    `<path d="M${n(ap[0] - 10)},${n(ap[1] + 9)}L${n(ap[0] + 10)},${n(ap[1] - 9)}" stroke="${C.ivory}" stroke-width="2" opacity="0.75"/>`,
  );
  a.add(glow(a, ap[0], ap[1], 22, 22, C.blue, 0.5));

  // rivers in gold (Loire widens into the estuary)
  const loire = LOIRE.map(P);
  let estuary = "";
  {
    // build a variable-width ribbon
    const L: Pt[] = [],
      R: Pt[] = [];
    for (let i = 0; i < loire.length; i++) {
      const p = loire[i]!,
        q = loire[Math.min(loire.length - 1, i + 1)]!,
        o = loire[Math.max(0, i - 1)]!;
      const dx = q[0] - o[0],
        dy = q[1] - o[1];
      const len = Math.hypot(dx, dy) || 1;
      const wkm = i < 12 ? 0.35 : 0.35 + (i - 11) * 0.55;
      const w = (wkm * s) / 2;
      L.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w]);
      R.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w]);
    }
    estuary = spline(L, 0.9).replace(/^M/, "M") + "L" + spline(R.reverse(), 0.9).slice(1) + "Z";
  }
  const goldFade = a.lin(
    [
      [0, C.gold, 0.35],
      [0.35, C.gold, 1],
      [0.75, C.gold, 1],
      [1, C.gold, 0.45],
    ],
    P([47.24, -2.3])[0],
    0,
    P([47.39, -0.9])[0],
    0,
  );
  a.add(`<path d="${estuary}" fill="${goldFade}" opacity="0.22" filter="${a.blur(2.5)}"/>`);
  a.add(
    `<path d="${line(LOIRE)}" fill="none" stroke="${goldFade}" stroke-width="9" opacity="0.35" filter="${a.blur(5)}"/>`,
  );
  a.add(`<path d="${line(LOIRE)}" fill="none" stroke="${goldFade}" stroke-width="2.2"/>`);
  for (const r of [ERDRE, SEVRE]) {
    const p0 = P(r[0]!),
      p1 = P(r[r.length - 1]!);
    const fg = a.lin(
      [
        [0, C.gold, 0],
        [0.3, C.gold, 0.9],
        [1, C.gold, 1],
      ],
      p0[0],
      p0[1],
      p1[0],
      p1[1],
    );
    a.add(`<path d="${line(r)}" fill="none" stroke="${fg}" stroke-width="6" opacity="0.25" filter="${a.blur(4)}"/>`);
    a.add(`<path d="${line(r)}" fill="none" stroke="${fg}" stroke-width="1.5"/>`);
  }

  // service rings
  const R50 = 50 * s;
  for (const [km, op, dash] of [
    [10, 0.18, "2 6"],
    [25, 0.22, "2 6"],
    [40, 0.12, "1 7"],
  ] as [number, number, string][]) {
    a.add(
      `<circle cx="${cx}" cy="${cy}" r="${n(km * s)}" fill="none" stroke="${C.sand}" stroke-width="1" stroke-dasharray="${dash}" opacity="${op}"/>`,
    );
  }
  a.add(
    `<circle cx="${cx}" cy="${cy}" r="${n(R50)}" fill="none" stroke="${C.gold}" stroke-width="10" opacity="0.12" filter="${a.blur(8)}"/>`,
  );
  a.add(
    `<circle cx="${cx}" cy="${cy}" r="${n(R50)}" fill="none" stroke="${C.gold}" stroke-width="1.6" opacity="0.85"/>`,
  );
  // bezel ticks
  let ticks = "";
  for (let i = 0; i < 120; i++) {
    const ang = (i / 120) * Math.PI * 2;
    const major = i % 10 === 0;
    const r0 = R50 + 6,
      r1 = R50 + (major ? 22 : 12);
    ticks += `M${n(cx + Math.cos(ang) * r0)},${n(cy + Math.sin(ang) * r0)}L${n(cx + Math.cos(ang) * r1)},${n(cy + Math.sin(ang) * r1)}`;
  }
  a.add(`<path d="${ticks}" stroke="${C.gold}" stroke-width="1.1" opacity="0.55"/>`);
  // inner fill of the service area: very light warm tint
  a.add(
    `<circle cx="${cx}" cy="${cy}" r="${n(R50)}" fill="${a.rad(
      [
        [0, C.gold, 0.05],
        [0.8, C.gold, 0.012],
        [1, C.gold, 0.03],
      ],
      cx,
      cy,
      R50,
    )}"/>`,
  );

  // towns: dots of light
  let halo = "",
    cores = "";
  for (const [ll, r] of TOWNS) {
    const [x, y] = P(ll);
    halo += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 4)}" fill="${C.amber}" opacity="0.22"/>`;
    cores += `<circle cx="${n(x)}" cy="${n(y)}" r="${n2(r * 0.75)}" fill="#fff3dc"/>`;
  }
  // metropolitan scatter around Nantes
  let metro = "";
  for (let i = 0; i < 260; i++) {
    const ang = rng.range(0, Math.PI * 2);
    const d = Math.abs(rng.gauss()) * 4.5 * s;
    const x = cx + Math.cos(ang) * d,
      y = cy + Math.sin(ang) * d * 0.85;
    metro += `<circle cx="${n(x)}" cy="${n(y)}" r="${n2(rng.range(0.4, 1.3))}" fill-opacity="${n2(rng.range(0.3, 0.9))}"/>`;
  }
  // scattered villages
  for (let i = 0; i < 140; i++) {
    const ang = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * 62 * s;
    const x = cx + Math.cos(ang) * d,
      y = cy + Math.sin(ang) * d;
    metro += `<circle cx="${n(x)}" cy="${n(y)}" r="${n2(rng.range(0.4, 1))}" fill-opacity="${n2(rng.range(0.15, 0.5))}"/>`;
  }
  a.add(`<g filter="${a.blur(4)}">${halo}</g>`);
  a.add(`<g fill="#ffe7bd">${metro}</g>`);
  a.add(cores);
  // Nantes: the centre of it all
  a.add(glow(a, cx, cy, 60, 60, C.amber, 0.5));
  a.add(
    `<circle cx="${cx}" cy="${cy}" r="5" fill="#fff6e6"/><circle cx="${cx}" cy="${cy}" r="12" fill="none" stroke="${C.gold}" stroke-width="1.2" opacity="0.9"/>`,
  );

  a.add(calmLeft(a, 0.5, 0.9));
  a.add(
    rect(
      a,
      a.rad(
        [
          [0, "#000", 0],
          [0.7, "#000", 0],
          [1, "#000", 0.6],
        ],
        cx,
        cy,
        1200,
      ),
    ),
  );
  return a.toString();
}

/* ------------------------------------------------------------------ */
/* Events: stage lights over a festival crowd                           */
/* ------------------------------------------------------------------ */

/** A volumetric light beam: a blurred triangle from (x,y) along angle, with gradient fading. */
export function beam(
  a: Art,
  x: number,
  y: number,
  angle: number,
  length: number,
  spread: number,
  color: string,
  opacity: number,
  blur = 8,
): string {
  const dx = Math.sin(angle),
    dy = Math.cos(angle);
  const ex = x + dx * length,
    ey = y + dy * length;
  const px = -dy,
    py = dx;
  const hw = Math.tan(spread / 2) * length;
  const g = a.lin(
    [
      [0, color, opacity],
      [0.35, color, opacity * 0.55],
      [1, color, 0],
    ],
    x,
    y,
    ex,
    ey,
  );
  return `<path d="M${n(x + px * 3)},${n(y + py * 3)}L${n(ex + px * hw)},${n(ey + py * hw)}L${n(ex - px * hw)},${n(ey - py * hw)}L${n(x - px * 3)},${n(y - py * 3)}Z" fill="${g}" filter="${a.blur(blur)}"/>`;
}

export function truss(a: Art, x0: number, x1: number, y: number, h: number, color = "#11151c"): string {
  const d = `M${x0},${y}H${x1}M${x0},${y + h}H${x1}`;
  let z = "";
  for (let x = x0; x < x1; x += h) z += `M${n(x)},${y}L${n(x + h / 2)},${y + h}L${n(x + h)},${y}`;
  return `<path d="${d}" stroke="${color}" stroke-width="3"/><path d="${z}" stroke="${color}" stroke-width="1.5" fill="none"/>`;
}

/** Crowd silhouette: heads and shoulders in rows, some raised arms. */
export function crowd(
  a: Art,
  rng: Rng,
  x0: number,
  x1: number,
  yBase: number,
  rows: number,
  size: number,
  fill: string,
  arms = 0.08,
): string {
  let d = "";
  for (let r = 0; r < rows; r++) {
    const sc = size * (1 + r * 0.35);
    const y = yBase + r * sc * 1.1;
    for (let x = x0 - rng.range(0, sc); x < x1 + sc; x += sc * rng.range(0.8, 1.45)) {
      const hx = x + rng.range(-sc * 0.2, sc * 0.2);
      const hy = y + rng.range(-sc * 0.5, sc * 0.5);
      const hr = sc * rng.range(0.36, 0.5);
      // shoulders
      const st = hy + hr * 1.25;
      const sw = sc * rng.range(0.85, 1.1);
      d += `M${n(hx - sw)},${n(st + sc * 2.4)}C${n(hx - sw)},${n(st + sc * 0.45)} ${n(hx - sw * 0.55)},${n(st)} ${n(hx - hr * 0.5)},${n(st - hr * 0.3)}L${n(hx + hr * 0.5)},${n(st - hr * 0.3)}C${n(hx + sw * 0.55)},${n(st)} ${n(hx + sw)},${n(st + sc * 0.45)} ${n(hx + sw)},${n(st + sc * 2.4)}Z`;
      // head
      d += `M${n(hx - hr)},${n(hy)}a${n2(hr)},${n2(hr * 1.15)} 0 1 1 ${n2(hr * 2)},0a${n2(hr)},${n2(hr * 1.15)} 0 1 1 ${n2(-hr * 2)},0Z`;
      if (rng.next() < arms) {
        const side = rng.chance(0.5) ? 1 : -1;
        const ang = rng.range(0.05, 0.45) * side;
        const L = sc * rng.range(2.3, 3);
        const sx = hx + side * sc * 0.7,
          sy = hy + sc * 1.1;
        const ex = sx + Math.sin(ang) * L,
          ey = sy - Math.cos(ang) * L;
        const w = sc * 0.2;
        d += `M${n(sx - w)},${n(sy)}L${n(ex - w * 0.8)},${n(ey)}L${n(ex + w * 0.8)},${n(ey)}L${n(sx + w)},${n(sy)}Z`;
        d += `M${n(ex - w * 1.1)},${n(ey + 1)}a${n2(w * 1.1)},${n2(w * 1.5)} 0 1 1 ${n2(w * 2.2)},0a${n2(w * 1.1)},${n2(w * 1.5)} 0 1 1 ${n2(-w * 2.2)},0Z`;
      }
    }
  }
  const top = yBase + size * 1.5;
  d += `M${n(x0 - size * 2)},${n(top)}H${n(x1 + size * 2)}V${n(yBase + 2000)}H${n(x0 - size * 2)}Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

export function eventsHero(): string {
  const a = new Art(1920, 1080, 77);
  const W = a.w,
    H = a.h;
  const rng = new Rng(77);
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#06080b"],
          [0.5, "#0e1118"],
          [0.78, "#171c26"],
          [1, "#07080b"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  // haze
  a.add(glow(a, 1450, 520, 760, 420, "#2a3446", 0.9));
  a.add(glow(a, 1500, 760, 620, 160, C.amber, 0.22));
  a.add(glow(a, 1250, 360, 420, 300, C.blue, 0.1));
  // truss and fixtures
  const ty = 150;
  const fx = [1080, 1200, 1320, 1440, 1560, 1680, 1800, 1900];
  let beams = "";
  fx.forEach((x, i) => {
    const col = [C.amber, C.blue, C.gold, C.ivory, C.amber, C.blue, C.gold, C.amber][i]!;
    const ang = [0.55, 0.25, -0.1, 0.35, -0.3, 0.05, -0.45, -0.2][i]!;
    beams += beam(a, x, ty + 30, ang, 1100, rng.range(0.07, 0.12), col, 0.42, 7);
    beams += beam(a, x, ty + 30, ang, 1100, 0.025, "#ffffff", 0.3, 2.5);
  });
  a.add(`<g style="mix-blend-mode:screen">${beams}</g>`);
  // a few far beams sweeping up from the back of the stage
  let back = "";
  for (let i = 0; i < 5; i++) {
    const x = 1150 + i * 170;
    back += beam(a, x, 790, Math.PI + rng.range(-0.35, 0.35), 900, 0.05, i % 2 ? C.blue : C.gold, 0.28, 5);
  }
  a.add(`<g style="mix-blend-mode:screen">${back}</g>`);
  a.add(truss(a, 1000, W, ty, 26, "#1a1f28"));
  let lamps = "";
  for (const x of fx) lamps += `<rect x="${x - 12}" y="${ty + 20}" width="24" height="18" rx="4" fill="#07090c"/>`;
  a.add(lamps);
  let flares = "";
  for (const x of fx) flares += `<circle cx="${x}" cy="${ty + 34}" r="14" fill="#fff4de" opacity="0.8"/>`;
  a.add(`<g filter="${a.blur(10)}">${flares}</g>`);
  for (const x of fx) a.add(`<circle cx="${x}" cy="${ty + 34}" r="4" fill="#ffffff"/>`);
  // stage edge glow
  a.add(
    `<rect x="1000" y="786" width="${W - 1000}" height="8" fill="${C.amber}" opacity="0.5" filter="${a.blur([40, 6])}"/>`,
  );
  // confetti of light
  a.add(
    bokeh(a, {
      count: 34,
      x: [1000, 1920],
      y: [200, 760],
      r: [3, 16],
      colors: [C.gold, C.amber, C.ivory, C.blue],
      opacity: [0.06, 0.24],
      blur: 2.2,
      rng,
    }),
  );
  // crowd, backlit: back rows small and hazy, front rows large and black
  a.add(`<g opacity="0.75">${crowd(a, rng, 880, W, 800, 1, 11, "#141922", 0.1)}</g>`);
  a.add(crowd(a, rng, 840, W, 830, 1, 15, "#0b0e13", 0.14));
  const cr2 = crowd(a, rng, 780, W, 880, 1, 21, "#050608", 0.16);
  a.add(
    `<g filter="${a.blur(4)}" opacity="0.5" transform="translate(0 -3)">${cr2.replace('fill="#050608"', `fill="${C.amber}"`)}</g>`,
  );
  a.add(cr2);
  a.add(`<g filter="${a.blur(2.5)}">${crowd(a, rng, 700, W, 955, 1, 30, "#030405", 0.08)}</g>`);
  a.add(`<rect x="0" y="1020" width="${W}" height="60" fill="#030405"/>`);
  a.add(calmLeft(a, 0.55, 0.92));
  return a.toString();
}

/* ------------------------------------------------------------------ */
/* Devis: a calm road at dawn                                           */
/* ------------------------------------------------------------------ */

export function devisHero(): string {
  const a = new Art(1920, 1080, 91);
  const W = a.w,
    H = a.h;
  const rng = new Rng(91);
  const hz = 650;
  const vx = 1400;
  // sky
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#0b0e14"],
          [0.28, "#161b25"],
          [0.44, "#2a2f3b"],
          [0.53, "#57504f"],
          [0.57, "#8e7159"],
          [hz / H, "#c99a63"],
          [hz / H + 0.001, "#3a302a"],
          [0.7, "#1d1a1a"],
          [1, "#060708"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  a.add(glow(a, vx + 40, hz, 1050, 400, C.amber, 0.62));
  a.add(glow(a, vx + 40, hz, 460, 110, "#ffe6b8", 0.85));
  a.add(glow(a, vx + 40, hz - 6, 1300, 160, C.sand, 0.14));
  // thin high clouds catching the light from below
  let clouds = "";
  for (let i = 0; i < 8; i++) {
    const y = rng.range(380, 600);
    const x = rng.range(950, 1850);
    const w = rng.range(120, 420);
    const t = (y - 380) / 220;
    clouds += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(rng.range(2.5, 7))}" fill="${t > 0.5 ? "#f1cf98" : C.sand}" opacity="${n2(rng.range(0.1, 0.2) * (0.35 + t))}"/>`;
  }
  a.add(`<g filter="${a.blur([30, 4])}">${clouds}</g>`);
  // distant hills, hazy
  const hill = (y0: number, amp: number, seed: number, fill: string, op: number) => {
    const r = new Rng(seed);
    const p: Pt[] = [];
    for (let x = -40; x <= W + 40; x += 110)
      p.push([x, y0 - amp * (0.5 + 0.5 * Math.sin(x / 290 + seed)) - r.range(0, amp * 0.4)]);
    return `<path d="${spline(p)}L${W + 40},${H}L-40,${H}Z" fill="${fill}" opacity="${op}"/>`;
  };
  a.add(hill(hz + 1, 26, 3, "#6b5a50", 0.45));
  a.add(hill(hz + 6, 16, 5, "#3a302d", 0.8));
  // tree line and a few poplars
  let trees = "";
  for (let x = -10; x < W + 10; x += rng.range(4, 9)) {
    const h = rng.range(3, 11);
    trees += `<ellipse cx="${n(x)}" cy="${n(hz + 8)}" rx="${n(rng.range(4, 9))}" ry="${n(h)}"/>`;
  }
  a.add(`<g fill="#1c1818" filter="${a.blur(0.8)}">${trees}</g>`);
  // fields
  a.add(
    `<path d="M0,${hz + 9}H${W}V${H}H0Z" fill="${a.lin(
      [
        [0, "#2c2522"],
        [0.12, "#1a1717"],
        [0.45, "#0e0f12"],
        [1, "#050607"],
      ],
      0,
      hz + 9,
      0,
      H,
    )}"/>`,
  );
  a.add(glow(a, vx + 40, hz + 30, 900, 60, C.amber, 0.18));
  // the road: gently winding into the dawn
  const sOf = (y: number) => (y - hz) / (H - hz);
  const center = (y: number) => {
    const s = sOf(y);
    const z = 1 / Math.max(s, 0.004);
    return vx + s * (520 * Math.sin(0.16 * z + 0.15) - 60);
  };
  const half = (y: number) => sOf(y) * 360;
  const L: Pt[] = [],
    R: Pt[] = [];
  for (let k = 0; k <= 80; k++) {
    const s = Math.pow(k / 80, 2.2);
    const y = hz + 8 + s * (H - hz - 8);
    L.push([center(y) - half(y), y]);
    R.push([center(y) + half(y), y]);
  }
  const road =
    "M" +
    L.map((p) => `${n(p[0])},${n(p[1])}`).join("L") +
    "L" +
    R.reverse()
      .map((p) => `${n(p[0])},${n(p[1])}`)
      .join("L") +
    "Z";
  R.reverse();
  a.add(
    `<path d="${road}" fill="${a.lin(
      [
        [0, "#8a6c50"],
        [0.1, "#3a3432"],
        [0.5, "#15161a"],
        [1, "#0a0b0d"],
      ],
      0,
      hz + 8,
      0,
      H,
    )}"/>`,
  );
  // wet sheen reflecting the sky, strongest near the horizon
  a.add(
    `<path d="${road}" fill="${a.lin(
      [
        [0, "#ffd9a0", 0.6],
        [0.3, "#ffd9a0", 0.12],
        [1, "#ffd9a0", 0.02],
      ],
      0,
      hz + 8,
      0,
      H,
    )}"/>`,
  );
  // the sunrise mirrored down the wet road
  {
    const c: Pt[] = [];
    for (let k = 0; k <= 40; k++) {
      const y = hz + 10 + Math.pow(k / 40, 1.6) * (H - hz - 10);
      c.push([center(y) + half(y) * 0.15, y]);
    }
    const sheen = a.lin(
      [
        [0, "#ffe2b0", 0.55],
        [0.35, "#ffe2b0", 0.12],
        [1, "#ffe2b0", 0],
      ],
      0,
      hz,
      0,
      H,
    );
    a.add(
      `<g clip-path="${a.clip(`<path d="${road}"/>`)}"><path d="${"M" + c.map((p) => `${n(p[0])},${n(p[1])}`).join("L")}" fill="none" stroke="${sheen}" stroke-width="90" filter="${a.blur(40)}"/></g>`,
    );
  }
  const edgeL = "M" + L.map((p) => `${n(p[0] + 14 * sOf(p[1]))},${n(p[1])}`).join("L");
  const edgeR = "M" + R.map((p) => `${n(p[0] - 14 * sOf(p[1]))},${n(p[1])}`).join("L");
  a.add(`<path d="${edgeL}${edgeR}" fill="none" stroke="${C.ivory}" stroke-width="1.6" opacity="0.28"/>`);
  let dash = "";
  for (let z = 1; z < 90; z *= 1.3) {
    const y0 = hz + (H - hz) / z;
    const y1 = hz + (H - hz) / (z * 1.13);
    const w0 = Math.max(0.5, 9 / z),
      w1 = Math.max(0.4, 9 / (z * 1.13));
    dash += `M${n(center(y0) - w0)},${n(y0)}L${n(center(y1) - w1)},${n(y1)}L${n(center(y1) + w1)},${n(y1)}L${n(center(y0) + w0)},${n(y0)}Z`;
  }
  a.add(`<path d="${dash}" fill="${C.ivory}" opacity="0.5"/>`);
  // a pair of tail lights far down the road, heading into the dawn
  {
    const y = hz + (H - hz) / 26;
    const x = center(y) + half(y) * 0.35;
    const sp = 4.5;
    a.add(
      `<g filter="${a.blur(3)}"><circle cx="${n(x - sp)}" cy="${n(y - 2)}" r="4" fill="#ff5a44"/><circle cx="${n(x + sp)}" cy="${n(y - 2)}" r="4" fill="#ff5a44"/></g>`,
    );
    a.add(
      `<circle cx="${n(x - sp)}" cy="${n(y - 2)}" r="1.2" fill="#ffd8cc"/><circle cx="${n(x + sp)}" cy="${n(y - 2)}" r="1.2" fill="#ffd8cc"/>`,
    );
    a.add(
      `<path d="M${n(x - sp)},${n(y + 2)}v30M${n(x + sp)},${n(y + 2)}v30" stroke="#ff5a44" stroke-width="2" opacity="0.3" filter="${a.blur([1, 5])}"/>`,
    );
  }
  // roadside posts with reflectors
  let posts = "",
    refl = "";
  for (let z = 1.1; z < 40; z *= 1.38) {
    const y = hz + (H - hz) / z;
    const h = 110 / z;
    for (const side of [-1, 1]) {
      const x = center(y) + side * half(y) * 1.16;
      const w = Math.max(1.2, 8 / z);
      posts += `M${n(x - w / 2)},${n(y)}h${n2(w)}v${n(-h)}h${n2(-w)}Z`;
      refl += `<rect x="${n(x - w / 2)}" y="${n(y - h * 0.88)}" width="${n2(w)}" height="${n2(Math.max(1, h * 0.1))}" fill="${side < 0 ? C.amber : "#ff6a4a"}" opacity="0.9"/>`;
    }
  }
  a.add(`<path d="${posts}" fill="#0b0b0d"/>`);
  a.add(refl);
  // mist
  a.add(
    `<rect x="300" y="${hz - 6}" width="${W}" height="44" fill="${C.sand}" opacity="0.2" filter="${a.blur([70, 10])}"/>`,
  );
  a.add(
    `<rect x="700" y="${hz + 36}" width="${W}" height="34" fill="${C.sand}" opacity="0.08" filter="${a.blur([90, 12])}"/>`,
  );
  a.add(calmLeft(a, 0.55, 0.93));
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#000", 0.4],
          [0.25, "#000", 0],
          [0.8, "#000", 0],
          [1, "#000", 0.45],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  return a.toString();
}
