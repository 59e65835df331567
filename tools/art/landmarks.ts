/**
 * Silhouettes of Nantes and Loire-Atlantique landmarks, in metres with y up (0 = ground).
 * Place them with place(): translate + scale(k, -k).
 */
import { Rng, n, n2, type Pt } from "./lib.ts";

const P = (p: Pt[]) => "M" + p.map((q) => `${n2(q[0])},${n2(q[1])}`).join("L") + "Z";

export function place(d: string, x: number, y: number, k: number, attrs: string): string {
  return `<path d="${d}" transform="translate(${n(x)} ${n(y)}) scale(${n2(k)} ${n2(-k)})" ${attrs}/>`;
}

/** Tour Bretagne: slender 144 m slab with a crown and a mast. Origin at its base centre. */
export function tourBretagne(): string {
  return (
    P([
      [-15, 0],
      [-15, 128],
      [-16.5, 129],
      [-16.5, 137],
      [-13, 138],
      [-13, 141],
      [13, 141],
      [13, 138],
      [16.5, 137],
      [16.5, 129],
      [15, 128],
      [15, 0],
    ]) +
    P([
      [-0.6, 141],
      [-0.6, 158],
      [0.6, 158],
      [0.6, 141],
    ])
  );
}

/** Window grid of the tower (lit rows), returns small rects in the same coordinates. */
export function tourBretagneWindows(rng: Rng, density = 0.18): string {
  let d = "";
  for (let f = 6; f < 126; f += 3.4) {
    for (let c = -13; c < 13; c += 3.25) {
      if (rng.next() < density) d += `M${n2(c)},${n2(f)}h2.2v1.6h-2.2Z`;
    }
  }
  return d;
}

/** Cathédrale Saint-Pierre: two flat-topped square towers, gable, long nave with pinnacles. Origin at the west front's left corner. */
export function cathedrale(): string {
  const towers = P([
    [0, 0],
    [0, 60],
    [0.6, 60],
    [0.6, 64.5],
    [2.2, 64.5],
    [2.2, 61],
    [11.8, 61],
    [11.8, 64.5],
    [13.4, 64.5],
    [13.4, 60],
    [14, 60],
    [14, 44],
    [20, 50.5],
    [26, 44],
    [26, 60],
    [26.6, 60],
    [26.6, 64.5],
    [28.2, 64.5],
    [28.2, 61],
    [37.8, 61],
    [37.8, 64.5],
    [39.4, 64.5],
    [39.4, 60],
    [40, 60],
    [40, 0],
  ]);
  // nave and choir roof behind, to the east (right)
  let nave = "M38,0L38,33L42,33L44,41L118,41L121,33L132,33L136,30L136,0Z";
  // flying buttress pinnacles along the nave
  for (let x = 48; x <= 128; x += 8) nave += `M${x - 0.7},30L${x - 0.7},37L${x},40L${x + 0.7},37L${x + 0.7},30Z`;
  // transept gable
  nave += "M86,0L86,41L91,48L96,41L96,0Z";
  return towers + nave;
}

/** Château des ducs de Bretagne: round towers with machicolations, curtain walls and the Grand Logis with tall dormers. Origin left. */
export function chateau(): string {
  const tower = (cx: number, r: number, h: number): string => {
    // slightly battered base, corbelled crown
    return P([
      [cx - r - 1.2, 0],
      [cx - r, h * 0.75],
      [cx - r - 1, h],
      [cx - r - 1, h + 3],
      [cx + r + 1, h + 3],
      [cx + r + 1, h],
      [cx + r, h * 0.75],
      [cx + r + 1.2, 0],
    ]);
  };
  let d = "";
  d += P([
    [0, 0],
    [0, 15],
    [180, 15],
    [180, 0],
  ]);
  // crenellations on the curtain wall
  for (let x = 2; x < 178; x += 4) d += `M${x},15h2v1.6h-2Z`;
  d += tower(8, 8, 19) + tower(46, 9.5, 22) + tower(132, 9, 21) + tower(172, 10, 20);
  // Grand Logis: steep slate roof with lucarnes and chimneys
  d += "M62,15L62,24L66,34L116,34L120,24L120,15Z";
  for (const x of [70, 82, 94, 106]) d += `M${x - 3},24L${x - 3},33L${x},39.5L${x + 3},33L${x + 3},24Z`;
  for (const x of [76, 100, 113]) d += `M${x - 1},33L${x - 1},41L${x + 1},41L${x + 1},33Z`;
  // Grand Gouvernement (taller roof, right)
  d += "M138,15L138,26L142,33L160,33L164,26L164,15Z";
  d += "M150,33L150,38L152,38L152,33Z";
  return d;
}

/**
 * Titan crane (grue Titan jaune): lattice tower, machinery house, long jib with a tie mast.
 * Returns { solid, lattice } paths; origin at the tower base centre. Jib points left (towards the estuary) when dir = -1.
 */
