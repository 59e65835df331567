/**
 * The only settings that reach the browser, fixed at build time. Nothing secret may ever be added here.
 * SITE_URL is the public origin used for canonical URLs, Open Graph, the sitemap and JSON-LD.
 */
declare const __SITE_URL__: string;
declare const __TEST_IDENTITY__: boolean;

export const SITE_URL: string = __SITE_URL__;

/**
 * True only in the builds of `npm run check:vercel` (VTC_TEST_IDENTITY=1, refused by the build wherever a
 * real deployment could be): every page then says it is a test and carries noindex.
 */
export const TEST_IDENTITY: boolean = __TEST_IDENTITY__;

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).toString();
}
