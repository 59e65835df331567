/** Event illustrations, 1200 x 800. */
import { Art, C, Rng, n, n2, rect, glow, bokeh, dust, trail, spline, vignette, type Pt } from "./lib.ts";
import { clisson, elephant, place } from "./landmarks.ts";
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
  // castle on its rock (left, distant), softly lit by the fires
  const ck = 2.9;
  const cx = 70,
    cy = 500;
  a.add(place(clisson(), cx, cy, ck, `fill="#0d0c10"`));
  a.add(`<g opacity="0.5" filter="${a.blur(6)}">${place(clisson(), cx + 4, cy, ck, `fill="none" stroke="${C.amber}" stroke-width="${n2(1.4 / ck)}"`)}</g>`);
  // trees under the castle
  let tr = "";
  for (let x = 0; x < 640; x += rng.range(8, 18)) tr += `<ellipse cx="${n(x)}" cy="${n(cy + rng.range(-4, 10))}" rx="${n(rng.range(12, 26))}" ry="${n(rng.range(10, 24))}"/>`;
  a.add(`<g fill="#09080b">${tr}</g>`);
  a.add(`<rect x="0" y="${cy + 8}" width="${W}" height="${H}" fill="#09080b"/>`);
  // the stage: towers, roof truss, beams
  const sx0 = 560,
    sx1 = 1160,
    sy = 600;
  let beams = "";
  for (let i = 0; i < 7; i++) {
    const x = sx0 + 40 + i * 85;
    beams += beam(a, x, 250, Math.PI + rng.range(-0.5, 0.5), 700, rng.range(0.05, 0.08), i % 3 === 0 ? C.ivory : C.amber, 0.35, 5);
  }
  a.add(`<g style="mix-blend-mode:screen">${beams}</g>`);
  a.add(`<path d="M${sx0},${sy}L${sx0 + 10},250L${sx1 - 10},250L${sx1},${sy}Z" fill="#0b0a0d" opacity="0.55"/>`);
  a.add(truss(a, sx0, sx1, 240, 18, "#1c1a1f"));
  a.add(`<path d="M${sx0},250V${sy}M${sx1},250V${sy}" stroke="#1c1a1f" stroke-width="14"/>`);
  // flame columns in front of the stage
  let fl = "",
    core = "";
  for (let i = 0; i < 6; i++) {
    const x = sx0 + 50 + i * 100;
    const h = rng.range(150, 240);
    fl += `<path d="${flame(x, sy, 60, h, rng.range(-16, 16))}" fill="${a.lin(
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
    core += `<path d="${flame(x, sy, 22, h * 0.55, rng.range(-6, 6))}" fill="#fff6e2" opacity="0.8"/>`;
  }
  a.add(`<g filter="${a.blur(9)}">${fl}</g>`);
  a.add(`<g filter="${a.blur(3)}">${core}</g>`);
  // embers
  a.add(bokeh(a, { count: 50, x: [540, 1180], y: [200, 590], r: [1, 4], colors: [C.amber, "#ffb36a", C.gold], opacity: [0.3, 0.8], blur: 0.8, rng }));
  // stage deck
  a.add(`<rect x="${sx0 - 20}" y="${sy}" width="${sx1 - sx0 + 40}" height="16" fill="#060506"/>`);
  a.add(`<rect x="${sx0}" y="${sy - 3}" width="${sx1 - sx0}" height="6" fill="${C.amber}" opacity="0.5" filter="${a.blur([30, 4])}"/>`);
  // crowd
  const c1 = crowd(a, rng, 300, W, 640, 1, 13, "#0a0809", 0.22);
  a.add(`<g filter="${a.blur(3)}" opacity="0.45" transform="translate(0 -2)">${c1.replace('fill="#0a0809"', `fill="${C.amber}"`)}</g>`);
  a.add(c1);
  a.add(`<g filter="${a.blur(2)}">${crowd(a, rng, 0, W, 700, 1, 22, "#040304", 0.15)}</g>`);
  a.add(vignette(a, 0.7));
  return a.toString();
}

/** Festival des 3 Continents: projector beam through a dark auditorium, film frames drifting. */
export function troisContinents(): string {
  const a = new Art(W, H, 202);
  const rng = new Rng(202);
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#06070a"],
          [0.6, "#0f121a"],
          [1, "#050608"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  // projector window (top right) and its beam fanning to the left
  const px = 1080,
    py = 150;
  const beamG = a.lin(
    [
      [0, "#fff3da", 0.75],
      [0.3, C.sand, 0.28],
      [1, C.blue, 0.04],
    ],
    px,
    py,
    0,
    py + 120,
  );
  a.add(`<path d="M${px},${py - 6}L-40,-40L-40,620L${px},${py + 8}Z" fill="${beamG}" filter="${a.blur(10)}"/>`);
  a.add(`<path d="M${px},${py - 2}L-40,110L-40,330L${px},${py + 4}Z" fill="${beamG}" opacity="0.6" filter="${a.blur(4)}"/>`);
  a.add(glow(a, px, py, 90, 60, "#fff6e6", 0.9));
  a.add(`<rect x="${px - 6}" y="${py - 10}" width="40" height="22" rx="3" fill="#fffaf0"/>`);
  // dust in the beam
  a.add(
    dust(a, {
      count: 260,
      x: [0, px],
      y: [0, 560],
      r: [0.4, 1.6],
      color: "#fff1d6",
      opacity: [0.15, 0.7],
      rng,
      weight: (x, y) => {
        const t = x / px;
        const top = py - (py + 40) * (1 - t),
          bot = py + (620 - py) * (1 - t);
        return y > top && y < bot ? 1 : 0;
      },
    }),
  );
  // a film strip curling across the frame
  const strip: Pt[] = [
    [-60, 600],
    [200, 540],
    [460, 560],
    [700, 500],
    [940, 430],
    [1260, 420],
  ];
  const stripD = spline(strip);
  a.add(`<path d="${stripD}" fill="none" stroke="#000" stroke-width="118" opacity="0.5" filter="${a.blur(14)}"/>`);
  a.add(`<path d="${stripD}" fill="none" stroke="#141820" stroke-width="104"/>`);
  a.add(`<path d="${stripD}" fill="none" stroke="#2a3040" stroke-width="104" stroke-dasharray="1 1000" opacity="0"/>`);
  // frames: luminous panels along the strip; sprocket holes as dashed strokes offset
  const frameCols = [C.amber, C.gold, C.blue, "#d9785b", C.sand, C.blue, C.amber];
  a.add(`<path d="${stripD}" fill="none" stroke="${C.sand}" stroke-width="4" stroke-dasharray="7 9" opacity="0.35" transform="translate(0 -42)"/>`);
  a.add(`<path d="${stripD}" fill="none" stroke="${C.sand}" stroke-width="4" stroke-dasharray="7 9" opacity="0.35" transform="translate(0 42)"/>`);
  let frames = "";
  const L = 1450;
  for (let i = 0; i < 12; i++) {
    const col = frameCols[i % frameCols.length]!;
    frames += `<path d="${stripD}" fill="none" stroke="${col}" stroke-width="66" stroke-dasharray="0 ${n(i * 120 + 14)} 96 ${L * 2}" opacity="${n2(rng.range(0.12, 0.32))}"/>`;
  }
  a.add(frames);
  a.add(`<g filter="${a.blur(16)}" opacity="0.5">${frames}</g>`);
  // seats: rows of rounded backs at the bottom
  let seats = "";
  for (let r = 0; r < 3; r++) {
    const y = 640 + r * 56;
    const s = 44 + r * 14;
    for (let x = -20 + (r % 2) * s * 0.5; x < W + 40; x += s * 1.05) {
      seats += `M${n(x)},${n(y + s)}V${n(y + s * 0.35)}Q${n(x)},${n(y)} ${n(x + s * 0.45)},${n(y)}Q${n(x + s * 0.9)},${n(y)} ${n(x + s * 0.9)},${n(y + s * 0.35)}V${n(y + s)}Z`;
    }
  }
  a.add(`<path d="${seats}" fill="#07080b"/>`);
  a.add(`<path d="${seats}" fill="none" stroke="${C.sand}" stroke-width="1" opacity="0.08"/>`);
  a.add(`<rect x="0" y="760" width="${W}" height="40" fill="#050608"/>`);
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
  a.add(`<path d="${bowl}" fill="${a.lin(
    [
      [0, "#0d1118"],
      [1, "#1a2230"],
    ],
    0,
    120,
    0,
    hz,
  )}"/>`);
  // tiers (crowd texture as tiny specks)
  a.add(dust(a, { count: 1400, x: [0, W], y: [170, hz - 10], r: [0.6, 1.4], color: "#c8d2e0", opacity: [0.05, 0.2], rng, weight: (x, y) => (y > 150 + Math.abs(x - 600) * -0.1 + 30 ? 1 : 0) }));
  a.add(dust(a, { count: 90, x: [0, W], y: [180, hz - 10], r: [0.8, 1.6], color: C.gold, opacity: [0.2, 0.5], rng }));
  for (const y of [230, 300, 360]) a.add(`<path d="M0,${y + 20}Q600,${y - 30} 1200,${y + 20}" fill="none" stroke="#05070a" stroke-width="6" opacity="0.7"/>`);
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
  a.add(`<path d="${stripes}" fill="#1b3326" opacity="0.7"/>`);
  a.add(`<rect x="0" y="${hz}" width="${W}" height="${H - hz}" fill="${a.rad(
    [
      [0, "#f6f1e4", 0.16],
      [1, "#f6f1e4", 0],
    ],
    600,
    hz + 120,
    700,
  )}"/>`);
  // lines: touchlines, halfway line, centre circle, penalty area (far)
  const lines =
    `M380,${hz + 2}L-200,${H + 40}M820,${hz + 2}L1400,${H + 40}M380,${hz + 2}H820` +
    `M${n(600 - 230)},${hz + 150}H${n(600 + 230)}` +
    `M455,${hz + 2}L440,${hz + 38}H760L745,${hz + 2}` +
    `M515,${hz + 2}L511,${hz + 14}H689L685,${hz + 2}`;
  a.add(`<path d="${lines}" fill="none" stroke="#f3efe4" stroke-width="2.4" opacity="0.75"/>`);
  a.add(`<ellipse cx="600" cy="${hz + 150}" rx="135" ry="32" fill="none" stroke="#f3efe4" stroke-width="2.4" opacity="0.75"/>`);
  a.add(`<circle cx="600" cy="${hz + 150}" r="3" fill="#f3efe4"/>`);
  a.add(`<path d="${lines}" fill="none" stroke="${C.gold}" stroke-width="9" opacity="0.15" filter="${a.blur(4)}"/>`);
  // goal at the far end
  a.add(`<path d="M570,${hz + 2}V${hz - 14}H630V${hz + 2}" fill="none" stroke="#fbf8ef" stroke-width="2"/>`);
  // haze and a yellow-gold accent of the home colours
  a.add(`<rect x="0" y="${hz - 60}" width="${W}" height="90" fill="#e8eef6" opacity="0.08" filter="${a.blur([40, 16])}"/>`);
  a.add(`<rect x="0" y="${hz - 4}" width="${W}" height="4" fill="${C.gold}" opacity="0.5"/>`);
  void pitch;
  a.add(vignette(a, 0.65));
  return a.toString();
}

