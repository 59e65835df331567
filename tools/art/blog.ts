/** Blog covers, 1200 x 675, and the default social image (1200 x 630). */
import { Art, C, Rng, n, n2, rect, glow, bokeh, dust, trail, spline, vignette, hairline, type Pt } from "./lib.ts";
import { car, projectedLength, frontBand } from "./car.ts";
import { beam } from "./heroes.ts";
import { nantesSkyline, reflections, lampGlows, type Light } from "./scenery.ts";

const W = 1200,
  H = 675;

function base(a: Art, stops: [number, string][]): void {
  a.add(
    rect(
      a,
      a.lin(
        stops.map(([o, c]) => [o, c] as [number, string]),
        0,
        0,
        0,
        a.h,
      ),
    ),
  );
}

function carWithReflection(a: Art, svg: string, ground: number, strength = 0.35, blurY = 2): void {
  const id = a.id("car");
  a.def(`<g id="${id}">${svg}</g>`);
  const m = a.mask(
    `<rect x="0" y="${ground}" width="${a.w}" height="${a.h - ground}" fill="${a.lin(
      [
        [0, "#fff", strength],
        [1, "#fff", 0],
      ],
      0,
      ground,
      0,
      ground + 160,
    )}"/>`,
  );
  a.add(
    `<g mask="${m}" filter="${a.blur([1, blurY])}"><use href="#${id}" xlink:href="#${id}" transform="translate(0 ${n(ground * 2)}) scale(1 -1)"/></g>`,
  );
  a.add(`<use href="#${id}" xlink:href="#${id}"/>`);
}

/** Choosing a private driver: a saloon waiting in front of a softly lit hotel entrance. */
export function blogGuide(): string {
  const a = new Art(W, H, 1001);
  const rng = new Rng(1001);
  base(a, [
    [0, "#0b0d11"],
    [0.7, "#141820"],
    [0.78, "#0c0e12"],
    [1, "#060708"],
  ]);
  const ground = 560;
  // facade: stone pilasters and a tall arched doorway glowing warm
  // dressed stone: faint horizontal joints, pilasters with a soft edge light
  let joints = "";
  for (let y = 120; y < ground; y += 38) joints += `M0,${y}H${W}`;
  a.add(`<path d="${joints}" stroke="#000" stroke-width="1.5" opacity="0.25"/>`);
  for (const x of [80, 360, 640, 1150]) {
    a.add(
      `<rect x="${x - 22}" y="0" width="44" height="${ground}" fill="${a.lin(
        [
          [0, "#1a1f28"],
          [0.5, "#151921"],
          [1, "#0e1116"],
        ],
        x - 22,
        0,
        x + 22,
        0,
      )}"/>`,
    );
  }
  a.add(`<rect x="0" y="84" width="${W}" height="16" fill="#12161d"/>`);
  a.add(hairline(a, 0, 100, W, 100, C.gold, 0.25, 1));
  const dx = 820,
    dw = 200,
    dTop = 170;
  const door = `M${dx},${ground}V${dTop + dw / 2}A${dw / 2},${dw / 2} 0 0 1 ${dx + dw},${dTop + dw / 2}V${ground}Z`;
  a.add(glow(a, dx + dw / 2, 380, 420, 300, C.amber, 0.3));
  a.add(
    `<path d="${door}" fill="${a.lin(
      [
        [0, "#f7d9a0"],
        [0.6, "#d9a35c"],
        [1, "#8a5a2c"],
      ],
      0,
      dTop,
      0,
      ground,
    )}"/>`,
  );
  a.add(`<path d="M${dx + dw / 2},${dTop + 6}V${ground}" stroke="#5a3a1c" stroke-width="5" opacity="0.8"/>`);
  a.add(`<path d="${door}" fill="none" stroke="#0e0f12" stroke-width="14"/>`);
  // interior hints: a chandelier glow
  a.add(glow(a, dx + dw / 2, dTop + 90, 60, 40, "#fff3da", 0.8));
  // wall lanterns
  for (const x of [dx - 50, dx + dw + 50]) {
    a.add(glow(a, x, 300, 60, 60, C.amber, 0.6));
    a.add(`<rect x="${x - 8}" y="288" width="16" height="26" rx="3" fill="#ffe2ac"/>`);
  }
  // pavement
  a.add(
    `<rect x="0" y="${ground}" width="${W}" height="${H - ground}" fill="${a.lin(
      [
        [0, "#16181d"],
        [1, "#060708"],
      ],
      0,
      ground,
      0,
      H,
    )}"/>`,
  );
  // spill of light on the pavement
  a.add(
    `<path d="M${dx},${ground}L${dx + dw},${ground}L${dx + dw + 260},${H}L${dx - 200},${H}Z" fill="${a.lin(
      [
        [0, C.amber, 0.35],
        [1, C.amber, 0],
      ],
      0,
      ground,
      0,
      H,
    )}" filter="${a.blur(12)}"/>`,
  );
  // the car, facing right towards the door
  const theta = 0.3;
  const L = projectedLength("classe-e", theta);
  const scale = 700 / L;
  const fx = 60 + 700 - frontBand("classe-e", theta) * scale;
  const svg = car(a, "classe-e", {
    x: fx,
    y: ground + 6,
    scale,
    theta,
    facing: -1,
    env: "night",
    rim: C.amber,
    paint: "black",
  });
  carWithReflection(a, svg, ground + 6, 0.3);
  a.add(vignette(a, 0.65));
  void rng;
  return a.toString();
}

