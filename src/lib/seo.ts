import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";
import { absoluteUrl } from "~/config/env-public";
import { socialImageUrl as socialImage } from "~/lib/images";
import { alternatesOf, localeOf, ogLocale, type Locale } from "~/lib/i18n";

export type PageSeo = {
  title: string;
  description: string;
  path: string;
  /** Name of an image in content/images (its 1200 px JPEG is used for social cards). */
  image?: string;
  type?: "website" | "article";
  jsonLd?: object | object[];
  noindex?: boolean;
  keywords?: string[];
  extra?: MetaDescriptor[];
};

export function socialImageUrl(image = "og-default"): string {
  return absoluteUrl(socialImage(image));
}

/**
 * One function writes every page's head: title, description, canonical, Open Graph, Twitter card and JSON-LD,
 * all in the pre-rendered HTML (React Router's route `meta`). The language follows the path (src/lib/i18n.ts); a
 * page with a twin in the other language links both versions with hreflang, x-default being the French one.
 */
export function seo(page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  const image = socialImageUrl(page.image);
  const locale = localeOf(page.path);
  const alternates = alternatesOf(page.path);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: ogLocale[locale] },
    ...Object.keys(alternates)
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: ogLocale[other as Locale] })),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  for (const [lang, href] of Object.entries(alternates))
    tags.push({ tagName: "link", rel: "alternate", hrefLang: lang, href: absoluteUrl(href) });
  const xDefault = alternates.fr ?? alternates.en;
  if (xDefault) tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(xDefault) });
  if (page.keywords?.length) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  if (page.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  const jsonLd = Array.isArray(page.jsonLd) ? page.jsonLd : page.jsonLd ? [page.jsonLd] : [];
  for (const data of jsonLd) tags.push({ "script:ld+json": data });
  return [...tags, ...(page.extra ?? [])];
}
