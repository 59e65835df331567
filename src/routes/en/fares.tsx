import type { Route } from "./+types/fares";
import { FaresPage } from "~/components/pages/fares-page";
import { faresData } from "~/components/pages/fares-data.server";
import { seo } from "~/lib/seo";
import { trailFromHome } from "~/components/pages/page-meta";

export function loader() {
  return faresData();
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Private chauffeur fares in Nantes: airport, station, by the hour | VTC Premium Nantes",
    description: `Our indicative fares per trip and per vehicle, VAT included: Nantes Atlantique airport from €35, the Gare de Nantes, ${data?.towns.length} towns, groups, waiting, trips by distance and chauffeur by the hour.`,
    path: "/en/fares",
    jsonLd: trailFromHome([{ name: "Fares", path: "/en/fares" }]),
  });
}

/** The English twin of /tarifs: the same grid, in English. */
export default function FaresRouteEn({ loaderData }: Route.ComponentProps) {
  return <FaresPage data={loaderData} locale="en" />;
}
