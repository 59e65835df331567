import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, PAGES_HEADER_SOURCE } from "../../scripts/csp";

const vercel = JSON.parse(readFileSync("vercel.json", "utf8")) as {
  headers: { source: string; headers: { key: string; value: string }[] }[];
};
const header = (key: string) =>
  vercel.headers.find((h) => h.source === PAGES_HEADER_SOURCE)!.headers.find((h) => h.key === key)?.value;

test("vercel.json's CSP allows exactly the build's inline scripts by hash (run `npx tsx scripts/csp.ts --write` after changing one)", () => {
  const csp = header("Content-Security-Policy")!;
  expect(csp).toBe(contentSecurityPolicy(inlineScriptHashes()));
  const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toContain("frame-ancestors 'none'");
});

test("baseline security headers are set on every route", () => {
  expect(header("Strict-Transport-Security")).toMatch(/max-age=\d{8}/);
  expect(header("X-Content-Type-Options")).toBe("nosniff");
  expect(header("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(header("Permissions-Policy")).toContain("camera=()");
});