/** La Folle Journée: the strings and f-hole of a cello under concert-hall light. */
export function folleJournee(): string {
  const a = new Art(W, H, 404);
  const rng = new Rng(404);
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#0b0906"],
          [1, "#050403"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  // concert hall chandeliers as warm bokeh
  a.add(bokeh(a, { count: 40, x: [0, W], y: [0, 380], r: [10, 42], colors: [C.amber, C.gold, "#f3d9a6"], opacity: [0.06, 0.22], blur: 4, rng }));
  a.add(glow(a, 840, 300, 600, 420, C.amber, 0.22));
  // the instrument: upper bout of a cello, rotated
  const body = "M-140,900C-160,640 40,520 230,470C360,436 430,340 520,250C610,160 760,120 900,160C1080,210 1180,360 1260,420L1260,900Z";
  const wood = a.lin(
    [
      [0, "#6b3a1c"],
      [0.35, "#3b1f10"],
      [0.7, "#1a0d06"],
      [1, "#0a0503"],
    ],
    900,
    160,
    500,
    800,
  );
  a.add(`<g transform="rotate(-8 600 500)">`);
  a.add(`<path d="${body}" fill="${wood}"/>`);
  // varnish highlights
  a.add(`<path d="M260,520C420,420 520,280 650,210C760,160 880,160 980,200" fill="none" stroke="#ffd9a0" stroke-width="22" opacity="0.22" filter="${a.blur(10)}"/>`);
  a.add(`<path d="M300,505C440,415 530,290 650,222" fill="none" stroke="#fff0d2" stroke-width="3" opacity="0.5" filter="${a.blur(1.5)}"/>`);
  // purfling (double line following the edge)
  a.add(`<path d="${body}" fill="none" stroke="#0a0503" stroke-width="16" opacity="0.7" transform="translate(10 18)"/>`);
  a.add(`<path d="${body}" fill="none" stroke="#c8a45d" stroke-width="1.2" opacity="0.25" transform="translate(16 26)"/>`);
  // f-hole
  const fh = "M560,640C560,590 600,560 620,520C640,480 640,440 612,420C600,412 590,420 594,432C598,446 616,440 612,428M620,520C628,540 640,560 660,580C690,610 690,650 664,664C650,670 640,660 646,650C652,640 668,648 660,660";
  a.add(`<path d="${fh}" fill="none" stroke="#050302" stroke-width="12" stroke-linecap="round"/>`);
  a.add(`<path d="${fh}" fill="none" stroke="#8a5a30" stroke-width="2" stroke-linecap="round" opacity="0.5" transform="translate(2 3)"/>`);
  // bridge
  a.add(`<path d="M690,520L930,500L934,528C880,520 860,548 815,546C770,544 752,530 700,548Z" fill="#d9b98a"/>`);
  a.add(`<path d="M690,520L930,500" stroke="#fff2d6" stroke-width="2" opacity="0.8"/>`);
  a.add(`</g>`);
  // strings: four gold lines crossing the frame, with sheen
  let strings = "",
    sheen = "";
  for (let i = 0; i < 4; i++) {
    const x0 = 520 + i * 44,
      x1 = 980 + i * 66;
    const d = `M${x0},${H + 20}L${x1},-20`;
    strings += `<path d="${d}" stroke="${a.lin(
      [
        [0, "#6d5734"],
        [0.45, "#f3dfb0"],
        [0.55, "#fff6e0"],
        [1, "#6d5734"],
      ],
      x0,
      H,
      x1,
      0,
    )}" stroke-width="${n2(4.2 - i * 0.7)}"/>`;
    sheen += `<path d="${d}" stroke="${C.amber}" stroke-width="14" opacity="0.2"/>`;
  }
  a.add(`<g filter="${a.blur(6)}">${sheen}</g>`);
  a.add(strings);
  a.add(vignette(a, 0.75));
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
  // far bank
  let bank = "M0,470";
  for (let x = 0; x <= W; x += 30) bank += `L${x},${n(hz - rng.range(4, 22) * (x > 700 ? 1.6 : 1))}`;
  bank += `L${W},${hz + 6}L0,${hz + 6}Z`;
  a.add(`<path d="${bank}" fill="#1b1a24"/>`);
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
  // the Éléphant, on the right bank of the Île, lit from below
  const ek = 26;
  const ex = 940,
    ey = hz + 10;
  a.add(`<g filter="${a.blur(8)}" opacity="0.45">${place(elephant(), ex, ey, ek, `fill="${C.amber}"`)}</g>`);
  a.add(place(elephant(), ex, ey, ek, `fill="#0c0b10"`));
  a.add(place(elephant(), ex, ey, ek, `fill="none" stroke="${C.gold}" stroke-width="${n2(0.9 / ek)}" opacity="0.4"`));
  // tiny figures on its deck
  a.add(dust(a, { count: 6, x: [ex - 4.8 * ek, ex + 3.6 * ek], y: [ey - 11.2 * ek, ey - 10.6 * ek], r: [1.6, 2.2], color: "#0c0b10", opacity: [1, 1], rng }));
  a.add(`<g filter="${a.blur(10)}" opacity="0.8">${halos}</g>`);
  a.add(rings);
  // water with reflections
  a.add(`<rect x="0" y="${hz + 90}" width="${W}" height="${H - hz - 90}" fill="${a.lin(
    [
      [0, "#241f2b"],
      [1, "#07080b"],
    ],
    0,
    hz + 90,
    0,
    H,
  )}"/>`);
  a.add(`<path d="M0,${hz + 90}L${W},${hz + 34}L${W},${hz + 40}L0,${hz + 96}Z" fill="#050507"/>`);
  const reflLights: Light[] = lights.map((L) => ({ ...L, y: hz + 90 - (hz + 90 - L.y) * 0.4 }));
  for (let i = 0; i < 18; i++) reflLights.push({ x: rng.range(0, W), y: hz - 6, c: rng.chance(0.5) ? C.amber : C.sand, r: rng.range(0.4, 0.9) });
  a.add(reflections(a, reflLights, hz + 96, { maxLen: 210, rng, opacity: 0.55, width: 9 }));
  a.add(ripples(a, 0, W, hz + 100, H, 160, rng, "#f3d3b0", 0.08));
  a.add(bokeh(a, { count: 14, x: [0, W], y: [80, 400], r: [5, 16], colors: [C.amber, C.sand], opacity: [0.05, 0.14], blur: 3, rng }));
  a.add(vignette(a, 0.6));
  return a.toString();
}

/** Salon du livre: an open book, pages fanning in warm library light. */
export function salonLivre(): string {
  const a = new Art(W, H, 606);
  const rng = new Rng(606);
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#140e09"],
          [0.6, "#0b0806"],
          [1, "#050403"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  // blurred shelves: vertical spines in warm tones
  let spines = "";
  for (let row = 0; row < 3; row++) {
    const y = 40 + row * 150;
    for (let x = -10; x < W; ) {
      const w = rng.range(14, 34);
      const h = rng.range(96, 128);
      const c = rng.pick(["#3b2616", "#4a2e1a", "#2a1c12", "#5a3a20", "#2f2a22", "#3e2c1c", "#6b4a26"]);
      spines += `<rect x="${n(x)}" y="${n(y + 128 - h)}" width="${n(w)}" height="${n(h)}" fill="${c}"/>`;
      x += w + rng.range(1, 3);
    }
    spines += `<rect x="0" y="${y + 128}" width="${W}" height="14" fill="#0a0705"/>`;
  }
  a.add(`<g filter="${a.blur(7)}" opacity="0.75">${spines}</g>`);
  a.add(glow(a, 620, 200, 520, 260, C.amber, 0.35));
  a.add(bokeh(a, { count: 18, x: [0, W], y: [0, 420], r: [8, 30], colors: [C.amber, "#f3d9a6"], opacity: [0.08, 0.2], blur: 4, rng }));
  // table
  a.add(`<rect x="0" y="560" width="${W}" height="240" fill="${a.lin(
    [
      [0, "#24170d"],
      [1, "#0a0604"],
    ],
    0,
    560,
    0,
    H,
  )}"/>`);
  // book: two page blocks with a curved spread, seen in slight perspective
  const cx = 600,
    gy = 560;
  const shadow = `<ellipse cx="${cx}" cy="${gy + 120}" rx="470" ry="48" fill="#000" opacity="0.7" filter="${a.blur(18)}"/>`;
  a.add(shadow);
  // cover edges
  a.add(`<path d="M${cx},${gy + 110}L${cx - 440},${gy + 80}L${cx - 446},${gy + 92}L${cx},${gy + 124}L${cx + 446},${gy + 92}L${cx + 440},${gy + 80}Z" fill="#3a1f12"/>`);
  // page stack thickness
  a.add(`<path d="M${cx},${gy + 106}L${cx - 432},${gy + 70}L${cx - 436},${gy + 84}L${cx},${gy + 114}L${cx + 436},${gy + 84}L${cx + 432},${gy + 70}Z" fill="#d9cdb7"/>`);
  let edges = "";
  for (let i = 0; i < 9; i++) edges += `M${cx - 432},${gy + 72 + i * 1.4}L${cx},${gy + 107 + i * 0.9}L${cx + 432},${gy + 72 + i * 1.4}`;
  a.add(`<path d="${edges}" fill="none" stroke="#a8987c" stroke-width="0.6" opacity="0.6"/>`);
  const pageG = (flip: number) =>
    a.lin(
      [
        [0, "#8f8069"],
        [0.12, "#e9e1d3"],
        [0.6, "#f7f3ec"],
        [1, "#efe6d6"],
      ],
      cx,
      0,
      cx + flip * 430,
      0,
    );
  const left = `M${cx},${gy + 104}C${cx - 60},${gy + 40} ${cx - 200},${gy + 30} ${cx - 430},${gy + 70}L${cx - 420},${gy - 150}C${cx - 220},${gy - 190} ${cx - 70},${gy - 180} ${cx},${gy - 120}Z`;
  const right = `M${cx},${gy + 104}C${cx + 60},${gy + 40} ${cx + 200},${gy + 30} ${cx + 430},${gy + 70}L${cx + 420},${gy - 150}C${cx + 220},${gy - 190} ${cx + 70},${gy - 180} ${cx},${gy - 120}Z`;
  a.add(`<path d="${left}" fill="${pageG(-1)}"/><path d="${right}" fill="${pageG(1)}"/>`);
  // fanning pages lifting on the right
  for (let i = 0; i < 5; i++) {
    const lift = 30 + i * 26;
    const tip = cx + 400 - i * 34;
    const p = `M${cx},${gy + 100}C${cx + 90},${gy + 10 - lift} ${cx + 220},${gy - lift * 0.9} ${tip},${gy + 40 - lift * 1.1}L${tip - 10},${gy - 170 - lift * 0.5}C${cx + 210},${gy - 200 - lift} ${cx + 80},${gy - 190 - lift * 0.6} ${cx},${gy - 118}Z`;
    a.add(`<path d="${p}" fill="#000" opacity="0.12" filter="${a.blur(6)}" transform="translate(8 10)"/>`);
    a.add(`<path d="${p}" fill="${a.lin(
      [
        [0, "#b9ab92"],
        [0.3, "#f3ede2"],
        [1, "#fbf8f2"],
      ],
      cx,
      0,
      tip,
      0,
    )}" opacity="${n2(0.9 - i * 0.08)}"/>`);
  }
  // gutter shadow
  a.add(`<path d="M${cx},${gy - 120}L${cx},${gy + 104}" stroke="#5a4a36" stroke-width="10" opacity="0.5" filter="${a.blur(6)}"/>`);
  // warm light falling on the pages
  a.add(glow(a, cx + 60, gy - 60, 420, 200, "#fff1d0", 0.25));
  a.add(dust(a, { count: 60, x: [250, 950], y: [60, 460], r: [0.5, 1.5], color: "#ffe7bd", opacity: [0.2, 0.6], rng }));
  a.add(vignette(a, 0.7));
  return a.toString();
}

void trail;
