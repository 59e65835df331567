/**
 * Responsive image variants, by kind. The build (scripts/build/images.ts) turns each file of content/images
 * into hashed AVIF and WebP files and a manifest; pages only need a name and a kind. A kind is chosen by the
 * name's prefix, so an operator replaces artwork by dropping a photo with the same name (hero.jpg beats
 * hero.svg).
 */
export const imageKinds = {
  hero: { width: 1920, height: 1080, widths: [640, 960, 1280, 1920] },
  card: { width: 1200, height: 800, widths: [400, 800, 1200] },
  cover: { width: 1200, height: 675, widths: [400, 800, 1200] },
  social: { width: 1200, height: 630, widths: [1200] },
} as const;

export type ImageKind = keyof typeof imageKinds;

/** Picture name → "{width}x{height}.{format}" → file name in /img (content-hashed). */
export type ImageManifest = Record<string, Record<string, string>>;

export const IMAGE_CACHE_DIR = ".cache/images";
export const IMAGE_MANIFEST_FILE = `${IMAGE_CACHE_DIR}/manifest.json`;

/** Set at build time from the manifest (vite.base.ts); empty where no build ran (unit tests). */
declare const __IMAGES__: ImageManifest;

export function kindOf(name: string): ImageKind {
  if (name.endsWith("hero")) return "hero";
  if (name.startsWith("event-") || name.startsWith("vehicle-")) return "card";
  if (name.startsWith("blog-")) return "cover";
  if (name.startsWith("og-")) return "social";
  throw new Error(`Image "${name}": unknown kind (name it *hero, event-*, vehicle-*, blog-* or og-*)`);
}

/** The URL of one variant. A picture missing from the manifest fails the build: a page would show a hole. */
export function imageUrl(name: string, width: number, height: number, format: "avif" | "webp" | "jpeg"): string {
  const manifest = typeof __IMAGES__ === "undefined" ? {} : __IMAGES__;
  const file = manifest[name]?.[`${width}x${height}.${format}`];
  if (file) return `/img/${file}`;
  if (Object.keys(manifest).length)
    throw new Error(`Image "${name}" (${width}×${height} ${format}) is not in content/images`);
  return `/img/${name}-${width}.${format === "jpeg" ? "jpg" : format}`;
}

function heightOf(name: string, width: number): number {
  const kind = imageKinds[kindOf(name)];
  return Math.round((width * kind.height) / kind.width);
}

export function srcSet(name: string, format: "avif" | "webp"): string {
  return imageKinds[kindOf(name)].widths.map((w) => `${imageUrl(name, w, heightOf(name, w), format)} ${w}w`).join(", ");
}

export function fallbackSrc(name: string, format: "avif" | "webp" = "webp"): string {
  const widths = imageKinds[kindOf(name)].widths;
  const width = widths[Math.min(1, widths.length - 1)]!;
  return imageUrl(name, width, heightOf(name, width), format);
}

/** The 1200×630 JPEG that social networks show for a page (og-* and blog-* pictures have one). */
export function socialImageUrl(name: string): string {
  return imageUrl(name, 1200, 630, "jpeg");
}
