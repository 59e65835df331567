import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, expect, test } from "vitest";
import {
  PLACE_FIELDS,
  ratingForBuild,
  readGoogleRating,
  SAMPLE_FILE,
  sampleRating,
  writeGoogleRating,
} from "../../scripts/build/google-rating";
import { getGoogleRating } from "../../src/content/google-rating.server";
import { PRODUCTION_KEYS } from "../../src/server/kernel/env";
import { startStub, type StubAnswer } from "../support/stub-server";
import { onVirtualClock } from "../support/virtual-time";

/**
 * The build's reading of the business's rating (scripts/build/google-rating.ts), against a real local HTTP
 * server standing in for Places API (New): what it asks, what it makes of each answer, and that a build for a
 * deployment that cannot read it stops.
 */
const PLACE_ID = "ChIJ-test_place-id";
const MAPS_URI = "https://maps.google.com/?cid=1234567890";
const ANSWER = { status: 200, body: { rating: 4.8, userRatingCount: 41, googleMapsUri: MAPS_URI } };
const NOW = new Date("2026-11-26T09:00:00Z");

const stubs: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(stubs.splice(0).map((stub) => stub.close()));
});

async function google(...replies: StubAnswer[]) {
  const stub = await startStub(replies);
  stubs.push(stub);
  return stub;
}

/** A deployment's settings: every function's key, Google's pointing at the stand-in. */
function deployed(baseUrl: string): Record<string, string> {
  const keys = Object.fromEntries(
    Object.values(PRODUCTION_KEYS)
      .flat()
      .map((name) => [name, `test-${name}`]),
  );
  return {
    ...keys,
    UPSTASH_REDIS_REST_URL: "http://127.0.0.1:1",
    BOOKING_LINK_SECRET: "a test secret for the booking links, 32+ characters",
    CRON_SECRET: "a test secret for Vercel Cron",
    STRIPE_SECRET_KEY: "sk_test_build_checks",
    STRIPE_WEBHOOK_SECRET: "whsec_build_checks",
    GOOGLE_PLACES_BASE_URL: baseUrl,
    VERCEL_ENV: "preview",
  };
}

test("one Place Details request for the three fields, with the server key: the rating, its count and its link", async () => {
  const stub = await google(ANSWER);
  const rating = await readGoogleRating({ apiKey: "key-1", placeId: PLACE_ID, baseUrl: stub.url, now: () => NOW });
  expect(rating).toEqual({
    ok: true,
    value: { value: 4.8, count: 41, url: MAPS_URI, source: "google", readAt: NOW.toISOString() },
  });
  expect(stub.requests).toHaveLength(1);
  const [request] = stub.requests;
  expect(request).toMatchObject({ method: "GET", url: `/v1/places/${PLACE_ID}`, body: "" });
  expect(request!.headers["x-goog-api-key"]).toBe("key-1");
  expect(request!.headers["x-goog-fieldmask"]).toBe("rating,userRatingCount,googleMapsUri");
  expect(PLACE_FIELDS).toBe("rating,userRatingCount,googleMapsUri");
});

test("Google's error is the build's error, with its status and message", async () => {
  const stub = await google({
    status: 403,
    body: { error: { code: 403, message: "The caller does not have permission", status: "PERMISSION_DENIED" } },
  });
  const rating = await readGoogleRating({ apiKey: "k", placeId: PLACE_ID, baseUrl: stub.url });
  expect(rating).toEqual({
    ok: false,
    error: "Google answered 403 PERMISSION_DENIED: The caller does not have permission",
  });
});

test("no answer in time is an error, not a wait without end", async () => {
  const stub = await google("hang");
  // On the controlled clock: the read gives up at its own timeout, whatever the machine's speed.
  const { rating, ms } = await onVirtualClock(async () => {
    const started = Date.now();
    const rating = await readGoogleRating({ apiKey: "k", placeId: PLACE_ID, baseUrl: stub.url, timeoutMs: 300 });
    return { rating, ms: Date.now() - started };
  });
  expect(rating).toEqual({ ok: false, error: "Google did not answer within 0.3 s" });
  expect(ms).toBe(300);
});

