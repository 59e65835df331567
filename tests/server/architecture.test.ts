import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * The server's layout, held (docs/decisions/130-server-by-stage.md): a kernel that knows no stage, the mail and
 * payment layers on top of it (docs/decisions/180-payments.md), then one folder per stage of a booking, each
 * allowed to use only the folders before it; the operator's alerts sit under the stages that call them, his console
 * over all of them (docs/decisions/260-operator-console.md).
 * `api/` calls a stage's entry point (its index.ts) and the kernel's cold-start check, nothing else.
 */
const LAYERS = [
  "kernel",
  "mail",
  "payment",
  "booking",
  "alerts",
  "places",
  "arrivals",
  "request",
  "trip",
  "follow",
  "proposal",
  "settlement",
  "operator",
  "console",
] as const;
type Layer = (typeof LAYERS)[number];
/** What each folder may import from src/server, besides itself. */
const ALLOWED: Record<Layer, readonly Layer[]> = {
  kernel: [],
  mail: ["kernel"],
  payment: ["kernel"],
  booking: ["kernel", "payment"],
  // The operator's alerts: what needs him, pushed, and sent again by SMS while a booking still waits for him.
  alerts: ["kernel", "booking"],
  places: ["kernel"],
  arrivals: ["kernel", "mail"],
  request: ["kernel", "mail", "payment", "booking", "alerts", "arrivals"],
  trip: ["kernel", "mail", "payment", "booking", "alerts", "request"],
  follow: ["kernel", "mail", "payment", "booking", "alerts", "arrivals", "request", "trip"],
  proposal: ["kernel", "mail", "payment", "booking", "alerts", "request", "trip"],
  settlement: ["kernel", "mail", "payment", "booking", "alerts", "request", "trip", "proposal"],
  operator: ["kernel", "mail", "payment", "booking", "alerts", "request", "trip", "proposal", "settlement"],
  // The operator's console: his day and his acts, through the stages' own functions.
  console: ["kernel", "mail", "payment", "booking", "alerts", "request", "trip", "proposal", "settlement", "operator"],
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

const SPECIFIER = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

/** The project files a file imports (types included: a type import is a dependency all the same). */
function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const [, spec] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
    if (!spec) continue;
    let target: string;
    if (spec.startsWith("~/")) target = path.join("src", spec.slice(2));
    else if (spec.startsWith(".")) target = path.join(path.dirname(file), spec);
    else continue;
    target = target.replace(/\.(js|ts|tsx)$/, "");
    const resolved = [`${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")].find((f) => existsSync(f));
    if (resolved) found.push(path.normalize(resolved));
  }
  return found;
}

const layerOf = (file: string): Layer | undefined => {
  const match = /^src\/server\/([^/]+)\//.exec(file);
  return match ? (match[1] as Layer) : undefined;
};

test("every server file sits in the kernel, the mail or payment layer, or a stage", () => {
  for (const file of filesUnder("src/server")) expect(LAYERS, file).toContain(layerOf(file));
});

test("the kernel knows no stage, and each stage uses only the kernel, mail, payment and the stages before it", () => {
  const wrong: string[] = [];
  for (const file of filesUnder("src/server")) {
    const from = layerOf(file)!;
    for (const target of importsOf(file)) {
      const to = layerOf(target);
      if (!to || to === from) continue;
      if (!ALLOWED[from].includes(to)) wrong.push(`${file} → ${target}`);
    }
  }
  expect(wrong).toEqual([]);
});

test("api/ calls only stage entry points and the kernel's cold-start check", () => {
  const layers = new Set<Layer>(["kernel", "mail", "payment"]);
  const entries = new Set(LAYERS.filter((l) => !layers.has(l)).map((l) => `src/server/${l}/index.ts`));
  for (const file of readdirSync("api").filter((f) => f.endsWith(".ts"))) {
    for (const target of importsOf(path.join("api", file))) {
      expect(entries.has(target) || target === "src/server/kernel/env.ts", `api/${file} → ${target}`).toBe(true);
    }
  }
});

test("pages and islands take only types from the server: no server code reaches the browser", () => {
  for (const file of filesUnder("src").filter((f) => !f.startsWith("src/server/"))) {
    const text = readFileSync(file, "utf8");
    for (const [line] of text.matchAll(/^import[^;]*from\s*["'][^"']*server\/[^"']*["'];?$/gm))
      expect(line, file).toMatch(/^import type /);
  }
});

test("no import cycle anywhere in src/", () => {
  const graph = new Map(filesUnder("src").map((f) => [f, importsOf(f)]));
  const state = new Map<string, "open" | "done">();
  const cycles: string[] = [];
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      cycles.push([...trail.slice(trail.indexOf(file)), file].join(" → "));
      return;
    }
    state.set(file, "open");
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, "done");
  };
  for (const file of graph.keys()) visit(file, []);
  expect(cycles).toEqual([]);
});

test("no server file over 400 lines: a file that grows past it has a second reason to change", () => {
  for (const file of filesUnder("src/server")) {
    const lines = readFileSync(file, "utf8").split("\n").length;
    expect(lines, file).toBeLessThanOrEqual(400);
  }
});
