/** The legal pages, each an MDX text of content/legal; their paths are their slugs (src/pages.server.ts). */
export const legalPages = ["mentions-legales", "politique-confidentialite", "cgv"] as const;
export type LegalSlug = (typeof legalPages)[number];

/** The English translations (content/en), each the twin of a French legal page; the French text prevails. */
export const legalPagesEn = {
  "legal-notice": "mentions-legales",
  privacy: "politique-confidentialite",
  terms: "cgv",
} as const satisfies Record<string, LegalSlug>;
export type LegalSlugEn = keyof typeof legalPagesEn;
