import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { builtPages } from "../support/built-site";
import { firstLoadJs, gz, islandJs } from "../support/first-load";

type Budget = { htmlKiB: number; cssKiB: number; jsKiB: number };
const budgets = JSON.parse(readFileSync("budgets.json", "utf8")) as { default: Budget; pages: Record<string, Partial<Budget>> };

test("every page stays within its size budget (budgets.json)", () => {
  const over: string[] = [];
  for (const [page, html] of builtPages()) {
    const budget = { ...budgets.default, ...budgets.pages[page] };
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]!);
    const sizes = {
      htmlKiB: gzipSync(html, { level: 9 }).length / 1024,
      cssKiB: stylesheets.reduce((sum, file) => sum + gz(file), 0) / 1024,
      jsKiB: firstLoadJs(html).bytes / 1024,
    };
    for (const key of ["htmlKiB", "cssKiB", "jsKiB"] as const) {
      if (sizes[key] > budget[key]) over.push(`${page}: ${key} ${sizes[key].toFixed(1)} > ${budget[key]}`);
    }
  }
  expect(over).toEqual([]);
});

test("every page's first load is the islands entry alone; using the booking form adds React and the form, under 100 KiB", () => {
  for (const [page, html] of builtPages()) expect(firstLoadJs(html).files, page).toHaveLength(1);
  const form = islandJs("booking-form") / 1024;
  expect(form).toBeGreaterThan(40);
  expect(form).toBeLessThan(100);
});
