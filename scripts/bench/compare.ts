/**
 * Two builds side by side in one run: for each page, Lighthouse alternates between them (this build first on
 * even runs, the other first on odd ones), so that a change of this shared machine's speed falls on both. Each
 * run's `benchmarkIndex` is printed beside its TBT: on this machine TBT moves with it more than with most
 * changes (docs/speed-main-thread.md).
 */
import { median, type Run, lighthouseRun } from "./lighthouse";

export type Side = { name: string; url: string };

const GROUPS = ["Other", "Style & Layout", "Rendering", "Script Evaluation"] as const;

export async function compareBuilds(
  sides: [Side, Side],
  pages: string[],
  runs: number,
  port: number,
  traceDir?: string,
): Promise<{ table: string; results: Record<string, Record<string, Run[]>> }> {
  const results: Record<string, Record<string, Run[]>> = {};
  for (const page of pages) {
    results[page] = Object.fromEntries(sides.map((s) => [s.name, []]));
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? sides : [sides[1], sides[0]];
      for (const side of order) {
        const label = `${side.name.split(" ")[0]}${page.replace(/\W+/g, "_")}-${i + 1}`;
        // Lighthouse now and then fails to time a metric on this busy machine: such a run is made again (twice at
        // most), so that each median stands on as many runs as asked.
        let run = await lighthouseRun(side.url + page, port, traceDir && `${traceDir}/${label}`);
        for (let retry = 0; retry < 2 && !Number.isFinite(run.tbt + run.lcp + run.cls); retry++)
          run = await lighthouseRun(side.url + page, port, traceDir && `${traceDir}/${label}`);
        results[page]![side.name]!.push(run);
        console.log(
          `bench: ${page} ${side.name} run ${i + 1}: TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
        );
      }
    }
  }
  const rows: string[] = [
    `| page | build | TBT ms (median) | TBT ms, each run | benchmarkIndex, each run | LCP ms | FCP ms | CLS | ${GROUPS.join(" | ")} | JS KiB |`,
    `|${"---|".repeat(9 + GROUPS.length)}`,
  ];
  for (const [page, bySide] of Object.entries(results)) {
    for (const [name, list] of Object.entries(bySide)) {
      const m = (pick: (r: Run) => number) => median(list.map(pick));
      rows.push(
        `| ${page.length > 32 ? `${page.slice(0, 30)}…` : page} | ${name} | ${Math.round(m((r) => r.tbt))} | ${list.map((r) => Math.round(r.tbt)).join(" ")} | ${list.map((r) => Math.round(r.benchmarkIndex)).join(" ")} | ${Math.round(m((r) => r.lcp))} | ${Math.round(m((r) => r.fcp))} | ${m((r) => r.cls).toFixed(3)} | ${GROUPS.map((g) => Math.round(m((r) => r.mainThread[g] ?? 0))).join(" | ")} | ${(m((r) => r.bytes.script ?? 0) / 1024).toFixed(1)} |`,
      );
    }
  }
  return { table: rows.join("\n"), results };
}
