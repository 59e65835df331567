import path from "node:path";
import { z } from "zod";
import { contentDir, line, parseContent } from "./load.server";
import { renderMdxFile } from "./mdx.server";
import type { LegalSlug, LegalSlugEn } from "./legal-pages";

const frontmatterSchema = z.object({ title: line, description: line.max(170), updated: z.iso.date() });

export async function getLegalPage(slug: LegalSlug) {
  const file = path.join(contentDir, "legal", `${slug}.mdx`);
  const rendered = await renderMdxFile(file);
  return { ...parseContent(file, frontmatterSchema, rendered.frontmatter), html: rendered.html };
}

export async function getLegalPageEn(slug: LegalSlugEn) {
  const file = path.join(contentDir, "en", `${slug}.mdx`);
  const rendered = await renderMdxFile(file, "en");
  return { ...parseContent(file, frontmatterSchema, rendered.frontmatter), html: rendered.html };
}
