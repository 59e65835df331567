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

/** The English translations (content/en), each the twin of a French legal page; the French text prevails. */
export const legalPagesEn = {
  "legal-notice": "mentions-legales",
  privacy: "politique-confidentialite",
  terms: "cgv",
} as const satisfies Record<string, LegalSlug>;
export type LegalSlugEn = keyof typeof legalPagesEn;

export async function getLegalPageEn(slug: LegalSlugEn) {
  const file = path.join(contentDir, "en", `${slug}.mdx`);
  const rendered = await renderMdxFile(file, "en");
  return { ...parseContent(file, frontmatterSchema, rendered.frontmatter), html: rendered.html };
}