export function titan(dir: 1 | -1 = 1): { solid: string; lattice: string } {
  const s = (x: number) => x * dir;
  const H = 34; // tower top
  let solid = "";
  // tower legs
  solid += P([
    [s(-5), 0],
    [s(-3.4), H],
    [s(3.4), H],
    [s(5), 0],
    [s(4), 0],
    [s(2.6), H - 1.5],
    [s(-2.6), H - 1.5],
    [s(-4), 0],
  ]);
  // machinery house
  solid += P([
    [s(-6), H],
    [s(-6), H + 6],
    [s(4), H + 6.6],
    [s(7), H + 5],
    [s(7), H],
  ]);
  // jib (top and bottom chords)
  solid += P([
    [s(-4), H + 4.4],
    [s(48), H + 4.4],
    [s(52), H + 3.6],
    [s(52), H + 2.8],
    [s(48), H + 2.4],
    [s(-4), H + 2.4],
  ]);
  solid += P([
    [s(-4), H + 1],
    [s(40), H + 2.6],
    [s(40), H + 2.2],
    [s(-4), H + 0.2],
  ]);
  // counter jib + counterweight
  solid += P([
    [s(-6), H + 3],
    [s(-19), H + 3],
    [s(-19), H + 0.6],
    [s(-22), H + 0.6],
    [s(-22), H - 4],
    [s(-15), H - 4],
    [s(-15), H + 1.4],
    [s(-6), H + 1.4],
  ]);
  // A-frame mast and ties
  solid += P([
    [s(-1.5), H + 6],
    [s(0), H + 15],
    [s(1.5), H + 6],
    [s(0.8), H + 6],
    [s(0), H + 13],
    [s(-0.8), H + 6],
  ]);
  let lattice = "";
  // tie cables
  lattice += `M${s(0)},${H + 14.5}L${s(50)},${H + 4}M${s(0)},${H + 14.5}L${s(30)},${H + 4.2}M${s(0)},${H + 14.5}L${s(-20)},${H + 3}`;
  // tower bracing
  for (let y = 0; y < H - 2; y += 4.25) {
    const w0 = 5 - (1.6 * y) / H,
      w1 = 5 - (1.6 * (y + 4.25)) / H;
    lattice += `M${n2(s(-w0))},${n2(y)}L${n2(s(w1))},${n2(y + 4.25)}M${n2(s(w0))},${n2(y)}L${n2(s(-w1))},${n2(y + 4.25)}`;
  }
  // jib bracing
  for (let x = -2; x < 46; x += 3) {
    lattice += `M${s(x)},${H + 2.4}L${s(x + 1.5)},${H + 4.4}L${s(x + 3)},${H + 2.4}`;
  }
  return { solid, lattice };
}

/** Generic low city band: blocks of varying heights, with a few roof accidents. */
export function cityBand(
  rng: Rng,
  x0: number,
  x1: number,
  hMin: number,
  hMax: number,
): { d: string; windows: Pt[]; tops: [number, number, number][] } {
  let d = "M" + n(x0) + ",0";
  let x = x0;
  const windows: Pt[] = [];
  const tops: [number, number, number][] = [];
  while (x < x1) {
    const w = rng.range(8, 26);
    const h = rng.range(hMin, hMax);
    const roof = rng.next();
    d += `L${n(x)},${n(h)}`;
    if (roof < 0.25) {
      // mansard / pitched
      d += `L${n(x + w * 0.2)},${n(h + w * 0.22)}L${n(x + w * 0.8)},${n(h + w * 0.22)}`;
    } else if (roof < 0.35) {
      d += `L${n(x + w * 0.4)},${n(h)}L${n(x + w * 0.4)},${n(h + 4)}L${n(x + w * 0.5)},${n(h + 4)}L${n(x + w * 0.5)},${n(h)}`;
    }
    d += `L${n(x + w)},${n(h)}`;
    tops.push([x, x + w, h]);
    for (let fy = 3; fy < h - 2; fy += 3.2) {
      for (let fx = x + 1.5; fx < x + w - 2; fx += 3.5) {
        if (rng.next() < 0.045) windows.push([fx, fy]);
      }
    }
    x += w;
  }
  d += `L${n(x)},0Z`;
  return { d, windows, tops };
}

/** Château de Clisson: ruined fortress on a rock above the Sèvre. Origin left at river level. */
export function clisson(): string {
  let d = "";
  // rocky spur
  d += "M0,0L0,8L12,12L30,14L60,16L95,15L125,12L150,7L160,0Z";
  // curtain walls with broken tops
  d += P([
    [14, 12],
    [14, 26],
    [18, 27],
    [20, 25.5],
    [24, 26.5],
    [30, 25],
    [30, 14],
  ]);
  // big keep, ruined crown
  d += P([
    [30, 14],
    [31, 46],
    [33, 46],
    [33, 48],
    [36, 48],
    [36, 45.5],
    [40, 46.5],
    [42, 44],
    [46, 47],
    [50, 47],
    [50, 44.5],
    [52, 44.5],
    [53, 16],
  ]);
  // long wall to the second tower
  d += P([
    [53, 16],
    [53, 30],
    [58, 30.5],
    [60, 29],
    [70, 30.5],
    [78, 29.5],
    [86, 31],
    [90, 30],
    [90, 15],
  ]);
  // round tower with corbels
  d += P([
    [88, 15],
    [89, 38],
    [88, 39.5],
    [88, 42],
    [90, 42],
    [90, 40.5],
    [92, 40.5],
    [92, 42],
    [94, 42],
    [94, 40.5],
    [96, 40.5],
    [96, 42],
    [98, 42],
    [98, 39.5],
    [97, 38],
    [98, 15],
  ]);
  // lower walls and a gate tower
  d += P([
    [98, 15],
    [98, 24],
    [112, 23],
    [120, 24.5],
    [120, 12],
  ]);
  d += P([
    [116, 12],
    [116, 33],
    [118, 35],
    [124, 35],
    [126, 33],
    [126, 11],
  ]);
  // empty window slits are drawn separately by the caller if needed
  return d;
}

