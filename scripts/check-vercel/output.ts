/** The check's output: one line per step, then a summary; the exit code says whether every step passed. */
const started = Date.now();

export function elapsed(since = started): string {
  const s = Math.round((Date.now() - since) / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
}

export const say = (line: string) => console.log(`check:vercel: ${line}`);
/** A detail under the step it belongs to (a log line, what a stand-in received). */
export const detail = (line: string) => console.log(`  │ ${line.length > 160 ? `${line.slice(0, 157)}…` : line}`);

export function fail(message: string): never {
  console.error(`check:vercel: ✗ ${message}`);
  process.exit(1);
}

type Result = { label: string; ok: boolean; note: string };
const results: Result[] = [];

/** Records a step and prints its line; returns whether it passed, so a caller can skip what depends on it. */
export function record(label: string, ok: boolean, note: string): boolean {
  results.push({ label, ok, note });
  say(`${ok ? "✓" : "✗"} ${label}: ${note}`);
  return ok;
}

/** Every step's line again, then the verdict; the exit code is 1 when any step failed or none ran. */
export function summary(extra = ""): number {
  console.log("");
  for (const { label, ok, note } of results) console.log(`${ok ? "✓" : "✗"} ${label}: ${note}`);
  const failed = results.filter((r) => !r.ok).length;
  const verdict = failed ? `${failed} of ${results.length} checks failed` : `all ${results.length} checks passed`;
  console.log(`\ncheck:vercel: ${verdict} in ${elapsed()}${extra}`);
  return failed || !results.length ? 1 : 0;
}

export function short(body: string, max = 200): string {
  const flat = body.replace(/\s*\n\s*/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
