import { err, ok } from "../kernel/result.js";
import { timeoutSignal } from "../kernel/timeout.js";
import type { PlacesProvider, Suggestion } from "./types.js";

/** Nantes and Loire-Atlantique, as the rectangle Google must stay within (docs/product.md). */
export const RECTANGLE = { low: { latitude: 46.8, longitude: -2.5 }, high: { latitude: 47.8, longitude: -0.8 } };
export const FIELD_MASK =
  "suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,suggestions.placePrediction.structuredFormat";
const DEFAULT_BASE_URL = "https://places.googleapis.com";

type GooglePrediction = {
  placeId?: string;
  text?: { text?: string };
  structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
};

/**
 * Places API (New) autocomplete. The session token groups a visitor's keystrokes in one field into one
 * billing session; the key stays on the server (docs/decisions/003-abuse-limits.md).
 */
export function googleProvider(options: { apiKey: string; baseUrl?: string; timeoutMs?: number }): PlacesProvider {
  const url = `${options.baseUrl ?? DEFAULT_BASE_URL}/v1/places:autocomplete`;
  return {
    name: "google",
    async suggest({ input, sessionToken }) {
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-goog-api-key": options.apiKey,
            "x-goog-fieldmask": FIELD_MASK,
          },
          body: JSON.stringify({
            input,
            sessionToken,
            languageCode: "fr",
            regionCode: "fr",
            includedRegionCodes: ["fr"],
            includeQueryPredictions: false,
            locationRestriction: { rectangle: RECTANGLE },
          }),
          signal: timeoutSignal(options.timeoutMs ?? 1500),
        });
        if (!response.ok) return err(`Google answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
        const data = (await response.json()) as { suggestions?: { placePrediction?: GooglePrediction }[] };
        const suggestions: Suggestion[] = [];
        for (const { placePrediction: p } of data.suggestions ?? []) {
          if (!p?.placeId || !p.text?.text) continue;
          suggestions.push({
            placeId: p.placeId,
            text: p.text.text,
            mainText: p.structuredFormat?.mainText?.text ?? p.text.text,
            secondaryText: p.structuredFormat?.secondaryText?.text ?? "",
          });
        }
        return ok(suggestions);
      } catch (error) {
        return err(`Google unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