/** Transport for events: light trails sweeping towards a glowing venue. */
export function blogEvenements(): string {
  const a = new Art(W, H, 1002);
  const rng = new Rng(1002);
  base(a, [
    [0, "#07080b"],
    [0.6, "#121722"],
    [1, "#07080a"],
  ]);
  // venue glow and beams in the distance
  a.add(glow(a, 860, 380, 420, 200, C.amber, 0.3));
  let beams = "";
  for (let i = 0; i < 6; i++)
    beams += beam(a, 700 + i * 60, 400, Math.PI + rng.range(-0.5, 0.5), 420, 0.04, i % 2 ? C.blue : C.gold, 0.3, 4);
  a.add(`<g style="mix-blend-mode:screen">${beams}</g>`);
  // venue silhouette: low curved arena roof
  a.add(`<path d="M560,420Q860,330 1160,420L1160,440L560,440Z" fill="#0a0c10"/>`);
  let lights = "";
  for (let x = 600; x < 1130; x += 18)
    lights += `<circle cx="${x}" cy="${n(428 - Math.sin(((x - 560) / 600) * Math.PI) * 6)}" r="1.6"/>`;
  a.add(`<g fill="${C.amber}">${lights}</g>`);
  // city bokeh
  a.add(
    bokeh(a, {
      count: 26,
      x: [0, W],
      y: [80, 420],
      r: [8, 30],
      colors: [C.amber, C.gold, C.blue, C.ivory],
      opacity: [0.04, 0.13],
      blur: 5,
      rng,
    }),
  );
  a.add(
    bokeh(a, {
      count: 30,
      x: [0, W],
      y: [300, 430],
      r: [2, 5],
      colors: [C.amber, C.ivory],
      opacity: [0.3, 0.7],
      blur: 1.2,
      rng,
    }),
  );
  // road and long exposure trails curving towards the venue
  a.add(
    `<path d="M0,440H${W}V${H}H0Z" fill="${a.lin(
      [
        [0, "#0d1016"],
        [1, "#050608"],
      ],
      0,
      440,
      0,
      H,
    )}"/>`,
  );
  const bundle = (off: number, color: string, w: number, op: number) => {
    const d = `M-40,${640 + off}C300,${600 + off * 0.8} 520,${470 + off * 0.4} 760,${452 + off * 0.15}S1000,${444} 1240,${446 + off * 0.05}`;
    return trail(a, d, color, w, {
      opacity: op,
      paint: a.lin(
        [
          [0, color, 0.2],
          [0.4, color, 1],
          [1, color, 0.1],
        ],
        0,
        0,
        W,
        0,
      ),
    });
  };
  for (let i = 0; i < 5; i++) a.add(bundle(i * 9, i < 2 ? "#ff7a4d" : C.amber, 2.2 - i * 0.2, 0.9));
  for (let i = 0; i < 4; i++) a.add(bundle(-30 - i * 8, "#f4f6ff", 1.8, 0.85));
  a.add(vignette(a, 0.7));
  return a.toString();
}

