import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { readProcessEnv } from "../../src/server/kernel/env";
import { functions } from "../../src/server/kernel/functions";

/**
 * The environment reference (docs/environment.md) against the code: every variable the server reads is
 * described, and the table of functions says what src/server/kernel/functions.ts says of each.
 */
const doc = readFileSync("docs/environment.md", "utf8");

test("every variable the server reads is described in docs/environment.md", () => {
  const undocumented = Object.keys(readProcessEnv()).filter((name) => !doc.includes(`\`${name}\``));
  expect(undocumented).toEqual([]);
});

test("the table of functions gives each function's runtime, maxDuration, schedule and keys, and no other function", () => {
  const rows = [...doc.matchAll(/^\| `api\/([\w-]+)` +\|([^|]*)\|([^|]*)\|([^|]*)\|$/gm)];
  expect(rows.map((r) => r[1]).sort()).toEqual(Object.keys(functions).sort());
  for (const [, name, runs, cron, keys] of rows) {
    const spec = functions[name as keyof typeof functions];
    expect(runs!.trim(), name).toBe(spec.runtime === "edge" ? "edge" : `Node, ${spec.maxDuration} s`);
    expect(cron!.trim(), name).toBe("cron" in spec ? `\`${spec.cron}\`` : "");
    expect(
      [...keys!.matchAll(/`(\w+)`/g)].map((m) => m[1]),
      name,
    ).toEqual([...spec.keys]);
  }
});
