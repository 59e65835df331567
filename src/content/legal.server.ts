import path from "node:path";
import { z } from "zod";
import { contentDir, line, parseContent } from "./load.server";
import { renderMdxFile } from "./mdx.server";

const frontmatterSchema = z.object({ title: line, description: line.max(170), updated: z.iso.date() });

export const legalPages = ["mentions-legales", "politique-confidentialite", "cgv"] as const;
export type LegalSlug = (typeof legalPages)[number];

export async function getLegalPage(slug: LegalSlug) {
  const file = path.join(contentDir, "legal", `${slug}.mdx`);
  const rendered = await renderMdxFile(file);
  return { ...parseContent(file, frontmatterSchema, rendered.frontmatter), html: rendered.html };
}
