/**
 * What the main thread did in a trace (`npm run bench -- --trace` keeps Lighthouse's): each top-level task of
 * at least MIN ms (default 8), its start from the navigation and the events that took its time (self time,
 * by name; a script's calls carry its file). `npx tsx scripts/bench/tasks.ts <file.trace.json> [MIN]`.
 * Lighthouse's simulated phone multiplies these by 4, and counts the part of each beyond 50 ms as blocking.
 */
import { readFileSync } from "node:fs";

type Event = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
};

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error("usage: tasks.ts <trace.json> [min ms]");
const min = Number(minArg ?? 8) * 1000;
const raw = JSON.parse(readFileSync(file, "utf8")) as { traceEvents?: Event[] } | Event[];
const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
const nav = events.find(
  (e) => e.name === "navigationStart" && String(e.args?.data?.documentLoaderURL ?? "").startsWith("http"),
);
if (!nav) throw new Error("no navigation in this trace");

// The page's main thread, begin/end pairs made whole.
const whole: (Event & { dur: number })[] = [];
const open: Event[] = [];
for (const e of events
  .filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts)
  .sort((a, b) => a.ts - b.ts)) {
  if (e.ph === "X" && e.dur !== undefined) whole.push(e as Event & { dur: number });
  else if (e.ph === "B") open.push(e);
  else if (e.ph === "E") {
    const begin = open.pop();
    if (begin) whole.push({ ...begin, dur: e.ts - begin.ts });
  }
}
whole.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const isTask = (e: Event) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask";
const label = (e: Event) => {
  const data = e.args?.data ?? {};
  const url = String(data.url ?? "")
    .split("/")
    .pop();
  return /FunctionCall|EvaluateScript|TimerFire|EventDispatch|FireAnimationFrame/.test(e.name)
    ? `${e.name} ${url ?? ""}${data.type ? ` ${data.type}` : ""}`.trim()
    : e.name;
};

let end = 0;
for (const task of whole.filter(isTask)) {
  if (task.ts < end || task.dur < min) continue;
  end = task.ts + task.dur;
  const inside = whole.filter((e) => e !== task && !isTask(e) && e.ts >= task.ts && e.ts + e.dur <= end);
  const self = new Map<string, number>();
  const stack: { e: Event & { dur: number }; name: string }[] = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur <= e.ts) stack.pop();
    const name = label(e);
    self.set(name, (self.get(name) ?? 0) + e.dur);
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
    stack.push({ e, name });
  }
  const named = [...self.values()].filter((v) => v > 0).reduce((a, b) => a + b, 0);
  const top = [...self.entries()]
    .filter(([, v]) => v >= 500)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`);
  console.log(
    `@${((task.ts - nav.ts) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(1)} ms (untraced ${((task.dur - named) / 1000).toFixed(1)}): ${top.join(", ")}`,
  );
}
