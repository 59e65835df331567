/**
 * Stylised premium saloons, drawn in millimetres (x from the front bumper backwards, y up from the ground),
 * seen from the front-left in a shallow orthographic three-quarter view (angle theta).
 * The near side is the profile compressed by cos(theta); the front face and windscreen appear as the
 * band between the near profile and the far profile shifted left by width * sin(theta).
 */
import { Art, C, PathB, type Pt, type Stop, n, n2, lerp } from "./lib.ts";

export type Model = "model-s" | "classe-e";

export interface CarOpts {
  /** ground contact point of the front of the car (image coordinates) */
  x: number;
  y: number;
  /** pixels per millimetre */
  scale: number;
  /** 1: the car faces left (front on the left). -1: faces right. */
  facing?: 1 | -1;
  theta?: number;
  headlights?: boolean;
  taillights?: boolean;
  /** colour of environment reflections on the paint */
  env?: "studio" | "night" | "dawn";
  /** rim light colour (from behind) */
  rim?: string;
  /** paint base colours [top, bottom] */
  paint?: "black" | "midnight" | "graphite";
  shadow?: boolean;
  /** draw far wheels and windscreen band (3/4). false: pure side view */
  threeQuarter?: boolean;
}

interface Spec {
  len: number;
  width: number;
  roofW: number;
  track: number;
  wf: number;
  wr: number;
  R: number;
  rimR: number;
  arch: number;
  H: number;
  /** hood leading edge height and windscreen base height */
  hoodEdge: number;
  screenBase: number;
  roofEdge: number;
  profile: (p: PathB) => void;
  /** windscreen line (for the far A-pillar) */
  screen: Pt[];
  nose: Pt[];
  dlo: (p: PathB) => void;
  seams: Pt[][];
  handles: [number, number, number][];
  shoulder: Pt[];
  shoulderY: number;
  haunch: Pt[];
  roofLine: Pt[];
  headlight: (p: PathB) => void;
  taillight: (p: PathB) => void;
  mirror: (p: PathB) => void;
  bPillar: [Pt, Pt, number];
  cPillar?: [Pt, Pt, number];
  chrome: boolean;
  spokes: "aero" | "twin";
}

function archEnds(cx: number, R: number, r: number, y: number): [number, number] {
  const dx = Math.sqrt(r * r - (y - R) * (y - R));
  return [cx + dx, cx - dx];
}

const MODEL_S: Spec = (() => {
  const wf = 960,
    wr = 3920,
    R = 362,
    arch = 400;
  const [rA, rB] = archEnds(wr, R, arch, 240);
  const [fA, fB] = archEnds(wf, R, arch, 240);
  return {
    len: 4970,
    width: 1960,
    roofW: 1380,
    track: 1660,
    wf,
    wr,
    R,
    rimR: 272,
    arch,
    H: 1445,
    hoodEdge: 700,
    screenBase: 930,
    roofEdge: 1395,
    nose: [
      [260, 195],
      [90, 255],
      [22, 380],
      [0, 500],
      [22, 590],
      [110, 675],
      [300, 742],
    ],
    profile: (p) => {
      p.M(260, 195)
        .S([
          [90, 255],
          [22, 380],
          [0, 500],
          [22, 590],
          [110, 675],
          [300, 742],
          [700, 800],
          [1150, 858],
          [1560, 930],
        ])
        .S(
          [
            [1950, 1165],
            [2350, 1395],
            [2720, 1447],
            [3100, 1432],
            [3600, 1335],
            [4200, 1178],
            [4700, 1050],
            [4872, 1010],
          ],
          [1300, 780],
        )
        .L(4905, 998)
        .S([
          [4942, 925],
          [4962, 790],
          [4970, 630],
          [4955, 450],
          [4900, 310],
          [4770, 240],
        ])
        .L(rA, 240);
      (p_noArch ? p.L(rB, 240) : p.A(arch * p_c, arch, 1, 0, rB, 240))
        .L(rB - 25, 198)
        .L(fA + 25, 198)
        .L(fA, 240);
      (p_noArch ? p.L(fB, 240) : p.A(arch * p_c, arch, 1, 0, fB, 240)).L(420, 222).Z();
    },
    screen: [
      [1560, 930],
      [1950, 1165],
      [2350, 1395],
      [2720, 1447],
    ],
    dlo: (p) => {
      p.M(1735, 1003)
        .L(2330, 1352)
        .S([
          [2720, 1398],
          [3100, 1384],
          [3600, 1290],
          [4215, 1133],
        ])
        .S([
          [3600, 1095],
          [2600, 1042],
          [1735, 1003],
        ])
        .Z();
    },
    seams: [
      [
        [1740, 985],
        [1712, 700],
        [1668, 205],
      ],
      [
        [2905, 1040],
        [2900, 620],
        [2890, 205],
      ],
      [
        [3650, 1088],
        [3668, 820],
        [3560, 545],
      ],
    ],
    handles: [
      [2330, 2520, 915],
      [3270, 3440, 930],
    ],
    shoulder: [
      [330, 745],
      [900, 815],
      [1700, 905],
      [2600, 955],
      [3600, 990],
      [4400, 1000],
      [4880, 995],
    ],
    shoulderY: 925,
    roofLine: [
      [1950, 1165],
      [2350, 1395],
      [2720, 1447],
      [3100, 1432],
      [3600, 1335],
      [4200, 1178],
      [4700, 1050],
    ],
    haunch: [
      [3300, 720],
      [3900, 800],
      [4500, 800],
      [4900, 760],
    ],
    headlight: (p) => {
      p.M(28, 622)
        .S([
          [190, 688],
          [430, 734],
          [560, 752],
        ])
        .S([
          [470, 717],
          [220, 660],
          [60, 598],
        ])
        .Z();
    },
    taillight: (p) => {
      p.M(4700, 1040)
        .S([
          [4872, 1008],
          [4935, 955],
          [4956, 880],
        ])
        .L(4935, 875)
        .S([
          [4890, 935],
          [4780, 985],
          [4640, 1018],
        ])
        .Z();
    },
    mirror: (p) => {
      p.M(1770, 1010)
        .S([
          [1800, 1075],
          [1900, 1110],
          [2030, 1100],
          [2050, 1040],
          [1950, 1000],
        ])
        .Z();
    },
    bPillar: [[2905, 1045], [2930, 1392], 70],
    cPillar: [[3690, 1085], [3700, 1300], 36],
    chrome: false,
    spokes: "aero",
  };
})();

