import { getEnv } from "../env.js";
import { isPlainObject, json, readJsonBody } from "../http.js";
import { clientIp, getLimiter, retryAfterSeconds, type Limiter } from "../rate-limit.js";
import { gazetteerProvider } from "./gazetteer.js";
import { googleProvider } from "./google.js";
import type { PlacesProvider } from "./types.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const MAX_BODY_BYTES = 2048;

export type PlacesDeps = { provider: PlacesProvider; limiter: Limiter };

let provider: PlacesProvider | undefined;

/** The one place the provider is chosen: Google with a key, the offline gazetteer without. */
export function getPlacesProvider(): PlacesProvider {
  if (!provider) {
    const env = getEnv();
    provider = env.GOOGLE_PLACES_API_KEY
      ? googleProvider({ apiKey: env.GOOGLE_PLACES_API_KEY, baseUrl: env.GOOGLE_PLACES_BASE_URL })
      : gazetteerProvider;
  }
  return provider;
}

/** POST /api/places {input, sessionToken} → {suggestions, source}. A provider failure answers an empty list. */
export async function handlePlaces(request: Request, deps: PlacesDeps = { provider: getPlacesProvider(), limiter: getLimiter("places") }): Promise<Response> {
  if (request.method !== "POST") return json(405, { error: "Méthode non autorisée." }, { allow: "POST" });
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return json(body.status, { error: body.status === 415 ? "Le contenu doit être envoyé en JSON." : body.status === 413 ? "Demande trop volumineuse." : "Demande illisible." });
  if (!isPlainObject(body.value)) return json(400, { error: "Demande illisible." });
  const { input, sessionToken } = body.value;
  if (typeof input !== "string" || input.trim().length < 2 || input.length > 100) {
    return json(400, { error: "Saisissez entre 2 et 100 caractères." });
  }
  if (typeof sessionToken !== "string" || !UUID.test(sessionToken)) return json(400, { error: "Jeton de session invalide." });

  const decision = await deps.limiter.limit(clientIp(request));
  if (!decision.success) {
    const retryAfter = retryAfterSeconds(decision);
    return json(429, { error: "Trop de recherches, patientez un instant.", retryAfter }, { "retry-after": String(retryAfter) });
  }

  const result = await deps.provider.suggest({ input: input.trim(), sessionToken });
  if (!result.ok) {
    console.error(`[places] ${deps.provider.name} failed: ${result.error}`);
    return json(200, { suggestions: [], source: deps.provider.name });
  }
  return json(200, { suggestions: result.value, source: deps.provider.name });
}
