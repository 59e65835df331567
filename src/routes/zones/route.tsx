import type { Route } from "./+types/route";
import { callLink } from "~/components/link-pair";
import { subpageMeta } from "~/components/pages/page-meta";
import { ServiceAreasPage, type ServiceAreasCopy } from "~/components/pages/service-areas-page";
import { serviceArea } from "~/config/service-area";
import { site } from "~/config/site";
import { townCards } from "~/components/pages/town-cards.server";
import { inTown } from "~/lib/french";

export function loader() {
  return townCards((c) => ({ population: c.population, travelTime: c.travelTime }));
}

export function meta({ data }: Route.MetaArgs) {
  const count = data?.communes.length ?? 0;
  return subpageMeta({
    title: `Zones d’intervention : Nantes et ${count} communes | VTC Premium Nantes`,
    description: `Chauffeur privé à Nantes, Rezé, Saint-Herblain, Orvault, Carquefou, Vertou et ${count - 5} autres communes autour de Nantes, 24 h/24 et 7 j/7.`,
    path: "/zones-intervention",
    image: "og-default",
    crumb: "Zones d’intervention",
    business: {},
  });
}

const copy: ServiceAreasCopy = {
  hero: {
    eyebrow: "Zones d’intervention",
    title: "Votre chauffeur privé dans toute l’agglomération nantaise",
    lead: (count) => (
      <p>
        De Rezé à Sucé-sur-Erdre, de Couëron au vignoble du Loroux-Bottereau : nous venons vous chercher devant chez
        vous, à l’heure dite, dans {count} communes autour de Nantes.
      </p>
    ),
  },
  features: [
    {
      title: "Transport premium",
      text: "Tesla Model S et Mercedes Classe E, chauffeurs en tenue, assurance tous risques.",
    },
    {
      title: "Disponibles 24 h/24, 7 j/7",
      text: "Départs à l’aube pour l’aéroport comme retours tardifs de concert, tous les jours de l’année.",
    },
    { title: serviceArea.label, text: serviceArea.sentence },
    {
      title: "Connaissance locale",
      text: "Ponts, périphérique, accès aux gares et aux domaines : nous connaissons les raccourcis et les pièges.",
    },
  ],
  towns: {
    id: "communes",
    eyebrow: "Nos communes",
    title: "Choisissez votre commune",
    lead: <p>Population et temps de trajet moyen jusqu’au centre de Nantes, hors heures de pointe.</p>,
  },
  base: {
    eyebrow: "Notre base",
    title: (name) => <>Chauffeur privé {inTown(name)}</>,
    detail: (population) => <>{population} habitants · tous les quartiers, de la gare à l’île de Nantes</>,
    action: () => <>Voir les services </>,
  },
  town: {
    population: (population) => <>{population} habitants</>,
    travelTime: (time) => <>{time} du centre de Nantes</>,
    action: <>Voir les services </>,
  },
  closing: {
    title: "Votre commune n’est pas dans la liste ?",
    text: (
      <>
        Cette liste ne nomme que les communes les plus proches. Nous assurons des trajets réguliers{" "}
        {serviceArea.regular}, de Clisson à Ancenis ou Pornic ; au-delà, {serviceArea.beyond}. Dites-nous d’où vous
        partez : nous vous répondons sous 2 heures.
      </>
    ),
    primary: { href: "/#contact", label: "Demander un devis" },
    secondary: callLink(
      <>
        Appeler maintenant<span className="sr-only"> le {site.phone.display}</span>
      </>,
    ),
  },
};

export default function ZonesPage({ loaderData }: Route.ComponentProps) {
  return <ServiceAreasPage copy={copy} towns={loaderData.communes} base={loaderData.base} />;
}
