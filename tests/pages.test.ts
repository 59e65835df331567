import { expect, test } from "vitest";
import { blogSlugs } from "../src/content/blog-slugs.server";
import { communePath, getCommunes } from "../src/content/communes.server";
import { TWINS } from "../src/lib/i18n";
import { LINK_PAGES } from "../src/lib/link-pages";
import { pages, routeEntries } from "../src/pages.server";

/** The page list (src/pages.server.ts) against what it is read from and what reads it. */
const listed = pages();
const paths = listed.map((p) => p.path);

test("a page per article and per commune, each path once", () => {
  expect(new Set(paths).size).toBe(paths.length);
  for (const slug of blogSlugs()) expect(paths).toContain(`/blog/${slug}`);
  for (const commune of getCommunes()) expect(paths).toContain(communePath(commune.slug));
});

test("the link pages and both pages of each language twin are pages of the list, the link pages out of the sitemap", () => {
  for (const path of [...LINK_PAGES, ...TWINS.flat()]) expect(paths, path).toContain(path);
  for (const page of listed.filter((p) => LINK_PAGES.includes(p.path))) expect(page.dated, page.path).toBeUndefined();
});

test("one route per page, but one for all the articles; the home page is the index, the catch-all last", () => {
  const routes = routeEntries();
  expect(routes).toHaveLength(paths.length - blogSlugs().length + 1);
  expect(routes.filter((r) => r.path === "blog/:slug")).toHaveLength(1);
  expect(routes[0]).toEqual({ path: "", module: "routes/home/route.tsx" });
  expect(routes.at(-1)).toEqual({ path: "*", module: "routes/not-found.tsx" });
});
