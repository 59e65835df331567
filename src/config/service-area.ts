import { site } from "./site";

/**
 * Where the business drives, said one way on every page. Regular trips stay within about 50 km of central
 * Nantes (the same circle the LocalBusiness JSON-LD declares, `site.serviceRadiusMeters`); beyond it, anywhere
 * in Loire-Atlantique and further, on quote. Never write "toute la Loire-Atlantique" as if it were the circle:
 * La Baule, Guérande or Châteaubriant are in the département but outside the 50 km.
 */
export const SERVICE_RADIUS_KM = site.serviceRadiusMeters / 1000;

const radius = `${SERVICE_RADIUS_KM}\u00a0km`;

export const serviceArea = {
  /** A few words for a label: "Nantes et 50 km à la ronde". */
  label: `Nantes et ${radius} à la ronde`,
  /** Regular trips, after "nous intervenons …" or alone: "dans un rayon d’environ 50 km autour de Nantes". */
  regular: `dans un rayon d’environ ${radius} autour de Nantes`,
  /** Beyond the circle, after "au-delà, …". */
  beyond: "partout en Loire-Atlantique et plus loin (La Baule, Guérande, Châteaubriant, longue distance), sur devis",
  /** The whole rule in one sentence. */
  sentence: `Trajets réguliers dans un rayon d’environ ${radius} autour de Nantes\u00a0; au-delà, partout en Loire-Atlantique et plus loin (La Baule, Guérande, Châteaubriant, longue distance), sur devis.`,
} as const;

/** The same rule in English, for the English pages. */
export const serviceAreaEn = {
  label: `Nantes and a ${radius} radius`,
  regular: `within about ${radius} of Nantes`,
  beyond:
    "anywhere in Loire-Atlantique and further afield (La Baule, Guérande, Châteaubriant, long distance), on quote",
  sentence: `Regular trips within about ${radius} of central Nantes; beyond that, anywhere in Loire-Atlantique and further afield (La Baule, Guérande, Châteaubriant, long distance), on quote.`,
} as const;
