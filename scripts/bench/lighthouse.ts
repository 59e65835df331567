/**
 * One Lighthouse run (12.8.2, mobile defaults) and what the bench reads from it: the metrics, the bytes by type,
 * this machine's speed as Lighthouse measured it (`benchmarkIndex`: TBT scales with it, lower is slower), the
 * main thread's work by group and the long tasks. With `traceTo`, the run's trace and report are kept, for
 * `npx tsx scripts/bench/tasks.ts` to say what each task did.
 */
import { writeFileSync } from "node:fs";
import lighthouse from "lighthouse";

export type Run = {
  benchmarkIndex: number;
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: Record<string, number>;
  foreignHosts: string[];
  /** `mainthread-work-breakdown` by group label (ms, as Lighthouse scales them to its slowed-down CPU). */
  mainThread: Record<string, number>;
  /** `long-tasks`: each task's simulated start and duration (ms) and the script it is attributed to. */
  longTasks: { url: string; startTime: number; duration: number }[];
};

type Items<T> = { items?: T[] } | undefined;

export async function lighthouseRun(url: string, port: number, traceTo?: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    console.warn(`bench: Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (traceTo) {
    // A run Lighthouse could not finish (its page too slow to paint, on a saturated machine) has no trace.
    if (result.artifacts.Trace) writeFileSync(`${traceTo}.trace.json`, JSON.stringify(result.artifacts.Trace));
    writeFileSync(`${traceTo}.report.json`, JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = <T>(id: string) => (lhr.audits[id]?.details as Items<T>)?.items ?? [];
  const bytes: Record<string, number> = { total: 0 };
  const hosts = new Set<string>();
  for (const r of items<{ url: string; resourceType?: string; transferSize?: number }>("network-requests")) {
    const type = (r.resourceType ?? "Other").toLowerCase();
    bytes[type] = (bytes[type] ?? 0) + (r.transferSize ?? 0);
    bytes.total! += r.transferSize ?? 0;
    const host = new URL(r.url).hostname;
    if (host !== "localhost" && host !== "127.0.0.1" && !r.url.startsWith("data:")) hosts.add(host);
  }
  const mainThread: Record<string, number> = {};
  for (const item of items<{ groupLabel: string; duration: number }>("mainthread-work-breakdown"))
    mainThread[item.groupLabel] = item.duration;
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes,
    foreignHosts: [...hosts],
    mainThread,
    longTasks: items<{ url: string; startTime: number; duration: number }>("long-tasks"),
  };
}

/** Median of the runs that produced a value (Lighthouse occasionally fails to time one metric). */
export function median(values: number[]): number {
  const valid = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return valid.length ? valid[Math.floor(valid.length / 2)]! : NaN;
}
