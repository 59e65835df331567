import { ArrowRight, Clock, Compass, MapPinned, Phone, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/service-areas";
import { FeatureCards, type Feature } from "~/components/feature-cards";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/section";
import { serviceAreaEn } from "~/config/service-area";
import { site, telHref } from "~/config/site";
import { BASE_SLUG, communePath } from "~/content/commune-paths";
import { getCommune, getCommunes } from "~/content/communes.server";
import { seo } from "~/lib/seo";
import { breadcrumbs, localBusiness, webPage } from "~/lib/structured-data";

const PATH = "/en/service-areas";
const TITLE = "Service Areas: Nantes and 35 Nearby Towns | VTC Premium Nantes";

/** "42 000" → "42,000"; "20 minutes" stays; the base town's "Sur place" is said in English. */
const englishNumber = (value: string) => value.replace(/(\d)[\s\u00a0\u202f](?=\d{3}\b)/g, "$1,");

export function loader() {
  const card = (c: ReturnType<typeof getCommune>) => ({
    name: c.name,
    slug: c.slug,
    population: englishNumber(c.population),
    travelTime: /^\d+ minutes$/.test(c.travelTime) ? c.travelTime : null,
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
    title: TITLE,
    description:
      "Private chauffeur in Nantes, Rezé, Saint-Herblain, Orvault, Carquefou, Vertou and 30 other towns around Nantes, 24/7, with English-language booking.",
    path: PATH,
    jsonLd: [
      localBusiness({ path: PATH, locale: "en" }),
      webPage({ path: PATH, name: TITLE, locale: "en" }),
      breadcrumbs([
        { name: "Home", path: "/en" },
        { name: "Service areas", path: PATH },
      ]),
    ],
  });
}

const features: Feature[] = [
  {
    icon: ShieldCheck,
    title: "Premium transport",
    text: "Tesla Model S and Mercedes E-Class, smartly dressed chauffeurs, fully comprehensive insurance.",
  },
  {
    icon: Clock,
    title: "Available 24/7",
    text: "Dawn departures for the airport and late returns from concerts, every day of the year.",
  },
  { icon: MapPinned, title: serviceAreaEn.label, text: serviceAreaEn.sentence },
  {
    icon: Compass,
    title: "Local knowledge",
    text: "Bridges, ring road, station entrances and wedding venues: we know the short cuts and the pitfalls.",
  },
];

export default function ServiceAreasEn({ loaderData }: Route.ComponentProps) {
  const { communes, base } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Service areas"
        title="Your private chauffeur across the Nantes area"
        lead={
          <p>
            From Rezé to Sucé-sur-Erdre, from Couëron to the vineyards of Le Loroux-Bottereau: we pick you up at your
            door, on time, in Nantes and {communes.length} towns around it.
          </p>
        }
        image="zones-hero"
      />
      <Section>
        <FeatureCards features={features} />
      </Section>
      <Section tone="sand" id="towns">
        <SectionHeading
          eyebrow="Our towns"
          title="Choose your town"
          lead={<p>Population and usual off-peak drive to central Nantes. Each town’s page is in French.</p>}
        />
        <a
          href={communePath(base.slug)}
          hrefLang="fr"
          className="group mt-10 flex flex-col justify-between gap-4 rounded-2xl bg-ink p-7 text-ivory sm:flex-row sm:items-center"
        >
          <span>
            <span className="eyebrow text-gold">Our base</span>
            <span className="mt-2 block font-display text-2xl text-white">Private chauffeur in {base.name}</span>
            <span className="mt-1 block text-mist">
              {base.population} inhabitants · every district, from the station to the Île de Nantes
            </span>
          </span>
          <span className="btn-gold shrink-0">
            See the services <span className="sr-only">in {base.name} (in French)</span>
            <ArrowRight aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
          </span>
        </a>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {communes.map((c) => (
            <li key={c.slug}>
              <a
                href={communePath(c.slug)}
                hrefLang="fr"
                className="group card flex h-full flex-col p-6 transition-shadow hover:shadow-lg"
              >
                <span className="font-display text-xl">{c.name}</span>
                <span className="mt-2 text-sm text-muted">{c.population} inhabitants</span>
                {c.travelTime && (
                  <span className="mt-1 flex items-center gap-2 text-sm text-muted">
                    <Clock aria-hidden="true" className="h-4 w-4 text-gold-ink" /> {c.travelTime} from central Nantes
                  </span>
                )}
                <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-gold-ink">
                  See the services <span className="font-normal text-muted">(in French)</span>
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
            <h2 className="text-3xl text-white sm:text-4xl">Your town is not on the list?</h2>
            <p className="mt-4 text-lg leading-relaxed text-mist">
              This list only names the nearest towns. We drive regularly {serviceAreaEn.regular}, from Clisson to
              Ancenis or Pornic; beyond that, {serviceAreaEn.beyond}. Tell us where you are starting from: we reply
              within 2 hours.
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <a href="/en#contact" className="btn-gold">
              Request a quote
            </a>
            <a href={telHref} className="btn-ghost-light">
              <Phone aria-hidden="true" className="h-5 w-5" /> Call now
              <span className="sr-only"> on {site.phone.display}</span>
            </a>
          </div>
        </div>
      </Section>
    </>
  );
}
