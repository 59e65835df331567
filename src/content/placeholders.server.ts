import { readFileSync } from "node:fs";
import path from "node:path";
import { findPlaceholders } from "../config/placeholders";
import { contentDir } from "./load.server";

/**
 * The operator's content that must be real before going live: customer reviews (and how they are collected)
 * and the articles' authors. Each blank « [… à compléter] » left in these files, by file and name, in order;
 * a production build refuses while the list is not empty (scripts/build.ts).
 */
export const OPERATOR_CONTENT = ["testimonials.json", "authors.json"] as const;

export function contentPlaceholders(dir: string = contentDir): string[] {
  return OPERATOR_CONTENT.flatMap((file) => {
    const value: unknown = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    return findPlaceholders(value).map((name) => `content/${file}: ${name}`);
  });
}
