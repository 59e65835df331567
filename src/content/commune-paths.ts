/** The base city: it has its own page but is not listed among the surrounding communes. */
export const BASE_SLUG = "nantes";

export function communePath(slug: string): string {
  return `/chauffeur-prive-${slug}`;
}
