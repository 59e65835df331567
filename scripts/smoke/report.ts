import type { Check } from "./check";

const MARK = { pass: "✓", fail: "✗", note: "–" } as const;
/** The report fits one screen: a failing check shows its first problems and counts the rest. */
const MAX_DETAILS = 6;

export function formatReport(target: string, checks: Check[], seconds: number): string {
  const lines = [`Smoke test of ${target}`];
  for (const check of checks) {
    lines.push(`${MARK[check.status]} ${check.name}: ${check.summary}`);
    for (const detail of check.details.slice(0, MAX_DETAILS)) lines.push(`    ${detail}`);
    if (check.details.length > MAX_DETAILS) lines.push(`    … and ${check.details.length - MAX_DETAILS} more`);
  }
  const failed = checks.filter((c) => c.status === "fail");
  lines.push(
    failed.length
      ? `FAILED: ${failed.map((c) => c.name).join(", ")} (${seconds.toFixed(0)} s)`
      : `All ${checks.filter((c) => c.status === "pass").length} checks passed (${seconds.toFixed(0)} s)`,
  );
  return lines.join("\n");
}
