import { postJson } from "~/components/post-json";

export type Suggestion = {
  placeId: string;
  text: string;
  mainText: string;
  secondaryText: string;
};
export type SuggestionResult = {
  suggestions: Suggestion[];
  source: "google" | "local";
};

export const MIN_CHARS = 2;

/** A failure is logged and the list cleared, nothing shown to the visitor (docs/product.md, errors). */
export async function fetchSuggestions(
  input: string,
  sessionToken: string,
  signal: AbortSignal,
): Promise<SuggestionResult> {
  try {
    const response = await postJson("/api/places", { input: input.trim(), sessionToken }, { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const data = (await response.json()) as Partial<SuggestionResult>;
    return {
      suggestions: Array.isArray(data.suggestions) ? data.suggestions : [],
      source: data.source === "google" ? "google" : "local",
    };
  } catch (error) {
    if (!signal.aborted) console.warn("Suggestions d'adresses indisponibles :", error);
    return { suggestions: [], source: "local" };
  }
}
