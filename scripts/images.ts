/**
 * Turns every picture in content/images into responsive AVIF and WebP files in public/img (and a 1200×630
 * JPEG for social cards). A photo (jpg, png, webp) wins over artwork (svg) of the same name. Outputs newer
 * than their source are kept, so a rebuild only encodes what changed.
 */
import { mkdirSync, readdirSync, statSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { imageKinds, kindOf } from "../src/lib/images";

const SOURCE_DIR = path.resolve("content/images");
const OUT_DIR = path.resolve("public/img");
const PHOTO = [".jpg", ".jpeg", ".png", ".webp"];

function sources(): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const file of readdirSync(SOURCE_DIR).sort()) {
    const ext = path.extname(file).toLowerCase();
    if (ext !== ".svg" && !PHOTO.includes(ext)) continue;
    const name = path.basename(file, path.extname(file));
    const current = chosen.get(name);
    if (!current || (PHOTO.includes(ext) && current.endsWith(".svg"))) chosen.set(name, path.join(SOURCE_DIR, file));
  }
  return chosen;
}

type Job = { source: string; output: string; width: number; height: number; format: "avif" | "webp" | "jpeg" };

function fresh(job: Job): boolean {
  return existsSync(job.output) && statSync(job.output).mtimeMs >= statSync(job.source).mtimeMs;
}

async function run(job: Job) {
  const input = job.source.endsWith(".svg") ? sharp(job.source, { density: 144 }) : sharp(job.source);
  const pipeline = input.resize(job.width, job.height, { fit: "cover", position: "attention" });
  if (job.format === "avif") await pipeline.avif({ quality: 52, effort: 4 }).toFile(job.output);
  else if (job.format === "webp") await pipeline.webp({ quality: 74, effort: 5 }).toFile(job.output);
  else await pipeline.flatten({ background: "#0e1116" }).jpeg({ quality: 80, mozjpeg: true }).toFile(job.output);
}

export async function buildImages(): Promise<number> {
  mkdirSync(path.join(OUT_DIR, "social"), { recursive: true });
  const jobs: Job[] = [];
  for (const [name, source] of sources()) {
    const kind = imageKinds[kindOf(name)];
    for (const width of kind.widths) {
      const height = Math.round((width * kind.height) / kind.width);
      for (const format of ["avif", "webp"] as const) {
        jobs.push({ source, output: path.join(OUT_DIR, `${name}-${width}.${format}`), width, height, format });
      }
    }
    if (name.startsWith("og-") || name.startsWith("blog-")) {
      jobs.push({ source, output: path.join(OUT_DIR, "social", `${name}.jpg`), width: 1200, height: 630, format: "jpeg" });
    }
  }
  const todo = jobs.filter((job) => !fresh(job));
  let next = 0;
  const workers = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    while (next < todo.length) await run(todo[next++]!);
  });
  await Promise.all(workers);
  return todo.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const count = await buildImages();
  console.log(`images: ${count} file(s) encoded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