test("an answer without a rating, or without a link to Google Maps, is refused", async () => {
  // Google leaves the fields out for a place nobody has reviewed.
  const stub = await google(
    { status: 200, body: { googleMapsUri: MAPS_URI } },
    { status: 200, body: { rating: 5, userRatingCount: 3, googleMapsUri: "https://example.com/reviews" } },
    { status: 200, body: { rating: 5, userRatingCount: 0, googleMapsUri: MAPS_URI } },
  );
  const read = () => readGoogleRating({ apiKey: "k", placeId: PLACE_ID, baseUrl: stub.url });
  expect(await read()).toMatchObject({ ok: false, error: expect.stringMatching(/^Google gave no rating/) });
  expect(await read()).toMatchObject({
    ok: false,
    error: expect.stringMatching(/no link to the profile on Google Maps/),
  });
  expect(await read()).toMatchObject({ ok: false, error: "Google gave 0 as the number of reviews" });
});

test("a deployment's build without a place ID, or with something else in it, does not ask Google and says where to find one", async () => {
  const stub = await google(ANSWER);
  const missing = await ratingForBuild(deployed(stub.url), undefined);
  expect(missing).toMatchObject({
    ok: false,
    error: expect.stringMatching(/^GOOGLE_PLACE_ID is not set: .*Place ID finder/),
  });
  const odd = await ratingForBuild(deployed(stub.url), "ChIJ/../../v1/other");
  expect(odd).toMatchObject({ ok: false, error: expect.stringMatching(/is not a place ID/) });
  expect(stub.requests).toEqual([]);
});

test("a deployment's build reads Google at GOOGLE_PLACES_BASE_URL; the local mode reads the sample and asks nobody", async () => {
  const stub = await google(ANSWER);
  const read = await ratingForBuild(deployed(stub.url), PLACE_ID, { now: () => NOW });
  expect(read).toMatchObject({ ok: true, value: { value: 4.8, count: 41, url: MAPS_URI, source: "google" } });
  expect(stub.requests.map((r) => r.url)).toEqual([`/v1/places/${PLACE_ID}`]);
  const failing = await google({ status: 500, body: { error: { message: "Internal error", status: "INTERNAL" } } });
  expect(await ratingForBuild(deployed(failing.url), PLACE_ID)).toEqual({
    ok: false,
    error: `cannot read the rating of place ${PLACE_ID} from Google: Google answered 500 INTERNAL: Internal error`,
  });

  const local = await ratingForBuild({ GOOGLE_PLACES_BASE_URL: stub.url }, PLACE_ID);
  expect(local).toMatchObject({ ok: true, value: { source: "sample" } });
  expect(stub.requests).toHaveLength(1);
});

test("the local mode's answer says it is a sample, in Google's shape, and passes the same checks", () => {
  const file = JSON.parse(readFileSync(SAMPLE_FILE, "utf8"));
  expect(file.$comment).toMatch(/^A SAMPLE, NOT THE BUSINESS'S RATING\./);
  expect(Object.keys(file.answer).sort()).toEqual(PLACE_FIELDS.split(",").sort());
  expect(sampleRating(SAMPLE_FILE, NOW)).toMatchObject({ value: 5, count: 41, source: "sample" });
});

const dir = mkdtempSync(path.join(tmpdir(), "vtc-rating-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the pages read what the build wrote, and nothing when it wrote nothing", () => {
  const file = path.join(dir, "google-rating.json");
  expect(() => getGoogleRating(file)).toThrow(/No Google rating at .*google-rating\.json: the build reads it/);
  const rating = { value: 4.9, count: 120, url: MAPS_URI, source: "google" as const, readAt: NOW.toISOString() };
  writeGoogleRating(rating, file);
  expect(getGoogleRating(file)).toEqual(rating);
});

test("a deployment's build that cannot read Google stops before any work, and says why", async () => {
  const stub = await google({ status: 500, body: { error: { message: "Backend error", status: "INTERNAL" } } });
  const root = path.resolve(import.meta.dirname, "../..");
  const env: Record<string, string | undefined> = { ...process.env, ...deployed(stub.url), GOOGLE_PLACE_ID: PLACE_ID };
  delete env.VTC_LOCAL_MODE;
  // From an empty folder: were the build to go on, it would find nothing to build there. Run without blocking
  // this process, whose stand-in must answer the build.
  const run = await new Promise<{ status: number | null; output: string }>((resolve) => {
    execFile(
      path.join(root, "node_modules/.bin/tsx"),
      [path.join(root, "scripts/build.ts")],
      { cwd: dir, env, encoding: "utf8", timeout: 30_000 },
      (error, stdout, stderr) => resolve({ status: error ? (error.code as number) : 0, output: `${stdout}${stderr}` }),
    );
  });
  const { output } = run;
  expect(run.status, output).toBe(1);
  expect(output).toContain(
    `Build refused:\n  * cannot read the rating of place ${PLACE_ID} from Google: Google answered 500 INTERNAL: Backend error`,
  );
  expect(output).not.toContain("images:");
});
