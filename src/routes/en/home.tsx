import { Check, Clock, Mail, Phone, Timer } from "lucide-react";
import { BookingForm } from "~/components/booking/booking-form";
import { DRAFT_KEY } from "~/components/booking/draft-key";
import { EmailAddress } from "~/components/email-address";
import { icons } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { Picture } from "~/components/picture";
import { Section, SectionHeading } from "~/components/section";
import { ServiceCards } from "~/components/service-cards";
import { Stars } from "~/components/stars";
import { Island } from "~/islands/island";
import { absoluteUrl } from "~/config/env-public";
import { bookingWindowTextEn } from "~/config/booking";
import { serviceAreaEn } from "~/config/service-area";
import { site, telHref } from "~/config/site";
import { fleetEn, promisesEn, servicesEn } from "~/content/en/copy";
import { languageTag } from "~/lib/i18n";
import { seo } from "~/lib/seo";
import { localBusiness } from "~/lib/structured-data";

export function meta() {
  return seo({
    title: "Private Chauffeur in Nantes, 24/7 | VTC Premium Nantes",
    description:
      "Private chauffeur service in Nantes, France: airport and station transfers, weddings, events and business travel in a Tesla Model S or Mercedes E-Class. Quote within 2 hours.",
    path: "/en",
    jsonLd: [
      localBusiness({ path: "/en", locale: "en", services: servicesEn.map((s) => s.title) }),
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.brand,
        url: absoluteUrl("/en"),
        inLanguage: languageTag.en,
      },
    ],
  });
}

const figures = [
  { value: site.figures.clients, label: "happy clients" },
  { value: "5,000+", label: "trips driven" },
  { value: "99%", label: "on-time pickups" },
  { value: site.figures.availability, label: "availability" },
];

const steps = [
  {
    title: "Tell us about your trip",
    text: "Two short steps: your details, then the pickup, the destination and your flight or train number. It takes two minutes.",
  },
  {
    title: "Receive a fixed price within 2 hours",
    text: "We confirm your booking by phone or e-mail with a firm price in euros, fuel, tolls and parking included. Nothing is charged without your agreement.",
  },
  {
    title: "Meet your chauffeur",
    text: "At the airport your chauffeur waits in the arrivals hall with a name sign; at the station, at the exit you chose. Free cancellation up to 24 hours before pickup.",
  },
];

