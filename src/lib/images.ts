/**
 * Responsive image variants, by kind. The build (scripts/images.ts) turns each file of content/images into
 * /img/{name}-{width}.{avif,webp}; pages only need a name and a kind. A kind is chosen by the name's prefix,
 * so an operator replaces artwork by dropping a photo with the same name (hero.jpg beats hero.svg).
 */
export const imageKinds = {
  hero: { width: 1920, height: 1080, widths: [640, 960, 1280, 1920] },
  card: { width: 1200, height: 800, widths: [400, 800, 1200] },
  cover: { width: 1200, height: 675, widths: [400, 800, 1200] },
  social: { width: 1200, height: 630, widths: [1200] },
} as const;

export type ImageKind = keyof typeof imageKinds;

export function kindOf(name: string): ImageKind {
  if (name.endsWith("hero")) return "hero";
  if (name.startsWith("event-") || name.startsWith("vehicle-")) return "card";
  if (name.startsWith("blog-")) return "cover";
  if (name.startsWith("og-")) return "social";
  throw new Error(`Image "${name}": unknown kind (name it *hero, event-*, vehicle-*, blog-* or og-*)`);
}

export function srcSet(name: string, format: "avif" | "webp"): string {
  return imageKinds[kindOf(name)].widths.map((w) => `/img/${name}-${w}.${format} ${w}w`).join(", ");
}

export function fallbackSrc(name: string): string {
  const widths = imageKinds[kindOf(name)].widths;
  return `/img/${name}-${widths[Math.min(1, widths.length - 1)]}.webp`;
}
