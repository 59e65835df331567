import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";

test("a Vercel preview without a SendGrid key, in a read-only folder: 200, the request in the temp dir and in the log", () => {
  const outbox = path.join(os.tmpdir(), "vtc-outbox");
  rmSync(outbox, { recursive: true, force: true });
  const root = process.cwd();
  // /proc refuses every write, even root's: the working directory behaves like a function's read-only folder.
  const child = spawnSync(
    process.execPath,
    [
      "--import",
      path.join(root, "node_modules/tsx/dist/esm/index.mjs"),
      path.join(root, "tests/support/preview-booking.ts"),
      path.join(root, "api/booking.ts"),
    ],
    {
      cwd: "/proc",
      encoding: "utf8",
      timeout: 30_000,
      env: {
        PATH: process.env.PATH,
        HOME: os.tmpdir(),
        VERCEL: "1",
        VERCEL_ENV: "preview",
        VERCEL_URL: "vtc-git-preview.vercel.app",
        NODE_ENV: "production",
      },
    },
  );
  const line = child.stdout.split("\n").find((l) => l.startsWith("RESULT "));
  expect(line, child.stderr + child.stdout).toBeDefined();
  const result = JSON.parse(line!.slice(7)) as { status: number; body: { reference: string }; cwd: string };
  expect(result.cwd).toBe("/proc");
  expect(result.status).toBe(200);
  const { reference } = result.body;
  // Both e-mails are files under the OS temp dir...
  const files = readdirSync(outbox)
    .filter((f) => f.includes(reference))
    .sort();
  expect(files.map((f) => f.replace(/^.*-(business|customer)\.eml$/, "$1"))).toEqual(["business", "customer"]);
  expect(readFileSync(path.join(outbox, files[0]!), "utf8")).toContain("Prévisualisation");
  // ...and in the function's log, in full, since a preview instance's files do not last.
  expect(child.stdout).toContain(`business e-mail for ${reference}`);
  expect(child.stdout).toContain("Gare de Nantes");
  expect(child.stderr).not.toMatch(/EROFS|EACCES|ENOENT|unexpected error|NOT SENT/);
  expect(existsSync(path.join(root, ".outbox", files[0]!))).toBe(false);
}, 40_000);
