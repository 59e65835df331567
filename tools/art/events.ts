/** Event illustrations, 1200 x 800. */
import { Art, C, Rng, n, n2, rect, glow, bokeh, dust, trail, spline, vignette, type Pt } from "./lib.ts";
import { cityBand, clisson, elephant, place } from "./landmarks.ts";
import { beam, crowd, truss } from "./heroes.ts";
import { reflections, ripples, type Light } from "./scenery.ts";

const W = 1200,
  H = 800;

function flame(x: number, y: number, w: number, h: number, lean = 0): string {
  const t = x + lean;
  return `M${n(x - w / 2)},${n(y)}C${n(x - w / 2)},${n(y - h * 0.35)} ${n(t - w * 0.25)},${n(y - h * 0.6)} ${n(t)},${n(y - h)}C${n(t + w * 0.2)},${n(y - h * 0.55)} ${n(x + w / 2)},${n(y - h * 0.4)} ${n(x + w / 2)},${n(y)}Z`;
}

/** Hellfest, Clisson: the ruined castle above the valley, a stage of fire and light. */
export function hellfest(): string {
  const a = new Art(W, H, 101);
  const rng = new Rng(101);
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#07080b"],
          [0.45, "#14131a"],
          [0.7, "#2b1d17"],
          [1, "#0a0706"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  a.add(glow(a, 820, 560, 620, 330, "#c2562d", 0.32));
  a.add(glow(a, 820, 600, 360, 200, C.amber, 0.35));
  a.add(dust(a, { count: 70, x: [0, W], y: [0, 330], r: [0.4, 1.1], color: "#e9e1d3", opacity: [0.1, 0.5], rng }));
  a.add(glow(a, 230, 440, 420, 190, C.blue, 0.16));
  // castle on its rock (left, distant), softly lit by the fires
  const ck = 3.6;
  const cx = 20,
    cy = 520;
  a.add(place(clisson(), cx, cy, ck, `fill="#0d0c10"`));
  a.add(
    `<g opacity="0.5" filter="${a.blur(6)}">${place(clisson(), cx + 4, cy, ck, `fill="none" stroke="${C.amber}" stroke-width="${n2(1.4 / ck)}"`)}</g>`,
  );
  // trees under the castle
  let tr = "";
  for (let x = 0; x < 640; x += rng.range(8, 18))
    tr += `<ellipse cx="${n(x)}" cy="${n(cy + rng.range(-4, 10))}" rx="${n(rng.range(12, 26))}" ry="${n(rng.range(10, 24))}"/>`;
  a.add(`<g fill="#09080b">${tr}</g>`);
  a.add(`<rect x="0" y="${cy + 8}" width="${W}" height="${H}" fill="#09080b"/>`);
  // the stage: towers, roof truss, beams
  const sx0 = 560,
    sx1 = 1160,
    sy = 600;
  let beams = "";
  for (let i = 0; i < 7; i++) {
    const x = sx0 + 40 + i * 85;
    beams += beam(
      a,
      x,
      250,
      Math.PI + rng.range(-0.5, 0.5),
      700,
      rng.range(0.05, 0.08),
      i % 3 === 0 ? C.ivory : C.amber,
      0.35,
      5,
    );
  }
  a.add(`<g style="mix-blend-mode:screen">${beams}</g>`);
  a.add(glow(a, (sx0 + sx1) / 2, 470, 520, 260, "#c2562d", 0.4));
  a.add(truss(a, sx0, sx1, 240, 18, "#1c1a1f"));
  // smoke lit from below
  let smoke = "";
  for (let i = 0; i < 9; i++)
    smoke += `<ellipse cx="${n(rng.range(sx0 - 60, sx1 + 40))}" cy="${n(rng.range(300, 460))}" rx="${n(rng.range(80, 180))}" ry="${n(rng.range(30, 70))}" fill="${rng.pick([C.amber, "#c2562d", "#6b4a3a"])}" opacity="${n2(rng.range(0.06, 0.16))}"/>`;
  a.add(`<g filter="${a.blur(26)}">${smoke}</g>`);
  // flame columns in front of the stage
  let fl = "",
    core = "";
  for (let i = 0; i < 11; i++) {
    const x = sx0 + 40 + i * 52 + rng.range(-10, 10);
    const big = i % 2 === 0;
    const h = big ? rng.range(220, 330) : rng.range(100, 170);
    const fw = big ? rng.range(60, 80) : rng.range(36, 50);
    fl += `<path d="${flame(x, sy, fw, h, rng.range(-30, 30))}" fill="${a.lin(
      [
        [0, "#fff1cf", 0.95],
        [0.25, C.amber, 0.9],
        [0.6, "#c2562d", 0.55],
        [1, "#c2562d", 0],
      ],
      0,
      sy,
      0,
      sy - h,
    )}"/>`;
    if (big) core += `<path d="${flame(x, sy, fw * 0.35, h * 0.5, rng.range(-8, 8))}" fill="#fff6e2" opacity="0.8"/>`;
  }
  a.add(`<g filter="${a.blur(22)}" opacity="0.7">${fl}</g>`);
  a.add(`<g filter="${a.blur(7)}">${fl}</g>`);
  a.add(`<g filter="${a.blur(3)}">${core}</g>`);
  // embers
  a.add(
    bokeh(a, {
      count: 50,
      x: [540, 1180],
      y: [200, 590],
      r: [1, 4],
      colors: [C.amber, "#ffb36a", C.gold],
      opacity: [0.3, 0.8],
      blur: 0.8,
      rng,
    }),
  );
  // stage deck
  a.add(`<rect x="${sx0 - 20}" y="${sy}" width="${sx1 - sx0 + 40}" height="16" fill="#060506"/>`);
  a.add(
    `<rect x="${sx0}" y="${sy - 3}" width="${sx1 - sx0}" height="6" fill="${C.amber}" opacity="0.5" filter="${a.blur([30, 4])}"/>`,
  );
  // crowd
  const c1 = crowd(a, rng, -40, W + 40, 640, 1, 13, "#0a0809", 0.22);
  a.add(
    `<g filter="${a.blur(3)}" opacity="0.45" transform="translate(0 -2)">${c1.replace('fill="#0a0809"', `fill="${C.amber}"`)}</g>`,
  );
  a.add(c1);
  a.add(`<g filter="${a.blur(2)}">${crowd(a, rng, 0, W, 700, 1, 22, "#040304", 0.15)}</g>`);
  a.add(vignette(a, 0.7));
  return a.toString();
}

/** Festival des 3 Continents: a triptych on the big screen, the projector beam over a dark auditorium. */
export function troisContinents(): string {
  const a = new Art(W, H, 202);
  const rng = new Rng(202);
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#06070a"],
          [0.6, "#0d1017"],
          [1, "#040506"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  // screen: three frames (three continents), each an abstract landscape
  const fw = 250,
    fh = 270,
    gap = 14,
    sx = (W - 3 * fw - 2 * gap) / 2,
    sy = 140;
  a.add(glow(a, sx + (3 * fw + 2 * gap) / 2, sy + fh / 2, 560, 300, "#c9b48c", 0.18));
  const panels = [
    // dunes at dusk (amber)
    (x: number) =>
      `<rect x="${x}" y="${sy}" width="${fw}" height="${fh}" fill="${a.lin(
        [
          [0, "#3a2a2e"],
          [0.55, "#d99a5b"],
          [0.56, "#7a4a2c"],
          [1, "#2a1810"],
        ],
        0,
        sy,
        0,
        sy + fh,
      )}"/>` +
      `<circle cx="${x + fw * 0.62}" cy="${sy + fh * 0.48}" r="22" fill="#ffe2b0" opacity="0.9"/>` +
      `<path d="M${x},${sy + fh * 0.7}C${x + 60},${sy + fh * 0.58} ${x + 120},${sy + fh * 0.62} ${x + fw},${sy + fh * 0.66}V${sy + fh}H${x}Z" fill="#4a2c1a"/>` +
      `<path d="M${x},${sy + fh * 0.86}C${x + 90},${sy + fh * 0.74} ${x + 150},${sy + fh * 0.8} ${x + fw},${sy + fh * 0.78}V${sy + fh}H${x}Z" fill="#24140c"/>`,
    // sea at the blue hour
    (x: number) =>
      `<rect x="${x}" y="${sy}" width="${fw}" height="${fh}" fill="${a.lin(
        [
          [0, "#14233a"],
          [0.5, "#7fa3c8"],
          [0.52, "#34506e"],
          [1, "#0d1626"],
        ],
        0,
        sy,
        0,
        sy + fh,
      )}"/>` +
      `<path d="M${x + fw * 0.3},${sy + fh * 0.56}h${fw * 0.4}M${x + fw * 0.38},${sy + fh * 0.62}h${fw * 0.24}M${x + fw * 0.44},${sy + fh * 0.7}h${fw * 0.12}" stroke="#dfe9f5" stroke-width="2" opacity="0.5"/>`,
    // mountains and terraces (gold)
    (x: number) =>
      `<rect x="${x}" y="${sy}" width="${fw}" height="${fh}" fill="${a.lin(
        [
          [0, "#2a2a22"],
          [0.5, "#c8a45d"],
          [1, "#3a2e18"],
        ],
        0,
        sy,
        0,
        sy + fh,
      )}"/>` +
      `<path d="M${x},${sy + fh * 0.62}L${x + 60},${sy + fh * 0.4}L${x + 110},${sy + fh * 0.55}L${x + 160},${sy + fh * 0.34}L${x + fw},${sy + fh * 0.52}V${sy + fh}H${x}Z" fill="#4a3d22" opacity="0.9"/>` +
      `<path d="M${x},${sy + fh * 0.78}C${x + 70},${sy + fh * 0.72} ${x + 150},${sy + fh * 0.76} ${x + fw},${sy + fh * 0.7}M${x},${sy + fh * 0.86}C${x + 70},${sy + fh * 0.8} ${x + 150},${sy + fh * 0.84} ${x + fw},${sy + fh * 0.78}M${x},${sy + fh * 0.94}C${x + 70},${sy + fh * 0.88} ${x + 150},${sy + fh * 0.92} ${x + fw},${sy + fh * 0.86}" fill="none" stroke="#e9cf95" stroke-width="1.6" opacity="0.45"/>`,
  ];
  let scr = "";
  panels.forEach((p, i) => (scr += p(sx + i * (fw + gap))));
  a.add(`<g opacity="0.92">${scr}</g>`);
  a.add(`<g filter="${a.blur(24)}" opacity="0.45">${scr}</g>`);
  // the beam: a pyramid of light from the booth above and behind the audience
  const lx = 560,
    ly = -160;
  const beamG = a.lin(
    [
      [0, "#fff3da", 0.34],
      [1, "#fff3da", 0.08],
    ],
    lx,
    ly,
    lx,
    sy + fh,
  );
  const x2 = sx + 3 * fw + 2 * gap;
  a.add(
    `<path d="M${lx},${ly}L${sx},${sy}L${sx},${sy + fh}L${x2},${sy + fh}L${x2},${sy}Z" fill="${beamG}" filter="${a.blur(14)}"/>`,
  );
  let rays = "";
  for (let i = 0; i < 9; i++) {
    const t = rng.range(0.05, 0.95);
    const ex = sx + t * (x2 - sx);
    rays += `<path d="M${lx},${ly}L${n(ex - 12)},${sy + fh * 0.6}L${n(ex + 12)},${sy + fh * 0.6}Z" fill="#fff6e4" opacity="${n2(rng.range(0.03, 0.07))}"/>`;
  }
  a.add(`<g filter="${a.blur(6)}">${rays}</g>`);
  a.add(
    dust(a, {
      count: 300,
      x: [sx - 40, x2 + 40],
      y: [0, sy + fh],
      r: [0.4, 1.5],
      color: "#fff1d6",
      opacity: [0.15, 0.7],
      rng,
      weight: (x, y) => {
        const t = Math.min(1, (y - ly) / (sy - ly));
        const l = lx + (sx - lx) * t,
          r = lx + (x2 - lx) * t;
        return x > l && x < r ? (y > sy ? 0.4 : 1) : 0;
      },
    }),
  );
  // audience seen from behind, rim-lit by the screen
  const back = crowd(a, rng, -40, W + 40, 590, 1, 20, "#07080b", 0);
  a.add(
    `<g filter="${a.blur(3)}" opacity="0.5" transform="translate(0 -3)">${back.replace('fill="#07080b"', `fill="${C.sand}"`)}</g>`,
  );
  a.add(back);
  const front = crowd(a, rng, -40, W + 40, 660, 1, 30, "#030405", 0);
  a.add(
    `<g filter="${a.blur(3)}" opacity="0.35" transform="translate(0 -3)">${front.replace('fill="#030405"', `fill="${C.sand}"`)}</g>`,
  );
  a.add(front);
  a.add(vignette(a, 0.6));
  return a.toString();
}

/** FC Nantes at La Beaujoire: floodlights, pitch lines in perspective, haze. */
export function fcNantes(): string {
  const a = new Art(W, H, 303);
  const rng = new Rng(303);
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#05070a"],
          [0.42, "#121824"],
          [0.5, "#0c1016"],
          [1, "#050708"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  // stands: a dark bowl with tiers, roof edge
  const hz = 420;
  const bowl = `M0,150Q600,90 1200,150L1200,${hz}L0,${hz}Z`;
  a.add(
    `<path d="${bowl}" fill="${a.lin(
      [
        [0, "#0d1118"],
        [1, "#1a2230"],
      ],
      0,
      120,
      0,
      hz,
    )}"/>`,
  );
  // tiers (crowd texture as tiny specks)
  let stands = dust(a, {
    count: 1400,
    x: [0, W],
    y: [170, hz - 10],
    r: [0.8, 1.8],
    color: "#c8d2e0",
    opacity: [0.05, 0.22],
    rng,
  });
  stands += dust(a, {
    count: 160,
    x: [0, W],
    y: [180, hz - 10],
    r: [1, 2.2],
    color: C.gold,
    opacity: [0.2, 0.55],
    rng,
  });
  for (const y of [230, 300, 360])
    stands += `<path d="M0,${y + 20}Q600,${y - 30} 1200,${y + 20}" fill="none" stroke="#05070a" stroke-width="8" opacity="0.7"/>`;
  a.add(`<g filter="${a.blur(1.6)}">${stands}</g>`);
  // roof
  a.add(`<path d="M-20,150Q600,80 1220,150L1220,118Q600,50 -20,118Z" fill="#07090d"/>`);
  // floodlight banks on the roof edge
  let banks = "",
    rays = "";
  for (const bx of [150, 440, 760, 1050]) {
    const by = 120 - (1 - Math.abs(bx - 600) / 600) * 38;
    for (let i = 0; i < 18; i++) {
      const x = bx - 54 + (i % 9) * 13.5,
        y = by + Math.floor(i / 9) * 12;
      banks += `<circle cx="${n(x)}" cy="${n(y)}" r="4.2"/>`;
    }
    rays += beam(a, bx, by + 6, 0.35 * ((bx - 600) / 600) * -1, 820, 0.55, "#f4f1e8", 0.16, 14);
    a.add(glow(a, bx, by + 6, 150, 90, "#fff6e2", 0.55));
  }
  a.add(`<g style="mix-blend-mode:screen">${rays}</g>`);
  a.add(`<g fill="#fffdf6">${banks}</g>`);
  // glare: horizontal streaks through each bank
  let glare = "";
  for (const bx of [150, 440, 760, 1050]) {
    const by = 126 - (1 - Math.abs(bx - 600) / 600) * 38;
    glare += `<ellipse cx="${bx}" cy="${n(by)}" rx="260" ry="2.5" fill="#fff8ea" opacity="0.55"/><ellipse cx="${bx}" cy="${n(by)}" rx="3" ry="60" fill="#fff8ea" opacity="0.25"/>`;
  }
  a.add(`<g filter="${a.blur(2)}">${glare}</g>`);
  // pitch in perspective
  const pitch = `M-200,${H}L380,${hz}L820,${hz}L1400,${H}Z`;
  a.add(`<rect x="0" y="${hz}" width="${W}" height="${H - hz}" fill="#0c1712"/>`);
  // mowing stripes
  let stripes = "";
  for (let i = 0; i < 12; i += 2) {
    const t0 = i / 12,
      t1 = (i + 1) / 12;
    const y0 = hz + (H - hz) * t0 * t0,
      y1 = hz + (H - hz) * t1 * t1;
    stripes += `M-400,${n(y0)}H1600V${n(y1)}H-400Z`;
  }
  a.add(`<path d="${stripes}" fill="#1b3326" opacity="0.4"/>`);
  a.add(
    `<rect x="0" y="${hz}" width="${W}" height="${H - hz}" fill="${a.rad(
      [
        [0, "#f6f1e4", 0.16],
        [1, "#f6f1e4", 0],
      ],
      600,
      hz + 120,
      700,
    )}"/>`,
  );
  // pools of light on the grass
  for (const bx of [150, 440, 760, 1050]) a.add(glow(a, bx * 0.7 + 180, 560, 260, 90, "#f6f1e4", 0.08));
  // lines: touchlines, halfway line, centre circle, penalty area (far)
  const lines =
    `M380,${hz + 2}L-200,${H + 40}M820,${hz + 2}L1400,${H + 40}M380,${hz + 2}H820` +
    `M175,${hz + 150}H1025` +
    `M455,${hz + 2}L440,${hz + 38}H760L745,${hz + 2}` +
    `M515,${hz + 2}L511,${hz + 14}H689L685,${hz + 2}`;
  a.add(`<path d="${lines}" fill="none" stroke="#f3efe4" stroke-width="2.4" opacity="0.75"/>`);
  a.add(
    `<ellipse cx="600" cy="${hz + 150}" rx="128" ry="30" fill="none" stroke="#f3efe4" stroke-width="2.4" opacity="0.75"/>`,
  );
  a.add(`<circle cx="600" cy="${hz + 150}" r="3" fill="#f3efe4"/>`);
  a.add(`<path d="${lines}" fill="none" stroke="${C.gold}" stroke-width="9" opacity="0.15" filter="${a.blur(4)}"/>`);
  // goal at the far end
  a.add(`<path d="M570,${hz + 2}V${hz - 14}H630V${hz + 2}" fill="none" stroke="#fbf8ef" stroke-width="2"/>`);
  // haze and a yellow-gold accent of the home colours
  a.add(
    `<rect x="0" y="${hz - 90}" width="${W}" height="140" fill="#e8eef6" opacity="0.12" filter="${a.blur([40, 24])}"/>`,
  );
  a.add(`<rect x="0" y="60" width="${W}" height="140" fill="#e8eef6" opacity="0.06" filter="${a.blur([40, 30])}"/>`);
  a.add(`<rect x="0" y="${hz - 4}" width="${W}" height="4" fill="${C.gold}" opacity="0.5"/>`);
  void pitch;
  a.add(vignette(a, 0.8));
  return a.toString();
}

/** La Folle Journée: the strings, bridge and f-holes of a cello under concert-hall light. */
export function folleJournee(): string {
  const a = new Art(W, H, 404);
  const rng = new Rng(404);
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#0d0a07"],
          [1, "#040302"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  // concert hall chandeliers as warm bokeh
  a.add(
    bokeh(a, {
      count: 36,
      x: [0, W],
      y: [0, 420],
      r: [10, 40],
      colors: [C.amber, C.gold, "#f3d9a6"],
      opacity: [0.05, 0.18],
      blur: 4,
      rng,
      weight: (x) => (x < 500 ? 1 : 0.35),
    }),
  );
  a.add(glow(a, 760, 330, 620, 440, C.amber, 0.18));
  // instrument drawn upright in local units, then turned
  const half: Pt[] = [
    [0, -420],
    [110, -408],
    [172, -350],
    [184, -250],
    [168, -160],
    [124, -118],
    [112, -30],
    [124, 50],
    [172, 92],
    [222, 180],
    [226, 300],
    [176, 400],
    [0, 432],
  ];
  const right = half;
  const left = half.map(([x, y]) => [-x, y] as Pt).reverse();
  const outline = spline([...right, ...left.slice(1, -1)], 0.9, true);
  const wood = a.rad(
    [
      [0, "#b8743a"],
      [0.35, "#7a3f1a"],
      [0.75, "#3a1a0a"],
      [1, "#140804"],
    ],
    -60,
    -120,
    420,
    { fx: -90, fy: -200 },
  );
  let g = "";
  g += `<path d="${outline}" fill="#000" opacity="0.6" filter="${a.blur(20, [-800, -1200, 1600, 2400])}" transform="translate(16 20)"/>`;
  g += `<path d="${outline}" fill="${wood}"/>`;
  // edge: dark rim and purfling
  g += `<path d="${outline}" fill="none" stroke="#1a0a04" stroke-width="10"/>`;
  g += `<path d="${outline}" fill="none" stroke="#e1b377" stroke-width="1.6" opacity="0.35" transform="scale(0.955 0.975)"/>`;
  // varnish highlights along the upper bout and waist
  g += `<path d="M-150,-300C-120,-370 -40,-398 40,-396" fill="none" stroke="#ffe3b4" stroke-width="14" opacity="0.35" filter="${a.blur(8, [-800, -1200, 1600, 2400])}"/>`;
  g += `<path d="M-104,-80C-96,-40 -96,10 -104,50" fill="none" stroke="#ffe3b4" stroke-width="10" opacity="0.3" filter="${a.blur(6, [-800, -1200, 1600, 2400])}"/>`;
  // f-holes
  const fhole = (sx: number) => {
    const P = (x: number, y: number) => `${n(x * sx)},${n(y)}`;
    const stem = `M${P(58, -110)}C${P(40, -70)} ${P(96, -20)} ${P(82, 30)}C${P(72, 70)} ${P(92, 108)} ${P(104, 130)}`;
    return (
      `<path d="${stem}" fill="none" stroke="#080302" stroke-width="9" stroke-linecap="round"/>` +
      `<circle cx="${n(56 * sx)}" cy="-114" r="9" fill="#080302"/><circle cx="${n(106 * sx)}" cy="134" r="10" fill="#080302"/>` +
      `<path d="M${P(70, 4)}L${P(92, -2)}M${P(66, 14)}L${P(88, 8)}" stroke="#080302" stroke-width="3"/>` +
      `<path d="${stem}" fill="none" stroke="#e1b377" stroke-width="1.2" opacity="0.35" transform="translate(${n(3 * sx)} 3)"/>`
    );
  };
  g += fhole(1) + fhole(-1);
  // fingerboard (ebony) coming down from the top
  g += `<path d="M-44,-1200L44,-1200L50,-170Q0,-150 -50,-170Z" fill="#0b0807"/>`;
  g += `<path d="M-44,-1200L-50,-170" stroke="#5a4a3e" stroke-width="2" opacity="0.6"/>`;
  // tailpiece
  g += `<path d="M-34,200L34,200L58,520L-58,520Z" fill="#0b0807"/>`;
  g += `<path d="M-34,200L-58,520" stroke="#5a4a3e" stroke-width="2" opacity="0.5"/>`;
  // bridge (maple), seen from the front
  g += `<path d="M-104,40L-92,-10C-60,-34 60,-34 92,-10L104,40L64,40C56,24 40,18 30,22C16,28 12,10 0,8C-12,10 -16,28 -30,22C-40,18 -56,24 -64,40Z" fill="${a.lin(
    [
      [0, "#e8c890"],
      [0.5, "#b98d55"],
      [1, "#6e4a26"],
    ],
    0,
    -30,
    0,
    40,
  )}" transform="scale(0.92 0.8)"/>`;
  g += `<path d="M-92,-10C-60,-34 60,-34 92,-10" fill="none" stroke="#fff3dc" stroke-width="2" opacity="0.6" transform="scale(0.92 0.8)"/>`;
  // strings
  const sx0 = [-60, -20, 20, 60];
  const sTop = [-24, -8, 8, 24];
  let strings = "",
    sheen = "";
  sx0.forEach((xb, k) => {
    const d = `M${sTop[k]},-1200L${n(xb)},-22L${n(xb * 0.4)},210`;
    strings += `<path d="${d}" fill="none" stroke="${a.lin(
      [
        [0, "#8d7447"],
        [0.55, "#f7e6bf"],
        [0.62, "#fff8e8"],
        [1, "#8d7447"],
      ],
      0,
      -1200,
      0,
      210,
    )}" stroke-width="${n2(5 - k * 0.9)}"/>`;
    sheen += `<path d="${d}" fill="none" stroke="${C.amber}" stroke-width="16"/>`;
  });
  g += `<g filter="${a.blur(8, [-800, -1400, 1600, 2600])}" opacity="0.25">${sheen}</g>` + strings;
  a.add(`<g transform="translate(640 400) rotate(-30) scale(1.75)">${g}</g>`);
  a.add(
    dust(a, { count: 50, x: [300, 1100], y: [40, 500], r: [0.5, 1.4], color: "#ffe7bd", opacity: [0.15, 0.5], rng }),
  );
  a.add(vignette(a, 0.7));
  return a.toString();
}

/** Le Voyage à Nantes: coloured rings on the quay, the Loire at dusk, the Éléphant on the right. */
export function voyageANantes(): string {
  const a = new Art(W, H, 505);
  const rng = new Rng(505);
  const hz = 470;
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#111624"],
          [0.35, "#23283a"],
          [0.52, "#5a4a55"],
          [hz / H, "#c98a62"],
          [hz / H + 0.001, "#2b2631"],
          [1, "#07080b"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  a.add(glow(a, 380, hz, 520, 160, C.amber, 0.5));
  // far bank: the low city across the river, a few lights
  const fb = cityBand(rng, 0, W / 1.6, 4, 16);
  a.add(place(fb.d, 0, hz + 4, 1.6, `fill="#1b1a24"`));
  let fw = "";
  for (const [wx, wy] of fb.windows) fw += `M${n(wx * 1.6)},${n(hz + 4 - wy * 1.6)}h2v1.6h-2Z`;
  a.add(`<path d="${fw}" fill="${C.amber}" opacity="0.6"/>`);
  // the rings along the quay (receding to the left), each lit in a colour
  const cols = [C.amber, "#d9785b", C.blue, C.gold, "#8fb3a8", C.ivory, "#d9785b", C.amber];
  const lights: Light[] = [];
  let rings = "",
    halos = "";
  for (let i = 0; i < 8; i++) {
    const t = i / 7;
    const x = 140 + Math.pow(t, 1.3) * 520;
    const r = 120 * Math.pow(0.8, i);
    const cy = 560 - r - 6 * i;
    const col = cols[i]!;
    const rx = r * 0.55;
    halos += `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(r)}" fill="none" stroke="${col}" stroke-width="${n(r * 0.22)}" opacity="0.5"/>`;
    rings += `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(r)}" fill="none" stroke="${col}" stroke-width="${n2(Math.max(1.4, r * 0.05))}"/>`;
    rings += `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(r)}" fill="none" stroke="#fff" stroke-width="${n2(Math.max(0.6, r * 0.015))}" opacity="0.7"/>`;
    lights.push({ x, y: cy - r * 0.4, c: col, r: 2 * Math.pow(0.8, i) + 0.5 });
  }
  // quay
  a.add(`<path d="M0,${hz + 6}L${W},${hz + 6}L${W},${hz + 34}L0,${hz + 90}Z" fill="#0c0c11"/>`);
  // the Éléphant, on the quay of the Île, lit from below
  const ek = 25;
  const ex = 905,
    ey = hz + 24;
  const el = elephant();
  const all = el.body + el.deck;
  a.add(`<g filter="${a.blur(10)}" opacity="0.4">${place(all, ex, ey, ek, `fill="${C.amber}"`)}</g>`);
  a.add(
    place(
      all,
      ex,
      ey,
      ek,
      `fill="${a.lin(
        [
          [0, "#1a1720"],
          [1, "#0b0a0e"],
        ],
        0,
        0,
        0,
        1,
        { bbox: true },
      )}"`,
    ),
  );
  a.add(
    place(el.ear, ex, ey, ek, `fill="#14121a" stroke="${C.gold}" stroke-width="${n2(0.8 / ek)}" stroke-opacity="0.5"`),
  );
  a.add(place(el.detail, ex, ey, ek, `fill="none" stroke="${C.gold}" stroke-width="${n2(0.8 / ek)}" opacity="0.25"`));
  a.add(place(all, ex, ey, ek, `fill="none" stroke="${C.gold}" stroke-width="${n2(1 / ek)}" opacity="0.45"`));
  // tiny visitors on the terrace
  let vis = "";
  for (const x of [-3.9, -2.6, -0.4, 0.9, 2.6])
    vis += `M${n2(x - 0.16)},10.05L${n2(x - 0.16)},10.9L${n2(x + 0.16)},10.9L${n2(x + 0.16)},10.05ZM${n2(x - 0.17)},11.1a0.17,0.17 0 1 1 0.34,0a0.17,0.17 0 1 1 -0.34,0Z`;
  a.add(place(vis, ex, ey, ek, `fill="#0b0a0e"`));
  a.add(`<g filter="${a.blur(10)}" opacity="0.8">${halos}</g>`);
  a.add(rings);
  // water with reflections
  a.add(
    `<rect x="0" y="${hz + 90}" width="${W}" height="${H - hz - 90}" fill="${a.lin(
      [
        [0, "#241f2b"],
        [1, "#07080b"],
      ],
      0,
      hz + 90,
      0,
      H,
    )}"/>`,
  );
  a.add(`<path d="M0,${hz + 90}L${W},${hz + 34}L${W},${hz + 40}L0,${hz + 96}Z" fill="#050507"/>`);
  const reflLights: Light[] = lights.map((L) => ({ ...L, y: hz + 90 - (hz + 90 - L.y) * 0.4 }));
  for (let i = 0; i < 18; i++)
    reflLights.push({ x: rng.range(0, W), y: hz - 6, c: rng.chance(0.5) ? C.amber : C.sand, r: rng.range(0.4, 0.9) });
  a.add(
    `<g filter="${a.blur([3, 2])}">${reflections(a, reflLights, hz + 96, { maxLen: 200, rng, opacity: 0.6, width: 12 })}</g>`,
  );
  a.add(ripples(a, 0, W, hz + 100, H, 160, rng, "#f3d3b0", 0.08));
  a.add(dust(a, { count: 40, x: [0, W], y: [20, 300], r: [0.5, 1.2], color: C.sand, opacity: [0.2, 0.6], rng }));
  a.add(vignette(a, 0.6));
  return a.toString();
}

/**
 * Les Utopiales: a ringed planet rising over the night sky of Nantes, above the long glazed hall of the
 * Cité des Congrès, its lights broken on the water of the canal.
 */
export function utopiales(): string {
  const a = new Art(W, H, 606);
  const rng = new Rng(606);
  const hz = 590; // quay / waterline
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#05070b"],
          [0.45, "#0c1019"],
          [0.68, "#161b27"],
          [hz / H, "#2a2630"],
          [hz / H + 0.001, "#0d1018"],
          [1, "#040507"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  // the Milky Way: a faint diagonal band with its own denser stars
  const band = (x: number, y: number) => {
    const d = Math.abs((y - 250) * Math.cos(0.5) + (x - 430) * Math.sin(0.5));
    return Math.exp(-(d * d) / (2 * 90 * 90));
  };
  a.add(
    `<g transform="translate(430 250) rotate(-28.6)">${glow(a, 0, 0, 720, 120, "#8c9bb8", 0.1)}${glow(a, -60, 10, 360, 50, "#c9b48c", 0.07)}</g>`,
  );
  a.add(glow(a, 600, hz, 760, 140, "#6b4a3a", 0.35));
  // stars: a general field, the band, a few bright ones with a soft cross
  const sky = (x: number, y: number) => (Math.hypot(x - 830, y - 240) < 165 ? 0 : 1) * (y < hz - 120 ? 1 : 0.4);
  a.add(
    dust(a, {
      count: 125,
      x: [0, W],
      y: [0, hz - 40],
      r: [0.35, 1.05],
      color: C.sand,
      opacity: [0.15, 0.75],
      rng,
      weight: sky,
    }),
  );
  a.add(
    dust(a, {
      count: 90,
      x: [0, W],
      y: [0, hz - 80],
      r: [0.3, 0.8],
      color: "#cfd8e8",
      opacity: [0.12, 0.5],
      rng,
      weight: (x, y) => band(x, y) * sky(x, y),
    }),
  );
  let flares = "",
    cores = "",
    halos = "";
  const halo = a.rad(
    [
      [0, C.amber, 0.45],
      [0.4, C.amber, 0.12],
      [1, C.amber, 0],
    ],
    0.5,
    0.5,
    0.5,
    { bbox: true },
  );
  for (const [x, y, r] of [
    [170, 120, 1],
    [520, 70, 0.8],
    [395, 330, 0.6],
    [1110, 470, 0.55],
    [80, 420, 0.5],
  ] as const) {
    flares += `M${x - 16 * r},${y}h${32 * r}M${x},${y - 16 * r}v${32 * r}`;
    cores += `<circle cx="${x}" cy="${y}" r="${n2(1.6 * r + 0.4)}"/>`;
    halos += `<circle cx="${x}" cy="${y}" r="${n(14 * r)}"/>`;
  }
  a.add(
    `<g fill="${halo}">${halos}</g><path d="${flares}" stroke="#f6ead2" stroke-width="0.7" opacity="0.4"/><g fill="#fffaf0">${cores}</g>`,
  );

  // the planet, lit from the upper left; its rings tilted across it
  const px = 830,
    py = 240,
    R = 142,
    tilt = -17;
  a.add(glow(a, px - 20, py - 10, R * 2.1, R * 1.7, C.gold, 0.1));
  const ringPaint = a.lin(
    [
      [0, "#fff1d2"],
      [0.3, C.gold, 0.9],
      [0.7, "#8a7048", 0.45],
      [1, "#5b4a34", 0.25],
    ],
    -R * 2.3,
    -R * 0.4,
    R * 2.3,
    R * 0.4,
  );
  const ringSet: [number, number, number][] = [
    // radius (× R), width (× R / 118), opacity
    [1.42, 5, 0.28],
    [1.56, 10, 0.5],
    [1.7, 7, 0.62],
    [1.79, 2, 0.2],
    [1.9, 9, 0.55],
    [2.02, 4, 0.35],
    [2.16, 1.4, 0.4],
  ];
  let rings = "";
  for (const [k, w, o] of ringSet)
    rings += `<ellipse rx="${n(R * k)}" ry="${n(R * k * 0.23)}" fill="none" stroke="${ringPaint}" stroke-width="${n2(w * R * 0.0085)}" stroke-opacity="${o}"/>`;
  const tr = `translate(${px} ${py}) rotate(${tilt})`;
  a.add(`<g transform="${tr}">${rings}</g>`);
  const disc = `<circle cx="${px}" cy="${py}" r="${R}"/>`;
  const pclip = a.clip(disc);
  let planet = `<circle cx="${px}" cy="${py}" r="${R}" fill="#0b0e14"/>`;
  planet += `<circle cx="${px}" cy="${py}" r="${R}" fill="${a.rad(
    [
      [0, "#f6dfae"],
      [0.25, "#d9b46e"],
      [0.55, "#8a6a3c"],
      [0.85, "#3a2c22"],
      [1, "#1a1618"],
    ],
    px - R * 0.7,
    py - R * 0.65,
    R * 1.9,
  )}"/>`;
  // cloud bands, parallel to the rings
  let bands = "";
  for (let i = 0; i < 11; i++) {
    const y = -R + (i + rng.range(0.2, 0.8)) * ((2 * R) / 11);
    const h = rng.range(3, 12);
    bands += `<rect x="${-R * 1.2}" y="${n(y)}" width="${R * 2.4}" height="${n(h)}" fill="${i % 3 === 0 ? "#fff0cc" : "#3a2a1a"}" opacity="${n2(rng.range(0.05, 0.12))}"/>`;
  }
  planet += `<g transform="${tr}">${bands}</g>`;
  // night side: a soft terminator, the disc turning away from the light towards the lower right
  planet += `<circle cx="${px}" cy="${py}" r="${R}" fill="${a.rad(
    [
      [0, "#07090d", 0.96],
      [0.5, "#07090d", 0.9],
      [0.72, "#07090d", 0.35],
      [0.9, "#07090d", 0],
    ],
    px + R * 0.62,
    py + R * 0.55,
    R * 1.45,
  )}"/>`;
  // shadow of the rings on the disc (the rings pass in front, the light comes from above)
  planet += `<g transform="${tr}"><ellipse cy="${n(R * 0.16)}" rx="${n(R * 1.72)}" ry="${n(R * 0.4)}" fill="none" stroke="#07090d" stroke-width="${n(R * 0.12)}" opacity="0.45"/></g>`;
  a.add(`<g clip-path="${pclip}">${planet}</g>`);
  // lit limb
  a.add(
    `<circle cx="${px}" cy="${py}" r="${R - 0.8}" fill="none" stroke="${a.lin(
      [
        [0, "#fff3da", 0.9],
        [0.45, C.gold, 0.35],
        [0.6, C.gold, 0],
      ],
      px - R * 0.8,
      py - R * 0.8,
      px + R * 0.6,
      py + R * 0.6,
    )}" stroke-width="2"/>`,
  );
  // front half of the rings, over the planet
  const front = a.clip(`<rect x="${-R * 3}" y="0" width="${R * 6}" height="${R}"/>`);
  const gap = `<ellipse rx="${n(R * 1.47)}" ry="${n(R * 1.47 * 0.23)}" fill="none" stroke="#07090d" stroke-width="${n(R * 0.05)}" stroke-opacity="0.55"/>`;
  a.add(`<g transform="${tr}"><g clip-path="${front}">${gap}${rings}</g></g>`);
  // where they cross the disc the rings hide it: a second pass there makes them denser
  a.add(`<g clip-path="${pclip}"><g transform="${tr}"><g clip-path="${front}">${rings}</g></g></g>`);
  // a small moon, far off, in the same light
  const mx = 1090,
    my = 415,
    mr = 9;
  a.add(
    `<circle cx="${mx}" cy="${my}" r="${mr}" fill="#141820"/><path d="M${mx},${my - mr}A${mr},${mr} 0 0 0 ${mx},${my + mr}A${mr * 0.55},${mr} 0 0 1 ${mx},${my - mr}Z" fill="#e9d3a4" opacity="0.85" transform="rotate(-40 ${mx} ${my})"/>`,
  );

  // far bank: the low city, a few windows
  const fb = cityBand(rng, 0, W / 1.5, 6, 24);
  a.add(place(fb.d, 0, hz, 1.5, `fill="#121620"`));
  let fw = "";
  for (const [wx, wy] of fb.windows) fw += `M${n(wx * 1.5)},${n(hz - wy * 1.5)}h2v1.6h-2Z`;
  a.add(`<path d="${fw}" fill="${C.amber}" opacity="0.45"/>`);

  // the Cité des Congrès: a long low glazed hall under a thin flat roof, the auditorium block behind
  const bx0 = 150,
    bx1 = 1060,
    gTop = 512,
    gBot = hz - 6,
    roofY = 498;
  a.add(glow(a, 620, gBot, 560, 70, C.amber, 0.35));
  a.add(`<path d="M232,${roofY}V452L262,440H508V${roofY}ZM770,${roofY}V470H930V${roofY}Z" fill="#0d1017"/>`);
  let fins = "";
  for (let x = 244; x < 508; x += 12) fins += `M${x},${x < 262 ? n(452 - ((x - 232) * 12) / 30) : 442}V${roofY}`;
  for (let x = 782; x < 930; x += 12) fins += `M${x},472V${roofY}`;
  a.add(`<path d="${fins}" stroke="#1a1f2a" stroke-width="1.4" opacity="0.8"/>`);
  a.add(
    `<path d="M262,440H508" stroke="${C.gold}" stroke-width="1.2" opacity="0.55"/><path d="M770,470H930" stroke="${C.gold}" stroke-width="1" opacity="0.35"/>`,
  );
  a.add(`<rect x="${bx0}" y="${roofY}" width="${bx1 - bx0}" height="${gBot - roofY}" fill="#0a0c11"/>`);
  // glass: warm light inside, brighter at floor level
  a.add(
    `<rect x="${bx0 + 16}" y="${gTop}" width="${bx1 - bx0 - 32}" height="${gBot - gTop}" fill="${a.lin(
      [
        [0, "#5a4530"],
        [0.55, "#bf8d4e"],
        [1, "#f0c884"],
      ],
      0,
      gTop,
      0,
      gBot,
    )}"/>`,
  );
  a.add(
    `<rect x="${bx0 + 16}" y="${gTop}" width="${bx1 - bx0 - 32}" height="${gBot - gTop}" fill="${a.lin(
      [
        [0, "#0a0c11", 0.55],
        [0.25, "#0a0c11", 0],
        [0.75, "#0a0c11", 0],
        [1, "#0a0c11", 0.6],
      ],
      bx0,
      0,
      bx1,
      0,
    )}"/>`,
  );
  // some bays dimmer than others
  let dim = "";
  for (let x = bx0 + 16; x < bx1 - 16; x += 22) if (rng.chance(0.3)) dim += `M${x},${gTop}h22V${gBot}h-22Z`;
  a.add(`<path d="${dim}" fill="#0a0c11" opacity="0.3"/>`);
  // mullions, a mezzanine floor, people inside and on the forecourt
  let mull = "";
  for (let x = bx0 + 16; x <= bx1 - 16; x += 22) mull += `M${x},${gTop}V${gBot}`;
  mull += `M${bx0 + 16},${gTop + 30}H${bx1 - 16}`;
  a.add(
    `<path d="${mull}" stroke="#0a0c11" stroke-width="2.2"/><path d="M${bx0 + 16},${gTop + 31.5}H${bx1 - 16}" stroke="#0a0c11" stroke-width="3"/>`,
  );
  let ppl = "";
  for (let i = 0; i < 22; i++) {
    const x = rng.range(bx0 + 40, bx1 - 40);
    const up = rng.chance(0.2);
    const base = up ? gTop + 30 : gBot;
    const h = up ? rng.range(9, 11) : rng.range(14, 18);
    const w = h * 0.28;
    ppl += `M${n(x - w)},${n(base)}L${n(x - w * 0.8)},${n(base - h * 0.78)}L${n(x + w * 0.8)},${n(base - h * 0.78)}L${n(x + w)},${n(base)}Z`;
    const hr = h * 0.12;
    ppl += `M${n(x - hr)},${n(base - h * 0.88)}a${n2(hr)},${n2(hr)} 0 1 1 ${n2(2 * hr)},0a${n2(hr)},${n2(hr)} 0 1 1 ${n2(-2 * hr)},0Z`;
  }
  a.add(`<path d="${ppl}" fill="#1a1410" opacity="0.85"/>`);
  // the roof: a thin slab overhanging both ends, its edge catching the planet light
  a.add(`<path d="M${bx0 - 40},${roofY - 8}H${bx1 + 50}L${bx1 + 44},${roofY + 6}H${bx0 - 34}Z" fill="#07090d"/>`);
  a.add(
    `<path d="M${bx0 - 40},${roofY - 8}H${bx1 + 50}" stroke="${a.lin(
      [
        [0, C.gold, 0.2],
        [0.7, "#f3dca8", 0.85],
        [1, C.gold, 0.3],
      ],
      bx0 - 40,
      0,
      bx1 + 50,
      0,
    )}" stroke-width="1.4"/>`,
  );
  // slender pillars carrying the overhang
  a.add(
    `<path d="M${bx0 - 22},${roofY + 6}V${gBot}M${bx1 + 30},${roofY + 6}V${gBot}" stroke="#07090d" stroke-width="4"/>`,
  );
  // quay
  a.add(`<rect x="0" y="${gBot}" width="${W}" height="${hz - gBot + 10}" fill="#07080b"/>`);
  a.add(
    `<rect x="${bx0}" y="${gBot}" width="${bx1 - bx0}" height="${hz - gBot + 4}" fill="${C.amber}" opacity="0.18"/>`,
  );
  a.add(`<path d="M0,${hz + 4}H${W}" stroke="${C.gold}" stroke-width="1" opacity="0.3"/>`);

  // the water: the hall's light broken into dashes, a faint gold path under the planet
  const lights: Light[] = [];
  a.add(
    `<rect x="0" y="${hz + 10}" width="${W}" height="80" fill="${a.rad(
      [
        [0, C.amber, 0.2],
        [0.6, C.amber, 0.08],
        [1, C.amber, 0],
      ],
      0,
      0,
      1,
      { transform: `translate(605 ${hz + 10}) scale(500 80)` },
    )}"/>`,
  );
  for (let x = bx0 + 40; x < bx1 - 20; x += 44)
    lights.push({ x: x + rng.range(-6, 6), y: gBot - 16, c: rng.chance(0.2) ? C.sand : C.amber, r: rng.range(1, 1.6) });
  a.add(reflections(a, lights, hz + 10, { maxLen: 160, rng, opacity: 0.5, width: 8 }));
  a.add(glow(a, 620, hz + 40, 520, 50, C.amber, 0.12));
  a.add(ripples(a, 0, W, hz + 14, H, 140, rng, "#c9b48c", 0.08));
  a.add(vignette(a, 0.7));
  return a.toString();
}

void trail;
