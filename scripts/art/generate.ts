/**
 * Generates the original SVG artwork of the site into content/images/.
 *   npx tsx scripts/art/generate.ts            (all images)
 *   npx tsx scripts/art/generate.ts hero blog   (only names containing one of the words)
 * Deterministic: every image uses its own seeded PRNG.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { vehicle } from "./vehicles.ts";
import { hero, zonesHero, eventsHero, devisHero } from "./heroes.ts";
import { hellfest, troisContinents, fcNantes, folleJournee, voyageANantes, salonLivre } from "./events.ts";

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
  "event-salon-livre.svg": salonLivre,
  "vehicle-tesla-model-s.svg": () => vehicle("model-s", 11),
  "vehicle-mercedes-classe-e.svg": () => vehicle("classe-e", 12),
};

const filters = process.argv.slice(2);
mkdirSync(out, { recursive: true });
for (const [name, make] of Object.entries(images)) {
  if (filters.length && !filters.some((f) => name.includes(f))) continue;
  const svg = make();
  writeFileSync(join(out, name), svg);
  console.log(`${name.padEnd(34)} ${(svg.length / 1024).toFixed(1)} KB`);
}