const CLASSE_E: Spec = (() => {
  const wf = 870,
    wr = 3810,
    R = 350,
    arch = 390;
  const [rA, rB] = archEnds(wr, R, arch, 240);
  const [fA, fB] = archEnds(wf, R, arch, 240);
  return {
    len: 4923,
    width: 1852,
    roofW: 1360,
    track: 1600,
    wf,
    wr,
    R,
    rimR: 250,
    arch,
    H: 1468,
    hoodEdge: 800,
    screenBase: 1000,
    roofEdge: 1410,
    nose: [
      [260, 205],
      [100, 250],
      [35, 360],
      [8, 480],
      [0, 600],
      [14, 715],
      [70, 792],
      [250, 834],
    ],
    profile: (p) => {
      p.M(260, 205)
        .S([
          [100, 250],
          [35, 360],
          [8, 480],
          [0, 600],
          [14, 715],
          [70, 792],
          [250, 834],
          [700, 882],
          [1200, 936],
          [1650, 1000],
        ])
        .S(
          [
            [2000, 1215],
            [2350, 1418],
            [2800, 1468],
            [3250, 1442],
            [3430, 1405],
          ],
          [1400, 830],
        )
        .S(
          [
            [3750, 1275],
            [4060, 1150],
            [4230, 1112],
          ],
          [3250, 1442],
        )
        .S([
          [4550, 1097],
          [4790, 1092],
          [4872, 1086],
        ])
        .L(4900, 1060)
        .S([
          [4918, 980],
          [4923, 850],
          [4915, 620],
          [4880, 410],
          [4800, 262],
          [4650, 218],
        ])
        .L(rA, 240);
      (p_noArch ? p.L(rB, 240) : p.A(arch * p_c, arch, 1, 0, rB, 240))
        .L(rB - 25, 200)
        .L(fA + 25, 200)
        .L(fA, 240);
      (p_noArch ? p.L(fB, 240) : p.A(arch * p_c, arch, 1, 0, fB, 240)).L(380, 226).Z();
    },
    screen: [
      [1650, 1000],
      [2000, 1215],
      [2350, 1418],
      [2800, 1468],
    ],
    dlo: (p) => {
      p.M(1845, 1062)
        .L(2400, 1388)
        .S([
          [2800, 1424],
          [3250, 1400],
          [3430, 1362],
        ])
        .S([
          [3760, 1232],
          [4010, 1138],
        ])
        .S([
          [3400, 1108],
          [2600, 1086],
          [1845, 1062],
        ])
        .Z();
    },
    seams: [
      [
        [1860, 1045],
        [1815, 700],
        [1760, 205],
      ],
      [
        [2900, 1082],
        [2895, 620],
        [2885, 210],
      ],
      [
        [3610, 1105],
        [3645, 830],
        [3480, 560],
      ],
    ],
    handles: [
      [2380, 2580, 920],
      [3350, 3530, 935],
    ],
    shoulder: [
      [300, 842],
      [900, 900],
      [1800, 960],
      [2800, 990],
      [3800, 1010],
      [4600, 1030],
      [4880, 1040],
    ],
    shoulderY: 950,
    roofLine: [
      [2000, 1215],
      [2350, 1418],
      [2800, 1468],
      [3250, 1442],
      [3430, 1405],
      [3750, 1275],
      [4060, 1150],
    ],
    haunch: [
      [1500, 470],
      [2600, 520],
      [3500, 640],
      [4300, 700],
      [4880, 720],
    ],
    headlight: (p) => {
      p.M(20, 700)
        .S([
          [130, 772],
          [330, 808],
          [520, 826],
        ])
        .L(545, 795)
        .S([
          [330, 748],
          [120, 688],
          [14, 640],
        ])
        .Z();
    },
    taillight: (p) => {
      p.M(4560, 1058)
        .L(4874, 1066)
        .S([
          [4906, 1010],
          [4915, 955],
        ])
        .L(4720, 962)
        .S([[4600, 1010]])
        .Z();
    },
    mirror: (p) => {
      p.M(1880, 1068)
        .S([
          [1905, 1135],
          [2000, 1170],
          [2130, 1160],
          [2150, 1100],
          [2050, 1060],
        ])
        .Z();
    },
    bPillar: [[2900, 1085], [2925, 1412], 80],
    cPillar: [[3540, 1100], [3560, 1330], 55],
    chrome: true,
    spokes: "twin",
  };
})();

