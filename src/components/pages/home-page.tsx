import { Check } from "../sprite-icons";
import type { ReactNode } from "react";
import { BookingIsland } from "~/components/booking-island";
import { ContentIcon } from "~/components/content-icon";
import { callLink, LinkPair } from "~/components/link-pair";
import { MarkedList } from "~/components/marked-list";
import { PageHero } from "~/components/page-hero";
import { Picture } from "~/components/picture";
import { Section, SectionHeading } from "~/components/section";
import { type ServiceCard, ServiceCards } from "~/components/service-cards";
import { Stars } from "~/components/stars";
import { phoneDisplay } from "~/config/site";
import type { GoogleRating } from "~/content/google-rating";
import type { Locale } from "~/lib/i18n";
import { HomeContact, type HomeContactCopy } from "./home-contact";

type Heading = { eyebrow: string; title: string; lead: ReactNode };
type Figure = { value: string; label: ReactNode };
type Vehicle = { name: string; image: string; description: string; features: string[] };
type Point = { title: string; description: string; icon: string };

/** The words of the home page in one language; the lists come from content/ or src/content/en. */
export type HomeCopy = {
  /** `rating` states the Google rating with its source and link (src/components/google-rating.tsx). */
  hero: { eyebrow: string; title: string; lead: ReactNode; book: string; rating: (rating: GoogleRating) => ReactNode };
  figures: { label: string; items: Figure[] };
  /** `more` follows the service cards. */
  services: Heading & { more?: ReactNode };
  fleet: Heading & { id: string };
  contact: HomeContactCopy;
};

type HomePageProps = {
  copy: HomeCopy;
  locale: Locale;
  /** The business's rating on Google, read by the build (src/content/google-rating.ts). */
  rating: GoogleRating;
  services: ServiceCard[];
  fleet: { vehicles: Vehicle[]; points: Point[]; proofs?: Figure[] };
  /** The sections of this language's page between the fleet and the booking form. */
  children: ReactNode;
};

/** The home page of either language: offer, figures, services, fleet, the page's own sections, then the form. */
export function HomePage({ copy, locale, rating, services, fleet, children }: HomePageProps) {
  return (
    <>
      <PageHero size="full" image="hero" eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead}>
        <LinkPair
          layout="hero"
          primary={{ href: "#contact", label: copy.hero.book }}
          secondary={callLink(phoneDisplay(locale))}
        />
        <p className="mt-8 flex items-center gap-3 text-sm text-mist">
          <Stars rating={rating.value} locale={locale} />
          <span>{copy.hero.rating(rating)}</span>
        </p>
      </PageHero>

      {/* The figures peek into the first screen below the hero. Each starts at its column's left edge: centred,
          a figure would move sideways when the heading font replaces the fallback (their widths differ), and the
          page would keep the fallback for every heading (src/islands/heading-font.ts, decision 160). */}
      <section aria-label={copy.figures.label} className="border-b border-white/10 bg-night text-ivory">
        <dl className="container-page grid grid-cols-2 divide-white/10 py-8 lg:grid-cols-4 lg:divide-x">
          {copy.figures.items.map((f) => (
            <div key={f.value} className="flex flex-col-reverse items-start py-3 sm:px-8">
              <dt className="mt-1 text-sm text-mist">{f.label}</dt>
              <dd className="font-display text-3xl text-gold sm:text-4xl">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="services">
        <SectionHeading eyebrow={copy.services.eyebrow} title={copy.services.title} lead={copy.services.lead} />
        <ServiceCards services={services} />
        {copy.services.more}
      </Section>

      <FleetSection copy={copy.fleet} {...fleet} />

      {children}

      <section id="contact" data-band="" className="bg-sand/60 py-20 sm:py-24">
        <div className="container-page grid gap-12 lg:grid-cols-[0.85fr_1.15fr] lg:gap-16">
          <HomeContact copy={copy.contact} locale={locale} />
          <BookingIsland idPrefix="home" locale={locale} />
        </div>
      </section>
    </>
  );
}

/** The two cars, what we promise, and (where the page has them) the figures that prove it. */
function FleetSection({ copy, vehicles, points, proofs }: { copy: HomeCopy["fleet"] } & HomePageProps["fleet"]) {
  return (
    <Section id={copy.id} tone="dark">
      <SectionHeading light eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        {vehicles.map((vehicle) => (
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
              <MarkedList
                items={vehicle.features}
                mark={<Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold" />}
                className="mt-5 grid gap-2 text-sm text-ivory sm:grid-cols-2"
              />
            </div>
          </li>
        ))}
      </ul>
      {/* Rows of three where the points fill them, else of two: no row with a lone point. */}
      <ul className={`mt-14 grid gap-x-10 gap-y-10 sm:grid-cols-2${points.length % 3 === 0 ? " lg:grid-cols-3" : ""}`}>
        {points.map((point) => (
          <li key={point.title} data-reveal className="flex gap-4">
            <ContentIcon name={point.icon} className="mt-1 h-6 w-6 shrink-0 text-gold" />
            <div>
              <h3 className="text-lg text-white">{point.title}</h3>
              <p className="mt-2 leading-relaxed text-mist">{point.description}</p>
            </div>
          </li>
        ))}
      </ul>
      {proofs && (
        <dl className="mt-16 grid gap-6 border-t border-white/10 pt-10 sm:grid-cols-3">
          {proofs.map((proof) => (
            <div key={proof.value} className="flex flex-col-reverse">
              <dt className="mt-1 text-mist">{proof.label}</dt>
              <dd className="font-display text-4xl text-gold">{proof.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}
