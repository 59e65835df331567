/**
 * Audience and speed measurement with Vercel Web Analytics and Speed Insights, loaded after consent only
 * (./measurement.ts). Both scripts are same-origin (/_vercel/insights/*, /_vercel/speed-insights/*) and set no
 * cookie; locally, scripts/local-vercel serves stand-ins at the same paths (docs/testing.md).
 */
import { inject, track } from "@vercel/analytics";
import { injectSpeedInsights } from "@vercel/speed-insights";
import { MEASURE_EVENT, type Measured } from "~/lib/measure";
import { pageType } from "~/lib/page-type";

/** Query strings and fragments stay out: the confirmation and proposal links carry a sealed request there. */
function withoutQuery(url: string): string {
  const parsed = new URL(url, window.location.href);
  return `${parsed.origin}${parsed.pathname}`;
}

const language = () => (document.documentElement.lang.startsWith("en") ? "en" : "fr");

export function startMeasuring(allowed: () => boolean) {
  // Explicit mode and paths: the packages would otherwise pick a debug script on another origin outside a
  // production build; these are the paths Vercel serves once both products are enabled for the project.
  inject({
    mode: "production",
    scriptSrc: "/_vercel/insights/script.js",
    beforeSend: (event) => (allowed() ? { ...event, url: withoutQuery(event.url) } : null),
  });
  injectSpeedInsights({
    scriptSrc: "/_vercel/speed-insights/script.js",
    beforeSend: (event) => (allowed() ? { ...event, url: withoutQuery(event.url) } : null),
  });

  const send = ({ name, data }: Measured) => {
    if (allowed()) track(name, data);
  };
  window.addEventListener(MEASURE_EVENT, (event) => send((event as CustomEvent<Measured>).detail));

  // Taps on the phone number and the WhatsApp button, wherever they are on the page.
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
    if (!link) return;
    const page = pageType(window.location.pathname);
    if (link.protocol === "tel:") send({ name: "Phone tap", data: { language: language(), page } });
    else if (link.hostname === "wa.me") send({ name: "WhatsApp tap", data: { language: language(), page } });
  });

  // Which page of the site led to the quote page: its type and path, never its query string.
  if (pageType(window.location.pathname) === "quote" && document.referrer) {
    const from = new URL(document.referrer);
    if (from.origin === window.location.origin)
      send({
        name: "Quote page opened",
        data: { language: language(), from: pageType(from.pathname), fromPath: from.pathname },
      });
  }
}
