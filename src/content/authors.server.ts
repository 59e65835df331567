import { z } from "zod";
import { line, readJson } from "./load.server";

/** Who signs the articles: content/authors.json, operator content (visible blanks until supplied). */
const authorsSchema = z.object({
  $comment: z.string().optional(),
  authors: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), name: line, role: z.string() })).min(1),
});

export type Author = { id: string; name: string; role: string };

export function getAuthors(): Author[] {
  return readJson("authors.json", authorsSchema).authors;
}

export function authorById(id: string): Author | undefined {
  return getAuthors().find((a) => a.id === id);
}
