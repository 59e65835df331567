import { ArrowRight, Clock, Compass, MapPinned, ShieldCheck, Phone } from "lucide-react";
import type { Route } from "./+types/route";
import { FeatureCards, type Feature } from "~/components/feature-cards";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/section";
import { site, telHref } from "~/config/site";
import { BASE_SLUG, communePath } from "~/content/commune-paths";
import { getCommune, getCommunes } from "~/content/communes.server";
import { serviceArea } from "~/config/service-area";
import { inTown } from "~/lib/french";
import { seo } from "~/lib/seo";
import { breadcrumbs, localBusiness } from "~/lib/structured-data";

export function loader() {
  const card = (c: ReturnType<typeof getCommune>) => ({
    name: c.name,
    slug: c.slug,
    population: c.population,
    travelTime: c.travelTime,
  });
  return {
    communes: getCommunes()
      .filter((c) => c.slug !== BASE_SLUG)
      .map(card),
    base: card(getCommune(BASE_SLUG)),
  };
}

export function meta() {
  return seo({
    title: "Zones d’intervention : Nantes et 35 communes | VTC Premium Nantes",
    description:
      "Chauffeur privé à Nantes, Rezé, Saint-Herblain, Orvault, Carquefou, Vertou et 30 autres communes autour de Nantes, 24 h/24 et 7 j/7.",
    path: "/zones-intervention",
    image: "og-default",
    jsonLd: [
      localBusiness({ path: "/zones-intervention" }),
      breadcrumbs([
        { name: "Accueil", path: "/" },
        { name: "Zones d’intervention", path: "/zones-intervention" },
      ]),
    ],
  });
}

const features: Feature[] = [
  {
    icon: ShieldCheck,
    title: "Transport premium",
    text: "Tesla Model S et Mercedes Classe E, chauffeurs en tenue, assurance tous risques.",
  },
  {
    icon: Clock,
    title: "Disponibles 24 h/24, 7 j/7",
    text: "Départs à l’aube pour l’aéroport comme retours tardifs de concert, tous les jours de l’année.",
  },
  { icon: MapPinned, title: serviceArea.label, text: serviceArea.sentence },
  {
    icon: Compass,
    title: "Connaissance locale",
    text: "Ponts, périphérique, accès aux gares et aux domaines : nous connaissons les raccourcis et les pièges.",
  },
];

export default function ZonesPage({ loaderData }: Route.ComponentProps) {
  const { communes, base } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Zones d’intervention"
        title="Votre chauffeur privé dans toute l’agglomération nantaise"
        lead={
          <p>
            De Rezé à Sucé-sur-Erdre, de Couëron au vignoble du Loroux-Bottereau : nous venons vous chercher devant chez
            vous, à l’heure dite, dans {communes.length} communes autour de Nantes.
          </p>
        }
        image="zones-hero"
      />
      <Section>
        <FeatureCards features={features} />
      </Section>
      <Section tone="sand" id="communes">
        <SectionHeading
          eyebrow="Nos communes"
          title="Choisissez votre commune"
          lead={<p>Population et temps de trajet moyen jusqu’au centre de Nantes, hors heures de pointe.</p>}
        />
        <a
          href={communePath(base.slug)}
          className="group mt-10 flex flex-col justify-between gap-4 rounded-2xl bg-ink p-7 text-ivory sm:flex-row sm:items-center"
        >
          <span>
            <span className="eyebrow text-gold">Notre base</span>
            <span className="mt-2 block font-display text-2xl text-white">Chauffeur privé {inTown(base.name)}</span>
            <span className="mt-1 block text-mist">
              {base.population} habitants · tous les quartiers, de la gare à l’île de Nantes
            </span>
          </span>
          <span className="btn-gold shrink-0">
            Voir les services{" "}
            <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
          </span>
        </a>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {communes.map((c) => (
            <li key={c.slug}>
              <a
                href={communePath(c.slug)}
                className="group card flex h-full flex-col p-6 transition-shadow hover:shadow-lg"
              >
                <span className="font-display text-xl">{c.name}</span>
                <span className="mt-2 text-sm text-muted">{c.population} habitants</span>
                <span className="mt-1 flex items-center gap-2 text-sm text-muted">
                  <Clock aria-hidden="true" className="h-4 w-4 text-gold-ink" /> {c.travelTime} du centre de Nantes
                </span>
                <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-gold-ink">
                  Voir les services{" "}
                  <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="dark">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-3xl text-white sm:text-4xl">Votre commune n’est pas dans la liste ?</h2>
            <p className="mt-4 text-lg leading-relaxed text-mist">
              Cette liste ne nomme que les communes les plus proches. Nous assurons des trajets réguliers{" "}
              {serviceArea.regular}, de Clisson à Ancenis ou Pornic ; au-delà, {serviceArea.beyond}. Dites-nous d’où
              vous partez : nous vous répondons sous 2 heures.
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <a href="/#contact" className="btn-gold">
              Demander un devis
            </a>
            <a href={telHref} className="btn-ghost-light">
              <Phone aria-hidden="true" className="h-5 w-5" /> Appeler maintenant
              <span className="sr-only"> le {site.phone.display}</span>
            </a>
          </div>
        </div>
      </Section>
    </>
  );
}
