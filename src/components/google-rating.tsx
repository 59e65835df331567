import { type GoogleRating, ratingCount, ratingValue } from "~/content/google-rating";
import type { Locale } from "~/lib/i18n";
import { chromeText } from "./chrome.text";

/**
 * The number of reviews as a link to them on the business's Google Maps profile: its words say where it leads,
 * and name Google Maps as the source (Google's attribution for Places content shown without a map).
 */
export function GoogleReviewsLink({ rating, locale }: { rating: GoogleRating; locale: Locale }) {
  const count = ratingCount(rating, locale);
  return (
    <a href={rating.url} className="underline underline-offset-4">
      {chromeText[locale].reviews(count)}
    </a>
  );
}

/** « 4,8/5 sur 41 avis sur Google Maps », "Rated 4.8/5 from 41 reviews on Google Maps": the rating and its source. */
export function GoogleRatingText({ rating, locale }: { rating: GoogleRating; locale: Locale }) {
  const value = ratingValue(rating, locale);
  return (
    <>
      {chromeText[locale].ratedFrom(value)}
      <GoogleReviewsLink rating={rating} locale={locale} />
    </>
  );
}
