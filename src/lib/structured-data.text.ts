import { site } from "~/config/site";
import { catalogue } from "./i18n";

/** What the pages' JSON-LD says of the business in each language (src/lib/structured-data.ts). */
export const structuredDataText = catalogue({
  fr: {
    description: `${site.tagline}. Transferts aéroport et gare, événements, mise à disposition, 24\u00a0h/24 et 7\u00a0j/7.`,
    catalogue: "Services de chauffeur privé",
    /** The home page, first in every breadcrumb trail. */
    home: "Accueil",
    /** The services a page lists when it names none of its own. */
    services: [
      "Transferts aéroport Nantes Atlantique",
      "Transferts gare de Nantes",
      "Mise à disposition de chauffeur",
      "Transport pour événements et mariages",
      "Trajets longue distance",
    ],
  },
  en: {
    description:
      "Private chauffeur in Nantes and Loire-Atlantique. Airport and station transfers, events, chauffeur by the hour, 24/7.",
    catalogue: "Private chauffeur services",
    home: "Home",
    services: [
      "Nantes Atlantique airport transfers",
      "Nantes railway station transfers",
      "Chauffeur by the hour",
      "Event and wedding transport",
      "Long-distance trips",
    ],
  },
});
