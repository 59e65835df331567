import {
  ArrowRight,
  BadgeEuro,
  CalendarClock,
  Clock,
  MapPin,
  Phone,
  Plane,
  TrainFront,
  Users,
} from "~/components/sprite-icons";
import type { Route } from "./+types/route";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/section";
import { site, telHref } from "~/config/site";
import { BASE_SLUG, communePath } from "~/content/commune-paths";
import { getCommune, getCommunes } from "~/content/communes.server";
import { getFareGrid } from "~/content/fares.server";
import { formatEuros, lowestTownFare } from "~/lib/fares";
import { serviceArea } from "~/config/service-area";
import { inTown, ofTown, townName } from "~/lib/french";
import { seo } from "~/lib/seo";
import { breadcrumbs, localBusiness } from "~/lib/structured-data";
import { defaultServices, whyUs } from "./services";
import { nearest } from "./nearest";

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/chauffeur-prive-/, "");
  const commune = getCommune(slug);
  const neighbours = nearest(commune, getCommunes(), 4).map((c) => ({
    name: c.name,
    slug: c.slug,
    travelTime: c.travelTime,
  }));
  const grid = getFareGrid();
  const town = grid.towns.find((t) => t.slug === slug);
  // The town's own fares, read from the grid: its page never quotes another town's « à partir de ».
  const fares = { airport: town?.airport, station: town?.station, from: lowestTownFare(slug, grid) };
  return { commune, neighbours, isBase: slug === BASE_SLUG, fares };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { commune } = data;
  const path = communePath(commune.slug);
  const services = (commune.rich?.services ?? defaultServices(commune)).map(
    (s) => `${s.title} ${inTown(commune.name)}`,
  );
  return seo({
    title: `Chauffeur privé ${inTown(commune.name)} (${commune.postalCode}) | VTC Premium Nantes`,
    description: commune.metaDescription,
    path,
    image: "og-default",
    keywords: [
      `chauffeur privé ${commune.name}`,
      `VTC ${commune.name}`,
      `transfert aéroport ${commune.name}`,
      `chauffeur ${commune.name} gare de Nantes`,
      "VTC premium Loire-Atlantique",
    ],
    jsonLd: [
      localBusiness({
        path,
        areaServed: { name: commune.name, lat: commune.coordinates.lat, lng: commune.coordinates.lng },
        services,
      }),
      breadcrumbs([
        { name: "Accueil", path: "/" },
        { name: "Zones d’intervention", path: "/zones-intervention" },
        { name: commune.name, path },
      ]),
    ],
  });
}

