/**
 * The business's rating, read once per build from its Google profile: Places API (New) Place Details,
 * `GET {base}/v1/places/{GOOGLE_PLACE_ID}` with the server key and the field mask below. The pages then state
 * it with its source and the link to the profile (src/content/google-rating.ts). It fails closed: a build for
 * a deployment that cannot read it (no place ID, an error, no answer in time, an answer without a rating) stops
 * and says why; only the local mode, which has no key, uses the sample answer committed in content/.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { GoogleRating } from "../../src/content/google-rating";
import { GOOGLE_RATING_FILE } from "../../src/content/google-rating.server";
import { timeoutSignal } from "../../src/server/kernel/timeout";
import { modeOf, parseEnv, readProcessEnv } from "../../src/server/kernel/env";
import { err, ok, type Result } from "../../src/server/kernel/result";

export const PLACE_FIELDS = "rating,userRatingCount,googleMapsUri";
const DEFAULT_BASE_URL = "https://places.googleapis.com";
/** The build waits this long for Google, then stops: a build is not in a hurry, but must not hang. */
const TIMEOUT_MS = 10_000;
export const SAMPLE_FILE = path.resolve(import.meta.dirname, "../../content/google-rating.sample.json");

const WHERE_TO_FIND =
  "find it with Google's Place ID finder (developers.google.com/maps/documentation/places/web-service/place-id), then set it in the deployment's environment variables (docs/operator-guide.md, « The rating »)";

/**
 * The place the build reads, by its literal name. Only the build reads it, never a function, so it is not one
 * of the functions' settings in src/server/kernel/env.ts.
 */
export function googlePlaceId(): string | undefined {
  return process.env.GOOGLE_PLACE_ID?.trim() || undefined;
}

/** Why a build for a deployment cannot read the rating before it even tries, or nothing. */
export function placeIdProblem(placeId: string | undefined): string | undefined {
  if (!placeId)
    return `GOOGLE_PLACE_ID is not set: the pages show the business's rating from its Google profile; ${WHERE_TO_FIND}`;
  // Place IDs are URL-safe text ("ChIJ…"); anything else would change the path asked for.
  if (!/^[\w-]+$/.test(placeId)) return `GOOGLE_PLACE_ID "${placeId}" is not a place ID; ${WHERE_TO_FIND}`;
  return undefined;
}

/** A Google Maps address on Google's own domain, over HTTPS: the link the pages give must lead to Google. */
function isGoogleMapsUri(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && (url.hostname === "google.com" || url.hostname.endsWith(".google.com"));
  } catch {
    return false;
  }
}

/** Google's answer as the pages need it, or what is wrong with it. */
export function ratingFromAnswer(body: unknown, source: GoogleRating["source"], readAt: Date): Result<GoogleRating> {
  const answer = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const { rating, userRatingCount, googleMapsUri } = answer;
  if (typeof rating !== "number" || rating < 1 || rating > 5 || typeof userRatingCount !== "number") {
    // Google leaves both fields out for a place nobody has reviewed yet.
    return err(
      `Google gave no rating for this place (rating ${JSON.stringify(rating)}, userRatingCount ${JSON.stringify(userRatingCount)}): check GOOGLE_PLACE_ID names the business's profile`,
    );
  }
  if (!Number.isInteger(userRatingCount) || userRatingCount < 1) {
    return err(`Google gave ${JSON.stringify(userRatingCount)} as the number of reviews`);
  }
  if (!isGoogleMapsUri(googleMapsUri)) {
    return err(`Google gave no link to the profile on Google Maps (googleMapsUri ${JSON.stringify(googleMapsUri)})`);
  }
  return ok({ value: rating, count: userRatingCount, url: googleMapsUri, source, readAt: readAt.toISOString() });
}

/** Google's error text ({ error: { status, message } }), or the start of whatever it sent. */
function googleError(status: number, text: string): string {
  try {
    const { error } = JSON.parse(text) as { error?: { status?: string; message?: string } };
    if (error?.message) return `Google answered ${status} ${error.status ?? ""}: ${error.message}`.replace("  ", " ");
  } catch {
    // Not JSON: shown as it came.
  }
  return `Google answered ${status}: ${text.slice(0, 300)}`;
}

export type ReadOptions = { apiKey: string; placeId: string; baseUrl?: string; timeoutMs?: number; now?: () => Date };

/** One Place Details request for the three fields the pages show. */
export async function readGoogleRating(options: ReadOptions): Promise<Result<GoogleRating>> {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const url = `${options.baseUrl ?? DEFAULT_BASE_URL}/v1/places/${encodeURIComponent(options.placeId)}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers: { "X-Goog-Api-Key": options.apiKey, "X-Goog-FieldMask": PLACE_FIELDS },
      signal: timeoutSignal(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError")
      return err(`Google did not answer within ${timeoutMs / 1000} s`);
    return err(`Google unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) return err(googleError(response.status, text));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return err(`Google answered ${response.status} with something other than JSON: ${text.slice(0, 300)}`);
  }
  return ratingFromAnswer(body, "google", (options.now ?? (() => new Date()))());
}

/** The sample answer of the local mode, read through the same checks as Google's. */
export function sampleRating(file: string = SAMPLE_FILE, now: Date = new Date()): GoogleRating {
  const { answer } = JSON.parse(readFileSync(file, "utf8")) as { answer?: unknown };
  const rating = ratingFromAnswer(answer, "sample", now);
  if (!rating.ok) throw new Error(`${path.relative(process.cwd(), file)}: ${rating.error}`);
  return rating.value;
}

type Source = ReturnType<typeof readProcessEnv>;

/**
 * The rating for this build: the sample in the local mode (no key), Google's otherwise, under the rules that
 * decide everything else (src/server/kernel/env.ts; a plain local build is local, as in productionCheck).
 */
export async function ratingForBuild(
  source: Source = readProcessEnv(),
  placeId: string | undefined = googlePlaceId(),
  options: Pick<ReadOptions, "timeoutMs" | "now"> = {},
): Promise<Result<GoogleRating>> {
  const env = parseEnv({ ...source, VTC_LOCAL_MODE: "1" });
  if (modeOf(env) === "local") return ok(sampleRating(SAMPLE_FILE, options.now?.()));
  const problem = placeIdProblem(placeId);
  if (problem) return err(problem);
  if (!env.GOOGLE_PLACES_API_KEY) return err("GOOGLE_PLACES_API_KEY is not set: the build reads the rating with it");
  const rating = await readGoogleRating({
    apiKey: env.GOOGLE_PLACES_API_KEY,
    placeId: placeId!,
    baseUrl: env.GOOGLE_PLACES_BASE_URL,
    ...options,
  });
  return rating.ok ? rating : err(`cannot read the rating of place ${placeId} from Google: ${rating.error}`);
}

/** Leaves the rating where the pages read it (src/content/google-rating.server.ts). */
export function writeGoogleRating(rating: GoogleRating, file: string = GOOGLE_RATING_FILE): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(rating, null, 2)}\n`);
}
