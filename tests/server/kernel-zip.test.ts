import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { zip } from "../../src/server/kernel/zip";
import { unzip } from "../support/unzip";

/**
 * The ZIP writer behind the register's documents (docs/decisions/280-register-documents.md): what it writes reads
 * back whole, byte for byte, deflated where that gains and stored where it does not, names in UTF-8, dates on
 * Nantes's clock; and Info-ZIP's own `unzip` tests it clean where that tool is installed.
 */
const files = [
  {
    name: "registre-recettes-2026-11.csv",
    data: Buffer.from("Date;Pièce\r\n".repeat(200)),
    at: new Date("2026-11-29T14:30:10Z"),
  },
  { name: "facture-2026-0001.pdf", data: randomBytes(5_000), at: new Date("2026-07-01T08:00:00Z") },
  { name: "pièces-manquantes.txt", data: Buffer.from(""), at: new Date("2026-01-01T00:00:00Z") },
];

test("a ZIP reads back whole: names, bytes, deflated or stored, dates in Nantes's time", () => {
  const entries = unzip(zip(files));
  expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
  entries.forEach((entry, i) => expect(entry.data.equals(files[i]!.data)).toBe(true));
  // Text deflates; random bytes, or nothing, would grow: stored.
  expect(entries.map((e) => e.method)).toEqual([8, 0, 0]);
  // 15:30:10 in Nantes on 29 November 2026 (winter time), 10:00 on 1 July (summer time).
  expect(entries[0]).toMatchObject({ date: (46 << 9) | (11 << 5) | 29, time: (15 << 11) | (30 << 5) | 5 });
  expect(entries[1]).toMatchObject({ date: (46 << 9) | (7 << 5) | 1, time: 10 << 11 });
  expect(unzip(zip([]))).toEqual([]);
});

const hasUnzip = (() => {
  try {
    execFileSync("unzip", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

test.skipIf(!hasUnzip)("Info-ZIP's unzip tests the archive without an error", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "zip-"));
  const file = path.join(dir, "pieces.zip");
  writeFileSync(file, zip(files));
  // Info-ZIP prints UTF-8 names as such only under a UTF-8 locale.
  const options = { encoding: "utf8", env: { ...process.env, LC_ALL: "C.UTF-8" } } as const;
  expect(execFileSync("unzip", ["-t", file], options)).toContain("No errors detected");
  expect(execFileSync("unzip", ["-Z1", file], options).trim().split("\n")).toEqual(files.map((f) => f.name));
});
