import { ArrowRight, Clock, MoonStar, Plane, Route as RouteIcon, TrainFront } from "lucide-react";
import type { Route } from "./+types/route";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/section";
import { getFareGrid } from "~/content/fares.server";
import { formatEuros } from "~/lib/fares";
import { seo } from "~/lib/seo";
import { breadcrumbs } from "~/lib/structured-data";

const NBSP = "\u00a0";

export function loader() {
  const grid = getFareGrid();
  return {
    towns: grid.towns.map(({ town, slug, airport, station }) => ({ town, slug, airport, station })),
    otherTrips: grid.otherTrips,
    supplements: grid.supplements,
    hourly: grid.hourly,
  };
}

export function meta() {
  return seo({
    title: "Tarifs chauffeur privé à Nantes\u00a0: aéroport, gare, mise à disposition | VTC Premium Nantes",
    description:
      "Nos prix TTC par trajet et par véhicule\u00a0: aéroport Nantes Atlantique dès 35\u00a0€, gare de Nantes, 36\u00a0communes, trajets au kilomètre et mise à disposition à l’heure.",
    path: "/tarifs",
    jsonLd: breadcrumbs([
      { name: "Accueil", path: "/" },
      { name: "Tarifs", path: "/tarifs" },
    ]),
  });
}

/** "22:00" → "22 h", "06:30" → "6 h 30", with non-breaking spaces. */
function hour(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  return m === "00" ? `${Number(h)}${NBSP}h` : `${Number(h)}${NBSP}h${NBSP}${m}`;
}

const euros = (amount: number | undefined) => (amount === undefined ? "sur devis" : formatEuros(amount));

/** The grid of content/fares.json as a page, pre-rendered: what the form's indicative fare is computed from. */
export default function FaresPage({ loaderData }: Route.ComponentProps) {
  const { towns, otherTrips, supplements, hourly } = loaderData;
  const nantes = towns.find((t) => t.slug === "nantes");
  return (
    <>
      <PageHero
        eyebrow="Tarifs"
        title="Nos tarifs, annoncés d’avance"
        lead={
          <p>
            Prix par trajet et par véhicule, quel que soit le nombre de passagers, en euros TTC&nbsp;: carburant, péages
            et stationnement compris. Le formulaire de réservation calcule le tarif indicatif de votre trajet, et nous
            vous confirmons le prix avec la réservation.
          </p>
        }
      />
      <Section tone="light">
        <SectionHeading
          eyebrow="Forfaits"
          title="Aéroport et gare, depuis chez vous"
          lead={
            <p>
              Un prix fixe entre votre commune et l’aéroport Nantes Atlantique ou la gare de Nantes, dans les deux sens.
              {nantes
                ? ` Depuis Nantes\u00a0: ${euros(nantes.airport)} pour l’aéroport, ${euros(nantes.station)} pour la gare.`
                : ""}
            </p>
          }
        />
        <div className="card mt-10 overflow-hidden">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Forfaits par commune, en euros TTC</caption>
            <thead className="bg-ink text-ivory">
              <tr>
                <th scope="col" className="px-4 py-3 text-sm font-semibold sm:px-6">
                  Commune
                </th>
                <th scope="col" className="px-4 py-3 text-right text-sm font-semibold sm:px-6">
                  <Plane aria-hidden="true" className="mr-1.5 inline h-4 w-4 text-gold" />
                  Aéroport
                </th>
                <th scope="col" className="px-4 py-3 text-right text-sm font-semibold sm:px-6">
                  <TrainFront aria-hidden="true" className="mr-1.5 inline h-4 w-4 text-gold" />
                  Gare
                </th>
              </tr>
            </thead>
            <tbody>
              {towns.map((t) => (
                <tr key={t.slug} className="border-t border-line odd:bg-white even:bg-ivory">
                  <th scope="row" className="px-4 py-2.5 font-medium sm:px-6">
                    <a href={`/chauffeur-prive-${t.slug}`} className="hover:text-gold-ink hover:underline">
                      {t.town}
                    </a>
                  </th>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums sm:px-6">{euros(t.airport)}</td>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums sm:px-6">{euros(t.station)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section tone="white">
        <SectionHeading eyebrow="Autres courses" title="Au kilomètre, à l’heure, de nuit" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          <li className="card p-6">
            <RouteIcon aria-hidden="true" className="h-6 w-6 text-gold-ink" />
            <h3 className="mt-4 font-sans text-lg font-semibold">Trajets entre communes</h3>
            <p className="mt-2 leading-relaxed text-muted">
              {formatEuros(otherTrips.perKm)} par kilomètre, {formatEuros(otherTrips.minimum)} minimum par course.
              Au-delà de nos 36&nbsp;communes (La Baule, Saint-Nazaire, longue distance)&nbsp;: sur devis.
            </p>
          </li>
          <li className="card p-6">
            <Clock aria-hidden="true" className="h-6 w-6 text-gold-ink" />
            <h3 className="mt-4 font-sans text-lg font-semibold">Mise à disposition</h3>
            <p className="mt-2 leading-relaxed text-muted">
              {formatEuros(hourly.rate)} de l’heure, {hourly.minimumHours}&nbsp;heures minimum&nbsp;: le chauffeur reste
              avec vous pour vos rendez-vous, un mariage ou une visite.
            </p>
          </li>
          <li className="card p-6">
            <MoonStar aria-hidden="true" className="h-6 w-6 text-gold-ink" />
            <h3 className="mt-4 font-sans text-lg font-semibold">Nuit et dimanche</h3>
            <p className="mt-2 leading-relaxed text-muted">
              {supplements.night
                ? `Majoration de ${supplements.night.percent}${NBSP}% pour une prise en charge entre ${hour(supplements.night.from)} et ${hour(supplements.night.to)}.`
                : "Pas de majoration de nuit."}{" "}
              {supplements.sunday
                ? `Majoration de ${supplements.sunday.percent}${NBSP}% le dimanche.`
                : "Pas de majoration le dimanche."}
            </p>
          </li>
        </ul>
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <a href="/#contact" className="btn-dark">
            Réserver un trajet <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
          <a href="/demande-devis" className="btn-ghost-dark">
            Demander un devis
          </a>
        </div>
      </Section>
    </>
  );
}
