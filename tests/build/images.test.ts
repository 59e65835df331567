import { copyFileSync, existsSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { buildImages } from "../../scripts/build/images";

const quiet = { log: () => {} };

test("images are keyed on their content: a photo replaces artwork of the same name whatever its date, stale outputs go", async () => {
  const sourceDir = mkdtempSync(path.join(os.tmpdir(), "images-src-"));
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), "images-cache-"));
  copyFileSync("content/images/og-default.svg", path.join(sourceDir, "og-default.svg"));
  const first = await buildImages({ sourceDir, cacheDir, ...quiet });
  const artwork = first["og-default"]!["1200x630.webp"]!;
  expect(artwork).toMatch(/^og-default-1200-[0-9a-f]{10}\.webp$/);

  // Same sources: nothing re-encoded, the same names.
  expect(await buildImages({ sourceDir, cacheDir, ...quiet })).toEqual(first);

  // A photo dated before the artwork still wins, under new names; the artwork's outputs are pruned.
  const photo = path.join(sourceDir, "og-default.jpg");
  await sharp({
    create: { width: 1600, height: 900, channels: 3, background: "#7a5b1e" },
  })
    .jpeg()
    .toFile(photo);
  utimesSync(photo, new Date("2020-01-01"), new Date("2020-01-01"));
  const second = await buildImages({ sourceDir, cacheDir, ...quiet });
  const replaced = second["og-default"]!["1200x630.webp"]!;
  expect(replaced).not.toBe(artwork);
  expect(existsSync(path.join(cacheDir, replaced))).toBe(true);
  expect(existsSync(path.join(cacheDir, artwork))).toBe(false);
  const { dominant } = await sharp(path.join(cacheDir, replaced)).stats();
  expect(dominant.r).toBeGreaterThan(dominant.b + 40);
  expect(readdirSync(cacheDir).sort()).toEqual([...Object.values(second["og-default"]!), "manifest.json"].sort());
  writeFileSync(path.join(sourceDir, "unused.txt"), "not a picture");
  expect(await buildImages({ sourceDir, cacheDir, ...quiet })).toEqual(second);
}, 60_000);
