import type { Route } from "./+types/home";
import { GoogleRatingText } from "~/components/google-rating";
import { HomePage, type HomeCopy } from "~/components/pages/home-page";
import { homeMeta } from "~/components/pages/page-meta";
import { Section, SectionHeading } from "~/components/section";
import { bookingWindowTextEn } from "~/config/booking";
import { serviceAreaEn } from "~/config/service-area";
import { figureEn, figures } from "~/content/figures";
import { fleetEn, promisesEn, servicesEn } from "~/content/en/copy";
import { getGoogleRating } from "~/content/google-rating.server";
import { termsOfSaleText } from "~/lib/terms-of-sale.text";

export function loader() {
  return { rating: getGoogleRating() };
}

export function meta() {
  return homeMeta({
    title: "Private Chauffeur in Nantes, 24/7 | VTC Premium Nantes",
    description:
      "Private chauffeur service in Nantes, France: airport and station transfers, weddings, events and business travel in a Tesla Model S or Mercedes E-Class. Quote within 2 hours.",
    path: "/en",
    services: servicesEn.map((s) => s.title),
  });
}

const copy: HomeCopy = {
  hero: {
    eyebrow: "Private chauffeur · Nantes & Loire-Atlantique",
    title: "Your private chauffeur in Nantes, day and night",
    lead: (
      <p>
        Airport and station transfers, weddings, evenings out and business meetings in a Tesla Model S or Mercedes
        E-Class. An indicative fare as soon as you ask, a price that is firm once you accept it, and an answer within 2
        hours.
      </p>
    ),
    book: "Book a chauffeur",
    rating: (rating) => (
      <>
        <GoogleRatingText rating={rating} locale="en" /> · {figures.years} years in Nantes
      </>
    ),
  },
  figures: {
    label: "Key figures",
    items: [
      { value: figures.clients, label: "happy clients" },
      { value: figureEn(figures.trips), label: "trips driven" },
      { value: figureEn(figures.punctuality), label: "on-time pickups" },
      { value: figures.availability, label: "availability" },
    ],
  },
  services: {
    eyebrow: "Our services",
    title: "A chauffeur for every journey that matters",
    lead: <p>From the airport to your wedding venue, we plan the journey so that all you have to do is step in.</p>,
    more: (
      <p className="mt-10 text-muted">
        Flying in or out?{" "}
        <a href="/en/nantes-airport-transfers" className="font-semibold text-gold-ink underline underline-offset-4">
          Everything about our Nantes Atlantique airport transfers
        </a>
      </p>
    ),
  },
  fleet: {
    id: "fleet",
    eyebrow: "Our fleet",
    title: "Two exceptional saloons, one constant standard",
    lead: (
      <p>
        Recent cars, checked every 6 months and insured fully comprehensive, driven by chauffeurs who know every road in
        the region.
      </p>
    ),
  },
  contact: {
    eyebrow: "Booking",
    title: "Request your chauffeur in two minutes",
    text: "Tell us about your trip: we reply within 2 hours with an all-inclusive price (tolls, fuel and parking), firm once you accept it. For an immediate departure, call us directly.",
    callNow: "Book right now",
    hours: "24/7, bank holidays included",
    quote: "Free quote within 2 hours",
  },
};

const steps = [
  {
    title: "Tell us about your trip",
    text: "Two short steps: your details, then the pickup, the destination and your flight or train number. It takes two minutes.",
  },
  {
    title: "Receive your price within 2 hours",
    text: "At or below the indicative fare shown in the form, we e-mail your booking confirmation. If the price has to be higher, we e-mail you a proposal first: it is firm only once you accept it. Nothing is charged without your agreement.",
  },
  {
    title: "Meet your chauffeur",
    text: `At the airport your chauffeur waits in the arrivals hall with a name sign; at the station, at the exit you chose. ${termsOfSaleText.en.freeCancellation}.`,
  },
];

/** For visitors who do not know how a French VTC booking goes: what happens after the form. */
function HowBookingWorks() {
  return (
    <Section id="how-it-works" tone="white">
      <SectionHeading
        eyebrow="How booking works"
        title="Three steps, no surprises"
        lead={
          <p>
            Requests can be made online {bookingWindowTextEn}. We drive {serviceAreaEn.regular}; beyond that,{" "}
            {serviceAreaEn.beyond}.
          </p>
        }
      />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.title} data-reveal className="card p-7">
            <span aria-hidden="true" className="font-display text-4xl text-gold-ink">
              {i + 1}
            </span>
            <h3 className="mt-3 text-xl">{step.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export default function HomeEn({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage
      copy={copy}
      locale="en"
      rating={loaderData.rating}
      services={servicesEn}
      fleet={{ vehicles: fleetEn, points: promisesEn }}
    >
      <HowBookingWorks />
    </HomePage>
  );
}
