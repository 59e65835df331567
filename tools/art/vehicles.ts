import { Art, C, n, rect, glow, hairline, dust } from "./lib.ts";
import { car, type Model, projectedLength, frontBand } from "./car.ts";

/** Studio portrait of one car: dark cyclorama, soft top light, glossy floor reflection. */
export function vehicle(model: Model, seed: number): string {
  const a = new Art(1200, 800, seed);
  const W = a.w,
    H = a.h;
  const horizon = 560;
  // back wall
  a.add(
    rect(
      a,
      a.lin(
        [
          [0, "#07090c"],
          [0.45, C.ink],
          [0.7, "#161b24"],
          [0.78, "#10141a"],
          [1, "#040506"],
        ],
        0,
        0,
        0,
        H,
      ),
    ),
  );
  // large soft key light behind the car
  a.add(glow(a, W * 0.52, horizon - 60, 700, 300, "#323b4b", 1));
  a.add(glow(a, W * 0.56, horizon - 30, 460, 120, C.sand, 0.12));
  // floor pool of light
  a.add(glow(a, W * 0.5, horizon + 80, 640, 110, "#3a4250", 0.55));
  // a thin architectural light line on the wall (gold), very restrained
  a.add(hairline(a, W * 0.08, 250, W * 0.92, 250, C.gold, 0.35, 1.1));
  a.add(glow(a, W * 0.5, 250, 520, 24, C.gold, 0.08));

  a.add(dust(a, { count: 40, x: [100, 1100], y: [60, 420], r: [0.6, 1.6], color: C.sand, opacity: [0.05, 0.25] }));
  const theta = 0.36;
  const Lp = projectedLength(model, theta);
  const scale = 960 / Lp;
  const x0 = (W - Lp * scale) / 2 + frontBand(model, theta) * scale;
  const ground = horizon + 60;
  const id = a.id("car");
  const body = car(a, model, {
    x: x0,
    y: ground,
    scale,
    theta,
    env: "studio",
    rim: C.gold,
    paint: model === "model-s" ? "midnight" : "black",
  });
  a.def(`<g id="${id}">${body}</g>`);
  // reflection
  const m = a.mask(
    `<rect x="0" y="${ground}" width="${W}" height="${H - ground}" fill="${a.lin(
      [
        [0, "#fff", 0.42],
        [0.35, "#fff", 0.1],
        [1, "#fff", 0],
      ],
      0,
      ground,
      0,
      ground + 260,
    )}"/>`,
  );
  a.add(
    `<g mask="${m}"><use href="#${id}" xlink:href="#${id}" transform="translate(0 ${n(ground * 2)}) scale(1 -1)"/></g>`,
  );
  a.add(`<use href="#${id}" xlink:href="#${id}"/>`);
  // dust in the light
  // vignette
  a.add(
    rect(
      a,
      a.rad(
        [
          [0, C.ink, 0],
          [0.6, C.ink, 0],
          [1, "#000", 0.75],
        ],
        W / 2,
        H * 0.55,
        W * 0.72,
      ),
    ),
  );
  return a.toString();
}
