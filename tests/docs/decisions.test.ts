import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";

/**
 * Decision records (docs/decisions/README.md): each carries a date and a status under its title; a record that
 * says it is superseded names a record that exists; the index lists every record with its date.
 */
const DIR = "docs/decisions";
const records = readdirSync(DIR).filter((f) => /^\d{3}-.+\.md$/.test(f));
const index = readFileSync(`${DIR}/README.md`, "utf8");

test("every record has a date and a status under its title", () => {
  for (const file of records) {
    const [title, blank, date, status] = readFileSync(`${DIR}/${file}`, "utf8").split("\n");
    expect(title, file).toMatch(new RegExp(`^# ${file.slice(0, 3)} [—–-] `));
    expect(blank, file).toBe("");
    expect(date, file).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
    expect(status, file).toMatch(/^- Status: (Accepted|Superseded by|Partly superseded by)/);
  }
});

test("a superseded record names one that exists, and the index lists every record with its date", () => {
  for (const file of records) {
    const text = readFileSync(`${DIR}/${file}`, "utf8");
    const status = text.split("\n")[3] ?? "";
    for (const [, linked] of status.matchAll(/\[\d{3}\]\(([^)]+)\)/g))
      expect(records, `${file} → ${linked}`).toContain(linked);
    const date = /^- Date: (\S+)$/m.exec(text)?.[1];
    expect(index, file).toMatch(new RegExp(`\\]\\(${file}\\)\\s*\\|\\s*${date}\\s*\\|`));
  }
});
