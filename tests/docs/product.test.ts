import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { blogSlugs } from "../../src/content/blog-slugs.server";
import { BASE_SLUG } from "../../src/content/commune-paths";
import { getCommunes } from "../../src/content/communes.server";

/** The brief's counts, as docs/product.md states them, are the content's: a town or an article added shows here. */
const product = readFileSync("docs/product.md", "utf8").replace(/\s+/g, " ");

test("docs/product.md counts the articles and the towns around Nantes as content/ holds them", () => {
  expect(product).toContain(`\`/blog/{slug}\` (${blogSlugs().length} articles)`);
  const around = getCommunes().filter((c) => c.slug !== BASE_SLUG).length;
  expect(product).toContain(`for the ${around} towns around Nantes plus Nantes itself`);
});