/** Nantes Atlantique airport: runway lights converging at dusk, a plane's landing lights. */
export function blogAeroport(): string {
  const a = new Art(W, H, 1003);
  const rng = new Rng(1003);
  const hz = 400;
  base(a, [
    [0, "#0d111a"],
    [0.35, "#1b2232"],
    [0.52, "#4a4a58"],
    [hz / H, "#b98a62"],
    [hz / H + 0.001, "#15171d"],
    [1, "#050607"],
  ]);
  a.add(glow(a, 380, hz, 620, 160, C.amber, 0.45));
  a.add(glow(a, 380, hz, 240, 40, "#ffe2b8", 0.5));
  // distant treeline / terminal
  a.add(
    `<path d="M0,${hz}L0,${hz - 6}L180,${hz - 8}L220,${hz - 16}L420,${hz - 16}L440,${hz - 8}L1200,${hz - 6}V${hz}Z" fill="#101218"/>`,
  );
  let tl = "";
  for (let x = 240; x < 420; x += 8)
    tl += `<rect x="${x}" y="${hz - 14}" width="4" height="2" fill="${C.amber}" opacity="0.8"/>`;
  a.add(tl);
  // runway in perspective: edge lights, centreline, touchdown zone
  const vx = 700;
  const edge = (side: number, z: number) => {
    const y = hz + (H - hz) / z;
    const x = vx + side * (900 / z);
    return [x, y] as Pt;
  };
  a.add(`<path d="M${vx - 4},${hz}L${vx + 4},${hz}L${vx + 900},${H}L${vx - 900},${H}Z" fill="#0c0d11"/>`);
  let lights = "",
    halos = "";
  for (let z = 1; z < 120; z *= 1.14) {
    for (const side of [-1, 1]) {
      const [x, y] = edge(side, z);
      const r = Math.max(0.6, 3.2 / Math.sqrt(z));
      lights += `<circle cx="${n(x)}" cy="${n(y)}" r="${n2(r)}" fill="#fff8ec"/>`;
      halos += `<circle cx="${n(x)}" cy="${n(y)}" r="${n2(r * 4)}" fill="${z < 3 ? C.amber : "#fff1d6"}"/>`;
    }
    const [, y] = edge(1, z);
    const r = Math.max(0.5, 3 / Math.sqrt(z));
    lights += `<circle cx="${vx}" cy="${n(y)}" r="${n2(r)}" fill="#eaf2ff"/>`;
    halos += `<circle cx="${vx}" cy="${n(y)}" r="${n2(r * 4)}" fill="${C.blue}"/>`;
  }
  a.add(`<g filter="${a.blur(3)}" opacity="0.6">${halos}</g>`);
  a.add(lights);
  // centreline stripes
  let stripes = "";
  for (let z = 1.2; z < 60; z *= 1.35) {
    const y0 = hz + (H - hz) / z,
      y1 = hz + (H - hz) / (z * 1.12);
    const w0 = 9 / z,
      w1 = 9 / (z * 1.12);
    stripes += `M${n(vx - w0)},${n(y0)}L${n(vx - w1)},${n(y1)}L${n(vx + w1)},${n(y1)}L${n(vx + w0)},${n(y0)}Z`;
  }
  a.add(`<path d="${stripes}" fill="${C.ivory}" opacity="0.25"/>`);
  // the plane on final approach: an airliner in side view, slightly nose-up, landing lights on
  const px = 900,
    py = 170;
  const plane =
    // fuselage
    "M-120,0C-118,-7 -100,-11 -80,-11L88,-11C104,-11 118,-7 126,-1C128,1 126,4 120,5L-104,7C-116,7 -121,4 -120,0Z" +
    // tail fin
    "M-86,-10L-112,-52L-96,-52L-58,-10Z" +
    // tailplane
    "M-92,-2L-128,4L-122,8L-84,4Z" +
    // wing (near) and engine
    "M-10,2L-52,28L-36,30L26,4Z" +
    "M-8,10C-6,7 22,7 26,10C28,13 26,16 22,17L-4,17C-8,16 -10,13 -8,10Z";
  a.add(
    `<g transform="translate(${px} ${py}) rotate(-4)"><path d="${plane}" fill="#0a0c11"/><path d="M-100,-11L88,-11" stroke="#c9b08a" stroke-width="1" opacity="0.35"/></g>`,
  );
  const llx = px + 118,
    lly = py - 4;
  a.add(
    `<path d="M${llx},${lly}L${llx - 620},${lly + 300}L${llx - 420},${lly + 380}Z" fill="#fff6e6" opacity="0.08" filter="${a.blur(18)}"/>`,
  );
  a.add(glow(a, llx, lly, 70, 44, "#ffffff", 0.85));
  a.add(glow(a, px + 6, py + 14, 30, 20, "#ffffff", 0.6));
  a.add(
    `<circle cx="${llx}" cy="${lly}" r="4" fill="#fff"/><circle cx="${px + 6}" cy="${py + 14}" r="2.5" fill="#fff"/>`,
  );
  a.add(
    `<circle cx="${px - 102}" cy="${py - 50}" r="2.2" fill="#ff4a3a"/><circle cx="${px - 102}" cy="${py - 50}" r="9" fill="#ff4a3a" opacity="0.35" filter="${a.blur(3)}"/>`,
  );
  a.add(`<circle cx="${px - 44}" cy="${py + 28}" r="2" fill="#ff4a3a" opacity="0.9"/>`);
  a.add(dust(a, { count: 50, x: [0, W], y: [0, 300], r: [0.4, 1], color: "#e4ecf7", opacity: [0.1, 0.5], rng }));
  a.add(vignette(a, 0.6));
  return a.toString();
}

/** The fleet: both saloons in the studio, staggered. */
export function blogFlotte(): string {
  const a = new Art(W, H, 1004);
  const rng = new Rng(1004);
  base(a, [
    [0, "#07090c"],
    [0.55, "#161b24"],
    [0.72, "#0f1218"],
    [1, "#040506"],
  ]);
  a.add(glow(a, 600, 420, 640, 240, "#323b4b", 1));
  a.add(hairline(a, 80, 170, 1120, 170, C.gold, 0.35, 1));
  const theta = 0.34;
  // back car (Classe E), smaller and further
  const Le = projectedLength("classe-e", theta);
  const sB = 560 / Le;
  const backSvg = car(a, "classe-e", {
    x: 560 + frontBand("classe-e", theta) * sB,
    y: 470,
    scale: sB,
    theta,
    env: "studio",
    rim: C.gold,
    paint: "black",
  });
  a.add(`<g opacity="0.85">${backSvg}</g>`);
  // front car (Model S)
  const Ls = projectedLength("model-s", theta);
  const sF = 720 / Ls;
  const frontSvg = car(a, "model-s", {
    x: 80 + frontBand("model-s", theta) * sF,
    y: 570,
    scale: sF,
    theta,
    env: "studio",
    rim: C.gold,
    paint: "midnight",
  });
  carWithReflection(a, frontSvg, 570, 0.35);
  a.add(dust(a, { count: 30, x: [0, W], y: [40, 300], r: [0.5, 1.4], color: C.sand, opacity: [0.08, 0.3], rng }));
  a.add(vignette(a, 0.7));
  return a.toString();
}

