/** The production origin, used when SITE_URL is not set (docs/environment.md). Written nowhere else. */
export const DEFAULT_SITE_URL = "https://www.vtc-premium-nantes.fr";