/** Le Grand Éléphant (Machines de l'île), walking, trunk raised, with its terrace. Origin on the ground, y up, metres (~12 m tall). */
export function elephant(): { body: string; ear: string; deck: string; detail: string } {
  const body =
    "M-6,8.1" +
    "C-4.8,9.5 -2.4,10 0.4,9.95" + // back
    "C2.4,9.9 3.9,9.5 4.8,9.55" + // to the neck
    "C5.6,10.35 6.8,10.6 7.6,10.15" + // crown of the head
    "C8.3,9.75 8.6,8.9 8.7,8.1" + // forehead
    "C9.3,8.4 9.95,9.3 10.35,10.4" + // trunk rising
    "C10.6,11.1 10.95,11.6 11.3,11.55" +
    "C11.6,11.45 11.55,11.05 11.25,10.95" + // curled tip
    "C10.95,10.85 10.85,10.5 10.7,10" +
    "C10.2,8.6 9.5,7.2 8.6,6.9" + // inner trunk
    "C8.1,6.7 7.7,6.5 7.3,6.4" + // mouth
    "C6.9,5.9 6.3,5.1 5.7,4.5" + // throat and chest
    "L5.3,4.1" +
    "C3.2,3.3 -2.5,3.35 -4.8,3.9" + // belly
    "C-5.6,4.3 -6.2,5.4 -6.35,6.5" + // rump
    "C-6.4,7.2 -6.3,7.7 -6,8.1Z";
  const leg = (x: number, lean: number, w = 1.5) => {
    const k = 2.1; // knee height
    return `M${n2(x - w / 2)},4.4L${n2(x - w / 2 + lean * 0.5)},${k}L${n2(x - w / 2 + lean - 0.12)},0.35L${n2(x - w / 2 + lean - 0.25)},0L${n2(x + w / 2 + lean + 0.25)},0L${n2(x + w / 2 + lean + 0.12)},0.35L${n2(x + w / 2 + lean * 0.5)},${k}L${n2(x + w / 2)},4.4Z`;
  };
  const legs = leg(-4.3, -0.6, 1.7) + leg(-2.4, 0.5, 1.6) + leg(3.1, -0.45, 1.7) + leg(4.7, 0.55, 1.6);
  const ear = "M5.3,9.8C4.2,9.5 3.8,7.4 4.2,6.1C4.5,5.1 5.6,4.9 6.3,5.5C7,6.2 7.2,7.9 7,9C6.8,9.7 6.1,10 5.3,9.8Z";
  // terrace on the back: floor, balusters, rail, light canopy
  let deck = "M-5,9.85L3.9,9.85L3.9,10.05L-5,10.05Z";
  for (let x = -4.9; x <= 3.85; x += 0.55)
    deck += `M${n2(x)},10.05L${n2(x)},10.95L${n2(x + 0.07)},10.95L${n2(x + 0.07)},10.05Z`;
  deck += "M-5,10.9L3.9,10.9L3.9,11.02L-5,11.02Z";
  for (const x of [-4.9, -1.6, 1.5, 3.8]) deck += `M${n2(x)},11L${n2(x)},12.3L${n2(x + 0.1)},12.3L${n2(x + 0.1)},11Z`;
  deck += "M-5.5,12.25L4.4,12.25L4,12.6L-5.1,12.6Z";
  const detail =
    "M8.4,7.2C8.8,6.9 9.3,6.75 9.6,6.85" + // tusk
    "M-5.2,6.6C-2,6.2 2,6.2 5,6.6" + // plates on the flank
    "M-4.6,8.2C-1.5,7.8 1.5,7.8 4.4,8.3" +
    "M-1,4.4L-1,9.6M2,4.4L2,9.6";
  return { body: body + legs, ear, deck, detail };
}

/** Rolling vineyard hill with rows; returns hill outline and row strokes. */
export function vineRows(x0: number, x1: number, yTop: (x: number) => number, yBase: number, rows: number): string {
  let d = "";
  for (let i = 1; i <= rows; i++) {
    const t = i / (rows + 1);
    let seg = "";
    for (let x = x0; x <= x1; x += (x1 - x0) / 24) {
      const y = yTop(x) + (yBase - yTop(x)) * t * t;
      seg += (seg ? "L" : "M") + `${n(x)},${n(y)}`;
    }
    d += seg;
  }
  return d;
}
