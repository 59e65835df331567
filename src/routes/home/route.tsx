import { Phone } from "lucide-react";
import type { Route } from "./+types/route";
import { BookingForm } from "~/components/booking/booking-form";
import { DRAFT_KEY } from "~/components/booking/draft-key";
import { PageHero } from "~/components/page-hero";
import { Island } from "~/islands/island";
import { Stars } from "~/components/stars";
import { absoluteUrl } from "~/config/env-public";
import { site, telHref } from "~/config/site";
import { getAdvantages, getExtras, getServices, getTestimonials } from "~/content/site-content.server";
import { seo } from "~/lib/seo";
import { localBusiness } from "~/lib/structured-data";
import { ContactAside } from "./contact-aside";
import { AdvantagesSection, ExtrasSection, ServicesSection, TestimonialsSection } from "./sections";

export function loader() {
  return {
    services: getServices(),
    advantages: getAdvantages(),
    extras: getExtras(),
    testimonials: getTestimonials("home"),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Chauffeur privé à Nantes, 24 h/24 | VTC Premium Nantes",
    description:
      "Chauffeur privé VTC à Nantes : transferts aéroport et gare, mariages, événements et trajets d’affaires en Tesla Model S ou Mercedes Classe E. Devis en 2 h.",
    path: "/",
    jsonLd: [
      localBusiness({ path: "/", services: data?.services.map((s) => s.title) }),
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.brand,
        url: absoluteUrl("/"),
        inLanguage: "fr-FR",
      },
    ],
  });
}

const figures = [
  { value: site.figures.clients, label: "clients satisfaits" },
  { value: "5\u00a0000+", label: "trajets réalisés" },
  { value: site.figures.punctuality, label: "de ponctualité" },
  { value: site.figures.availability, label: "disponibilité" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, advantages, extras, testimonials } = loaderData;
  return (
    <>
      <PageHero
        size="full"
        image="hero"
        eyebrow="Chauffeur privé · Nantes & Loire-Atlantique"
        title="Votre chauffeur privé à Nantes, à toute heure"
        lead={
          <p>
            Transferts aéroport et gare, mariages, soirées et rendez-vous d’affaires en Tesla Model S ou Mercedes Classe
            E. Un prix ferme annoncé d’avance, un devis gratuit sous 2 heures.
          </p>
        }
      >
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <a href="#contact" className="btn-gold">
            Réserver un chauffeur
          </a>
          <a href={telHref} className="btn-ghost-light">
            <Phone aria-hidden="true" className="h-5 w-5" /> {site.phone.display}
          </a>
        </div>
        <p className="mt-8 flex items-center gap-3 text-sm text-mist">
          <Stars rating={site.figures.rating.value} />
          <span>
            {site.figures.rating.value}/5 sur {site.figures.rating.count} avis · {site.figures.years} ans d’expérience
          </span>
        </p>
      </PageHero>

      <section aria-label="Chiffres clés" className="border-b border-white/10 bg-night text-ivory">
        <dl className="container-page grid grid-cols-2 divide-white/10 py-8 lg:grid-cols-4 lg:divide-x">
          {figures.map((f) => (
            <div key={f.label} className="flex flex-col-reverse items-center py-3 text-center">
              <dt className="mt-1 text-sm text-mist">{f.label}</dt>
              <dd className="font-display text-3xl text-gold sm:text-4xl">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <ServicesSection services={services} />
      <AdvantagesSection advantages={advantages} />
      <TestimonialsSection testimonials={testimonials} />
      <ExtrasSection extras={extras} />

      <section id="contact" className="bg-sand/60 py-20 sm:py-24">
        <div className="container-page grid gap-12 lg:grid-cols-[0.85fr_1.15fr] lg:gap-16">
          <ContactAside />
          <Island
            name="booking-form"
            hydrate="interaction"
            eagerIfStored={DRAFT_KEY}
            component={BookingForm}
            props={{ idPrefix: "home" }}
          />
        </div>
      </section>
    </>
  );
}
