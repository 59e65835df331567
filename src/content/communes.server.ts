import { readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { contentDir, line, readJson } from "./load.server";
export { BASE_SLUG, communePath } from "./commune-paths";

const titled = z.object({ title: line, detail: line });

const communeSchema = z.object({
  name: line,
  slug: z.string().regex(/^[a-z0-9-]+$/),
  postalCode: z.string().regex(/^44\d{3}$/),
  population: line,
  travelTime: line,
  coordinates: z.object({ lat: z.number().min(46.8).max(47.8), lng: z.number().min(-2.5).max(-0.8) }),
  airport: z.object({ km: z.number().positive(), minutes: z.number().int().positive() }),
  station: z.object({ km: z.number().positive(), minutes: z.number().int().positive() }),
  headline: line.max(200),
  metaDescription: line.max(170),
  description: z.array(line).min(1),
  access: line,
  typicalTrips: z.array(titled).min(3),
  landmarks: z.array(z.object({ name: line, detail: line })).min(3),
  rich: z
    .object({
      services: z.array(titled).min(1),
      specificites: z.array(line).min(1),
      quartiers: z.array(line).min(1),
      attractions: z.array(line).min(1),
    })
    .optional(),
});

export type Commune = z.infer<typeof communeSchema>;

let cache: Commune[] | undefined;

/** Every commune served, Nantes included, sorted the French way by name. */
export function getCommunes(): Commune[] {
  cache ??= readdirSync(path.join(contentDir, "communes"))
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      const commune = readJson(path.join("communes", file), communeSchema);
      if (`${commune.slug}.json` !== file) {
        throw new Error(`content/communes/${file}: slug "${commune.slug}" must match the file name`);
      }
      return commune;
    })
    .sort((a, b) => a.name.localeCompare(b.name, "fr"));
  return cache;
}

export function getCommune(slug: string): Commune {
  const commune = getCommunes().find((c) => c.slug === slug);
  if (!commune) throw new Error(`No commune "${slug}" in content/communes`);
  return commune;
}
