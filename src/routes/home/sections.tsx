import { Check } from "lucide-react";
import { icons } from "~/components/icons";
import { Picture } from "~/components/picture";
import { Section, SectionHeading } from "~/components/section";
import { ServiceCards } from "~/components/service-cards";
import { TestimonialCard } from "~/components/testimonial-card";
import { site } from "~/config/site";
import type { Advantages, Extra, Service, Testimonial } from "~/content/site-content.server";

export function ServicesSection({ services }: { services: Service[] }) {
  return (
    <Section id="services">
      <SectionHeading
        eyebrow="Nos services"
        title="Un chauffeur pour chaque trajet qui compte"
        lead={
          <p>
            De l’aéroport au domaine de votre mariage, nous organisons le trajet pour que vous n’ayez qu’à monter à
            bord.
          </p>
        }
      />
      <ServiceCards services={services} />
    </Section>
  );
}

export function AdvantagesSection({ advantages }: { advantages: Advantages }) {
  const proofs = [
    { value: site.figures.loyalty, label: "de clients fidèles" },
    { value: `${site.figures.rating.value}/5`, label: `sur ${site.figures.rating.count} avis` },
    { value: `${site.figures.years} ans`, label: "d’expérience à Nantes" },
  ];
  return (
    <Section id="avantages" tone="dark">
      <SectionHeading
        light
        eyebrow="Nos avantages"
        title="Deux berlines d’exception, une exigence constante"
        lead={
          <p>
            Des véhicules récents, contrôlés tous les 6 mois et assurés tous risques, conduits par des chauffeurs qui
            connaissent chaque route de la région.
          </p>
        }
      />
      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        {advantages.vehicles.map((vehicle) => (
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
      <ul className="mt-14 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {advantages.points.map((point) => {
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
      <dl className="mt-16 grid gap-6 border-t border-white/10 pt-10 sm:grid-cols-3">
        {proofs.map((proof) => (
          <div key={proof.label} className="flex flex-col-reverse">
            <dt className="mt-1 text-mist">{proof.label}</dt>
            <dd className="font-display text-4xl text-gold">{proof.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <Section id="temoignages" tone="white">
      <SectionHeading
        eyebrow="Témoignages"
        title="Ils voyagent avec nous"
        lead={
          <p>
            Note moyenne de {site.figures.rating.value}/5 sur {site.figures.rating.count} avis : quelques mots de nos
            clients.
          </p>
        }
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name} data-reveal>
            <TestimonialCard testimonial={t} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ExtrasSection({ extras }: { extras: Extra[] }) {
  return (
    <Section id="petits-plus">
      <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr]">
        <SectionHeading
          eyebrow="Les petits plus"
          title="Les attentions qui font la différence"
          lead={<p>À bord, tout est prêt avant votre arrivée : il ne vous reste qu’à vous installer.</p>}
        />
        <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2">
          {extras.map((extra) => {
            const Icon = icons[extra.icon];
            return (
              <li key={extra.title} data-reveal className="flex gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-gold/50">
                  {Icon && <Icon aria-hidden="true" className="h-5 w-5 text-gold-ink" />}
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold">{extra.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{extra.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
