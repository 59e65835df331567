import { ArrowUp, BadgeEuro, Clock, Phone, ShieldCheck, Timer } from "lucide-react";
import type { Route } from "./+types/route";
import { BookingForm } from "~/components/booking/booking-form";
import { DRAFT_KEY } from "~/components/booking/draft-key";
import { PageHero } from "~/components/page-hero";
import { Island } from "~/islands/island";
import { Section } from "~/components/section";
import { TestimonialCard } from "~/components/testimonial-card";
import { site, telHref } from "~/config/site";
import { getTestimonials } from "~/content/site-content.server";
import { seo } from "~/lib/seo";
import { breadcrumbs } from "~/lib/structured-data";

export function loader() {
  return { testimonials: getTestimonials("devis").slice(0, 3) };
}

export function meta() {
  return seo({
    title: "Votre Devis Gratuit en 2h | VTC Premium Nantes",
    description:
      "Demandez votre devis de chauffeur privé à Nantes : réponse gratuite sous 2 heures, prix ferme péages et carburant compris, sans engagement.",
    path: "/demande-devis",
    noindex: true,
    jsonLd: breadcrumbs([
      { name: "Accueil", path: "/" },
      { name: "Devis gratuit", path: "/demande-devis" },
    ]),
  });
}

const benefits = [
  { icon: Timer, title: "Réponse sous 2 heures", text: "Un prix précis pour votre trajet, de jour comme de nuit." },
  {
    icon: BadgeEuro,
    title: "Prix ferme et complet",
    text: "Carburant, péages et stationnement compris : aucune surprise à l’arrivée.",
  },
  {
    icon: ShieldCheck,
    title: "Sans engagement",
    text: "Le devis est gratuit ; vous ne réservez qu’après l’avoir accepté.",
  },
  { icon: Clock, title: "Disponibles 24 h/24", text: "Départs à l’aube, retours tardifs, week-ends et jours fériés." },
];

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  return (
    <div data-scroll-top>
      <PageHero
        eyebrow="Devis gratuit, sans engagement"
        title="Votre Devis Gratuit en 2h"
        lead={
          <p>
            Quelques informations sur votre trajet suffisent : nous revenons vers vous avec un prix ferme en moins de
            deux heures.
          </p>
        }
        image="devis-hero"
      />
      <Section tone="sand">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_0.8fr] lg:gap-14">
          <div id="formulaire" className="scroll-mt-24">
            <Island
              name="booking-form"
              hydrate="interaction"
              eagerIfStored={DRAFT_KEY}
              component={BookingForm}
              props={{ idPrefix: "devis" }}
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
        <div className="text-center">
          <p className="eyebrow text-gold-ink">Ils nous font confiance</p>
          <h2 className="mt-3 text-3xl sm:text-4xl">Plus de 500 clients satisfaits</h2>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {loaderData.testimonials.map((t) => (
            <li key={t.name}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={telHref} className="btn-dark">
            <Phone aria-hidden="true" className="h-5 w-5" /> {site.phone.display}
          </a>
          <a href="#formulaire" className="btn-ghost-dark">
            <ArrowUp aria-hidden="true" className="h-4 w-4" /> Retour au formulaire
          </a>
        </div>
      </Section>
    </div>
  );
}
