import gazetteer from "../../../content/gazetteer.json" with { type: "json" };
import communePlaces from "./commune-places.json" with { type: "json" };
import { normalizePlace } from "../../lib/place-name.js";
import { ok } from "../kernel/result.js";
import type { PlacesProvider, Suggestion } from "./types.js";

type Entry = { id: string; name: string; secondary: string; aliases: string[]; priority?: number };

type Indexed = { entry: Entry; name: string; words: string[] };

const entries: Entry[] = [...communePlaces, ...gazetteer.places];
const index: Indexed[] = entries.map((entry) => ({
  entry,
  name: normalizePlace(entry.name),
  words: normalizePlace([entry.name, entry.secondary, ...entry.aliases].join(" ")).split(" "),
}));

/** Every typed word must begin a word of the place (its name, address or aliases); names that start with the query rank first. */
export function searchGazetteer(input: string, limit = 6): Suggestion[] {
  const query = normalizePlace(input);
  if (!query) return [];
  const tokens = query.split(" ");
  return index
    .filter((item) => tokens.every((token) => item.words.some((word) => word.startsWith(token))))
    .map((item) => ({
      item,
      rank: item.name.startsWith(query) ? 0 : item.name.split(" ").some((w) => w.startsWith(tokens[0]!)) ? 1 : 2,
    }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (b.item.entry.priority ?? 0) - (a.item.entry.priority ?? 0) ||
        a.item.entry.name.localeCompare(b.item.entry.name, "fr"),
    )
    .slice(0, limit)
    .map(({ item: { entry } }) => ({
      placeId: `local:${entry.id}`,
      text: `${entry.name}, ${entry.secondary}`,
      mainText: entry.name,
      secondaryText: entry.secondary,
    }));
}

export const gazetteerProvider: PlacesProvider = {
  name: "local",
  async suggest({ input }) {
    return ok(searchGazetteer(input));
  },
};
