/**
 * `npm run bench -- --against <commit>`: the other side of a side-by-side run. The commit's tracked files are
 * written into a folder outside the repository (`git archive`, so no worktree is registered and nothing tracked
 * changes), given this checkout's node_modules (hard links) when its lockfile is the same (a fresh `npm ci` otherwise) and
 * this checkout's encoded pictures, then built as `npm run build` builds. The folder is kept per commit and
 * reused while its build is there; `--rebuild-against` builds it again.
 */
import { execFileSync, execSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export function prepareAgainst(ref: string, rebuild: boolean): { commit: string; root: string } {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${ref}^{commit}`], { encoding: "utf8" }).trim();
  const root = path.join(os.tmpdir(), `vtc-bench-${commit.slice(0, 12)}`);
  const built = path.join(root, "build", "client", "index.html");
  if (existsSync(built) && !rebuild) return { commit, root };
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(root)}`, { stdio: "inherit", shell: "/bin/bash" });
  const sameLock =
    readFileSync("package-lock.json", "utf8") === readFileSync(path.join(root, "package-lock.json"), "utf8");
  // Hard links where the folder is on the same disk (a second), else a copy: a symbolic link would not do,
  // since the islands build locates React by its path under the folder it builds.
  if (sameLock)
    execFileSync("cp", ["-al", path.resolve("node_modules"), path.join(root, "node_modules")], { stdio: "inherit" });
  else execSync("npm ci --no-audit --no-fund", { cwd: root, stdio: "inherit" });
  // The pictures are encoded from content/images into a cache keyed by their hash: reusing ours saves a minute.
  if (existsSync(".cache/images")) cpSync(".cache/images", path.join(root, ".cache", "images"), { recursive: true });
  console.log(`bench: building ${commit.slice(0, 12)} in ${root}`);
  execSync("npx tsx scripts/build.ts", { cwd: root, stdio: "inherit" });
  return { commit, root };
}
