import type { TownCard } from "~/components/pages/service-areas-page";
import { BASE_SLUG } from "~/content/commune-paths";
import { type Commune, getCommune, getCommunes } from "~/content/communes.server";

/**
 * The service-areas page's data (a loader's, read at build time): the base town apart, every other town
 * in the content's order, each described in the page's language.
 */
export function townCards(describe: (commune: Commune) => Pick<TownCard, "population" | "travelTime">) {
  const card = (c: Commune): TownCard => ({ name: c.name, slug: c.slug, ...describe(c) });
  return {
    communes: getCommunes()
      .filter((c) => c.slug !== BASE_SLUG)
      .map(card),
    base: card(getCommune(BASE_SLUG)),
  };
}
