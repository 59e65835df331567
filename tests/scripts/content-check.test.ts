import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { getCommunes } from "../../src/content/communes.server";
import { getFareGrid } from "../../src/content/fares.server";
import { lowestTownFare } from "../../src/lib/fares";

/**
 * Every town served has a fare: its page says « à partir de » it. A town without one stops the build before any
 * work, naming the town and its file (scripts/build/content-check.ts, src/content/fares.server.ts).
 */
const root = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(tmpdir(), "vtc-content-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("every commune of content/communes has a fare in content/fares.json", () => {
  const fareless = getCommunes().filter((c) => lowestTownFare(c.slug, getFareGrid()) === undefined);
  expect(fareless.map((c) => c.name)).toEqual([]);
});

test("a build whose grid leaves out a town, or gives one no fare, stops before any work and names each", async () => {
  cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true });
  const file = path.join(dir, "content/fares.json");
  const grid = JSON.parse(readFileSync(file, "utf8")) as {
    towns: { slug: string; airport?: number; station?: number }[];
  };
  grid.towns = grid.towns.filter((t) => t.slug !== "sautron");
  for (const town of grid.towns.filter((t) => t.slug === "vertou")) {
    delete town.airport;
    delete town.station;
  }
  writeFileSync(file, JSON.stringify(grid));
  const env = { ...process.env, VTC_LOCAL_MODE: "1" };
  const run = await new Promise<{ status: number | null; output: string }>((resolve) => {
    execFile(
      path.join(root, "node_modules/.bin/tsx"),
      [path.join(root, "scripts/build.ts")],
      { cwd: dir, env, encoding: "utf8", timeout: 30_000 },
      (error, stdout, stderr) => resolve({ status: error ? (error.code as number) : 0, output: `${stdout}${stderr}` }),
    );
  });
  expect(run.status, run.output).toBe(1);
  expect(run.output).toContain(
    "Build refused:\n  * content/fares.json: no fare for Sautron (content/communes/sautron.json), Vertou (content/communes/vertou.json): give each town served an entry in towns with its airport or station fare",
  );
  expect(run.output).not.toContain("images:");
});
