import type { Deployment } from "./deployment";
import { record } from "./output";
import { startFunction } from "./runtime";

/** A function started with `env` (a deployment's settings, one of them wrong), which must refuse to start, naming `expected`. */
export async function refusesToStart(
  d: Deployment,
  name: keyof Deployment["functions"],
  label: string,
  env: Record<string, string>,
  expected: RegExp,
): Promise<void> {
  const started = await startFunction(d.cli, d.functions[name], env, { platformContext: true });
  let logs = started.ok ? [] : started.logs;
  let status = 0;
  if (started.ok) {
    // An edge function's code is evaluated when the sandbox is made; the dev server exits on the first request.
    status = (await started.running.call({ method: "GET", path: `/api/${name}` })).status;
    await started.running.stop();
    logs = started.running.logs;
  }
  const named = logs.find((line) => expected.test(line));
  record(
    label,
    status === 0 && Boolean(named),
    named
      ? `refused to start: ${named.replace(/^.*?(Refuses to start)/, "$1")}`
      : `answered ${status}, no refusal logged`,
  );
}
