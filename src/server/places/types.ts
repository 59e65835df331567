import type { Result } from "../kernel/result.js";

export type Suggestion = { placeId: string; text: string; mainText: string; secondaryText: string };
export type PlacesQuery = { input: string; sessionToken: string };
export type PlacesProvider = {
  name: "google" | "local";
  suggest(query: PlacesQuery): Promise<Result<Suggestion[], string>>;
};