/** Corporate transport: glass towers of the business district at dusk. */
export function blogEntreprises(): string {
  const a = new Art(W, H, 1005);
  const rng = new Rng(1005);
  base(a, [
    [0, "#0f1524"],
    [0.45, "#27324a"],
    [0.75, "#7a6a6a"],
    [0.9, "#c99a6a"],
    [1, "#e0b47a"],
  ]);
  a.add(glow(a, 300, 675, 700, 260, C.amber, 0.4));
  // towers: perspective from below (converging), glass grids reflecting the sky
  const towers: [number, number, number, number][] = [
    // x centre at base, base width, (unused), top y
    [130, 250, 0, 90],
    [450, 230, 0, 170],
    [770, 310, 0, -40],
    [1090, 250, 0, 130],
  ];
  towers.forEach(([cx, bw, tw0, ty], i) => {
    let tw = tw0;
    // edges converge towards a vanishing point high above (looking up)
    const vpx = 600,
      vpy = -1500;
    const toTop = (x: number) => vpx + (x - vpx) * ((ty - vpy) / (H + 10 - vpy));
    const pts: Pt[] = [
      [cx - bw / 2, H + 10],
      [toTop(cx - bw / 2), ty],
      [toTop(cx + bw / 2), ty],
      [cx + bw / 2, H + 10],
    ];
    tw = pts[2]![0] - pts[1]![0];
    const tcx = (pts[1]![0] + pts[2]![0]) / 2;
    const d = "M" + pts.map((p) => `${n(p[0])},${n(p[1])}`).join("L") + "Z";
    const glass = a.lin(
      [
        [0, "#1a2333"],
        [0.45, i % 2 ? "#3a4a66" : "#2d3a52"],
        [0.55, "#6d6f80"],
        [0.75, "#b68a62"],
        [1, "#2a2630"],
      ],
      cx - bw / 2,
      ty,
      cx + bw / 2,
      H,
    );
    a.add(`<path d="${d}" fill="${glass}"/>`);
    // mullions and floor lines
    let grid = "";
    const cols = 10;
    for (let k = 1; k < cols; k++) {
      const t = k / cols;
      grid += `M${n(tcx - tw / 2 + t * tw)},${ty}L${n(cx - bw / 2 + t * bw)},${H + 10}`;
    }
    for (let y = ty + 14; y < H; y += 16 + (y - ty) * 0.04) {
      const t = (y - ty) / (H + 10 - ty);
      const w = tw + (bw - tw) * t;
      grid += `M${n(tcx + (cx - tcx) * t - w / 2)},${n(y)}h${n(w)}`;
    }
    a.add(
      `<path d="${grid}" stroke="#0a0d14" stroke-width="1.2" opacity="0.55" clip-path="${a.clip(`<path d="${d}"/>`)}"/>`,
    );
    // a few lit offices
    let lit = "";
    for (let k = 0; k < 26; k++) {
      const t = rng.range(0.05, 0.95),
        y = rng.range(ty + 30, H - 20);
      const tt = (y - ty) / (H + 10 - ty);
      const w = tw + (bw - tw) * tt;
      const x = tcx + (cx - tcx) * tt - w / 2 + Math.floor(t * cols) * (w / cols);
      lit += `<rect x="${n(x + 1)}" y="${n(y)}" width="${n(w / cols - 2)}" height="${n(10 + tt * 6)}" fill="${C.amber}" opacity="${n2(rng.range(0.35, 0.8))}"/>`;
    }
    a.add(lit);
    // sun reflection streak on the glass
    a.add(
      `<path d="${d}" fill="${a.lin(
        [
          [0, "#fff", 0],
          [0.48, "#ffe7c4", 0.22],
          [0.52, "#ffe7c4", 0.22],
          [1, "#fff", 0],
        ],
        cx - bw / 2,
        H,
        cx + bw / 2,
        ty,
      )}"/>`,
    );
    // edge highlight
    a.add(
      `<path d="M${n(tcx + tw / 2)},${ty}L${n(cx + bw / 2)},${H + 10}" stroke="#ffd9a8" stroke-width="2" opacity="0.45"/>`,
    );
  });
  a.add(dust(a, { count: 40, x: [0, W], y: [0, 200], r: [0.4, 1], color: "#e4ecf7", opacity: [0.1, 0.5], rng }));
  a.add(vignette(a, 0.55));
  return a.toString();
}

