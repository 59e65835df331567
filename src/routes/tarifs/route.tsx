import type { Route } from "./+types/route";
import { FaresPage } from "~/components/pages/fares-page";
import { getFareGrid } from "~/content/fares.server";
import { seo } from "~/lib/seo";
import { breadcrumbs } from "~/lib/structured-data";

export function loader() {
  const grid = getFareGrid();
  return {
    towns: grid.towns.map(({ town, slug, airport, station }) => ({ town, slug, airport, station })),
    otherTrips: grid.otherTrips,
    supplements: grid.supplements,
    hourly: grid.hourly,
    vehicles: grid.vehicles,
    waiting: grid.waiting,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Tarifs chauffeur privé à Nantes\u00a0: aéroport, gare, mise à disposition | VTC Premium Nantes",
    description: `Nos tarifs indicatifs TTC par trajet et par véhicule\u00a0: aéroport Nantes Atlantique dès 35\u00a0€, gare de Nantes, ${data?.towns.length}\u00a0communes, groupes, attente, trajets au kilomètre et mise à disposition.`,
    path: "/tarifs",
    jsonLd: breadcrumbs([
      { name: "Accueil", path: "/" },
      { name: "Tarifs", path: "/tarifs" },
    ]),
  });
}

/** The grid of content/fares.json as a page, pre-rendered: what the form's indicative fare is computed from. */
export default function FaresRoute({ loaderData }: Route.ComponentProps) {
  return <FaresPage data={loaderData} locale="fr" />;
}
