import type { Route } from "./+types/fares";
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
    title: "Private chauffeur fares in Nantes: airport, station, by the hour | VTC Premium Nantes",
    description: `Our indicative fares per trip and per vehicle, VAT included: Nantes Atlantique airport from €35, the Gare de Nantes, ${data?.towns.length} towns, groups, waiting, trips by distance and chauffeur by the hour.`,
    path: "/en/fares",
    jsonLd: breadcrumbs([
      { name: "Home", path: "/en" },
      { name: "Fares", path: "/en/fares" },
    ]),
  });
}

/** The English twin of /tarifs: the same grid, in English. */
export default function FaresRouteEn({ loaderData }: Route.ComponentProps) {
  return <FaresPage data={loaderData} locale="en" />;
}