/** Weddings: ivory and gold, ribbons and two rings of light. */
export function blogMariage(): string {
  const a = new Art(W, H, 1006);
  const rng = new Rng(1006);
  base(a, [
    [0, "#fbf8f2"],
    [0.6, C.ivory],
    [1, "#e6dccb"],
  ]);
  a.add(glow(a, 760, 300, 600, 360, "#fffdf8", 0.9));
  a.add(
    bokeh(a, {
      count: 40,
      x: [0, W],
      y: [0, H],
      r: [8, 40],
      colors: [C.gold, "#e8cf9a", "#ffffff"],
      opacity: [0.08, 0.25],
      blur: 5,
      rng,
    }),
  );
  // ribbons: wide soft bands of silk
  const ribbon = (p: Pt[], w: number, c1: string, c2: string, op: number) => {
    const top = p.map(([x, y]) => [x, y - w / 2] as Pt);
    const bot = p.map(([x, y]) => [x, y + w / 2] as Pt).reverse();
    const d = spline(top) + "L" + spline(bot).slice(1) + "Z";
    const g = a.lin(
      [
        [0, c1],
        [0.5, c2],
        [1, c1],
      ],
      0,
      p[0]![1] - w,
      0,
      p[0]![1] + w,
    );
    return `<path d="${d}" fill="#a98441" opacity="0.12" filter="${a.blur(10)}" transform="translate(8 14)"/><path d="${d}" fill="${g}" opacity="${op}"/>`;
  };
  a.add(
    ribbon(
      [
        [-40, 520],
        [220, 430],
        [460, 520],
        [720, 440],
        [980, 520],
        [1240, 420],
      ],
      60,
      "#e9dcc0",
      "#fffaf0",
      0.95,
    ),
  );
  a.add(
    ribbon(
      [
        [-40, 600],
        [260, 560],
        [520, 620],
        [800, 560],
        [1240, 610],
      ],
      34,
      "#c8a45d",
      "#f2dca8",
      0.85,
    ),
  );
  // two interlaced rings of light
  const ring = (cx: number, cy: number, r: number) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${n(r * 0.92)}" fill="none" stroke="${C.gold}" stroke-width="26" opacity="0.25" filter="${a.blur(12)}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${n(r * 0.92)}" fill="none" stroke="${a.lin(
      [
        [0, "#fff3d4"],
        [0.4, C.gold],
        [0.7, C.goldDeep],
        [1, "#f2dca8"],
      ],
      cx - r,
      cy - r,
      cx + r,
      cy + r,
    )}" stroke-width="11"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${n(r * 0.92)}" fill="none" stroke="#fffaf0" stroke-width="2.4" opacity="0.8" stroke-dasharray="${n(r * 1.2)} ${n(r * 5)}" stroke-dashoffset="${n(r * 0.4)}"/>`;
  a.add(ring(700, 280, 110));
  a.add(ring(840, 300, 110));
  // re-draw a piece of the first ring above the second, to interlace
  a.add(`<g clip-path="${a.clip(`<rect x="770" y="330" width="80" height="120"/>`)}">${ring(700, 280, 110)}</g>`);
  a.add(glow(a, 770, 290, 40, 40, "#ffffff", 0.9));
  a.add(dust(a, { count: 70, x: [0, W], y: [0, H], r: [0.6, 2], color: C.gold, opacity: [0.2, 0.6], rng }));
  return a.toString();
}

/** Safety and insurance: a calm shield-like geometry of light over the road. */
export function blogSecurite(): string {
  const a = new Art(W, H, 1007);
  const rng = new Rng(1007);
  const hz = 420;
  base(a, [
    [0, "#07090d"],
    [0.5, "#121823"],
    [hz / H, "#1e2738"],
    [hz / H + 0.001, "#0b0d11"],
    [1, "#040506"],
  ]);
  // road to the vanishing point
  const vx = 600;
  a.add(`<path d="M${vx - 3},${hz}L${vx + 3},${hz}L${vx + 620},${H}L${vx - 620},${H}Z" fill="#0e1015"/>`);
  let dash = "";
  for (let z = 1; z < 60; z *= 1.3) {
    const y0 = hz + (H - hz) / z,
      y1 = hz + (H - hz) / (z * 1.12);
    const w0 = 7 / z,
      w1 = 7 / (z * 1.12);
    dash += `M${n(vx - w0)},${n(y0)}L${n(vx - w1)},${n(y1)}L${n(vx + w1)},${n(y1)}L${n(vx + w0)},${n(y0)}Z`;
  }
  a.add(`<path d="${dash}" fill="${C.ivory}" opacity="0.45"/>`);
  a.add(
    `<path d="M${vx},${hz}L${vx - 560},${H}M${vx},${hz}L${vx + 560},${H}" stroke="${C.gold}" stroke-width="1.6" opacity="0.5"/>`,
  );
  // long-exposure trails in both lanes, fading into the distance
  const fadeIn = (c: string) =>
    a.lin(
      [
        [0, c, 0],
        [0.5, c, 0.5],
        [1, c, 1],
      ],
      0,
      hz,
      0,
      H,
    );
  a.add(
    trail(a, `M${vx - 2},${hz + 2}L${vx - 250},${H + 10}`, "#ff6a4a", 2.2, { paint: fadeIn("#ff6a4a"), opacity: 0.8 }),
  );
  a.add(trail(a, `M${vx - 3},${hz + 2}L${vx - 330},${H + 10}`, C.amber, 1.6, { paint: fadeIn(C.amber), opacity: 0.6 }));
  a.add(
    trail(a, `M${vx + 2},${hz + 2}L${vx + 260},${H + 10}`, "#f4f6ff", 2.2, { paint: fadeIn("#f4f6ff"), opacity: 0.8 }),
  );
  a.add(trail(a, `M${vx + 3},${hz + 2}L${vx + 340},${H + 10}`, C.blue, 1.6, { paint: fadeIn(C.blue), opacity: 0.6 }));
  // the shield mirrored faintly on the wet road
  a.add(
    `<g opacity="0.12" filter="${a.blur([2, 6])}" transform="translate(0 ${hz * 2 - 0}) scale(1 -1) translate(0 ${hz - 250 - 40})"><path d="M${vx - 160},250H${vx + 160}" stroke="${C.gold}" stroke-width="2"/></g>`,
  );
  a.add(glow(a, vx, hz + 70, 160, 60, C.gold, 0.12));
  // nested shields (pointed arch above, soft point below), drawn as hairlines
  const shield = (s: number) => {
    const cy = 250;
    const w = 150 * s,
      h = 190 * s;
    return `M${vx},${n(cy - h * 0.55)}C${n(vx + w * 0.55)},${n(cy - h * 0.45)} ${n(vx + w)},${n(cy - h * 0.5)} ${n(vx + w)},${n(cy - h * 0.5)}C${n(vx + w)},${n(cy + h * 0.05)} ${n(vx + w * 0.7)},${n(cy + h * 0.38)} ${vx},${n(cy + h * 0.6)}C${n(vx - w * 0.7)},${n(cy + h * 0.38)} ${n(vx - w)},${n(cy + h * 0.05)} ${n(vx - w)},${n(cy - h * 0.5)}C${n(vx - w)},${n(cy - h * 0.5)} ${n(vx - w * 0.55)},${n(cy - h * 0.45)} ${vx},${n(cy - h * 0.55)}Z`;
  };
  a.add(glow(a, vx, 250, 260, 220, C.gold, 0.12));
  for (let i = 0; i < 5; i++) {
    const s = 1 - i * 0.17;
    a.add(
      `<path d="${shield(s)}" fill="none" stroke="${C.gold}" stroke-width="${n2(i === 0 ? 1.8 : 1)}" opacity="${n2(0.85 - i * 0.14)}"/>`,
    );
  }
  a.add(
    `<path d="${shield(1)}" fill="none" stroke="${C.gold}" stroke-width="10" opacity="0.18" filter="${a.blur(8)}"/>`,
  );
  a.add(`<path d="${shield(0.32)}" fill="${C.gold}" opacity="0.12"/>`);
  // the horizon glow under the shield
  a.add(hairline(a, 0, hz, W, hz, "#8fa0b8", 0.35, 1));
  a.add(glow(a, vx, hz, 500, 40, C.blue, 0.25));
  a.add(dust(a, { count: 60, x: [0, W], y: [0, 380], r: [0.4, 1.1], color: "#e4ecf7", opacity: [0.1, 0.45], rng }));
  a.add(vignette(a, 0.65));
  return a.toString();
}

/** Loire-Atlantique: the estuary at dawn, the Saint-Nazaire bridge, vineyards and the salt marshes. */
export function blogLoireAtlantique(): string {
  const a = new Art(W, H, 1008);
  const rng = new Rng(1008);
  const hz = 330;
  base(a, [
    [0, "#1a2030"],
    [0.25, "#3a3a4a"],
    [0.42, "#a07a68"],
    [hz / H, "#f0c48a"],
    [hz / H + 0.001, "#8a7a78"],
    [0.62, "#4a4a56"],
    [1, "#14161c"],
  ]);
  a.add(glow(a, 820, hz, 520, 160, "#ffe2b0", 0.6));
  a.add(`<circle cx="820" cy="${hz - 6}" r="16" fill="#fff2d6" opacity="0.9" filter="${a.blur(2)}"/>`);
  // estuary water with the sun's path
  a.add(
    `<rect x="0" y="${hz}" width="${W}" height="80" fill="${a.lin(
      [
        [0, "#c9a07a"],
        [1, "#5a5460"],
      ],
      0,
      hz,
      0,
      hz + 80,
    )}"/>`,
  );
  a.add(`<rect x="760" y="${hz}" width="120" height="80" fill="#fff0d0" opacity="0.35" filter="${a.blur([14, 3])}"/>`);
  // the Saint-Nazaire bridge: long low deck rising to a cable-stayed span
  const by = hz - 4;
  let br = `M-10,${by + 6}L300,${by - 4}C420,${by - 26} 560,${by - 30} 700,${by - 22}C820,${by - 14} 980,${by} 1210,${by + 4}L1210,${by + 7}C980,${by + 3} 820,${by - 11} 700,${by - 19}C560,${by - 27} 420,${by - 23} 300,${by - 1}L-10,${by + 9}Z`;
  for (let x = 40; x < 1200; x += 46) {
    const yy =
      x < 300 ? by + 6 - (x / 300) * 10 : x < 700 ? by - 4 - ((x - 300) / 400) * 20 : by - 22 + ((x - 700) / 500) * 26;
    br += `M${x - 1.5},${n(yy)}h3V${hz + 2}h-3Z`;
  }
  br += `M478,${by - 28}L486,${by - 88}L494,${by - 28}ZM618,${by - 30}L626,${by - 90}L634,${by - 30}Z`;
  a.add(`<path d="${br}" fill="#3a3440" opacity="0.85"/>`);
  let cables = "";
  for (const tx of [486, 626])
    for (let k = 1; k <= 6; k++)
      cables += `M${tx},${by - 86 + k * 4}L${tx - k * 22},${by - 26}M${tx},${by - 86 + k * 4}L${tx + k * 22},${by - 28}`;
  a.add(`<path d="${cables}" stroke="#3a3440" stroke-width="0.8" opacity="0.7"/>`);
  // low land behind the marshes
  a.add(`<path d="M-10,${hz + 80}L${W + 10},${hz + 70}L${W + 10},${H}L-10,${H}Z" fill="#2a2628"/>`);
  let hedge = "";
  for (let x = -10; x < W + 10; x += rng.range(5, 12))
    hedge += `<ellipse cx="${n(x)}" cy="${n(hz + 78 - x * 0.008)}" rx="${n(rng.range(5, 12))}" ry="${n(rng.range(3, 8))}"/>`;
  a.add(`<g fill="#1f1c1f">${hedge}</g>`);
  // vineyard hill (Muscadet) on the right, rows following the contours
  const h1 = (x: number) => 560 - 150 * Math.exp(-Math.pow((x - 980) / 300, 2)) - 20 * Math.sin(x / 90);
  let hp = `M460,${H}`;
  for (let x = 460; x <= W + 10; x += 15) hp += `L${x},${n(Math.min(560, h1(x)))}`;
  hp += `L${W + 10},${H}Z`;
  a.add(
    `<path d="${hp}" fill="${a.lin(
      [
        [0, "#5a4a3a"],
        [0.5, "#2e2822"],
        [1, "#17151a"],
      ],
      0,
      400,
      0,
      600,
    )}"/>`,
  );
  let rows = "";
  for (let xb = 380; xb < W + 400; xb += 34) {
    // from the foot of the hill towards a vanishing point beyond the crest
    const vx2 = 1000,
      vy2 = 250;
    let d = `M${xb},600`;
    for (let t = 0.05; t <= 1; t += 0.05) {
      const x = xb + (vx2 - xb) * t * 0.6,
        y = 600 + (vy2 - 600) * t * 0.6;
      d += `L${n(x)},${n(y)}`;
    }
    rows += d;
  }
  a.add(
    `<path d="${rows}" fill="none" stroke="#e0c08e" stroke-width="1.6" stroke-dasharray="3 3" opacity="0.35" clip-path="${a.clip(`<path d="${hp}"/>`)}"/>`,
  );
  a.add(glow(a, 940, 430, 260, 90, "#ffd9a0", 0.18));
  // salt marshes of Guérande: shallow pools mirroring the dawn, clay dikes, small white salt mounds
  const top = 562;
  a.add(`<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="#2e2528"/>`);
  const vpx = 640,
    vpy = hz;
  const at = (xb2: number, y: number) => vpx + (xb2 - vpx) * ((y - vpy) / (H - vpy));
  const ys = [top, 578, 602, 640, 700];
  let pools = "",
    mounds = "";
  for (let r = 0; r < ys.length - 1; r++) {
    const y0 = ys[r]!,
      y1 = ys[r + 1]!;
    const dk = 1.5 + (y1 - top) * 0.05; // dike width grows towards the viewer
    let xb = -300 + rng.range(0, 120);
    while (xb < W + 300) {
      const step = rng.range(140, 340);
      const x0b = xb + dk * 3,
        x1b = xb + step - dk * 3;
      const ya = y0 + dk,
        yb = y1 - dk;
      const poolG = a.lin(
        [
          [0, "#f6d7a4", rng.range(0.75, 0.95)],
          [1, rng.pick(["#9a7e7c", "#7a6a78", "#b08a74"]), 0.9],
        ],
        0,
        ya,
        0,
        yb,
      );
      pools += `<path d="M${n(at(x0b, ya))},${n(ya)}L${n(at(x1b, ya))},${n(ya)}L${n(at(x1b, yb))},${n(yb)}L${n(at(x0b, yb))},${n(yb)}Z" fill="${poolG}"/>`;
      if (rng.chance(0.3)) {
        const mx = at(xb + step, y1),
          ms = 3 + (y1 - top) * 0.16;
        mounds += `<path d="M${n(mx - ms)},${n(y1)}Q${n(mx)},${n(y1 - ms * 1.5)} ${n(mx + ms)},${n(y1)}Z" fill="#f3ece0"/><path d="M${n(mx)},${n(y1 - ms * 0.75)}Q${n(mx + ms * 0.6)},${n(y1 - ms * 0.5)} ${n(mx + ms)},${n(y1)}L${n(mx)},${n(y1)}Z" fill="#b9a898" opacity="0.7"/>`;
      }
      xb += step;
    }
  }
  a.add(pools);
  a.add(mounds);
  a.add(
    `<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="${a.lin(
      [
        [0, "#000", 0],
        [1, "#000", 0.35],
      ],
      0,
      top,
      0,
      H,
    )}"/>`,
  );
  // sun path mirrored in the pools
  a.add(
    `<rect x="${vpx + 150}" y="${top}" width="90" height="${H - top}" fill="#fff0d0" opacity="0.25" filter="${a.blur([10, 4])}"/>`,
  );
  // birds
  let birds = "";
  for (let i = 0; i < 5; i++) {
    const bx = 300 + i * 40 + rng.range(-10, 10),
      byy = 180 + rng.range(-20, 20);
    birds += `M${n(bx - 7)},${n(byy)}q4,-4 7,0q3,-4 7,0`;
  }
  a.add(`<path d="${birds}" fill="none" stroke="#2a2630" stroke-width="1.4"/>`);
  a.add(vignette(a, 0.5));
  return a.toString();
}