export default function HomeEn() {
  return (
    <>
      <PageHero
        size="full"
        image="hero"
        eyebrow="Private chauffeur · Nantes & Loire-Atlantique"
        title="Your private chauffeur in Nantes, day and night"
        lead={
          <p>
            Airport and station transfers, weddings, evenings out and business meetings in a Tesla Model S or Mercedes
            E-Class. A fixed price agreed in advance, and a free quote within 2 hours.
          </p>
        }
      >
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <a href="#contact" className="btn-gold">
            Book a chauffeur
          </a>
          <a href={telHref} className="btn-ghost-light">
            <Phone aria-hidden="true" className="h-5 w-5" /> {site.phone.display}
          </a>
        </div>
        <p className="mt-8 flex items-center gap-3 text-sm text-mist">
          <Stars rating={site.figures.rating.value} />
          <span>
            Rated {site.figures.rating.value}/5 from {site.figures.rating.count} reviews · {site.figures.years} years in
            Nantes
          </span>
        </p>
      </PageHero>

      <section aria-label="Key figures" className="border-b border-white/10 bg-night text-ivory">
        <dl className="container-page grid grid-cols-2 divide-white/10 py-8 lg:grid-cols-4 lg:divide-x">
          {figures.map((f) => (
            <div key={f.label} className="flex flex-col-reverse items-center py-3 text-center">
              <dt className="mt-1 text-sm text-mist">{f.label}</dt>
              <dd className="font-display text-3xl text-gold sm:text-4xl">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="services">
        <SectionHeading
          eyebrow="Our services"
          title="A chauffeur for every journey that matters"
          lead={
            <p>From the airport to your wedding venue, we plan the journey so that all you have to do is step in.</p>
          }
        />
        <ServiceCards services={servicesEn} />
        <p className="mt-10 text-muted">
          Flying in or out?{" "}
          <a href="/en/nantes-airport-transfers" className="font-semibold text-gold-ink underline underline-offset-4">
            Everything about our Nantes Atlantique airport transfers
          </a>
        </p>
      </Section>

      <Section id="fleet" tone="dark">
        <SectionHeading
          light
          eyebrow="Our fleet"
          title="Two exceptional saloons, one constant standard"
          lead={
            <p>
              Recent cars, checked every 6 months and insured fully comprehensive, driven by chauffeurs who know every
              road in the region.
            </p>
          }
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-2">
          {fleetEn.map((vehicle) => (
            <li key={vehicle.name} data-reveal className="overflow-hidden rounded-2xl border border-white/10 bg-night">
              <Picture
                name={vehicle.image}
                alt={`${vehicle.name}, illustration`}
                sizes="(min-width: 1024px) 560px, 100vw"
                className="aspect-[3/2] h-auto w-full object-cover"
              />
              <div className="p-7">
                <h3 className="text-2xl text-white">{vehicle.name}</h3>
                <p className="mt-3 leading-relaxed text-mist">{vehicle.description}</p>
                <ul className="mt-5 grid gap-2 text-sm text-ivory sm:grid-cols-2">
                  {vehicle.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold" /> {feature}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
        <ul className="mt-14 grid gap-x-10 gap-y-10 sm:grid-cols-2">
          {promisesEn.map((point) => {
            const Icon = icons[point.icon];
            return (
              <li key={point.title} data-reveal className="flex gap-4">
                {Icon && <Icon aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-gold" />}
                <div>
                  <h3 className="text-lg text-white">{point.title}</h3>
                  <p className="mt-2 leading-relaxed text-mist">{point.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

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

      <section id="contact" className="bg-sand/60 py-20 sm:py-24">
        <div className="container-page grid gap-12 lg:grid-cols-[0.85fr_1.15fr] lg:gap-16">
          <div>
            <p className="eyebrow text-gold-ink">Booking</p>
            <h2 className="mt-3 text-3xl leading-tight sm:text-[2.6rem]">Request your chauffeur in two minutes</h2>
            <p className="mt-5 text-lg leading-relaxed text-muted">
              Tell us about your trip: we reply within 2 hours with a fixed price, tolls, fuel and parking included. For
              an immediate departure, call us directly.
            </p>
            <ul className="mt-8 space-y-4">
              <li>
                <a
                  href={telHref}
                  className="flex items-center gap-4 rounded-2xl bg-ink p-5 text-ivory transition-colors hover:bg-night-2"
                >
                  <Phone aria-hidden="true" className="h-6 w-6 text-gold" />
                  <span>
                    <span className="block text-xs tracking-wide text-mist uppercase">Book right now</span>
                    <span className="font-display text-xl text-white">{site.phone.display}</span>
                  </span>
                </a>
              </li>
              <li className="flex items-center gap-4 px-1">
                <Mail aria-hidden="true" className="h-5 w-5 text-gold-ink" />
                <a href={`mailto:${site.email.contact}`} className="underline-offset-4 hover:underline">
                  <EmailAddress address={site.email.contact} />
                </a>
              </li>
              <li className="flex items-center gap-4 px-1">
                <Clock aria-hidden="true" className="h-5 w-5 text-gold-ink" /> 24/7, bank holidays included
              </li>
              <li className="flex items-center gap-4 px-1">
                <Timer aria-hidden="true" className="h-5 w-5 text-gold-ink" /> Free quote within 2 hours
              </li>
            </ul>
          </div>
          <Island
            name="booking-form"
            hydrate="interaction"
            eagerIfStored={DRAFT_KEY}
            component={BookingForm}
            props={{ idPrefix: "home", locale: "en" }}
          />
        </div>
      </section>
    </>
  );
}
