/**
 * The only settings that reach the browser, fixed at build time. Nothing secret may ever be added here.
 * SITE_URL is the public origin used for canonical URLs, Open Graph, the sitemap and JSON-LD.
 */
declare const __SITE_URL__: string;

export const SITE_URL: string = __SITE_URL__;

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).toString();
}