// arch radii are compressed by cos(theta): set per drawing (module scoped, single-threaded generator)
let p_c = 1;
let p_noArch = false;

const SPECS: Record<Model, Spec> = { "model-s": MODEL_S, "classe-e": CLASSE_E };

function noseX(sp: Spec, y: number): number {
  // front-most x of the profile at height y (piecewise linear on the nose points)
  const ns = sp.nose;
  let best = ns[0]![0];
  for (let i = 0; i < ns.length - 1; i++) {
    const [x1, y1] = ns[i]!,
      [x2, y2] = ns[i + 1]!;
    if ((y >= y1 && y <= y2) || (y <= y1 && y >= y2)) {
      const t = y2 === y1 ? 0 : (y - y1) / (y2 - y1);
      return x1 + (x2 - x1) * t;
    }
    best = Math.min(best, x1);
  }
  return best;
}

function spokePath(
  n: number,
  r0: number,
  r1: number,
  w0: number,
  w1: number,
  twist: number,
  offset: number,
  twin = 0,
): string {
  let d = "";
  for (let i = 0; i < n; i++) {
    const base = offset + (i * Math.PI * 2) / n;
    const arms = twin ? [base - twin, base + twin] : [base];
    for (const a of arms) {
      const a1 = a + twist;
      const h0 = w0 / 2 / r0,
        h1 = w1 / 2 / r1;
      const P = (r: number, ang: number) => `${n2(r * Math.cos(ang))},${n2(r * Math.sin(ang))}`;
      d += `M${P(r0, a - h0)}L${P(r1, a1 - h1)}A${n2(r1)},${n2(r1)} 0 0 1 ${P(r1, a1 + h1)}L${P(r0, a + h0)}Z`;
    }
  }
  return d;
}

function wheel(a: Art, sp: Spec, cx: number, c: number, o: { dim?: boolean; env: string; seed: number }): string {
  const R = sp.R,
    rr = sp.rimR;
  const tf = `translate(${n(cx)} ${n(-R)}) scale(${n2(c)} 1)`;
  if (o.dim) {
    return `<g transform="${tf}"><circle r="${R}" fill="#06080b"/><circle r="${rr}" fill="#0d1015"/><circle r="${rr}" fill="none" stroke="#232a33" stroke-width="8" opacity="0.7"/></g>`;
  }
  const tire = a.rad(
    [
      [0.6, "#0a0c10"],
      [0.9, "#171b22"],
      [0.97, "#0c0e12"],
      [1, "#050608"],
    ],
    0,
    0,
    R,
  );
  const barrel = a.rad(
    [
      [0, "#1c2129"],
      [0.7, "#0b0d11"],
      [1, "#15191f"],
    ],
    0,
    0,
    rr,
  );
  const metal = a.lin(
    [
      [0, "#dfe4ea"],
      [0.3, "#7c8694"],
      [0.6, "#343b46"],
      [1, "#1a1e25"],
    ],
    0,
    -rr,
    0,
    rr,
  );
  const lip = a.lin(
    [
      [0, "#f2f4f7", 0.95],
      [0.5, "#8e97a4", 0.6],
      [1, "#39404b", 0.7],
    ],
    0,
    -rr,
    0,
    rr,
  );
  let spokes: string;
  if (sp.spokes === "aero") {
    spokes =
      `<path d="${spokePath(5, 58, rr - 14, 92, 150, 0.18, -Math.PI / 2)}" fill="${metal}"/>` +
      `<path d="${spokePath(5, 58, rr - 14, 20, 34, 0.18, -Math.PI / 2)}" fill="#ffffff" opacity="0.22"/>`;
  } else {
    spokes =
      `<path d="${spokePath(5, 56, rr - 12, 40, 58, 0, -Math.PI / 2, 0.2)}" fill="${metal}"/>` +
      `<path d="${spokePath(5, 56, rr - 12, 10, 14, 0, -Math.PI / 2, 0.2)}" fill="#ffffff" opacity="0.25"/>`;
  }
  const disc = `<circle r="${n(rr * 0.78)}" fill="#1d2128"/><circle r="${n(rr * 0.78)}" fill="none" stroke="#2b313a" stroke-width="6"/>`;
  const hub = `<circle r="58" fill="#1a1e25"/><circle r="58" fill="none" stroke="#9aa3b0" stroke-width="5" opacity="0.6"/><circle r="30" fill="#0b0d11"/>`;
  const tireSheen = `<path d="M${n(-R * 0.82)},${n(-R * 0.45)}A${R * 0.94},${R * 0.94} 0 0 1 ${n(R * 0.82)},${n(-R * 0.45)}" fill="none" stroke="#5d6674" stroke-width="10" opacity="0.25"/>`;
  return (
    `<g transform="${tf}">` +
    `<circle r="${R}" fill="${tire}"/>` +
    tireSheen +
    `<circle r="${rr}" fill="${barrel}"/>` +
    disc +
    spokes +
    hub +
    `<circle r="${rr - 4}" fill="none" stroke="${lip}" stroke-width="9"/>` +
    `</g>`
  );
}

