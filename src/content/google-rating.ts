import { numbersText } from "~/lib/numbers.text";

/**
 * The business's rating as its Google profile shows it: the average, the number of reviews and the link to the
 * profile on Google Maps. The build reads it from Places API (New) before the pages are made
 * (scripts/build/google-rating.ts) and every page that states a rating states this one, with its source and
 * its link (src/components/google-rating.tsx): no rating is typed by hand anywhere.
 */
export type GoogleRating = {
  /** The average, 1 to 5, as Google rounds it (one decimal). */
  value: number;
  /** How many reviews it is the average of. */
  count: number;
  /** The profile on Google Maps, where the reviews can be read (googleMapsUri). */
  url: string;
  /**
   * "google": read from Places API for this build. "sample": the recorded answer of the local mode
   * (content/google-rating.sample.json), which a deployment never uses.
   */
  source: "google" | "sample";
  /** When it was read (ISO date-time). */
  readAt: string;
};

/** 4.8 → "4,8" in French, "4.8" in English; 5 → "5". */
export function ratingValue(rating: GoogleRating, locale: "fr" | "en"): string {
  const text = String(rating.value);
  return text.replace(".", numbersText[locale].decimal);
}

/** 1234 → "1 234" (no-break space) in French, "1,234" in English. */
export function ratingCount(rating: GoogleRating, locale: "fr" | "en"): string {
  return String(rating.count).replace(/\B(?=(\d{3})+$)/g, numbersText[locale].thousands);
}
