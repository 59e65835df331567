import { readdirSync } from "node:fs";
import path from "node:path";
import { contentDir } from "./load.server";

/** Slugs are the MDX file names; read without compiling, for route lists. */
export function blogSlugs(): string[] {
  return readdirSync(path.join(contentDir, "blog"))
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => file.slice(0, -".mdx".length));
}