/** Returns the SVG group of a car. */
export function car(a: Art, model: Model, o: CarOpts): string {
  const sp = SPECS[model];
  const th = o.threeQuarter === false ? 0 : (o.theta ?? 0.34);
  const c = Math.cos(th),
    s = Math.sin(th);
  p_c = c;
  const env = o.env ?? "studio";
  const near = (p: Pt): Pt => [p[0] * c, -p[1]];
  const wAt = (y: number) => (y < 950 ? sp.width : lerp(sp.width, sp.roofW, Math.min(1, (y - 950) / 480)));
  const far = (p: Pt): Pt => [p[0] * c - wAt(p[1]) * s + (p[0] < 900 ? 110 * c * (1 - p[0] / 900) : 0), -p[1]];
  const NP = () => new PathB(near);

  const body = NP();
  sp.profile(body);
  const bodyD = body.toString();
  const clipBody = a.clip(`<path d="${bodyD}"/>`);

  const H = sp.H;
  const tones: Record<string, string[]> = {
    black: [
      "#7a8596",
      "#394250",
      "#141920",
      "#0a0d11",
      "#262d37",
      "#b3bdcb",
      "#0c0f13",
      "#07090b",
      "#12161b",
      "#030405",
    ],
    midnight: [
      "#7f8ea8",
      "#3a4760",
      "#141b28",
      "#0a0e16",
      "#27324a",
      "#b4c1d6",
      "#0c111a",
      "#070a10",
      "#121927",
      "#030405",
    ],
    graphite: [
      "#9aa3b1",
      "#4d5664",
      "#252b34",
      "#181c23",
      "#3a424e",
      "#c9d0da",
      "#1b2027",
      "#111419",
      "#22272f",
      "#060709",
    ],
  };
  const tn = tones[o.paint ?? "black"]!;
  const ts = 1 - sp.shoulderY / H;
  const paintStops: Stop[] = [
    [0, tn[0]!],
    [0.04, tn[1]!],
    [0.12, tn[2]!],
    [ts - 0.1, tn[3]!],
    [ts - 0.014, tn[4]!],
    [ts, tn[5]!],
    [ts + 0.012, tn[6]!],
    [ts + 0.2, tn[7]!],
    [ts + 0.34, tn[8]!],
    [0.9, tn[7]!],
    [1, tn[9]!],
  ];
  const paint = a.lin(paintStops, 0, -H, 0, 0);

  let g = "";

  // ---------- shadow
  if (o.shadow !== false) {
    const L = sp.len * c;
    g += `<ellipse cx="${n(L / 2 - sp.width * s * 0.5)}" cy="0" rx="${n(L * 0.56)}" ry="${n(sp.R * 0.5)}" fill="#000" opacity="0.85" filter="${a.blur(90, [-2000, -2000, 9000, 4000])}"/>`;
    g += `<ellipse cx="${n(L / 2 - sp.width * s * 0.3)}" cy="-8" rx="${n(L * 0.47)}" ry="${n(sp.R * 0.16)}" fill="#000" opacity="0.95" filter="${a.blur(30, [-2000, -2000, 9000, 4000])}"/>`;
  }

  // ---------- far side (3/4 only)
  if (th > 0) {
    g += wheel(a, sp, sp.wf * c - sp.track * s, c, { dim: true, env, seed: 1 });
    g += wheel(a, sp, sp.wr * c - sp.track * s, c, { dim: true, env, seed: 2 });
    const farB = new PathB(far);
    p_noArch = true;
    sp.profile(farB);
    p_noArch = false;
    const farD = farB.toString();
    const yHood = sp.hoodEdge,
      yScreen = sp.screenBase,
      yRoof = sp.roofEdge;
    const t = (y: number) => 1 - y / H;
    const faceG = a.lin(
      [
        [0, "#6f7b8e"],
        [t(yRoof + 20), "#3a4352"],
        [t(yRoof - 10), "#2a3340"],
        [t(yRoof - 60), "#151a22"],
        [t(yScreen + 40), "#0c0f14"],
        [t(yScreen + 5), "#12161d"],
        [t(yScreen), "#5b6677"],
        [t(yScreen - 60), "#485262"],
        [t(yHood + 10), "#3e4756"],
        [t(yHood - 15), "#1d232c"],
        [t(yHood - 120), "#10141a"],
        [t(300), "#0b0e13"],
        [1, "#05070a"],
      ],
      0,
      -H,
      0,
      0,
    );
    g += `<path d="${farD}" fill="${faceG}"/>`;
    const clipFar = a.clip(`<path d="${farD}"/>`);
    // windscreen reflection + far A-pillar
    const scr = new PathB(far);
    scr.M(sp.screen[0]![0], sp.screen[0]![1]).S(sp.screen.slice(1));
    g += `<g clip-path="${clipFar}">`;
    g += `<path d="${scr}" fill="none" stroke="#2a313c" stroke-width="70"/>`;
    g += `<path d="${scr}" fill="none" stroke="#8e9aab" stroke-width="8" opacity="0.6"/>`;
    // reflection sweep across the windscreen
    const x0 = sp.screen[0]![0] * c - sp.width * s;
    const refl = a.lin(
      [
        [0, "#ffffff", 0],
        [0.5, "#c9d3e0", 0.16],
        [1, "#ffffff", 0],
      ],
      x0,
      0,
      x0 + 700,
      -300,
    );
    g += `<rect x="${n(x0 - 200)}" y="${n(-yRoof)}" width="1400" height="${n(yRoof - yScreen)}" fill="${refl}"/>`;
    // rounded corner: soft vertical highlight where the side turns into the front, darker far side
    const nz = new PathB((p: Pt): Pt => [p[0] * c - 150 * s, -p[1]]);
    nz.M(sp.nose[0]![0], sp.nose[0]![1] + 40).S(sp.nose.slice(1, -1));
    g += `<path d="${nz}" fill="none" stroke="#b8c3d2" stroke-width="60" opacity="0.22" filter="${a.blur(26, [-3000, -3000, 9000, 4000])}"/>`;
    const xn = -sp.width * s;
    g += `<rect x="${n(xn - 200)}" y="${n(-sp.screenBase)}" width="${n(sp.width * s + 200)}" height="${n(sp.screenBase)}" fill="${a.lin(
      [
        [0, "#000", 0.6],
        [0.7, "#000", 0.4],
        [1, "#000", 0.3],
      ],
      xn,
      0,
      0,
      0,
    )}"/>`;
    // front face details
    g += frontFace(a, sp, model, c, s, !!o.headlights);
    g += `</g>`;
  }

  // ---------- near wheels (behind body) and arches
  const archShadow = NP();
  g += `<path d="${bodyD}" fill="${paint}"/>`;
  // wheel wells: dark disks under arches
  const wellClip = a.clip(`<rect x="-3000" y="-3000" width="12000" height="${3000 - 200}"/>`);
  for (const wx of [sp.wf, sp.wr]) {
    g += `<ellipse cx="${n(wx * c)}" cy="${n(-sp.R)}" rx="${n(sp.arch * c * 0.98)}" ry="${n(sp.arch * 0.98)}" fill="#050608" clip-path="${wellClip}"/>`;
  }
  void archShadow;
  g += wheel(a, sp, sp.wf * c, c, { env, seed: 3 });
  g += wheel(a, sp, sp.wr * c, c, { env, seed: 4 });
  // redraw body over the upper half of the wells so arches read clean
  const bodyTop = `<path d="${bodyD}" fill="${paint}" clip-path="${a.clip(`<rect x="-2000" y="-3000" width="9000" height="${3000 - sp.R - 10}"/>`)}"/>`;
  void bodyTop;

  // ---------- near body details (clipped)
  let d = "";
  // softbox reflections
  const L = sp.len * c;
  const soft = a.lin(
    [
      [0, "#ffffff", 0],
      [0.5, "#ffffff", 0.1],
      [1, "#ffffff", 0],
    ],
    L * 0.28,
    0,
    L * 0.48,
    0,
  );
  d += `<rect x="${n(L * 0.2)}" y="${n(-H)}" width="${n(L * 0.35)}" height="${n(H)}" fill="${soft}"/>`;
  // shoulder highlight
  const sh = NP();
  sh.M(sp.shoulder[0]![0], sp.shoulder[0]![1]).S(sp.shoulder.slice(1));
  const shG = a.lin(
    [
      [0, "#ffffff", 0],
      [0.2, "#ffffff", 0.85],
      [0.7, "#ffffff", 0.55],
      [1, "#ffffff", 0.1],
    ],
    0,
    0,
    L,
    0,
  );
  d += `<path d="${sh}" fill="none" stroke="${shG}" stroke-width="26" opacity="0.35" filter="${a.blur(14, [-2000, -3000, 9000, 4000])}"/>`;
  d += `<path d="${sh}" fill="none" stroke="${shG}" stroke-width="5" opacity="0.75"/>`;
  const hn = NP();
  hn.M(sp.haunch[0]![0], sp.haunch[0]![1]).S(sp.haunch.slice(1));
  d += `<path d="${hn}" fill="none" stroke="#c8d2df" stroke-width="40" opacity="0.12" filter="${a.blur(20, [-2000, -3000, 9000, 4000])}"/>`;
  // roof rim light
  const roof = NP();
  roof.M(sp.roofLine[0]![0], sp.roofLine[0]![1]).S(sp.roofLine.slice(1));
  d += `<path d="${roof}" fill="none" stroke="#c3cddb" stroke-width="14" opacity="0.45" filter="${a.blur(6, [-2000, -3000, 9000, 4000])}"/>`;
  // environment reflections
  if (env === "night") {
    const rng = a.rng;
    for (let i = 0; i < 14; i++) {
      const x = rng.range(L * 0.05, L * 0.95);
      const y = -rng.range(300, 800);
      const col = rng.pick([C.amber, C.amber, C.blue, "#ffffff"]);
      d += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rng.range(60, 220))}" ry="${n(rng.range(8, 20))}" fill="${col}" opacity="${n2(rng.range(0.15, 0.4))}" filter="${a.blur(12, [-2000, -3000, 9000, 4000])}"/>`;
    }
  }
  if (env === "dawn") {
    const gl = a.lin(
      [
        [0, C.amber, 0],
        [0.6, C.amber, 0.18],
        [1, C.amber, 0.35],
      ],
      0,
      0,
      L,
      0,
    );
    d += `<rect x="0" y="${n(-H)}" width="${n(L)}" height="${n(H * 0.7)}" fill="${gl}"/>`;
  }
  if (o.rim) {
    const rg = a.rad(
      [
        [0, o.rim, 0.7],
        [0.5, o.rim, 0.25],
        [1, o.rim, 0],
      ],
      L,
      -H * 0.72,
      L * 0.3,
    );
    d += `<path d="${bodyD}" fill="none" stroke="${rg}" stroke-width="30" filter="${a.blur(8, [-2000, -3000, 9000, 4000])}"/>`;
  }
  // front of the car falls into shadow (light comes from above and behind)
  d += `<rect x="-200" y="${n(-H)}" width="${n(1300 * c)}" height="${n(H)}" fill="${a.lin(
    [
      [0, "#000", 0.55],
      [0.45, "#000", 0.22],
      [1, "#000", 0],
    ],
    0,
    0,
    1100 * c,
    0,
  )}"/>`;
  // rocker: dark lower band with a fine highlight on its upper edge
  {
    const [fA] = archEnds(sp.wf, sp.R, sp.arch, 330);
    const [, rB] = archEnds(sp.wr, sp.R, sp.arch, 330);
    const rk = NP();
    rk.M(fA - 40, 330).L(rB + 40, 345);
    d += `<path d="M${n((fA - 100) * c)},-330L${n((rB + 100) * c)},-345L${n((rB + 100) * c)},-150L${n((fA - 100) * c)},-150Z" fill="#040507" opacity="0.85"/>`;
    d += `<path d="${rk}" stroke="#9aa6b6" stroke-width="5" opacity="0.35"/>`;
  }
  // arch lips
  for (const wx of [sp.wf, sp.wr]) {
    const [x1, x2] = archEnds(wx, sp.R, sp.arch + 6, 330);
    const q = NP();
    q.M(x1, 330).A((sp.arch + 6) * c, sp.arch + 6, 1, 0, x2, 330);
    d += `<path d="${q}" fill="none" stroke="${a.lin(
      [
        [0, "#ffffff", 0],
        [0.5, "#dbe3ee", 0.55],
        [1, "#ffffff", 0],
      ],
      x2 * c,
      0,
      x1 * c,
      0,
    )}" stroke-width="7"/>`;
  }
  // door seams
  for (const sm of sp.seams) {
    const q = NP();
    q.M(sm[0]![0], sm[0]![1]).S(sm.slice(1));
    d += `<path d="${q}" fill="none" stroke="#000" stroke-width="7" opacity="0.7"/><path d="${q}" fill="none" stroke="#8893a3" stroke-width="3" opacity="0.25" transform="translate(7 0)"/>`;
  }
  // handles
  for (const [x1, x2, y] of sp.handles) {
    const hp = NP();
    hp.M(x1, y).L(x2, y + 8);
    d += `<path d="${hp}" stroke="#05070a" stroke-width="34" stroke-linecap="round" opacity="0.55"/>`;
    d += `<path d="${hp}" stroke="${sp.chrome ? "#c7ced8" : "#3c4450"}" stroke-width="${sp.chrome ? 20 : 16}" stroke-linecap="round" opacity="${sp.chrome ? 0.85 : 0.9}"/>`;
  }
  // windows
  const dl = NP();
  sp.dlo(dl);
  const glass = a.lin(
    [
      [0, "#2d3644"],
      [0.35, "#141922"],
      [1, "#07090c"],
    ],
    0,
    -sp.roofEdge,
    0,
    -1000,
  );
  d += `<path d="${dl}" fill="${glass}"/>`;
  const clipDlo = a.clip(`<path d="${dl}"/>`);
  const gl2 = a.lin(
    [
      [0, "#ffffff", 0],
      [0.45, "#dfe6ef", 0.14],
      [0.55, "#dfe6ef", 0.05],
      [1, "#ffffff", 0],
    ],
    L * 0.35,
    -1450,
    L * 0.62,
    -1000,
  );
  d += `<rect x="0" y="${n(-H)}" width="${n(L)}" height="${n(H)}" fill="${gl2}" clip-path="${clipDlo}"/>`;
  // pillars
  for (const pl of [sp.bPillar, sp.cPillar]) {
    if (!pl) continue;
    const q = NP();
    q.M(pl[0][0], pl[0][1]).L(pl[1][0], pl[1][1]);
    d += `<path d="${q}" stroke="#06080b" stroke-width="${pl[2]}" clip-path="${clipDlo}"/>`;
  }
  if (sp.chrome) {
    const chrome = a.lin(
      [
        [0, "#ffffff"],
        [0.4, "#aeb7c4"],
        [1, "#59616e"],
      ],
      0,
      -1440,
      0,
      -1050,
    );
    d += `<path d="${dl}" fill="none" stroke="${chrome}" stroke-width="22"/>`;
  } else {
    d += `<path d="${dl}" fill="none" stroke="#05070a" stroke-width="26"/><path d="${dl}" fill="none" stroke="#9aa5b5" stroke-width="4" opacity="0.35"/>`;
  }
  // lights
  const hl = NP();
  sp.headlight(hl);
  const hlG = a.lin(
    [
      [0, "#f4f8ff"],
      [0.5, "#b9c9dc"],
      [1, "#58677c"],
    ],
    0,
    -820,
    600,
    -620,
  );
  d += `<path d="${hl}" fill="#05070a" transform="translate(0 14)"/><path d="${hl}" fill="${hlG}"/>`;
  if (o.headlights) d += `<path d="${hl}" fill="#ffffff" filter="${a.blur(18, [-2000, -3000, 9000, 4000])}"/>`;
  const tl = NP();
  sp.taillight(tl);
  d += `<path d="${tl}" fill="${o.taillights ? "#d43a2f" : "#5a1714"}"/>`;
  if (o.taillights) d += `<path d="${tl}" fill="#ff5a44" filter="${a.blur(20, [-2000, -3000, 9000, 4000])}"/>`;

  g += `<g clip-path="${clipBody}">${d}</g>`;

  // mirror (on top of body)
  const mr = NP();
  sp.mirror(mr);
  const mG = a.lin(
    [
      [0, "#6b7687"],
      [0.4, "#232a34"],
      [1, "#0a0d11"],
    ],
    0,
    -1170,
    0,
    -1000,
  );
  g += `<path d="${mr}" fill="${mG}"/><path d="${mr}" fill="none" stroke="#c3ccd8" stroke-width="4" opacity="0.35"/>`;

  // lit headlights beam + glow (outside clip)
  if (o.headlights) {
    const hx = 120 * c,
      hy = -720;
    g += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="260" ry="120" fill="#eaf2ff" opacity="0.55" filter="${a.blur(60, [-4000, -3000, 12000, 5000])}"/>`;
    g += `<circle cx="${n(hx)}" cy="${n(hy)}" r="40" fill="#ffffff" opacity="0.9" filter="${a.blur(16, [-4000, -3000, 12000, 5000])}"/>`;
  }
  if (o.taillights) {
    const tx = (sp.len - 40) * c,
      ty = -960;
    g += `<ellipse cx="${n(tx)}" cy="${n(ty)}" rx="200" ry="90" fill="#ff4a3a" opacity="0.45" filter="${a.blur(50, [-4000, -3000, 12000, 5000])}"/>`;
  }

  const f = o.facing ?? 1;
  const tf = `translate(${n(o.x)} ${n(o.y)}) scale(${+(f * o.scale).toFixed(5)} ${+o.scale.toFixed(5)})`;
  return `<g transform="${tf}">${g}</g>`;
}

function frontFace(a: Art, sp: Spec, model: Model, c: number, s: number, lit: boolean): string {
  const P = (u: number, y: number): Pt => [
    noseX(sp, y) * c - u * s + Math.max(0, 1 - Math.min(u, sp.width - u) / 260) ** 2 * 90 * c,
    -y,
  ];
  const path = (q: [number, number][], closed = true) => {
    const m = q.map(([u, y]) => P(u, y));
    let d = `M${n(m[0]![0])},${n(m[0]![1])}`;
    for (let i = 1; i < m.length; i++) d += `L${n(m[i]![0])},${n(m[i]![1])}`;
    return d + (closed ? "Z" : "");
  };
  const W = sp.width,
    mid = W / 2;
  let g = "";
  const lightFill = lit ? "#f6f9ff" : "#aebcd0";
  if (model === "classe-e") {
    // grille: wide, low trapezoid, chrome frame, one thick louvre and a plain round badge area (no star)
    const gr: [number, number][] = [
      [mid - 400, 470],
      [mid + 400, 470],
      [mid + 370, 715],
      [mid + 330, 752],
      [mid - 330, 752],
      [mid - 370, 715],
    ];
    g += `<path d="${path(gr)}" fill="#06080b" stroke="#aeb7c3" stroke-width="12" stroke-linejoin="round"/>`;
    for (const y of [520, 560, 600, 640, 680])
      g += `<path d="${path(
        [
          [mid - 375, y],
          [mid + 375, y],
        ],
        false,
      )}" stroke="#5d6673" stroke-width="9" opacity="0.8"/>`;
    const [bx, by] = P(mid, 600);
    g += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(120 * s)}" ry="120" fill="${a.rad(
      [
        [0, "#e9eef4"],
        [0.7, "#8c96a3"],
        [1, "#3a414b"],
      ],
      bx - 20 * s,
      by - 40,
      140,
    )}" opacity="0.9"/>`;
    // headlights (near part and far)
    g += `<path d="${path([
      [W - 560, 700],
      [W - 90, 690],
      [W - 40, 790],
      [W - 480, 805],
    ])}" fill="${lightFill}" opacity="0.9"/>`;
    g += `<path d="${path([
      [40, 690],
      [520, 700],
      [480, 805],
      [60, 790],
    ])}" fill="${lightFill}" opacity="0.9"/>`;
    // lower intake
    g += `<path d="${path([
      [360, 300],
      [W - 360, 300],
      [W - 420, 420],
      [420, 420],
    ])}" fill="#06080b" stroke="#8f99a7" stroke-width="8"/>`;
    g += `<path d="${path(
      [
        [430, 410],
        [W - 430, 410],
      ],
      false,
    )}" stroke="#c9d0da" stroke-width="10"/>`;
  } else {
    // Model S: smooth nose, no grille; slim lights and a low intake
    g += `<path d="${path([
      [W - 560, 640],
      [W - 80, 610],
      [W - 40, 670],
      [W - 500, 712],
    ])}" fill="${lightFill}" opacity="0.9"/>`;
    g += `<path d="${path([
      [80, 610],
      [560, 640],
      [500, 712],
      [40, 670],
    ])}" fill="${lightFill}" opacity="0.9"/>`;
    g += `<path d="${path([
      [520, 290],
      [W - 520, 290],
      [W - 560, 370],
      [560, 370],
    ])}" fill="#05070a" opacity="0.9"/>`;
    // soft highlight on the nose cone
    const [hx, hy] = P(mid, 560);
    g += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(600 * s)}" ry="120" fill="#8895a8" opacity="0.18" filter="${a.blur(30, [-3000, -2000, 9000, 4000])}"/>`;
  }
  return g;
}

export const CAR_LENGTH: Record<Model, number> = { "model-s": 4970, "classe-e": 4923 };
/** projected length (mm) including the front band, for layout */
export function projectedLength(model: Model, theta = 0.34): number {
  const sp = SPECS[model];
  return sp.len * Math.cos(theta) + sp.width * Math.sin(theta);
}
export function frontBand(model: Model, theta = 0.34): number {
  return SPECS[model].width * Math.sin(theta);
}
