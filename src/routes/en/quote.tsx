import { ArrowUp, BadgeEuro, Clock, Phone, ShieldCheck, Timer } from "lucide-react";
import { BookingForm } from "~/components/booking/booking-form";
import { DRAFT_KEY } from "~/components/booking/draft-key";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { Island } from "~/islands/island";
import { site, telHref } from "~/config/site";
import { seo } from "~/lib/seo";
import { breadcrumbs, webPage } from "~/lib/structured-data";

const PATH = "/en/quote";
const TITLE = "Your Free Quote Within 2 Hours | VTC Premium Nantes";

export function meta() {
  return seo({
    title: TITLE,
    description:
      "Request a private chauffeur quote in Nantes: a free answer within 2 hours, a fixed price with tolls and fuel included, no commitment.",
    path: PATH,
    noindex: true,
    jsonLd: [
      webPage({ path: PATH, name: TITLE, locale: "en" }),
      breadcrumbs([
        { name: "Home", path: "/en" },
        { name: "Free quote", path: PATH },
      ]),
    ],
  });
}

const benefits = [
  { icon: Timer, title: "An answer within 2 hours", text: "A precise price for your journey, day or night." },
  {
    icon: BadgeEuro,
    title: "A fixed, all-inclusive price",
    text: "Fuel, tolls and parking included: no surprises on arrival.",
  },
  { icon: ShieldCheck, title: "No commitment", text: "The quote is free; you only book once you have accepted it." },
  { icon: Clock, title: "Available 24/7", text: "Dawn departures, late returns, weekends and bank holidays." },
];

export default function QuoteEn() {
  return (
    <div data-scroll-top>
      <PageHero
        eyebrow="Free quote, no commitment"
        title="Your free quote within 2 hours"
        lead={
          <p>
            A few details about your journey are all we need: we come back to you with a fixed price in less than two
            hours.
          </p>
        }
        image="devis-hero"
      />
      <Section tone="sand">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_0.8fr] lg:gap-14">
          <div id="form" className="scroll-mt-24">
            <Island
              name="booking-form"
              hydrate="interaction"
              eagerIfStored={DRAFT_KEY}
              component={BookingForm}
              props={{ idPrefix: "devis", locale: "en" }}
            />
          </div>
          <ul className="grid content-start gap-4">
            {benefits.map(({ icon: Icon, title, text }) => (
              <li key={title} className="card flex gap-4 p-5">
                <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold-ink" />
                <div>
                  <h2 className="font-sans text-base font-semibold">{title}</h2>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section tone="white">
        <div className="mx-auto max-w-3xl text-center">
          <p className="eyebrow text-gold-ink">They trust us</p>
          <h2 className="mt-3 text-3xl sm:text-4xl">More than 500 happy clients</h2>
          <p className="mt-5 text-lg leading-relaxed text-muted">
            Rated {site.figures.rating.value}/5 from {site.figures.rating.count} reviews, with 98% of our clients coming
            back. Prefer to talk it through? Call us at any hour, day or night.
          </p>
        </div>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={telHref} className="btn-dark">
            <Phone aria-hidden="true" className="h-5 w-5" /> {site.phone.display}
          </a>
          <a href="#form" className="btn-ghost-dark">
            <ArrowUp aria-hidden="true" className="h-4 w-4" /> Back to the form
          </a>
        </div>
      </Section>
    </div>
  );
}
