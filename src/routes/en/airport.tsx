import { Briefcase, Clock, Luggage, PlaneLanding, PlaneTakeoff, Signpost, TrainFront } from "~/components/sprite-icons";
import { ClosingBand } from "~/components/closing-band";
import type { ReactNode } from "react";
import { FeatureCards, type Feature } from "~/components/feature-cards";
import { callLink, LinkPair } from "~/components/link-pair";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/section";
import { bookingWindowTextEn } from "~/config/booking";
import { serviceAreaEn } from "~/config/service-area";
import { phoneDisplay } from "~/config/site";
import { subpageMeta } from "~/components/pages/page-meta";
import { termsOfSaleText } from "~/lib/terms-of-sale.text";
import { grid } from "~/lib/fares";
import { arrivalTermsText } from "~/lib/arrival-terms.text";

const arrivals = arrivalTermsText.en;

export function meta() {
  return subpageMeta({
    title: "Nantes Airport Transfers with a Private Chauffeur | VTC Premium Nantes",
    description: `Private transfers to and from Nantes Atlantique airport and Nantes station: flight and train followed, name sign in arrivals, ${grid.waiting.internationalArrivalFreeMinutes}\u00a0minutes’ free waiting, from €35 from central Nantes.`,
    path: "/en/nantes-airport-transfers",
    image: "blog-aeroport",
    crumb: "Airport transfers",
    business: { services: ["Nantes Atlantique airport transfers", "Nantes railway station transfers"] },
  });
}

const welcome: Feature[] = [
  {
    icon: PlaneLanding,
    title: "Your flight followed",
    text: arrivals.flight,
  },
  {
    icon: Signpost,
    title: "A name sign in arrivals",
    text: "Your chauffeur waits for you in the arrivals hall holding a sign with your name on it.",
  },
  {
    icon: Clock,
    title: `${grid.waiting.internationalArrivalFreeMinutes}\u00a0minutes’ free waiting`,
    text: `For international arrivals, ${grid.waiting.internationalArrivalFreeMinutes}\u00a0minutes of waiting are free: time to clear passport control and collect your bags.`,
  },
  {
    icon: Luggage,
    title: "Help with your luggage",
    text: "Your chauffeur carries your cases to the car, where water, chargers and Wi-Fi are waiting for you.",
  },
];

const distances = [
  { from: "Central Nantes", km: 12 },
  { from: "Rezé", km: 8 },
  { from: "Saint-Herblain", km: 15 },
  { from: "Orvault", km: 18 },
];

/** How long before take-off to be at the airport. */
const checkInMargins = [
  { flight: "European flight", margin: "2 hours 30 minutes" },
  { flight: "Intercontinental flight", margin: "3 hours 30 minutes" },
];

const tips = [
  "Give us your flight number when you book, even for a departure.",
  "Tell us how many cases you have and about any bulky items: golf bag, pushchair, ski bag.",
  "Travelling with a small child? Ask for a child seat: it will be fitted before you arrive.",
  "Switch your phone back on as soon as you land so that your chauffeur can reach you.",
  `Need a different time? Changes are possible ${termsOfSaleText.en.changeUntil}.`,
];