/** Online booking: a phone glowing in the rear of a saloon at night. */
export function blogReservation(): string {
  const a = new Art(W, H, 1009);
  const rng = new Rng(1009);
  base(a, [
    [0, "#07080b"],
    [1, "#030405"],
  ]);
  // side window: city bokeh behind glass
  const win = "M80,90L760,70C800,70 820,90 822,120L830,330L60,360Z";
  a.add(`<path d="${win}" fill="#0d121b"/>`);
  a.add(
    `<g clip-path="${a.clip(`<path d="${win}"/>`)}">${bokeh(a, { count: 26, x: [60, 830], y: [70, 360], r: [10, 40], colors: [C.amber, C.blue, C.gold], opacity: [0.06, 0.2], blur: 6, rng })}</g>`,
  );
  a.add(`<path d="${win}" fill="none" stroke="#1a1e25" stroke-width="10"/>`);
  // interior: seat back and door panel in deep leather with stitching
  a.add(
    `<path d="M0,380C200,350 600,340 900,360L900,${H}L0,${H}Z" fill="${a.lin(
      [
        [0, "#1a1a1d"],
        [1, "#070708"],
      ],
      0,
      360,
      0,
      H,
    )}"/>`,
  );
  a.add(
    `<path d="M0,420C200,392 600,384 900,402" fill="none" stroke="${C.gold}" stroke-width="1.4" stroke-dasharray="6 6" opacity="0.35"/>`,
  );
  a.add(`<path d="M860,0C960,80 1000,300 980,${H}L${W},${H}V0Z" fill="#0b0b0d"/>`);
  a.add(`<path d="M870,10C965,90 1000,300 985,${H}" fill="none" stroke="#2a2a30" stroke-width="2"/>`);
  // the phone, held at an angle, its light spilling
  const cx = 640,
    cy = 450;
  a.add(glow(a, cx, cy, 360, 300, C.sand, 0.22));
  a.add(glow(a, cx, cy + 40, 200, 160, C.gold, 0.15));
  const g =
    `<g transform="translate(${cx} ${cy}) rotate(-62) skewX(18) scale(1 0.78)">` +
    `<rect x="-92" y="-178" width="184" height="356" rx="26" fill="#050506"/>` +
    `<rect x="-84" y="-170" width="168" height="340" rx="20" fill="${a.lin(
      [
        [0, "#232a36"],
        [1, "#11151c"],
      ],
      0,
      -170,
      0,
      170,
    )}"/>` +
    // abstract interface: map tile, route line, pick-up dot, gold button, blocks (no text)
    `<rect x="-70" y="-150" width="140" height="150" rx="10" fill="#1c2330"/>` +
    `<path d="M-60,-20C-30,-60 -10,-70 10,-100S50,-130 60,-140" fill="none" stroke="${C.gold}" stroke-width="3"/>` +
    `<path d="M-70,-110H70M-70,-70H70M-20,-150V0M30,-150V0" stroke="#2a3342" stroke-width="1.4"/>` +
    `<circle cx="-60" cy="-20" r="6" fill="${C.ivory}"/><circle cx="60" cy="-140" r="6" fill="${C.gold}"/>` +
    `<rect x="-70" y="18" width="110" height="10" rx="5" fill="#3a4352"/>` +
    `<rect x="-70" y="38" width="80" height="8" rx="4" fill="#2a313d"/>` +
    `<rect x="-70" y="64" width="140" height="34" rx="10" fill="#1c2330"/>` +
    `<rect x="-70" y="108" width="140" height="40" rx="20" fill="${C.gold}"/>` +
    `</g>`;
  a.add(g);
  // the glow of the screen on the leather
  a.add(
    `<ellipse cx="${cx - 40}" cy="${cy + 200}" rx="260" ry="40" fill="${C.sand}" opacity="0.12" filter="${a.blur(20)}"/>`,
  );
  a.add(vignette(a, 0.6));
  return a.toString();
}

