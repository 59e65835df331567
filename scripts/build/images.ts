/**
 * Turns every picture in content/images into responsive AVIF and WebP files (and a 1200×630 JPEG for social
 * cards) under .cache/images, named by a hash of what made them: the source's bytes, the size and the encoder
 * settings. A changed source, setting or width gives a new file; an unchanged one is reused whatever the
 * files' dates; outputs nobody needs any more are deleted. The manifest maps each picture to its files, so
 * pages link hashed names the CDN may cache for ever.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_CACHE_DIR, IMAGE_MANIFEST_FILE, imageKinds, kindOf, type ImageManifest } from "../../src/lib/images";

const PHOTO = [".jpg", ".jpeg", ".png", ".webp"];
/** Encoder settings: part of every output's hash, so changing one re-encodes what it touches. */
const ENCODERS = {
  avif: { quality: 52, effort: 2 },
  webp: { quality: 74, effort: 5 },
  jpeg: { quality: 80, mozjpeg: true },
} as const;
type Format = keyof typeof ENCODERS;

/** One source per name; a photo wins over artwork of the same name, whatever the files' dates. */
function sources(dir: string): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const file of readdirSync(dir).sort()) {
    const ext = path.extname(file).toLowerCase();
    if (ext !== ".svg" && !PHOTO.includes(ext)) continue;
    const name = path.basename(file, path.extname(file));
    const current = chosen.get(name);
    if (!current || (PHOTO.includes(ext) && current.endsWith(".svg"))) chosen.set(name, path.join(dir, file));
  }
  return chosen;
}

type Output = { file: string; width: number; height: number; format: Format };

function outputsFor(name: string, bytes: Buffer): Output[] {
  const kind = imageKinds[kindOf(name)];
  const sizes: [number, number, Format[]][] = kind.widths.map((w) => [
    w,
    Math.round((w * kind.height) / kind.width),
    ["avif", "webp"],
  ]);
  if (name.startsWith("og-") || name.startsWith("blog-")) sizes.push([1200, 630, ["jpeg"]]);
  return sizes.flatMap(([width, height, formats]) =>
    formats.map((format) => {
      const hash = createHash("sha256")
        .update(bytes)
        .update(JSON.stringify([width, height, format, ENCODERS[format]]))
        .digest("hex")
        .slice(0, 10);
      return { file: `${name}-${width}-${hash}.${format === "jpeg" ? "jpg" : format}`, width, height, format };
    }),
  );
}

/**
 * Artwork is drawn once, at the largest size the picture needs (drawing an SVG costs far more than
 * encoding it), then every size is cut from that drawing.
 */
async function encode(source: string, bytes: Buffer, todo: Output[], cacheDir: string): Promise<void> {
  const widest = Math.max(...todo.map((o) => o.width));
  const tallest = Math.max(...todo.map((o) => o.height));
  let input = sharp(bytes);
  if (source.endsWith(".svg")) {
    const { width = widest } = await sharp(bytes).metadata();
    input = sharp(bytes, { density: Math.ceil((72 * widest) / width) });
  }
  const drawn = await input
    .resize(widest, tallest, { fit: "cover", position: "attention" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const output of todo) {
    const pipeline = sharp(drawn.data, { raw: drawn.info }).resize(output.width, output.height, {
      fit: "cover",
      position: "attention",
    });
    const target = path.join(cacheDir, output.file);
    if (output.format === "avif") await pipeline.avif(ENCODERS.avif).toFile(target);
    else if (output.format === "webp") await pipeline.webp(ENCODERS.webp).toFile(target);
    else await pipeline.flatten({ background: "#0e1116" }).jpeg(ENCODERS.jpeg).toFile(target);
  }
}

export type ImageOptions = { sourceDir?: string; cacheDir?: string; log?: (line: string) => void };

/**
 * Plans every output and writes the manifest at once (names depend only on sources and settings), prunes
 * outputs nobody needs, then encodes what is missing in the background: the build makes the pages meanwhile
 * and waits for `encoded` only before copying the files.
 */
export function startImages({
  sourceDir = "content/images",
  cacheDir = IMAGE_CACHE_DIR,
  log = console.log,
}: ImageOptions = {}): { manifest: ImageManifest; encoded: Promise<void> } {
  mkdirSync(cacheDir, { recursive: true });
  const manifest: ImageManifest = {};
  const jobs: { name: string; source: string; bytes: Buffer; todo: Output[] }[] = [];
  for (const [name, source] of sources(sourceDir)) {
    const bytes = readFileSync(source);
    const outputs = outputsFor(name, bytes);
    manifest[name] = Object.fromEntries(outputs.map((o) => [`${o.width}x${o.height}.${o.format}`, o.file]));
    const todo = outputs.filter((o) => !existsSync(path.join(cacheDir, o.file)));
    if (todo.length) jobs.push({ name, source, bytes, todo });
  }
  // Outputs of sources or settings that are gone.
  const wanted = new Set(Object.values(manifest).flatMap((variants) => Object.values(variants)));
  let pruned = 0;
  for (const file of readdirSync(cacheDir)) {
    if (file !== path.basename(IMAGE_MANIFEST_FILE) && !wanted.has(file)) {
      rmSync(path.join(cacheDir, file));
      pruned++;
    }
  }
  writeFileSync(path.join(cacheDir, path.basename(IMAGE_MANIFEST_FILE)), `${JSON.stringify(manifest, null, 2)}\n`);
  const encodedCount = jobs.reduce((n, j) => n + j.todo.length, 0);
  if (jobs.length) log(`images: encoding ${jobs.length} of ${Object.keys(manifest).length} pictures…`);
  // The heaviest drawings first, so that no long one is left alone on a core at the end.
  jobs.sort((a, b) => b.bytes.length - a.bytes.length);
  let next = 0;
  let done = 0;
  const workers = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await encode(job.source, job.bytes, job.todo, cacheDir);
      done++;
      if (done % 6 === 0 || done === jobs.length) log(`images: ${done}/${jobs.length}`);
    }
  });
  const encoded = Promise.all(workers).then(() =>
    log(`images: ${encodedCount} encoded, ${wanted.size - encodedCount} reused, ${pruned} pruned`),
  );
  return { manifest, encoded };
}

export async function buildImages(options: ImageOptions = {}): Promise<ImageManifest> {
  const { manifest, encoded } = startImages(options);
  await encoded;
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildImages();
  console.log(`images: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
