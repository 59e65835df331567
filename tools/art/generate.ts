/**
 * Generates the original SVG artwork of the site into content/images/.
 *   npx tsx tools/art/generate.ts            (all images)
 *   npx tsx tools/art/generate.ts hero blog   (only names containing one of the words)
 * Deterministic: every image uses its own seeded PRNG.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { vehicle } from "./vehicles.ts";
import { hero, zonesHero, eventsHero, devisHero } from "./heroes.ts";
import {
  blogGuide,
  blogEvenements,
  blogAeroport,
  blogFlotte,
  blogEntreprises,
  blogMariage,
  blogSecurite,
  blogLoireAtlantique,
  blogReservation,
  blogComparatif,
  ogDefault,
} from "./blog.ts";
import { hellfest, troisContinents, fcNantes, folleJournee, voyageANantes, utopiales } from "./events.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const out = join(root, "content/images");

const images: Record<string, () => string> = {
  "hero.svg": hero,
  "zones-hero.svg": zonesHero,
  "events-hero.svg": eventsHero,
  "devis-hero.svg": devisHero,
  "event-hellfest.svg": hellfest,
  "event-3-continents.svg": troisContinents,
  "event-fc-nantes.svg": fcNantes,
  "event-folle-journee.svg": folleJournee,
  "event-voyage-a-nantes.svg": voyageANantes,
  "event-utopiales.svg": utopiales,
  "blog-guide.svg": blogGuide,
  "blog-evenements.svg": blogEvenements,
  "blog-aeroport.svg": blogAeroport,
  "blog-flotte.svg": blogFlotte,
  "blog-entreprises.svg": blogEntreprises,
  "blog-mariage.svg": blogMariage,
  "blog-securite.svg": blogSecurite,
  "blog-loire-atlantique.svg": blogLoireAtlantique,
  "blog-reservation.svg": blogReservation,
  "blog-comparatif.svg": blogComparatif,
  "og-default.svg": ogDefault,
  "vehicle-tesla-model-s.svg": () => vehicle("model-s", 11),
  "vehicle-mercedes-classe-e.svg": () => vehicle("classe-e", 12),
};

/** Fine film grain: adds texture and hides gradient banding; AVIF encoders smooth it away at no cost. */
function withGrain(svg: string, opacity: number): string {
  const m = /width="(\d+)" height="(\d+)"/.exec(svg);
  if (!m || opacity <= 0) return svg;
  const [w, h] = [m[1], m[2]];
  const f =
    `<filter id="grain" filterUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="7" stitchTiles="stitch"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1.4 -0.55"/></filter>`;
  return svg
    .replace("<defs>", "<defs>" + f)
    .replace(/<\/svg>$/, `<rect width="${w}" height="${h}" filter="url(#grain)" opacity="${opacity}"/></svg>`);
}
const lightImages = new Set(["blog-mariage.svg"]);

const filters = process.argv.slice(2);
mkdirSync(out, { recursive: true });
for (const [name, make] of Object.entries(images)) {
  if (filters.length && !filters.some((f) => name.includes(f))) continue;
  const svg = withGrain(make(), lightImages.has(name) ? 0 : 0.04);
  writeFileSync(join(out, name), svg);
  console.log(`${name.padEnd(34)} ${(svg.length / 1024).toFixed(1)} KB`);
}
