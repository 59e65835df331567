import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { PRODUCTION_KEYS } from "../../src/server/kernel/env";
import { ANSWER_MARGIN_MS, answerDeadline, type FunctionName, functions } from "../../src/server/kernel/functions";

/**
 * One list of functions (src/server/kernel/functions.ts): `api/`, the keys each function needs deployed,
 * vercel.json's functions and crons, and each handler's time budget all follow it, so a new function or job
 * cannot miss one of them.
 */
const vercel = JSON.parse(readFileSync("vercel.json", "utf8")) as {
  functions: Record<string, { maxDuration?: number }>;
  crons: { path: string; schedule: string }[];
};
const names = Object.keys(functions) as FunctionName[];

test("api/ holds exactly the listed functions, each starting under its own name", () => {
  const files = readdirSync("api").filter((f) => f.endsWith(".ts") && !f.startsWith("_"));
  expect(files.map((f) => f.replace(/\.ts$/, "")).sort()).toEqual([...names].sort());
  for (const name of names) {
    const source = readFileSync(`api/${name}.ts`, "utf8");
    expect(source, name).toContain(`startFunction("${name}")`);
    const edge = /export const config = \{ runtime: "edge"/.test(source);
    expect(edge ? "edge" : "nodejs", `api/${name}.ts runtime`).toBe(functions[name].runtime);
  }
});

test("vercel.json gives every Node function the maxDuration of the list, and no other function", () => {
  const node = names.filter((n) => functions[n].runtime === "nodejs");
  expect(Object.keys(vercel.functions).sort()).toEqual(node.map((n) => `api/${n}.ts`).sort());
  for (const name of node)
    expect(vercel.functions[`api/${name}.ts`]!.maxDuration, name).toBe(functions[name].maxDuration);
});

test("vercel.json's crons are exactly the listed jobs, on the listed schedules", () => {
  const jobs = names.flatMap((n) => {
    const spec = functions[n] as { cron?: string };
    return spec.cron ? [{ path: `/api/${n}`, schedule: spec.cron }] : [];
  });
  expect([...vercel.crons].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
    jobs.sort((a, b) => a.path.localeCompare(b.path)),
  );
});

test("each function's deployed keys come from the list, and a job needs Vercel Cron's secret", () => {
  for (const name of names) {
    expect(PRODUCTION_KEYS[name], name).toEqual(functions[name].keys);
    if ((functions[name] as { cron?: string }).cron) expect(PRODUCTION_KEYS[name], name).toContain("CRON_SECRET");
  }
});

test("every answer is due 5 s before the function's maxDuration", () => {
  expect(answerDeadline("booking", 0)).toBe(functions.booking.maxDuration * 1000 - ANSWER_MARGIN_MS);
  expect(ANSWER_MARGIN_MS).toBe(5_000);
});
