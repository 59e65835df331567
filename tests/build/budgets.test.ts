import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { builtPages } from "../support/built-site";
import { firstLoadJs, gz } from "../support/first-load";

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

test("pages without a form ship only the islands entry; form pages stay under 100 KiB of JavaScript", () => {
  const pages = builtPages();
  expect(firstLoadJs(pages.get("/blog")!).files).toHaveLength(1);
  expect(firstLoadJs(pages.get("/")!).bytes / 1024).toBeLessThan(100);
});
