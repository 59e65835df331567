import { absoluteUrl } from "~/config/env-public";

/** Nothing is blocked: /demande-devis is kept out of the index by its noindex header, which crawlers must read. */
export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
