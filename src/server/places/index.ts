import { clientKey } from "../kernel/limits/client-ip.js";
import { getEnv } from "../kernel/env.js";
import { guarded, json } from "../kernel/http.js";
import { type FormPostDeps, formPost, formPostDeps } from "../kernel/guards/form-post.js";
import { formHelperRefusalsText } from "../kernel/refusals.text.js";
import {
  allOf,
  getLimiter,
  limitFor,
  rateLimitedLog,
  retryAfterSeconds,
  type Limiter,
} from "../kernel/limits/rate-limit.js";
import { gazetteerProvider } from "./gazetteer.js";
import { googleProvider } from "./google.js";
import type { PlacesProvider } from "./types.js";
import { getRedis } from "../kernel/store/redis.js";
import { type StoreGate, storeGate } from "../kernel/store/ceiling.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const MAX_BODY_BYTES = 2048;

export type PlacesDeps = FormPostDeps & {
  /** Lookups per client, a minute's and a day's (an IPv6 client counts as its prefix, src/server/kernel/limits/client-ip.ts). */
  limiter: Limiter;
  /** Lookups counted in the shared store for everyone: past it, limits are decided by each instance alone. */
  storeGate: StoreGate;
  /** Google, when a key is set: the ceiling for all visitors together, and each client's share of it. */
  google: { provider: PlacesProvider; budget: Limiter; share: Limiter } | null;
  /** The offline gazetteer: the answer without a key, and past Google's ceiling. */
  fallback: PlacesProvider;
};

let deps: PlacesDeps | undefined;

function placesGate(): StoreGate {
  return storeGate(getRedis(), "placesAll", limitFor("placesAll"));
}

/** The one place the providers are chosen: Google with a key, the offline gazetteer without or past the cap. */
export function defaultPlacesDeps(): PlacesDeps {
  if (!deps) {
    const env = getEnv();
    deps = {
      ...formPostDeps(env),
      limiter: allOf(getLimiter("places"), getLimiter("placesDaily")),
      storeGate: placesGate(),
      google: env.GOOGLE_PLACES_API_KEY
        ? {
            provider: googleProvider({ apiKey: env.GOOGLE_PLACES_API_KEY, baseUrl: env.GOOGLE_PLACES_BASE_URL }),
            budget: getLimiter("placesGoogle"),
            share: getLimiter("placesGoogleClient"),
          }
        : null,
      fallback: gazetteerProvider,
    };
  }
  return deps;
}

const messages = {
  ...formHelperRefusalsText("Recherche", "recherches"),
  input: "Saisissez entre 2 et 100 caractères.",
  token: "Jeton de session invalide.",
};

const capLog = rateLimitedLog(60_000, (line) => console.warn(line));
const shareLog = rateLimitedLog(60_000, (line) => console.warn(line));
const gateLog = rateLimitedLog(60_000, (line) => console.error(line));

/** POST /api/places {input, sessionToken} → {suggestions, source}. A provider failure answers an empty list. */
export function handlePlaces(request: Request, d: PlacesDeps = defaultPlacesDeps()): Promise<Response> {
  return guarded("places", () => pipeline(request, d));
}

async function pipeline(request: Request, d: PlacesDeps): Promise<Response> {
  const door = await formPost(request, d, messages, MAX_BODY_BYTES);
  if (!door.ok) return door.refusal;
  const { input, sessionToken } = door.body;
  if (typeof input !== "string" || input.trim().length < 2 || input.length > 100)
    return json(400, { error: messages.input });
  if (typeof sessionToken !== "string" || !UUID.test(sessionToken)) return json(400, { error: messages.token });

  // Past the day's lookups for everyone, nothing more goes to the shared store (nor to Google): the quota
  // bookings and confirmations need is never spent on address suggestions.
  const viaStore = d.storeGate.open();
  if (!viaStore)
    gateLog(
      "[places] RATE_LIMIT_PLACES_ALL reached: each instance limits lookups on its own, answers from the gazetteer",
    );
  const client = clientKey(request);
  const decision = await d.limiter.limit(client, { localOnly: !viaStore });
  if (!decision.success) {
    const retryAfter = retryAfterSeconds(decision);
    return json(429, { error: messages.limited, retryAfter }, { "retry-after": String(retryAfter) });
  }

  if (viaStore) await d.storeGate.spend();
  const provider = viaStore ? await choose(d, client) : d.fallback;
  const result = await provider.suggest({ input: input.trim(), sessionToken });
  if (!result.ok) {
    console.error(`[places] ${provider.name} failed: ${result.error}`);
    return json(200, { suggestions: [], source: provider.name });
  }
  return json(200, { suggestions: result.value, source: provider.name });
}

/**
 * Google while the client's share and the shared ceiling allow it; the gazetteer past either, so the bill
 * has a ceiling and no client can spend everyone's share.
 */
async function choose(d: PlacesDeps, client: string): Promise<PlacesProvider> {
  if (!d.google) return d.fallback;
  if (!(await d.google.share.limit(client)).success) {
    shareLog(
      `[places] ${client} used its share of Google lookups (RATE_LIMIT_PLACES_GOOGLE_CLIENT): the gazetteer answers it`,
    );
    return d.fallback;
  }
  if ((await d.google.budget.limit("all")).success) return d.google.provider;
  capLog("[places] Google lookups reached RATE_LIMIT_PLACES_GOOGLE: answering from the gazetteer");
  return d.fallback;
}
