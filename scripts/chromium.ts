/**
 * The Chromium every browser run uses (browser tests, the bench): Debian's, found on PATH (`.ci/run` installs
 * it), or CHROME_PATH; with flags that keep it quiet and offline (no background updates, no QUIC).
 */
import { execSync } from "node:child_process";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumPath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return (
      execSync("command -v chromium || command -v chromium-browser", { encoding: "utf8", shell: "/bin/sh" }).trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}
