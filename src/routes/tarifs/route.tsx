import type { Route } from "./+types/route";
import { FaresPage } from "~/components/pages/fares-page";
import { faresData } from "~/components/pages/fares-data.server";
import { seo } from "~/lib/seo";
import { trailFromHome } from "~/components/pages/page-meta";

export function loader() {
  return faresData();
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Tarifs chauffeur privé à Nantes\u00a0: aéroport, gare, mise à disposition | VTC Premium Nantes",
    description: `Nos tarifs indicatifs TTC par trajet et par véhicule\u00a0: aéroport Nantes Atlantique dès 35\u00a0€, gare de Nantes, ${data?.towns.length}\u00a0communes, groupes, attente, trajets au kilomètre et mise à disposition.`,
    path: "/tarifs",
    jsonLd: trailFromHome([{ name: "Tarifs", path: "/tarifs" }]),
  });
}

/** The grid of content/fares.json as a page, pre-rendered: what the form's indicative fare is computed from. */
export default function FaresRoute({ loaderData }: Route.ComponentProps) {
  return <FaresPage data={loaderData} locale="fr" />;
}
