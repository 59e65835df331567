import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { functionBundleSize } from "../../scripts/function-bundles";
import { builtPages } from "../support/built-site";
import { firstLoadJs, gz, islandJs } from "../support/first-load";
import { LINK_PAGES } from "../../src/lib/link-pages";

type Budget = { htmlKiB: number; cssKiB: number; jsKiB: number };
const budgets = JSON.parse(readFileSync("budgets.json", "utf8")) as {
  default: Budget;
  pages: Record<string, Partial<Budget>>;
  islands: Record<string, number>;
  fonts: { headingKiB: number };
  functions: Record<string, { runtime: "edge" | "node"; gzipKiB: number }>;
};
const kib = (bytes: number) => bytes / 1024;

test("every page stays within its size budget (budgets.json)", () => {
  const over: string[] = [];
  for (const [page, html] of builtPages()) {
    const budget = { ...budgets.default, ...budgets.pages[page] };
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]!);
    const sizes = {
      htmlKiB: kib(gzipSync(html, { level: 9 }).length),
      cssKiB: kib(stylesheets.reduce((sum, file) => sum + gz(file), 0)),
      jsKiB: kib(firstLoadJs(html).bytes),
    };
    for (const key of ["htmlKiB", "cssKiB", "jsKiB"] as const) {
      if (sizes[key] > budget[key]) over.push(`${page}: ${key} ${sizes[key].toFixed(1)} > ${budget[key]}`);
    }
  }
  expect(over).toEqual([]);
});

test("every page's first load is the islands entry alone; using an island adds React and its code, within budget", () => {
  // The link pages are the exception: the operator's page and the customer's proposal page exist to run their
  // island, which reads the link at once.
  for (const [page, html] of builtPages())
    if (!LINK_PAGES.includes(page)) expect(firstLoadJs(html).files, page).toHaveLength(1);
  for (const [name, budget] of Object.entries(budgets.islands)) {
    const size = kib(islandJs(name));
    expect(size, name).toBeGreaterThan(budget / 3);
    expect(size, `${name}: ${size.toFixed(1)} KiB`).toBeLessThanOrEqual(budget);
  }
});

test("the heading font every page loads after its first screen stays within its budget", () => {
  const fonts = [
    ...new Set(
      [...builtPages().values()].flatMap((html) =>
        [...html.matchAll(/data-font="\/([^"]+\.woff2)"/g)].map((m) => m[1]!),
      ),
    ),
  ];
  expect(fonts).toHaveLength(1);
  const size = kib(readFileSync(`build/client/${fonts[0]}`).length);
  expect(size, `${fonts[0]}: ${size.toFixed(1)} KiB`).toBeLessThanOrEqual(budgets.fonts.headingKiB);
});

test("each function's bundle, built as Vercel builds it, stays within its budget", async () => {
  for (const [entry, { runtime, gzipKiB }] of Object.entries(budgets.functions)) {
    const size = kib((await functionBundleSize(entry, runtime)).gzipBytes);
    expect(size, `${entry}: ${size.toFixed(1)} KiB gzipped`).toBeLessThanOrEqual(gzipKiB);
  }
});
