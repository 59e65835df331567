import type { Route } from "./+types/quote";
import { GoogleRatingText } from "~/components/google-rating";
import { subpageMeta } from "~/components/pages/page-meta";
import { QuotePage, type QuoteCopy } from "~/components/pages/quote-page";
import { atLeast, figureEn, figures } from "~/content/figures";
import type { GoogleRating } from "~/content/google-rating";
import { getGoogleRating } from "~/content/google-rating.server";

export function loader() {
  return { rating: getGoogleRating() };
}

export function meta() {
  return subpageMeta({
    title: "Your Free Quote Within 2 Hours | VTC Premium Nantes",
    description:
      "Request a private chauffeur quote in Nantes: a free answer within 2 hours, an all-inclusive price that is firm only once you accept it.",
    path: "/en/quote",
    noindex: true,
    crumb: "Free quote",
  });
}

const copy = (rating: GoogleRating): QuoteCopy => ({
  hero: {
    eyebrow: "Free quote, no commitment",
    title: "Your free quote within 2 hours",
    lead: (
      <p>
        A few details about your journey are all we need: we come back to you with a price in less than two hours, firm
        only once you accept it.
      </p>
    ),
  },
  formId: "form",
  benefits: [
    { title: "An answer within 2 hours", text: "A precise price for your journey, day or night." },
    {
      title: "All-inclusive, firm once accepted",
      text: "Fuel, tolls and parking included: no surprises on arrival.",
    },
    { title: "No commitment", text: "The quote is free; you only book once you have accepted it." },
    { title: "Available 24/7", text: "Dawn departures, late returns, weekends and bank holidays." },
  ],
  trust: {
    eyebrow: "They trust us",
    title: `More than ${atLeast(figures.clients)} happy clients`,
    intro: (
      <>
        <GoogleRatingText rating={rating} locale="en" />, with {figureEn(figures.loyalty)} of our clients coming back.
        Prefer to talk it through? Call us at any hour, day or night.
      </>
    ),
    backToForm: "Back to the form",
  },
});

export default function QuoteEn({ loaderData }: Route.ComponentProps) {
  return <QuotePage copy={copy(loaderData.rating)} locale="en" />;
}