export default function CommunePage({ loaderData }: Route.ComponentProps) {
  const { commune, neighbours, isBase, fares } = loaderData;
  const services = commune.rich?.services ?? defaultServices(commune);
  const facts = [
    {
      icon: Clock,
      label: isBase ? "Prise en charge" : "Centre de Nantes",
      value: isBase ? "Partout dans la ville" : commune.travelTime,
    },
    { icon: Plane, label: "Aéroport Nantes Atlantique", value: distance(commune.airport) },
    { icon: TrainFront, label: "Gare de Nantes", value: distance(commune.station) },
    { icon: Users, label: "Population", value: `${commune.population} habitants` },
  ];
  return (
    <>
      <PageHero
        eyebrow={`${commune.postalCode} ${commune.name} · Loire-Atlantique`}
        title={`Chauffeur privé ${inTown(commune.name)}`}
        lead={<p>{commune.headline}</p>}
        image="zones-hero"
      >
        <div className="mt-9 flex flex-col gap-3 sm:flex-row">
          <a href="#contact" className="btn-gold">
            <CalendarClock aria-hidden="true" className="h-5 w-5" /> Réserver maintenant
          </a>
          <a href={telHref} className="btn-ghost-light">
            <Phone aria-hidden="true" className="h-5 w-5" /> {site.phone.display}
          </a>
        </div>
      </PageHero>

      <div className="border-b border-line bg-white">
        <dl className="container-page grid grid-cols-2 gap-x-6 gap-y-6 py-8 lg:grid-cols-4">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label}>
              <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted uppercase">
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-gold-ink" /> {label}
              </dt>
              <dd className="mt-1 pl-6 font-display text-lg">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="container-page -mt-3 pb-6 text-xs text-muted">
          Distances par la route et durées habituelles hors heures de pointe, depuis{" "}
          {isBase ? "le centre-ville" : commune.name}.
        </p>
      </div>
      <TownFares name={commune.name} fares={fares} />

      <Section>
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div data-reveal>
            <SectionHeading
              eyebrow={`Votre chauffeur ${inTown(commune.name)}`}
              title={`Se déplacer depuis ${townName(commune.name)}, sans contrainte`}
            />
            <div className="mt-8 space-y-5 text-[1.05rem] leading-relaxed text-ink/85">
              {commune.description.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside data-reveal className="self-start rounded-2xl bg-ink p-7 text-mist">
            <h3 className="font-display text-xl text-white">Routes et accès</h3>
            <p className="mt-4 leading-relaxed">{commune.access}</p>
          </aside>
        </div>
      </Section>

      <Section tone="sand">
        <SectionHeading eyebrow="Nos services" title={`Nos prestations ${inTown(commune.name)}`} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.title} data-reveal className="card p-6">
              <h3 className="text-lg">{service.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{service.detail}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section>
        <SectionHeading
          eyebrow="Trajets fréquents"
          title={`Les trajets que nous faisons le plus souvent depuis ${townName(commune.name)}`}
        />
        <ol className="mt-10 grid gap-5 md:grid-cols-2">
          {commune.typicalTrips.map((trip) => (
            <li key={trip.title} data-reveal className="rounded-2xl border border-line p-6 md:last:odd:col-span-2">
              <h3 className="flex items-start gap-2 text-lg">
                <MapPin aria-hidden="true" className="mt-1.5 h-4 w-4 shrink-0 text-gold-ink" /> {trip.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{trip.detail}</p>
            </li>
          ))}
        </ol>
      </Section>

      {commune.rich ? <RichDetails commune={commune} /> : <Landmarks commune={commune} />}

      <Section tone="sand">
        <SectionHeading eyebrow="Pourquoi nous choisir" title="Un service premium, des engagements simples" />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {whyUs(commune).map((item) => (
            <li key={item.title} data-reveal className="card p-6">
              <h3 className="text-lg">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{item.detail}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section id="contact" className="bg-ink py-20 text-ivory">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="eyebrow text-gold">Contact</p>
            <h2 className="mt-3 text-3xl text-white sm:text-4xl">Réservez votre chauffeur {inTown(commune.name)}</h2>
            <p className="mt-5 max-w-xl leading-relaxed text-mist">
              Prise en charge {inTown(commune.name)} 24 h/24 et 7 j/7, devis gratuit sous 2 heures.{" "}
              {serviceArea.sentence}
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:justify-end">
            <a href={telHref} className="btn-gold">
              <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />{" "}
              <span>
                Appeler le <span className="whitespace-nowrap">{site.phone.display}</span>
              </span>
            </a>
            <a href="/#contact" className="btn-ghost-light whitespace-nowrap">
              Demande en ligne
            </a>
          </div>
        </div>
      </section>

      <Section>
        <h2 className="text-2xl">Nous intervenons aussi près {ofTown(commune.name)}</h2>
        <ul className="mt-6 flex flex-wrap gap-3">
          {neighbours.map((n) => (
            <li key={n.slug}>
              <a
                href={communePath(n.slug)}
                className="inline-flex min-h-11 items-center rounded-full border border-line px-5 text-sm font-medium hover:border-gold-ink"
              >
                Chauffeur privé {inTown(n.name)}
              </a>
            </li>
          ))}
          <li>
            <a
              href="/zones-intervention"
              className="inline-flex min-h-11 items-center rounded-full bg-ink px-5 text-sm font-medium text-ivory"
            >
              Toutes nos zones
            </a>
          </li>
        </ul>
      </Section>
    </>
  );
}

type CommuneData = Route.ComponentProps["loaderData"]["commune"];

/** "25 km · 30 min", unbreakable between each number and its unit. */
function distance({ km, minutes }: { km: number; minutes: number }): string {
  return `${km}\u00a0km · ${minutes}\u00a0min`;
}

function RichDetails({ commune }: { commune: CommuneData }) {
  const rich = commune.rich;
  if (!rich) return null;
  const blocks = [
    { title: "Spécificités locales", items: rich.specificites },
    { title: "Quartiers desservis", items: rich.quartiers },
    { title: "Lieux et attractions", items: rich.attractions },
  ];
  return (
    <Section tone="dark">
      <SectionHeading
        eyebrow={`${townName(commune.name)} en détail`}
        title={`Ce qu’il faut savoir pour vos trajets ${inTown(commune.name)}`}
        light
      />
      <p className="mt-4 text-mist">{commune.population} habitants</p>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {blocks.map((block) => (
          <div key={block.title} data-reveal className="rounded-2xl border border-white/10 p-6">
            <h3 className="text-xl text-white">{block.title}</h3>
            <ul className="mt-4 space-y-2 text-mist">
              {block.items.map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <Landmarks commune={commune} nested />
    </Section>
  );
}

function Landmarks({ commune, nested = false }: { commune: CommuneData; nested?: boolean }) {
  const list = (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2">
      {commune.landmarks.map((place) => (
        <li
          key={place.name}
          data-reveal
          className={`sm:last:odd:col-span-2 ${nested ? "rounded-2xl bg-white/5 p-5" : "rounded-2xl border border-line p-5"}`}
        >
          <h3 className={`text-lg ${nested ? "text-white" : ""}`}>{place.name}</h3>
          <p className={`mt-1 leading-relaxed ${nested ? "text-mist" : "text-muted"}`}>{place.detail}</p>
        </li>
      ))}
    </ul>
  );
  if (nested) return <div className="mt-12">{list}</div>;
  return (
    <Section>
      <SectionHeading eyebrow="Sur place" title={`Où nous vous conduisons ${inTown(commune.name)}`} />
      {list}
    </Section>
  );
}

/** The town's own flat fares from the grid (content/fares.json), its lowest as « à partir de », and the grid's page. */
function TownFares({ name, fares }: { name: string; fares: { airport?: number; station?: number; from?: number } }) {
  const legs = [
    fares.airport === undefined ? null : `aéroport Nantes Atlantique ${formatEuros(fares.airport)}`,
    fares.station === undefined ? null : `gare de Nantes ${formatEuros(fares.station)}`,
  ].filter(Boolean);
  return (
    <div className="bg-ivory">
      <div className="container-page flex flex-col gap-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex gap-3 leading-relaxed">
          <BadgeEuro aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" />
          <span>
            {fares.from === undefined ? (
              <>Trajets {ofTown(name)} sur devis.</>
            ) : (
              <>
                <strong className="font-semibold">
                  Tarifs {ofTown(name)}&nbsp;: à partir de {formatEuros(fares.from)} TTC
                </strong>{" "}
                ({legs.join(", ")}), par véhicule jusqu’à 4&nbsp;passagers, tarifs indicatifs.
              </>
            )}
          </span>
        </p>
        <a href="/tarifs" className="btn-ghost-dark shrink-0 self-start sm:self-auto">
          Tous nos tarifs <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </a>
      </div>
    </div>
  );
}