export default function AirportTransfers() {
  return (
    <>
      <PageHero
        image="blog-aeroport"
        eyebrow="Nantes Atlantique airport · Nantes station"
        title="Airport and station transfers in Nantes"
        lead={
          <p>
            A private chauffeur between Nantes Atlantique airport, Nantes railway station and your address: we follow
            your flight or train, meet you in the arrivals hall and take care of your luggage. From €35 from central
            Nantes.
          </p>
        }
      >
        <LinkPair
          layout="hero"
          primary={{ href: "/en#contact", label: "Book your transfer" }}
          secondary={callLink(phoneDisplay("en"))}
        />
      </PageHero>

      <Section>
        <SectionHeading
          eyebrow="When you land"
          title="Met, helped and on your way"
          lead={
            <p>The return journey is where a good service shows. Here is how we welcome you at Nantes Atlantique.</p>
          }
        />
        <div className="mt-12">
          <FeatureCards features={welcome} />
        </div>
      </Section>

      <TwoColumns tone="white">
        <Column eyebrow="Prices" title="A price you accept before you travel">
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              Our indicative airport fares start <strong className="text-ink">from €35 from central Nantes</strong> and{" "}
              <strong className="text-ink">from €40 from the rest of the metropolis</strong>, in euros including VAT,
              with fuel, tolls and parking included.
            </p>
            <p>
              For comparison, parking at the airport costs about €15 a day: over a stay of several days, a return trip
              with a chauffeur often costs less, without the drive home after a long-haul flight.
            </p>
            <p>You can pay by card, PayPal, Apple Pay or Google Pay, in cash, or on invoice for companies.</p>
          </div>
        </Column>
        <Column eyebrow="Getting there" title="Nantes Atlantique in a few figures">
          <p className="mt-6 text-lg leading-relaxed text-muted">
            The airport is in Bouguenais, about 8 km south-west of central Nantes as the crow flies, and welcomes more
            than 7 million passengers a year. By road:
          </p>
          <dl className="mt-6 grid grid-cols-2 gap-4">
            {distances.map((d) => (
              <div key={d.from} className="card flex flex-col-reverse p-5">
                <dt className="mt-1 text-sm text-muted">from {d.from}</dt>
                <dd className="font-display text-3xl text-gold-ink">{d.km} km</dd>
              </div>
            ))}
          </dl>
        </Column>
      </TwoColumns>

      <TwoColumns tone="sand">
        <Column eyebrow="Flying out" title="When should you leave?">
          <ul className="mt-8 space-y-5">
            {checkInMargins.map(({ flight, margin }) => (
              <li key={flight} className="card flex gap-4 p-6">
                <PlaneTakeoff aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-gold-ink" />
                <p className="leading-relaxed">
                  <strong>{flight}:</strong> be at the airport {margin} before take-off.
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-6 leading-relaxed text-muted">
            These margins cover bag drop, security and sometimes passport control on busy days. Give us your flight time
            and address and we will suggest a realistic pickup time, based on the day and the hour rather than an
            average. Scheduled trips can be requested online {bookingWindowTextEn}; for very early flights, book the day
            before at the latest.
          </p>
        </Column>
        <Column eyebrow="Good to know" title="Tips for a stress-free transfer">
          <ul className="mt-8 space-y-3">
            {tips.map((tip) => (
              <li key={tip} className="flex gap-3 leading-relaxed">
                <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-ink" /> {tip}
              </li>
            ))}
          </ul>
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            <div className="card p-5">
              <TrainFront aria-hidden="true" className="h-6 w-6 text-gold-ink" />
              <h3 className="mt-3 font-sans text-base font-semibold">Train and plane</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">
                We link Nantes station and the airport directly: north exit (Jardin des Plantes) or south exit
                (Malakoff, Cité des Congrès). {arrivals.train}
              </p>
            </div>
            <div className="card p-5">
              <Briefcase aria-hidden="true" className="h-6 w-6 text-gold-ink" />
              <h3 className="mt-3 font-sans text-base font-semibold">Business travellers</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">
                Wi-Fi on board to finish a presentation, invoices sent to your company, guests met off their flight.
              </p>
            </div>
          </div>
        </Column>
      </TwoColumns>

      <ClosingBand
        layout="center"
        title="Book your airport transfer"
        text={
          <>
            Send us your flight number and address and we take care of the rest. We serve the airport{" "}
            {serviceAreaEn.regular}; beyond that, {serviceAreaEn.beyond}. {termsOfSaleText.en.freeCancellation}.
          </>
        }
        primary={{ href: "/en#contact", label: "Request a quote" }}
        secondary={callLink(`Call ${phoneDisplay("en")}`)}
      />
    </>
  );
}

/** A section of two halves side by side on wide screens. */
function TwoColumns({ tone, children }: { tone: "white" | "sand"; children: ReactNode }) {
  return (
    <Section tone={tone}>
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">{children}</div>
    </Section>
  );
}

/** One half of a two-column section, under its own heading. */
function Column({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div>
      <SectionHeading eyebrow={eyebrow} title={title} />
      {children}
    </div>
  );
}
