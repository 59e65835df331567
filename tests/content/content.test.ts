import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { getCommunes } from "../../src/content/communes.server";
import { loadPost } from "../../src/content/posts.server";
import { renderCommunePlaces, COMMUNE_PLACES_FILE } from "../../tools/gazetteer";

const SLUGS =
  "reze saint-sebastien-sur-loire vertou bouguenais orvault saint-herblain sainte-luce-sur-loire la-chapelle-sur-erdre carquefou les-sorinieres basse-goulaine haute-goulaine indre sautron coueron le-pellerin saint-jean-de-boiseau brains pont-saint-martin la-montagne bouaye la-haie-fouassiere le-loroux-bottereau vigneux-de-bretagne treillieres grandchamp-des-fontaines heric suce-sur-erdre saint-mars-du-desert le-cellier mauves-sur-loire thouare-sur-loire saint-julien-de-concelles saint-aignan-de-grandlieu saint-leger-les-vignes".split(
    " ",
  );

test("one record per commune: the 35 towns served plus Nantes, with their figures", () => {
  const communes = getCommunes();
  expect(communes.map((c) => c.slug).sort()).toEqual([...SLUGS, "nantes"].sort());
  const bySlug = Object.fromEntries(communes.map((c) => [c.slug, c]));
  expect(bySlug.reze).toMatchObject({ population: "42\u00a0000", travelTime: "10\u00a0minutes", airport: { km: 8 } });
  expect(bySlug["saint-herblain"]).toMatchObject({
    population: "47\u00a0000",
    travelTime: "15\u00a0minutes",
    airport: { km: 15 },
  });
  expect(bySlug["suce-sur-erdre"]?.travelTime).toBe("20\u00a0minutes");
  expect(bySlug["saint-mars-du-desert"]?.travelTime).toBe("35\u00a0minutes");
  for (const slug of ["nantes", "reze", "vertou", "orvault", "saint-herblain", "carquefou"])
    expect(bySlug[slug]?.rich, slug).toBeTruthy();
  for (const c of communes) {
    const minutes = Number(/^(\d+)/.exec(c.travelTime)?.[1] ?? 0);
    if (c.slug !== "nantes") expect(minutes, c.slug).toBeGreaterThanOrEqual(5);
    if (c.slug !== "nantes") expect(minutes, c.slug).toBeLessThanOrEqual(35);
  }
});

test("the edge function's commune list is in sync with content/communes", () => {
  expect(readFileSync(COMMUNE_PLACES_FILE, "utf8"), "run: npx tsx tools/gazetteer.ts").toBe(renderCommunePlaces());
});

test("bad frontmatter fails the build with the file and field named", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "post-"));
  const file = path.join(dir, "bad-post.mdx");
  writeFileSync(
    file,
    `---\ntitle: "Un titre"\nexcerpt: "Un résumé"\ndate: "2024-13-45"\nreadTime: 3\ncategory: "Cuisine"\nimage: "blog-guide"\nimageAlt: "x"\ntags: ["a"]\nauthor: "inconnu"\n---\n\nTexte.\n`,
  );
  const error = await loadPost(file).then(
    () => null,
    (e: Error) => e,
  );
  expect(error?.message).toMatch(/bad-post\.mdx/);
  expect(error?.message).toMatch(/date/);
  expect(error?.message).toMatch(/category/);
  expect(error?.message).toMatch(/author: unknown author id/);
});

test("broken MDX fails loudly, naming the file", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "post-"));
  const file = path.join(dir, "broken.mdx");
  writeFileSync(file, `---\ntitle: "x"\n---\n\n<CallToAction title="x">\n`);
  await expect(loadPost(file)).rejects.toThrow(/broken\.mdx/);
});

test("French typography in content: no ordinary space before « : ; ! ? » or after «", () => {
  const files = [
    ...getCommunes().map((c) => `content/communes/${c.slug}.json`),
    "content/events.json",
    "content/testimonials.json",
    "content/services.json",
    "content/advantages.json",
    "content/extras.json",
  ];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    expect(text.match(/.{0,20}(?: [:;!?»](?=[\s"])|« ).{0,10}/g) ?? [], file).toEqual([]);
  }
});

test("each commune's figures agree: the centre and the Gare de Nantes, a kilometre apart, are a few minutes apart", () => {
  for (const c of getCommunes()) {
    if (c.slug === "nantes") continue;
    const centre = Number(/^(\d+)\u00a0minutes$/.exec(c.travelTime)?.[1]);
    expect(centre, `${c.slug}: travelTime "${c.travelTime}" must read "N\u00a0minutes"`).toBeGreaterThan(0);
    expect(
      Math.abs(centre - c.station.minutes),
      `${c.slug}: ${centre} min to the centre, ${c.station.minutes} min to the station`,
    ).toBeLessThanOrEqual(5);
    // An average above 70 km/h on these roads would be a typo, not a fast driver.
    for (const [what, leg] of [
      ["airport", c.airport],
      ["station", c.station],
    ] as const) {
      expect(
        leg.km / (leg.minutes / 60),
        `${c.slug} → ${what}: ${leg.km} km in ${leg.minutes} min`,
      ).toBeLessThanOrEqual(70);
    }
  }
});