/** Taxi vs private chauffeur: two paths of light diverging from the same point. */
export function blogComparatif(): string {
  const a = new Art(W, H, 1010);
  const rng = new Rng(1010);
  const hz = 360;
  base(a, [
    [0, "#06080b"],
    [hz / H, "#161c28"],
    [hz / H + 0.001, "#0b0d12"],
    [1, "#040506"],
  ]);
  a.add(hairline(a, 0, hz, W, hz, "#8fa0b8", 0.25, 1));
  a.add(dust(a, { count: 60, x: [0, W], y: [0, 320], r: [0.4, 1.1], color: "#e4ecf7", opacity: [0.1, 0.45], rng }));
  // common origin in the foreground, then two branches
  const gold = (dx: number) =>
    `M${600 + dx},720C${600 + dx},560 ${640 + dx},${480 - dx} 780,${420 + dx * 0.6}S1040,${372 + dx * 0.3} 1200,${366 + dx * 0.2}`;
  const cold = (dx: number) =>
    `M${600 - dx},720C${600 - dx},560 ${560 - dx},${480 - dx} 420,${420 + dx * 0.6}S160,${372 + dx * 0.3} 0,${366 + dx * 0.2}`;
  const gp = a.lin(
    [
      [0, C.amber, 0.6],
      [0.5, C.gold, 1],
      [1, C.gold, 0.2],
    ],
    600,
    720,
    1200,
    366,
  );
  const cp = a.lin(
    [
      [0, "#dfe9f5", 0.6],
      [0.5, C.blue, 0.9],
      [1, C.blue, 0.15],
    ],
    600,
    720,
    0,
    366,
  );
  for (let i = 0; i < 5; i++) {
    const dx = (i - 2) * 7;
    a.add(trail(a, gold(dx), C.gold, 2.4 - Math.abs(i - 2) * 0.4, { opacity: 0.95, paint: gp }));
    a.add(trail(a, cold(dx), C.blue, 2 - Math.abs(i - 2) * 0.35, { opacity: 0.85, paint: cp }));
  }
  a.add(glow(a, 600, 640, 160, 60, C.sand, 0.2));
  a.add(vignette(a, 0.6));
  return a.toString();
}

