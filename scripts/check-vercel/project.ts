import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type Cli, cleanEnv, nodeBin, ROOT } from "./cli";
import { fail } from "./output";

/** Processes to kill if the check is interrupted. */
export const children = new Set<ChildProcess>();

/**
 * Copies the working tree (the files git tracks or would track: uncommitted edits included, ignored folders
 * such as node_modules and build left out) into `to`, with a throwaway `.vercel/project.json` link.
 */
export function copyWorkingTree(to: string): number {
  let list: string[];
  try {
    list = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: ROOT,
      encoding: "utf8",
    })
      .split("\0")
      .filter(Boolean);
  } catch {
    fail("git ls-files failed: run this from a git checkout of the project");
  }
  let copied = 0;
  for (const file of list) {
    if (file === ".vercel" || file.startsWith(".vercel/")) continue;
    const from = path.join(ROOT, file);
    const stat = fs.lstatSync(from, { throwIfNoEntry: false });
    if (!stat) continue; // deleted in the working tree, not yet committed
    const target = path.join(to, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), target);
    else fs.copyFileSync(from, target);
    copied++;
  }
  fs.mkdirSync(path.join(to, ".vercel"), { recursive: true });
  fs.writeFileSync(
    path.join(to, ".vercel", "project.json"),
    `${JSON.stringify({ projectId: "prj_local", orgId: "team_local", settings: { framework: null } })}\n`,
  );
  return copied;
}

export type Target = "preview" | "production";

/**
 * `vercel build` reads `.vercel/.env.<target>.local`, the file `vercel pull` writes with the project's
 * variables and the system ones a real deployment's build gets; without VERCEL_ENV our build would not know
 * it is a production build.
 */
export function writeEnvFile(copy: string, target: Target, vars: Record<string, string>) {
  const text = Object.entries(vars)
    .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
    .join("");
  fs.writeFileSync(path.join(copy, ".vercel", `.env.${target}.local`), text);
}

export type BuildResult = { ok: boolean; lines: string[] };

/** `vercel build` in the copy; its own progress lines (and the project build's) are echoed, the rest logged. */
export function vercelBuild(cli: Cli, copy: string, target: Target): Promise<BuildResult> {
  const out = fs.createWriteStream(path.join(copy, "..", `vercel-build-${target}.log`));
  const lines: string[] = [];
  const echo = /^(Vercel CLI |Installing dependencies|Build Completed|Error:|build: |images: |\s+\* )/;
  const argv = [cli.entry, "build", "--yes", "--global-config", path.join(copy, "..", "vercel-global-config")];
  if (target === "production") argv.push("--prod");
  const child = spawn(nodeBin, argv, { cwd: copy, env: cleanEnv(), stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  let partial = "";
  const onData = (chunk: Buffer) => {
    out.write(chunk);
    const parts = (partial + chunk.toString("utf8")).split(/\r?\n/);
    partial = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      if (echo.test(line)) console.log(`  │ ${line}`);
    }
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      children.delete(child);
      if (partial) lines.push(partial);
      out.end();
      resolve({ ok: code === 0, lines });
    });
  });
}

export type FunctionConfig = { runtime: string; handler?: string; entrypoint?: string; launcherType?: string };
export type BuiltFunction = { name: string; dir: string; config: FunctionConfig };

export function readFunction(copy: string, name: string): BuiltFunction | undefined {
  const dir = path.join(copy, ".vercel", "output", "functions", "api", `${name}.func`);
  const file = path.join(dir, ".vc-config.json");
  if (!fs.existsSync(file)) return undefined;
  return { name, dir, config: JSON.parse(fs.readFileSync(file, "utf8")) as FunctionConfig };
}
