import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/config/env-public";
import { site } from "~/config/site";
import { homePath, languageTag, localeOf, type Locale } from "~/lib/i18n";
import { type PageSeo, seo } from "~/lib/seo";
import { breadcrumbs, localBusiness, webPage } from "~/lib/structured-data";
import { structuredDataText } from "~/lib/structured-data.text";

/** The first crumb of a page's trail: the home page of its language. */
const homeCrumb = (locale: Locale) => ({ name: structuredDataText[locale].home, path: homePath[locale] });

type SubpageMeta = Omit<PageSeo, "jsonLd"> & {
  /** The page's name in the breadcrumb that leads to it from the home page of its language. */
  crumb: string;
  /** Pages that sell a service describe the business; the list names the services the page is about. */
  business?: { services?: string[] };
  /** Page-specific JSON-LD, placed between the page's own description and its breadcrumb. */
  jsonLd?: object[];
};

/**
 * The head of a page one level below a home page, in either language (the path says which): the SEO tags of
 * `seo`, the business when the page sells, and the breadcrumb from the home page. English pages also name
 * their language in a WebPage; French, the site's default, needs none.
 */
export function subpageMeta({ crumb, business, jsonLd = [], ...page }: SubpageMeta): MetaDescriptor[] {
  const locale = localeOf(page.path);
  return seo({
    ...page,
    jsonLd: [
      ...(business ? [localBusiness({ path: page.path, locale, services: business.services })] : []),
      ...(locale === "en" ? [webPage({ path: page.path, name: page.title, locale })] : []),
      ...jsonLd,
      breadcrumbs([homeCrumb(locale), { name: crumb, path: page.path }]),
    ],
  });
}

/** The head of a home page, in either language: the business with the services it lists, and the web site. */
export function homeMeta({ services, ...page }: Omit<PageSeo, "jsonLd"> & { services?: string[] }): MetaDescriptor[] {
  const locale = localeOf(page.path);
  return seo({
    ...page,
    jsonLd: [
      localBusiness({ path: page.path, locale, services }),
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.brand,
        url: absoluteUrl(page.path),
        inLanguage: languageTag[locale],
      },
    ],
  });
}

/**
 * The head of a page a sealed link opens (the operator's answer, a price proposal, « Gérer ma réservation »):
 * never indexed, its breadcrumb from the home page of its language.
 */
export function linkPageMeta({ crumb, ...page }: Pick<PageSeo, "title" | "description" | "path"> & { crumb: string }) {
  return seo({
    ...page,
    noindex: true,
    jsonLd: breadcrumbs([homeCrumb(localeOf(page.path)), { name: crumb, path: page.path }]),
  });
}

/** The head of a legal page (the legal notice, the privacy policy, the terms of sale) under `base`, its title its crumb. */
export function legalPageMeta(
  page: { slug: string; title: string; description: string } | undefined,
  base: "/" | "/en/",
): MetaDescriptor[] {
  if (!page) return [];
  return subpageMeta({
    title: `${page.title} | VTC Premium Nantes`,
    description: page.description,
    path: `${base}${page.slug}`,
    crumb: page.title,
  });
}