/** Default social image: calm, premium; skyline low on the horizon with a single gold trail. */
export function ogDefault(): string {
  const a = new Art(1200, 630, 1100);
  const rng = new Rng(1100);
  const base0 = 470;
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#07090d"],
          [0.5, C.ink],
          [base0 / 630, "#1d2638"],
          [base0 / 630 + 0.001, "#10141c"],
          [1, "#07090c"],
        ],
        0,
        0,
        0,
        630,
      ),
    ),
  );
  a.add(glow(a, 820, base0, 560, 180, C.amber, 0.22));
  const sk = nantesSkyline(a, {
    base: base0,
    x0: 520,
    x1: 1200,
    k: 1.6,
    tourX: 860,
    cathX: 960,
    chateauX: 930,
    titanX: 660,
    titanDir: -1,
    rng,
    lights: 8,
  });
  a.add(sk.svg);
  a.add(reflections(a, sk.lights, base0 + 3, { maxLen: 140, rng, opacity: 0.45, width: 4 }));
  a.add(lampGlows(a, sk.lights, 5));
  const d = `M-20,585C300,560 600,520 1220,${base0 + 26}`;
  a.add(
    trail(a, d, C.gold, 2.4, {
      paint: a.lin(
        [
          [0, C.gold, 0],
          [0.3, C.gold, 0.9],
          [1, C.amber, 0.8],
        ],
        0,
        0,
        1200,
        0,
      ),
    }),
  );
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, C.ink, 0.85],
          [0.35, C.ink, 0.6],
          [0.55, C.ink, 0],
        ],
        0,
        0,
        1200,
        0,
      ),
    ),
  );
  a.add(vignette(a, 0.55));
  void (null as unknown as Light);
  return a.toString();
}

void n2;
