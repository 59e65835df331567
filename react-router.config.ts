import type { Config } from "@react-router/dev/config";
import { getCommunes, communePath } from "./src/content/communes.server";
import { blogSlugs } from "./src/content/blog-slugs.server";

/** Every page is pre-rendered to HTML at build time; the CDN serves files, the browser hydrates them. */
export default {
  appDirectory: "src",
  buildDirectory: "build",
  // With `ssr: true` and no <Scripts /> in the layout, pages are pre-rendered without the router runtime.
  ssr: true,
  async prerender() {
    return [
      "/",
      "/events",
      "/blog",
      ...blogSlugs().map((slug) => `/blog/${slug}`),
      "/zones-intervention",
      "/demande-devis",
      "/tarifs",
      "/confirmer",
      "/proposition",
      "/ma-reservation",
      "/course",
      "/paiement",
      "/mentions-legales",
      "/politique-confidentialite",
      "/cgv",
      ...getCommunes().map((c) => communePath(c.slug)),
      "/en",
      "/en/nantes-airport-transfers",
      "/en/events",
      "/en/service-areas",
      "/en/quote",
      "/en/fares",
      "/en/proposal",
      "/en/my-booking",
      "/en/payment",
      "/en/legal-notice",
      "/en/privacy",
      "/en/terms",
      "/rss.xml",
      "/sitemap.xml",
      "/robots.txt",
      // Rendered through the catch-all route, then copied to 404.html (scripts/build.ts).
      "/404",
    ];
  },
} satisfies Config;
