import { spawn } from "node:child_process";

/**
 * Runs a build tool without blocking this process (images encode meanwhile); its own progress lines are not
 * ours to print, so its output is shown only when it fails.
 */
export function runQuietly(command: string, args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: "0" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) return resolve();
      process.stderr.write(output);
      reject(new Error(`${what} failed (its output is above)`));
    });
  });
}
