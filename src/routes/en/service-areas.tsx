import type { Route } from "./+types/service-areas";
import { callLink } from "~/components/link-pair";
import { subpageMeta } from "~/components/pages/page-meta";
import { ServiceAreasPage, type ServiceAreasCopy } from "~/components/pages/service-areas-page";
import { serviceAreaEn } from "~/config/service-area";
import { phoneDisplay } from "~/config/site";
import { townCards } from "~/components/pages/town-cards.server";

/** "42 000" → "42,000"; "20 minutes" stays; the base town's "Sur place" is said in English. */
const englishNumber = (value: string) => value.replace(/(\d)[\s\u00a0\u202f](?=\d{3}\b)/g, "$1,");

export function loader() {
  return townCards((c) => ({
    population: englishNumber(c.population),
    travelTime: /^\d+ minutes$/.test(c.travelTime) ? c.travelTime : null,
  }));
}

export function meta({ data }: Route.MetaArgs) {
  const count = data?.communes.length ?? 0;
  return subpageMeta({
    title: `Service Areas: Nantes and ${count} Nearby Towns | VTC Premium Nantes`,
    description: `Private chauffeur in Nantes, Rezé, Saint-Herblain, Orvault, Carquefou, Vertou and ${count - 5} other towns around Nantes, 24/7, with English-language booking.`,
    path: "/en/service-areas",
    crumb: "Service areas",
    business: {},
  });
}

const copy: ServiceAreasCopy = {
  hero: {
    eyebrow: "Service areas",
    title: "Your private chauffeur across the Nantes area",
    lead: (count) => (
      <p>
        From Rezé to Sucé-sur-Erdre, from Couëron to the vineyards of Le Loroux-Bottereau: we pick you up at your door,
        on time, in Nantes and {count} towns around it.
      </p>
    ),
  },
  features: [
    {
      title: "Premium transport",
      text: "Tesla Model S and Mercedes E-Class, smartly dressed chauffeurs, fully comprehensive insurance.",
    },
    {
      title: "Available 24/7",
      text: "Dawn departures for the airport and late returns from concerts, every day of the year.",
    },
    { title: serviceAreaEn.label, text: serviceAreaEn.sentence },
    {
      title: "Local knowledge",
      text: "Bridges, ring road, station entrances and wedding venues: we know the short cuts and the pitfalls.",
    },
  ],
  towns: {
    id: "towns",
    eyebrow: "Our towns",
    title: "Choose your town",
    lead: <p>Population and usual off-peak drive to central Nantes. Each town’s page is in French.</p>,
    linkLang: "fr",
  },
  base: {
    eyebrow: "Our base",
    title: (name) => <>Private chauffeur in {name}</>,
    detail: (population) => <>{population} inhabitants · every district, from the station to the Île de Nantes</>,
    action: (name) => (
      <>
        See the services <span className="sr-only">in {name} (in French)</span>
      </>
    ),
  },
  town: {
    population: (population) => <>{population} inhabitants</>,
    travelTime: (time) => <>{time} from central Nantes</>,
    action: (
      <>
        See the services <span className="font-normal text-muted">(in French)</span>
      </>
    ),
  },
  closing: {
    title: "Your town is not on the list?",
    text: (
      <>
        This list only names the nearest towns. We drive regularly {serviceAreaEn.regular}, from Clisson to Ancenis or
        Pornic; beyond that, {serviceAreaEn.beyond}. Tell us where you are starting from: we reply within 2 hours.
      </>
    ),
    primary: { href: "/en#contact", label: "Request a quote" },
    secondary: callLink(
      <>
        Call now<span className="sr-only"> on {phoneDisplay("en")}</span>
      </>,
    ),
  },
};

export default function ServiceAreasEn({ loaderData }: Route.ComponentProps) {
  return <ServiceAreasPage copy={copy} towns={loaderData.communes} base={loaderData.base} />;
}
