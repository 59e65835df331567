import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { productionCheck } from "../../scripts/build/production-check";
import { CLAIMS } from "../../src/content/figures";
import { figuresSchema, unsourcedFigures } from "../../src/content/figures.server";
import { PRODUCTION_KEYS } from "../../src/server/kernel/env";
import { OPERATOR_MOBILE, VAPID } from "../support/deployed";

/**
 * Every figure the pages state as a result carries the operator's dated evidence, or a production build refuses,
 * naming it (scripts/build/production-check.ts, content/figures.json).
 */
const KEYS = Object.fromEntries(
  Object.values(PRODUCTION_KEYS)
    .flat()
    .map((name) => [name, `test-${name}`]),
);
const PRODUCTION = {
  ...KEYS,
  UPSTASH_REDIS_REST_URL: "http://127.0.0.1:1",
  BOOKING_LINK_SECRET: "a test secret for the booking links, 32+ characters",
  CRON_SECRET: "a test secret for Vercel Cron",
  STRIPE_SECRET_KEY: "sk_test_build_checks",
  STRIPE_WEBHOOK_SECRET: "whsec_build_checks",
  // Keys whose shape the environment checks: a VAPID pair and a mobile number as they are written.
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  ALERT_SMS_TO: OPERATOR_MOBILE,
  VERCEL: "1",
  VERCEL_ENV: "production",
};

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of content/ whose figures all carry evidence, but for those named in `unsourced`. */
function contentWith(unsourced: string[], change: (figures: Record<string, unknown>) => void = () => {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vtc-figures-"));
  dirs.push(dir);
  for (const file of ["testimonials.json", "authors.json"]) cpSync(path.join("content", file), path.join(dir, file));
  const figures = JSON.parse(readFileSync("content/figures.json", "utf8"));
  for (const name of CLAIMS) {
    if (unsourced.includes(name)) continue;
    Object.assign(figures[name], { evidence: "Export du registre des courses, 2021-2026", checked: "2026-11-20" });
  }
  change(figures);
  writeFileSync(path.join(dir, "figures.json"), JSON.stringify(figures));
  return dir;
}

const figureProblem = (problems: string[]) => problems.find((p) => p.includes("figures.json"));

test("content/figures.json states each result with the operator's evidence, blanks until he writes them", () => {
  const figures = figuresSchema.parse(JSON.parse(readFileSync("content/figures.json", "utf8")));
  expect(Object.keys(figures).filter((k) => k !== "$comment")).toEqual([...CLAIMS, "availability"]);
  // Nothing is written for him: every result is named until he does.
  expect(unsourcedFigures().map((f) => f.name)).toEqual([...CLAIMS]);
});

test("a production build refuses a figure without evidence, naming it and what it lacks, and only it", () => {
  const { problems } = productionCheck(PRODUCTION, { contentDir: contentWith(["loyalty"]), placeId: "ChIJ-test" });
  expect(figureProblem(problems)).toBe(
    "1 figures have no evidence in content/figures.json (write what proves each and the day it was checked, or correct the figure):\n" +
      "    - loyalty (98\u00a0%): evidence (what proves it) is a blank, checked (the day it was checked) is a blank",
  );
});

test("a production build goes on once every figure has its evidence; a preview or a local build never asks", () => {
  const sourced = contentWith([]);
  expect(figureProblem(productionCheck(PRODUCTION, { contentDir: sourced, placeId: "ChIJ-test" }).problems)).toBe(
    undefined,
  );
  const unsourced = contentWith([...CLAIMS]);
  const preview = productionCheck({ ...PRODUCTION, VERCEL_ENV: "preview" }, { contentDir: unsourced, placeId: "x" });
  expect(preview.problems).toEqual([]);
  expect(productionCheck({}, { contentDir: unsourced }).problems).toEqual([]);
});

test("a check dated after today is no check; a figure without its evidence fields at all is named with its field", () => {
  const future = contentWith([], (figures) => {
    (figures.years as { checked: string }).checked = "2999-01-01";
  });
  expect(figureProblem(productionCheck(PRODUCTION, { contentDir: future, placeId: "x" }).problems)).toContain(
    "    - years (5): checked is 2999-01-01, after today",
  );
  const bare = contentWith([], (figures) => {
    figures.trips = { value: "5\u00a0000+" };
  });
  const problem = figureProblem(productionCheck(PRODUCTION, { contentDir: bare, placeId: "x" }).problems);
  expect(problem).toMatch(/^Invalid content in .*figures\.json:\n {2}- trips\.evidence: /);
});

test("a deployment's build needs the Google place whose rating the pages show; a local build does not", () => {
  const contentDir = contentWith([]);
  const { problems } = productionCheck({ ...PRODUCTION, VERCEL_ENV: "preview" }, { contentDir, placeId: undefined });
  expect(problems).toEqual([expect.stringMatching(/^GOOGLE_PLACE_ID is not set: .*Place ID finder/)]);
  expect(productionCheck({}, { contentDir, placeId: undefined }).problems).toEqual([]);
});

test("a production build names an empty review link and the provisional VAT regime; a preview does not", () => {
  const sourced = contentWith([]);
  const { problems } = productionCheck(PRODUCTION, { contentDir: sourced, placeId: "ChIJ-test" });
  expect(problems).toContainEqual(
    "reviewUrl is empty in src/config/site.ts: no customer would ever be asked for a review. Write the business's Google review link, or null to decide that no review request is sent.",
  );
  expect(problems.find((p) => p.includes("src/config/payment.ts"))).toMatch(
    /^1 payment setting is still provisional in src\/config\/payment\.ts .*\n {4}- Régime de TVA des factures/,
  );
  const preview = productionCheck({ ...PRODUCTION, VERCEL_ENV: "preview" }, { contentDir: sourced, placeId: "x" });
  expect(preview.problems).toEqual([]);
});
