import { site } from "~/config/site";
import { absoluteUrl } from "~/config/env-public";
import { languageTag, type Locale } from "./i18n";
import { socialImageUrl } from "./seo";

type Place = { name: string; lat?: number; lng?: number };

/** schema.org LocalBusiness for the chauffeur service: identity, hours, the 50 km service circle and the town served. */
export function localBusiness(
  options: { path?: string; areaServed?: Place; services?: string[]; locale?: Locale } = {},
) {
  const { path = "/", areaServed, services = [], locale = "fr" } = options;
  const en = locale === "en";
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl("/#business"),
    name: site.brand,
    description: en
      ? "Private chauffeur in Nantes and Loire-Atlantique. Airport and station transfers, events, chauffeur by the hour, 24/7."
      : `${site.tagline}. Transferts aéroport et gare, événements, mise à disposition, 24\u00a0h/24 et 7\u00a0j/7.`,
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
      name: en ? "Private chauffeur services" : "Services de chauffeur privé",
      itemListElement: (services.length ? services : en ? defaultServiceNamesEn : defaultServiceNames).map((name) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name },
      })),
    },
  };
}

const defaultServiceNames = [
  "Transferts aéroport Nantes Atlantique",
  "Transferts gare de Nantes",
  "Mise à disposition de chauffeur",
  "Transport pour événements et mariages",
  "Trajets longue distance",
];

const defaultServiceNamesEn = [
  "Nantes Atlantique airport transfers",
  "Nantes railway station transfers",
  "Chauffeur by the hour",
  "Event and wedding transport",
  "Long-distance trips",
];

/** schema.org WebPage naming its language, for pages that exist in more than one. */
export function webPage(options: { path: string; name: string; locale: Locale }) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: options.name,
    url: absoluteUrl(options.path),
    inLanguage: languageTag[options.locale],
    isPartOf: { "@type": "WebSite", name: site.brand, url: absoluteUrl(options.locale === "en" ? "/en" : "/") },
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
