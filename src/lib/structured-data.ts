import { site } from "~/config/site";
import { absoluteUrl } from "~/config/env-public";
import { homePath, languageTag, type Locale } from "./i18n";
import { socialImageUrl } from "./seo";
import { structuredDataText } from "./structured-data.text";

type Place = { name: string; lat?: number; lng?: number };

/** schema.org LocalBusiness for the chauffeur service: identity, hours, the 50 km service circle and the town served. */
export function localBusiness(
  options: { path?: string; areaServed?: Place; services?: string[]; locale?: Locale } = {},
) {
  const { path = "/", areaServed, services = [], locale = "fr" } = options;
  const t = structuredDataText[locale];
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl("/#business"),
    name: site.brand,
    description: t.description,
    image: socialImageUrl(),
    telephone: site.phone.e164,
    email: site.email.contact,
    url: absoluteUrl(path),
    priceRange: site.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    areaServed: [
      {
        "@type": "GeoCircle",
        geoMidpoint: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
        geoRadius: site.serviceRadiusMeters,
      },
      ...(areaServed
        ? [
            {
              "@type": "City",
              name: areaServed.name,
              ...(areaServed.lat !== undefined
                ? { geo: { "@type": "GeoCoordinates", latitude: areaServed.lat, longitude: areaServed.lng } }
                : {}),
            },
          ]
        : []),
    ],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: t.catalogue,
      itemListElement: (services.length ? services : t.services).map((name) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name },
      })),
    },
  };
}

/** schema.org WebPage naming its language, for pages that exist in more than one. */
export function webPage(options: { path: string; name: string; locale: Locale }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: options.name,
    url: absoluteUrl(options.path),
    inLanguage: languageTag[options.locale],
    isPartOf: { "@type": "WebSite", name: site.brand, url: absoluteUrl(homePath[options.locale]) },
  };
}

export function breadcrumbs(items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
