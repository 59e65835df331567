/**
 * Writes src/server/places/commune-places.json from content/communes, so the edge function (which cannot
 * read files at run time) suggests every commune served. Run after adding or renaming a commune:
 * npx tsx tools/gazetteer.ts. A test fails, naming this command, while the file is not current.
 */
import { writeFileSync } from "node:fs";
import { getCommunes } from "../src/content/communes.server";

export const COMMUNE_PLACES_FILE = "src/server/places/commune-places.json";

export function communePlaces() {
  return getCommunes().map((c) => ({
    id: `commune-${c.slug}`,
    name: c.name,
    secondary: `${c.postalCode} ${c.name}, Loire-Atlantique`,
    aliases: [] as string[],
  }));
}

export function renderCommunePlaces(): string {
  return `${JSON.stringify(communePlaces(), null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(COMMUNE_PLACES_FILE, renderCommunePlaces());
  console.log(`gazetteer: ${communePlaces().length} communes written to ${COMMUNE_PLACES_FILE}`);
}
